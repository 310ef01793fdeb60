/** The HTTP Observatory's verdict on served pages: its scanner (tests/e2e/observatory-scan.mjs) in a child process trusting the test certificate. */
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { testTls } from '../../scripts/tools/wrangler';

export interface ObservatoryResult {
  host: string;
  score: number;
  grade: string;
  tests: Record<string, { result: string; pass: boolean; modifier: number }>;
  error?: string;
}

/** `baseURL` is the tests' `https://127.0.0.1:port`; `paths` the pages to scan. */
export async function observatory(baseURL: string, paths: readonly string[]): Promise<ObservatoryResult[]> {
  const host = new URL(baseURL).host;
  const { stdout } = await promisify(execFile)(process.execPath, [join(import.meta.dirname, 'observatory-scan.mjs'), ...paths.map((p) => host + p)], {
    env: { ...process.env, NODE_EXTRA_CA_CERTS: testTls.cert },
    maxBuffer: 64 * 1024 * 1024,
  });
  return stdout
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as ObservatoryResult);
}
