/**
 * `npm start` / `npm run serve`: serves build/client on http://localhost:3000
 * (PORT to change) with Cloudflare Pages' own runtime, as production serves it
 * (scripts/tools/wrangler.ts). `--https` serves over TLS with the test certificate,
 * as the end-to-end tests do. Stops with an error if Cloudflare would skip
 * any rule of the build's `_headers` or `_redirects`.
 */
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import type { Readable, Writable } from 'node:stream';
import { serveBuild } from './wrangler';

/**
 * The runtime's report, with its stack, of a plain-HTTP request to the HTTPS port: the connection refused as it
 * should be (the Observatory's scan asks http:// to see it), not a fault of the server. Every other line is relayed.
 */
const PLAIN_HTTP_ON_TLS = /error accepting tls connection.*HTTP_REQUEST/;
function relay(from: Readable, to: Writable) {
  let skipping = false;
  createInterface({ input: from }).on('line', (line) => {
    if (PLAIN_HTTP_ON_TLS.test(line)) skipping = true;
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
  const { url, child } = await serveBuild({ port, https, log: join(process.cwd(), 'build', 'wrangler.log') });
  console.log(`Serving build/client on ${url.replace('127.0.0.1', 'localhost')} with Cloudflare Pages' runtime (wrangler pages dev)`);
  relay(child.stdout!, process.stdout);
  relay(child.stderr!, process.stderr);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => child.kill(signal));
  child.on('exit', (code) => process.exit(code ?? 0));
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
