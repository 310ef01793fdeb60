/** The daily rebuild (.github/workflows/daily-rebuild.yml) as far as it runs here: its schedule, and its step against a stand-in hook. */
import { spawn, spawnSync } from 'node:child_process';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

interface Workflow {
  on: { schedule: { cron: string }[] };
  jobs: { rebuild: { steps: { env: { HOOK: string }; run: string }[] } };
}
const workflow = parse(readFileSync(join(process.cwd(), '.github', 'workflows', 'daily-rebuild.yml'), 'utf8')) as Workflow;
const step = workflow.jobs.rebuild.steps[0]!;
const run = (hook: string) => spawnSync('bash', ['-e', '-c', step.run], { env: { PATH: process.env.PATH, HOOK: hook }, encoding: 'utf8' });

describe('the daily rebuild', () => {
  it('runs every day a few minutes after midnight, Lagos time, with the deploy hook kept as a secret', () => {
    const [minute, hour, ...days] = workflow.on.schedule[0]!.cron.split(' ');
    const lagos = (Number(hour) + 1) % 24;
    expect({ lagos, minute: Number(minute) < 30, days }).toEqual({ lagos: 0, minute: true, days: ['*', '*', '*'] });
    expect(step.env.HOOK).toBe('${{ secrets.CF_PAGES_DEPLOY_HOOK }}');
  });

  // As long as the step's own curl may take (--max-time 30): processes start slowly on a loaded machine.
  it('posts to the hook once, and fails in words when the secret is missing', { timeout: 40_000 }, async () => {
    const asked: string[] = [];
    const hook = createServer((req, res) => {
      asked.push(`${req.method} ${req.url}`);
      res.end('{"success":true}');
    });
    await new Promise<void>((resolve) => hook.listen(0, '127.0.0.1', resolve));
    const { port } = hook.address() as AddressInfo;
    // Not spawnSync: it would block this thread, and with it the stand-in.
    const posted = await new Promise<number | null>((resolve) =>
      spawn('bash', ['-e', '-c', step.run], { env: { PATH: process.env.PATH, HOOK: `http://127.0.0.1:${port}/hooks/deploy/abc` } }).on('exit', resolve),
    );
    hook.close();
    expect([posted, asked]).toEqual([0, ['POST /hooks/deploy/abc']]);
    const missing = run('');
    expect([missing.status, missing.stdout.trim()]).toEqual([1, "::error::Set the repository secret CF_PAGES_DEPLOY_HOOK to the Pages project's deploy hook"]);
  });
});
