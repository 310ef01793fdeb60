/** A reporter that ends the run with the failures, each with its first error line, then each file's time: the list reporter's buries them. */
import { existsSync, readFileSync } from 'node:fs';
import { freemem, totalmem } from 'node:os';
import { relative } from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter';
import { SERVE_LOG } from '../../scripts/tools/wrangler';

/** A failure of the test server itself: then its own output says why. */
const REFUSED = /ECONNREFUSED|ERR_CONNECTION_REFUSED/;

export default class RunSummary implements Reporter {
  private readonly failed: string[] = [];
  private readonly seconds = new Map<string, number>();
  private cut = 0;
  private readonly started = Date.now();
  private refusedAt: number | undefined;

  onTestEnd(test: TestCase, result: TestResult) {
    const file = relative(process.cwd(), test.location.file);
    this.seconds.set(file, (this.seconds.get(file) ?? 0) + result.duration / 1000);
    if (result.status === 'interrupted') this.cut++;
    else if (result.status !== test.expectedStatus) {
      const error = (result.error?.message ?? result.status).split('\n').find((line) => line.trim()) ?? result.status;
      if (REFUSED.test(error)) this.refusedAt ??= Math.round((Date.now() - this.started) / 1000);
      this.failed.push(`  ${file}:${test.location.line} ${test.title}: ${stripVTControlCharacters(error).slice(0, 200)}`);
    }
  }

  onEnd(result: FullResult) {
    const files = [...this.seconds].sort((a, b) => b[1] - a[1]).map(([file, s]) => `${file.replace('tests/e2e/', '')} ${Math.round(s)}`);
    console.log(
      [
        `Run ${result.status} after ${Math.round(result.duration / 1000)} s.`,
        ...(this.failed.length ? [`Failed (${this.failed.length}):`, ...this.failed] : []),
        ...(this.cut ? [`Cut short by the run's stop: ${this.cut}.`] : []),
        ...(this.refusedAt === undefined ? [] : this.serverStopped(this.refusedAt)),
        `Seconds per file: ${files.join(', ')}.`,
      ].join('\n'),
    );
  }

  private serverStopped(after: number) {
    const log = existsSync(SERVE_LOG) ? readFileSync(SERVE_LOG, 'utf8').trimEnd().split('\n').slice(-20) : ['(no log)'];
    const gib = (bytes: number) => (bytes / 2 ** 30).toFixed(1);
    return [
      `The test server refused connections from ${after} s into the run (memory free now: ${gib(freemem())} of ${gib(totalmem())} GiB). The end of ${relative(process.cwd(), SERVE_LOG)}:`,
      ...log.map((line) => `  | ${line}`),
    ];
  }
}
