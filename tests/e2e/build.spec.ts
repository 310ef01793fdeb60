/**
 * Checks of the build as a whole, without a browser: every HTML file is
 * valid and has all its content in place, every internal link and asset
 * resolves on the served site, no page grows past its byte budget, and
 * every indexable page has its own sharing image.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { FileSystemConfigLoader, HtmlValidate } from 'html-validate';
import { pageWeight } from '../../scripts/page-weight';
import { expect, ORIGIN, sitemapPaths, test } from './fixtures';

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

test('no page hides part of its content for a script to reveal', () => {
  // React's streamed <Suspense> content arrives as <div hidden id="S:n"> plus an inline script that moves it
  // into place: invisible without JavaScript. Pre-rendered pages must have every part in place.
  const outlined = htmlFiles.filter((f) => /<div hidden id="S:\d+"|\$RC\(/.test(readFileSync(f, 'utf8'))).map((f) => relative(root, f));
  expect(outlined).toEqual([]);
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
 * Bytes (gzip) a first visit downloads before the page is interactive, per
 * page: the HTML, the stylesheet, above-the-fold images, and the JavaScript
 * the bootstrap imports (deferred parts load later, when needed). Each
 * route's own chunk also stays small however much content the page has.
 */
const budgets = { js: 130_000, css: 15_000, html: 30_000, images: 100_000, routeChunk: 10_000 };

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

/** The content of a `<meta property|name="key">` in a page's head, with React's attribute escapes undone. */
function headMeta(html: string, key: string) {
  const head = html.slice(0, html.indexOf('</head>'));
  for (const tag of head.match(/<meta\b[^>]*>/g) ?? []) {
    if (new RegExp(`\\s(?:property|name)="${key.replace(/[.:]/g, '\\$&')}"`).test(tag)) {
      const content = /\scontent="([^"]*)"/.exec(tag)?.[1];
      return content?.replace(/&quot;/g, '"').replace(/&#x27;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
    }
  }
  return undefined;
}

test('every indexable page has its own 1200×630 PNG sharing image, described', () => {
  const problems: string[] = [];
  const owner = new Map<string, string>();
  const sizes: number[] = [];
  const paths = sitemapPaths();
  for (const path of paths) {
    const html = readFileSync(join(root, ...path.split('/').filter(Boolean), 'index.html'), 'utf8');
    const image = headMeta(html, 'og:image') ?? '';
    if (!image.startsWith(`${ORIGIN}/og/`) || !image.endsWith('.png')) {
      problems.push(`${path}: og:image is ${image || 'missing'}, not its own /og/ image`);
      continue;
    }
    if (owner.has(image)) problems.push(`${path}: shares ${image} with ${owner.get(image)}`);
    owner.set(image, path);
    const file = join(root, ...new URL(image).pathname.split('/').filter(Boolean));
    if (!existsSync(file)) {
      problems.push(`${path}: ${image} was not built`);
      continue;
    }
    const png = readFileSync(file);
    sizes.push(png.length);
    const isPng = png.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) && png.toString('latin1', 12, 16) === 'IHDR';
    if (!isPng) problems.push(`${path}: ${image} is not a PNG`);
    else if (png.readUInt32BE(16) !== 1200 || png.readUInt32BE(20) !== 630) problems.push(`${path}: ${image} is ${png.readUInt32BE(16)}×${png.readUInt32BE(20)}`);
    if (headMeta(html, 'og:image:width') !== '1200' || headMeta(html, 'og:image:height') !== '630') problems.push(`${path}: og:image:width/height are not 1200/630`);
    if (headMeta(html, 'twitter:image') !== image) problems.push(`${path}: twitter:image differs from og:image`);
    // The alt names what the image shows: the page's title, in the page's language.
    const alt = headMeta(html, 'og:image:alt')?.trim() ?? '';
    const title = (headMeta(html, 'og:title') ?? '').split(' | ')[0]!;
    if (!alt || !alt.includes(title)) problems.push(`${path}: og:image:alt "${alt}" does not describe "${title}"`);
  }
  expect(paths.length).toBeGreaterThan(100);
  expect(problems).toEqual([]);
  // Palette PNGs, at most 30 KB each (decision 015).
  expect(Math.max(...sizes)).toBeLessThanOrEqual(30 * 1024);
});
