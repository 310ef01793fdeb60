/**
 * Writes the site's illustrations to public/art/ (committed), a fixed seed per slug so the same data gives the same
 * files. Run after drawing a scene or adding an icon: `npx tsx scripts/generate/art/generate.ts`.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { renderAll } from './render';

const out = join(process.cwd(), 'public', 'art');
const files = renderAll();
let bytes = 0;
for (const f of files) {
  mkdirSync(dirname(join(out, f.path)), { recursive: true });
  writeFileSync(join(out, f.path), f.svg);
  bytes += f.svg.length;
}
const largest = files.reduce((a, b) => (b.svg.length > a.svg.length ? b : a));
console.log(
  `art: ${files.length} files, ${(bytes / 1024).toFixed(0)} KB (largest ${largest.path}, ${(largest.svg.length / 1024).toFixed(1)} KB, ${(gzipSync(largest.svg).length / 1024).toFixed(1)} KB gzip)`,
);
