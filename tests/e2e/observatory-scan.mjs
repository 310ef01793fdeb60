/**
 * Runs the HTTP Observatory's own scanner (`scan()` of @mdn/mdn-http-observatory, unmodified) on each
 * `host[:port]/path` given, one after the other, and prints one JSON line per page. Started by
 * tests/e2e/observatory.ts with NODE_EXTRA_CA_CERTS naming the test certificate, so the scanner
 * verifies the HTTPS server the tests run against as it verifies a real site.
 *
 * The package's install step downloads Chromium's HSTS preload list into its own conf/ folder; where that
 * download cannot happen (no network, or install scripts not run: see `allowScripts` in package.json),
 * its scanner cannot start without the file. Our test host (127.0.0.1) is on no such list, so an empty
 * list gives the same result as the real one; it is written only when the file is missing.
 */
import { existsSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const require = createRequire(import.meta.url);
const preload = join(dirname(require.resolve('@mdn/mdn-http-observatory/package.json')), 'conf', 'hsts-preload.json');
if (!existsSync(preload)) writeFileSync(preload, '{}\n');

const { scan } = await import('@mdn/mdn-http-observatory');
for (const host of process.argv.slice(2)) {
  try {
    const result = await scan(host);
    const tests = Object.fromEntries(
      Object.values(result.tests).map((t) => [t.constructor.name, { result: t.result, pass: t.pass, modifier: t.scoreModifier ?? 0 }]),
    );
    console.log(JSON.stringify({ host, score: result.scan.score, grade: result.scan.grade, tests }));
  } catch (error) {
    console.log(JSON.stringify({ host, error: String(error) }));
  }
}
