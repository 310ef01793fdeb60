/** `npm start` / `npm run serve`: build/client with Cloudflare Pages' runtime (./wrangler.ts); `--https` with the test certificate. */
import { connect } from 'node:net';
import { createInterface } from 'node:readline';
import type { Readable, Writable } from 'node:stream';
import { SERVE_LOG, serveBuild } from './wrangler';

/**
 * The runtime's reports of a plain-HTTP request to the HTTPS port, refused as it should be, and of a browser that left
 * before its answer was written (a test going on to the next page): not relayed, as they read as failures.
 */
const EXPECTED = /error accepting tls connection.*HTTP_REQUEST|disconnected: ::write\(.*\): Broken pipe/;
function relay(from: Readable, to: Writable) {
  let skipping = false;
  createInterface({ input: from }).on('line', (line) => {
    if (EXPECTED.test(line)) skipping = true;
    else if (skipping && (!line.trim() || line.trimStart().startsWith('stack:'))) return;
    else {
      skipping = false;
      to.write(`${line}\n`);
    }
  });
}

const port = Number(process.env.PORT ?? 3000);
const https = process.argv.includes('--https');
try {
  const { url, child } = await serveBuild({ port, https, log: SERVE_LOG });
  console.log(`Serving build/client on ${url.replace('127.0.0.1', 'localhost')} with Cloudflare Pages' runtime (wrangler pages dev)`);
  relay(child.stdout!, process.stdout);
  relay(child.stderr!, process.stderr);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => child.kill(signal));
  // The runtime can go while wrangler stays: its port then refuses, which is said once, with the time.
  let refusing = 0;
  setInterval(() => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => ((refusing = 0), socket.destroy()));
    socket.once('error', () => {
      if (++refusing === 2) console.error(`the runtime stopped answering on port ${port} at ${new Date().toISOString()}`);
    });
  }, 5_000).unref();
  // Said on stderr, which the tests' run shows: a runtime that stops mid-run is otherwise only refused connections.
  child.on('exit', (code, signal) => {
    console.error(`wrangler exited at ${new Date().toISOString()} (${signal ?? `code ${code}`})`);
    process.exit(code ?? 0);
  });
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
