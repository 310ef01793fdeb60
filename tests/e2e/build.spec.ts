/**
 * Checks of the build as a whole, without a browser: every HTML file is
 * valid, every internal link and asset resolves on the served site, and no
 * page grows past its byte budget.
 */
import { readdirSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { FileSystemConfigLoader, HtmlValidate } from 'html-validate';
import { pageWeight } from '../../scripts/page-weight';
import { expect, sitemapPaths, test } from './fixtures';

const root = join(process.cwd(), 'build', 'client');
const walk = (dir: string): string[] => readdirSync(dir).flatMap((n) => (statSync(join(dir, n)).isDirectory() ? walk(join(dir, n)) : [join(dir, n)]));
const htmlFiles = walk(root).filter((f) => f.endsWith('.html'));

test('every built HTML file is valid', async () => {
  test.setTimeout(180_000);
  const validator = new HtmlValidate(new FileSystemConfigLoader()); // reads .htmlvalidate.json
  const problems: string[] = [];
  for (const file of htmlFiles) {
    const report = await validator.validateFile(file);
    for (const r of report.results) for (const m of r.messages) problems.push(`${relative(root, file)}:${m.line}:${m.column} ${m.ruleId} ${m.message}`);
  }
  expect(htmlFiles.length).toBeGreaterThan(150);
  expect(problems).toEqual([]);
});

test('every internal link and asset on every page resolves', async ({ request }) => {
  test.setTimeout(300_000);
  const targets = new Set<string>();
  for (const path of sitemapPaths()) {
    const html = await (await request.get(path)).text();
    for (const m of html.matchAll(/\s(?:href|src|poster)="(\/[^"#]*)"/g)) targets.add(m[1]!.split('?')[0]!);
    for (const m of html.matchAll(/\ssrcset="([^"]+)"/g)) for (const part of m[1]!.split(',')) targets.add(part.trim().split(' ')[0]!);
  }
  const broken: string[] = [];
  for (const target of targets) {
    const response = await request.get(target, { maxRedirects: 0 });
    if (response.status() !== 200) broken.push(`${target} → ${response.status()}`);
  }
  expect(targets.size).toBeGreaterThan(150);
  expect(broken).toEqual([]);
});

/**
 * Bytes (gzip) a first visit downloads, per page. HTML, CSS, above-the-fold
 * images and each route's own chunk are at their targets. JavaScript is
 * held at today's level while issue 6 brings it down to 130 KB.
 */
const budgets = { js: 150_000, css: 15_000, html: 30_000, images: 100_000, routeChunk: 10_000 };

test('no page exceeds its byte budget', () => {
  const over: string[] = [];
  const files = walk(root).filter((f) => f.endsWith(`${sep}index.html`));
  for (const file of files) {
    const path = '/' + relative(root, file).split(sep).slice(0, -1).join('/');
    const w = pageWeight(root, path);
    if (w.html === 0) continue;
    for (const key of ['js', 'css', 'html', 'images'] as const) if (w[key] > budgets[key]) over.push(`${path} ${key} ${w[key]} > ${budgets[key]}`);
    if (w.routeChunk && w.routeChunk.bytes > budgets.routeChunk) over.push(`${path} route chunk ${w.routeChunk.file} ${w.routeChunk.bytes} > ${budgets.routeChunk}`);
  }
  expect(files.length).toBeGreaterThan(100);
  expect(over).toEqual([]);
});
