/**
 * Compares two builds as a visitor and a crawler see them (each page's visible text, head and start-up JavaScript),
 * for migrations that must not change what the site says; exits 1 on any difference.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { extname, join, relative, sep } from 'node:path';
import { chromium } from '@playwright/test';
import { pageWeight } from './page-weight';

const [before, after] = process.argv.slice(2).filter((a) => !a.startsWith('--'));
if (!before || !after) throw new Error('usage: compare-builds.ts BEFORE_DIR AFTER_DIR [--js-tolerance BYTES]');
const tolIndex = process.argv.indexOf('--js-tolerance');
const jsTolerance = tolIndex > 0 ? Number(process.argv[tolIndex + 1]) : 1024;

const walk = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const p = join(dir, name);
    return statSync(p).isDirectory() ? walk(p) : [p];
  });

/** Site paths of the pages a build serves (`fr/about.html` → `/fr/about`), not-found documents and redirect pages left out. */
function pagesOf(root: string) {
  return walk(root)
    .filter((f) => f.endsWith('.html') && !f.endsWith(`${sep}404.html`) && !/http-equiv="refresh"/.test(readFileSync(f, 'utf8')))
    .map((f) => {
      const path =
        '/' +
        relative(root, f)
          .split(sep)
          .join('/')
          .replace(/\.html$/, '');
      return path === '/index' ? '/' : path;
    })
    .sort();
}

const types: Record<string, string> = {
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.js': 'text/javascript',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
};

async function read(root: string, paths: string[]) {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] });
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 1280, height: 900 } });
  await context.route('https://site.test/**', (route) => {
    const url = new URL(route.request().url());
    let file = join(root, decodeURIComponent(url.pathname));
    if (!existsSync(file) || statSync(file).isDirectory()) file = url.pathname === '/' ? join(root, 'index.html') : `${file}.html`;
    if (!existsSync(file)) return route.fulfill({ status: 404, body: '' });
    return route.fulfill({ body: readFileSync(file), contentType: types[extname(file)] ?? 'text/html' });
  });
  const page = await context.newPage();
  const out = new Map<string, { text: string; head: string }>();
  for (const path of paths) {
    await page.goto(`https://site.test${path}`);
    const text = await page.evaluate(() =>
      document.body.innerText
        .replace(/[ \t]+/g, ' ')
        .replace(/\n\s*\n+/g, '\n')
        .trim(),
    );
    const head = await page.evaluate(() =>
      [
        document.title,
        document.querySelector('meta[name=description]')?.getAttribute('content'),
        document.querySelector('link[rel=canonical]')?.getAttribute('href'),
        [...document.querySelectorAll('link[rel=alternate][hreflang]')].map((l) => `${l.getAttribute('hreflang')}=${l.getAttribute('href')}`).join(' '),
      ].join('\n'),
    );
    out.set(path, { text, head });
  }
  await browser.close();
  return out;
}

const beforePages = pagesOf(before);
const afterPages = new Set(pagesOf(after));
const missing = beforePages.filter((p) => !afterPages.has(p));
const common = beforePages.filter((p) => afterPages.has(p));
const [a, b] = [await read(before, common), await read(after, common)];

let differences = 0;
for (const p of missing) {
  console.log(`missing: ${p}`);
  differences++;
}
const jsDeltas: number[] = [];
for (const path of common) {
  const x = a.get(path)!;
  const y = b.get(path)!;
  if (x.text !== y.text) {
    differences++;
    const xs = x.text.split('\n');
    const ys = y.text.split('\n');
    const i = xs.findIndex((line, n) => line !== ys[n]);
    console.log(`text differs: ${path}\n  before: ${xs[i]?.slice(0, 200)}\n  after:  ${ys[i]?.slice(0, 200)}`);
  }
  if (x.head !== y.head) {
    differences++;
    console.log(`head differs: ${path}\n  before: ${x.head.replace(/\n/g, ' | ').slice(0, 300)}\n  after:  ${y.head.replace(/\n/g, ' | ').slice(0, 300)}`);
  }
  const delta = pageWeight(after, path).js - pageWeight(before, path).js;
  jsDeltas.push(delta);
  if (Math.abs(delta) > jsTolerance) {
    differences++;
    console.log(`start-up JavaScript differs by ${delta} bytes: ${path}`);
  }
}
const sorted = [...jsDeltas].sort((m, n) => m - n);
console.log(
  `${common.length} pages compared, ${missing.length} missing, ${differences} differences; start-up JavaScript change min ${sorted[0]} / median ${sorted[Math.floor(sorted.length / 2)]} / max ${sorted.at(-1)} bytes gzip`,
);
process.exit(differences ? 1 : 0);
