/**
 * Runs the HTTP Observatory's own scanner on each `host[:port]/path` given, one JSON line per page (started by tests/e2e/observatory.ts).
 * Without network the package's install step cannot fetch its HSTS preload list; an empty one serves, as the test host is on none.
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
