/** Re-encodes new or changed visual baselines losslessly with oxipng, keeping the repository small (decision 039); `--all`: every one. */
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import optimise, { init } from '@jsquash/oxipng/optimise.js';

const DIR = 'tests/e2e/visual.spec.ts-snapshots';
// In Node the codec cannot fetch its WebAssembly: it is handed over.
await init(readFileSync(createRequire(import.meta.url).resolve('@jsquash/oxipng/codec/pkg/squoosh_oxipng_bg.wasm')));

const which = process.argv.includes('--all') ? [] : ['--modified', '--others', '--exclude-standard'];
const changed = execFileSync('git', ['ls-files', ...which, '--', DIR], { encoding: 'utf8' })
  .split('\n')
  .filter((path) => path.endsWith('.png'));
let before = 0;
let after = 0;
for (const path of changed) {
  const png = readFileSync(path);
  const smaller = new Uint8Array(await optimise(png.buffer.slice(png.byteOffset, png.byteOffset + png.length), { level: 2 }));
  before += png.length;
  after += Math.min(png.length, smaller.length);
  if (smaller.length < png.length) writeFileSync(path, smaller);
}
console.log(`${changed.length} new or changed baselines: ${before} B re-encoded to ${after} B`);
