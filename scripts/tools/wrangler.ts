/**
 * Serves build/client with Cloudflare Pages' own runtime (`wrangler pages dev`) as production does: its URL rules,
 * `_headers`, `_redirects`, nearest 404.html and compression; offline, at a date the pinned runtime accepts (decision 014).
 */
import { tmpdir } from 'node:os';
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { createWriteStream, existsSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const COMPATIBILITY_DATE = '2026-05-01';

/** Where `npm run serve` (the tests' server) writes wrangler's output. */
export const SERVE_LOG = join(process.cwd(), 'build', 'wrangler.log');

/** The test certificate for 127.0.0.1 (tests/tls/README.md). */
export const testTls = { key: join(process.cwd(), 'tests', 'tls', 'key.pem'), cert: join(process.cwd(), 'tests', 'tls', 'cert.pem') };

export interface ServeOptions {
  root?: string;
  port: number;
  https?: boolean;
  /** Also write wrangler's output (less the line per request) to this file. */
  log?: string;
  /** The host's variables and secrets the Functions read (`--binding`): the sign-in's tests give a made-up OAuth app. */
  bindings?: Record<string, string>;
}

// oxlint-disable-next-line eslint/no-control-regex -- the terminal colour codes in wrangler's output, which is what it matches
const ansi = /\u001b\[[0-9;]*m/g;

/** What wrangler said is wrong with `_headers` or `_redirects`, one entry per complaint (empty when it took both whole). */
export function ruleProblems(output: string): string[] {
  const text = output.replace(ansi, '');
  return [...text.matchAll(/Found \d+ invalid (?:redirect|header) rules?:\n([\s\S]*?)(?=\n\S|\n*$)/g)].flatMap((m) =>
    m[1]!
      .split('\n')
      .map((l) => l.trim())
      .filter((l) => l.startsWith('▶')),
  );
}

/** Starts wrangler; resolves once it is ready, rejects if it complains about `_headers` or `_redirects` or exits. */
export function serveBuild({
  root = join(process.cwd(), 'build', 'client'),
  port,
  https = false,
  log,
  bindings = {},
}: ServeOptions): Promise<{ url: string; child: ChildProcess }> {
  if (!existsSync(join(root, 'index.html'))) throw new Error(`No build found in ${root}. Run \`npm run build\` first.`);
  const bin = join(dirname(createRequire(import.meta.url).resolve('wrangler/package.json')), 'bin', 'wrangler.js');
  // Debugger port and state folder follow the server's port, so builds can be served side by side.
  const args = [
    'pages',
    'dev',
    root,
    '--ip',
    '127.0.0.1',
    '--port',
    String(port),
    '--inspector-port',
    String(port + 10000),
    '--persist-to',
    join(tmpdir(), `wrangler-state-${port}`),
    `--compatibility-date=${COMPATIBILITY_DATE}`,
  ];
  for (const [key, value] of Object.entries(bindings)) args.push('--binding', `${key}=${value}`);
  if (https) args.push('--local-protocol=https', `--https-key-path=${testTls.key}`, `--https-cert-path=${testTls.cert}`);
  // Wrangler's own debug log: one file per port, emptied at each start, not a new one per start in the home folder.
  const debugLog = join(tmpdir(), `wrangler-debug-${port}.log`);
  writeFileSync(debugLog, '');
  // The debugger's proxy keeps the runtime's network capture off, which would copy every response body to Node (decision 043).
  const child = spawn(process.execPath, [bin, ...args], {
    env: { ...process.env, WRANGLER_SEND_METRICS: 'false', CLOUDFLARE_CF_FETCH_ENABLED: 'false', FORCE_COLOR: '0', WRANGLER_LOG_PATH: debugLog },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const file = log ? createWriteStream(log) : null;
  let output = '';
  let ready = false;
  const url = `${https ? 'https' : 'http'}://127.0.0.1:${port}`;
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      const text = chunk.toString();
      file?.write(text.replace(/^\[wrangler:info\] (GET|HEAD|POST|OPTIONS) .*\n/gm, ''));
      // Wrangler reports the rules it refuses before it is ready; after that, its output is only written down.
      if (ready) return;
      output += text;
      const problems = ruleProblems(output);
      if (problems.length) {
        child.kill();
        reject(new Error(`Cloudflare would not take this build's rules as they are:\n${problems.join('\n')}`));
      } else if (/Ready on /.test(output.replace(ansi, ''))) {
        ready = true;
        resolve({ url, child });
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code) => reject(new Error(`wrangler exited (${code}) before it was ready:\n${output}`)));
  });
}
