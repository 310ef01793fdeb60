/** Re-encodes new or changed visual baselines losslessly, keeping the repository small (decision 039); `--all`: every one. */
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { smallerPng } from './smaller-png';

const DIR = 'tests/e2e/visual.spec.ts-snapshots';

const which = process.argv.includes('--all') ? [] : ['--modified', '--others', '--exclude-standard'];
const changed = execFileSync('git', ['ls-files', ...which, '--', DIR], { encoding: 'utf8' })
  .split('\n')
  .filter((path) => path.endsWith('.png'));
let before = 0;
let after = 0;
for (const path of changed) {
  const png = readFileSync(path);
  const smaller = await smallerPng(png);
  before += png.length;
  after += smaller.length;
  if (smaller !== png) writeFileSync(path, smaller);
}
console.log(`${changed.length} new or changed baselines: ${before} B re-encoded to ${after} B`);
