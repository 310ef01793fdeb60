/** Checks of the build as a whole, without a browser. */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { FileSystemConfigLoader, HtmlValidate } from 'html-validate';
import { FIRST_SCREEN_END_ID } from '../../app/components/ui/first-screen-id';
import { TRANSLATED_FROM } from '../../app/data/collections/translations';
import { BOOTSTRAP_DATA_ID } from '../../scripts/build/deferred-bootstrap';
import { bytesThrough, FIRST_ROUND_TRIP } from '../../scripts/tools/first-screen';
import { pageFileIn } from '../../scripts/build/host-rules';
import { pageWeight } from '../../scripts/tools/page-weight';
import { inlineScripts, sha256 } from '../../scripts/build/security-headers';
import { themeTokens } from '../../scripts/build/theme-tokens';
import { catalogue } from './content';
import { expect, test } from './fixtures';
import { ORIGIN, sitemapPaths, templateOf } from './site';

const root = join(process.cwd(), 'build', 'client');
const walk = (dir: string): string[] => readdirSync(dir).flatMap((n) => (statSync(join(dir, n)).isDirectory() ? walk(join(dir, n)) : [join(dir, n)]));
const htmlFiles = walk(root).filter((f) => f.endsWith('.html'));
/** The site's pages, without the content manager's (/admin/, decision 019). */
const pageFiles = htmlFiles.filter((f) => !f.includes(`${sep}admin${sep}`));
/** The URL path a page file is served at (`fr/about.html` → `/fr/about`). */
const pathOf = (file: string) =>
  '/' +
  relative(root, file)
    .split(sep)
    .join('/')
    .replace(/(^|\/)?index\.html$/, '')
    .replace(/\.html$/, '');

test('the browser’s frame takes the accent of app/styles/app.css: every page’s theme colour and the manifest’s', () => {
  const { accent, bg } = themeTokens().light;
  const colours = new Set(pageFiles.map((file) => /<meta name="theme-color" content="([^"]*)"/.exec(readFileSync(file, 'utf8'))?.[1]));
  expect([...colours]).toEqual([accent]);
  const manifest = JSON.parse(readFileSync(join(root, 'site.webmanifest'), 'utf8')) as { theme_color: string; background_color: string };
  expect([manifest.theme_color, manifest.background_color]).toEqual([accent, bg]);
});

test('every page’s HTML is valid', async () => {
  test.setTimeout(180_000);
  const validator = new HtmlValidate(new FileSystemConfigLoader()); // reads .htmlvalidate.json
  const problems: string[] = [];
  for (const file of pageFiles) {
    const report = await validator.validateFile(file);
    for (const r of report.results) for (const m of r.messages) problems.push(`${relative(root, file)}:${m.line}:${m.column} ${m.ruleId} ${m.message}`);
  }
  expect(pageFiles.length).toBeGreaterThan(150);
  expect(problems).toEqual([]);
});

test('every page passes the W3C Nu HTML Checker', () => {
  // The reference validator, on the whole build in one run; its filter file says where it lags HTML.
  const jar = fileURLToPath(import.meta.resolve('vnu-jar/build/dist/vnu.jar'));
  const filter = join(process.cwd(), 'tests', 'e2e', 'vnu.filter');
  const run = spawnSync('java', ['-jar', jar, '--errors-only', '--skip-non-html', '--format', 'json', '--filterfile', filter, root], {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  expect(run.error, 'java runs (Debian’s default-jre-headless)').toBeUndefined();
  const { messages } = JSON.parse(run.stderr) as { messages: { url: string; lastLine?: number; message: string }[] };
  expect(messages.map((m) => `${pathOf(fileURLToPath(m.url))}:${m.lastLine ?? 0} ${m.message}`)).toEqual([]);
});

test('no page hides part of its content for a script to reveal', () => {
  // React's streamed <Suspense> content arrives hidden, for an inline script to move into place: invisible without JavaScript.
  const outlined = pageFiles.filter((f) => /<div hidden id="S:\d+"|\$RC\(/.test(readFileSync(f, 'utf8'))).map((f) => relative(root, f));
  expect(outlined).toEqual([]);
});

test('every page runs only the few inline scripts the one site-wide policy allows', () => {
  // The rule for every page (`/*`); the content manager's `/admin/*` has its own (decision 019).
  const site = readFileSync(join(root, '_headers'), 'utf8')
    .split(/\n\n+/)
    .find((block) => block.startsWith('/*\n'))!;
  const policies = [...site.matchAll(/^\s+Content-Security-Policy: (.+)$/gm)].map((m) => m[1]!);
  expect(policies).toHaveLength(1);
  const allowed = new Set(
    /script-src ([^;]+)/
      .exec(policies[0]!)![1]!
      .split(' ')
      .filter((s) => s.startsWith("'sha256-")),
  );
  const problems: string[] = [];
  const used = new Set<string>();
  for (const file of pageFiles) {
    const html = readFileSync(file, 'utf8');
    for (const script of inlineScripts(html)) {
      used.add(sha256(script));
      if (!allowed.has(sha256(script))) problems.push(`${relative(root, file)}: inline script not allowed: ${script.slice(0, 80)}`);
    }
    if (/style="/.test(html)) problems.push(`${relative(root, file)}: style attribute`);
    if (/<style\b/.test(html)) problems.push(`${relative(root, file)}: style element`);
  }
  expect(problems).toEqual([]);
  // Theme and language, React Router's context and scroll restoration, our bootstrap, the shell loader, speculation rules.
  expect(allowed.size).toBeLessThanOrEqual(7);
  expect([...allowed].filter((h) => !used.has(h))).toEqual([]);
});

/**
 * Whether a route module makes its pages plain, starting none of the framework: its handle says `hydrate: false`
 * (decision 040), or it takes its handle from a route module that does.
 */
function declaresPlain(route: string): boolean {
  const source = readFileSync(join('app', `${route}.tsx`), 'utf8');
  if (/export const handle = \{[^;]*\bhydrate: false\b/.test(source)) return true;
  const from = /import [^;]*\bhandle\b[^;]* from '\.\/([^']+)'/.exec(source)?.[1];
  return from !== undefined && declaresPlain(`routes/${from}`);
}
/** What a plain page may load of JavaScript (gzip): the shell's script. */
const PLAIN_JS_BUDGET = 10 * 1024;

test('plain pages load the shell’s script alone (10 KiB at most) and nothing of the framework; every other page carries the rewritten bootstrap, and its data as JSON', () => {
  const pages = pageFiles.filter((f) => !f.endsWith(`${sep}404.html`) && !readFileSync(f, 'utf8').includes('http-equiv="refresh"'));
  const problems: string[] = [];
  let plain = 0;
  for (const file of pages) {
    const path = pathOf(file);
    const html = readFileSync(file, 'utf8');
    const scripts = pageWeight(root, path);
    const bootstrap = html.includes(`<script type="application/json" id="${BOOTSTRAP_DATA_ID}">`);
    if (!scripts.scripts.some((url) => /^\/assets\/shell-[\w-]+\.js$/.test(url))) problems.push(`${path}: does not load the shell's script`);
    const route = templateOf(path);
    if (!route) problems.push(`${path}: no route in its pre-rendered data`);
    else if (declaresPlain(route)) {
      plain++;
      const fix = `(app/${route}.tsx has hydrate: false in its handle)`;
      if (bootstrap || /__reactRouter|modulepreload|i18n-namespaces/.test(html)) problems.push(`${path}: plain ${fix}, but carries the framework's bootstrap`);
      if (scripts.scripts.length !== 1) problems.push(`${path}: plain ${fix}, but loads ${scripts.scripts.join(', ')}`);
      if (scripts.js > PLAIN_JS_BUDGET) problems.push(`${path}: ${scripts.js} B of JavaScript > ${PLAIN_JS_BUDGET}`);
      // Its links are page loads: the next one is fetched while the pointer rests on it.
      if (!html.includes('<script type="speculationrules">')) problems.push(`${path}: plain ${fix}, but prefetches nothing`);
    } else if (!bootstrap)
      problems.push(
        `${path}: hydrates (app/${route}.tsx has no hydrate: false in its handle), but has no rewritten bootstrap: see scripts/build/deferred-bootstrap.ts`,
      );
  }
  expect(pages.length).toBeGreaterThan(100);
  expect(plain).toBeGreaterThan(60);
  expect(problems).toEqual([]);
});

test('every internal link and asset on every page resolves', async ({ request }) => {
  test.setTimeout(300_000);
  const targets = new Map<string, string[]>();
  const add = (target: string, page: string) => targets.set(target, [...(targets.get(target) ?? []), page]);
  for (const path of sitemapPaths()) {
    const html = await (await request.get(path)).text();
    for (const m of html.matchAll(/\s(?:href|src|poster)="(\/[^"#]*)"/g)) add(m[1]!.split('?')[0]!, path);
    for (const m of html.matchAll(/\ssrcset="([^"]+)"/g)) for (const part of m[1]!.split(',')) add(part.trim().split(' ')[0]!, path);
  }
  const broken: string[] = [];
  for (const [target, pages] of targets) {
    const response = await request.get(target, { maxRedirects: 0 });
    if (response.status() !== 200) broken.push(`${target} → ${response.status()}, linked from ${[...new Set(pages)].slice(0, 5).join(', ')}`);
  }
  expect(targets.size).toBeGreaterThan(150);
  expect(broken).toEqual([]);
});

/** Gzip bytes a first visit loads before the page is interactive (decisions 031 and 049); `npm run bench` prints each page's. */
const budgets = { js: 157_000, css: 15_000, html: 30_000, images: 100_000, routeChunk: 10_000 };

test('no page exceeds its byte budget', () => {
  const over: string[] = [];
  const files = pageFiles.filter((f) => !f.endsWith(`${sep}404.html`));
  for (const file of files) {
    const path = pathOf(file);
    const w = pageWeight(root, path);
    if (w.html === 0) continue;
    for (const key of ['js', 'css', 'html', 'images'] as const) if (w[key] > budgets[key]) over.push(`${path} ${key} ${w[key]} > ${budgets[key]}`);
    if (w.routeChunk && w.routeChunk.bytes > budgets.routeChunk)
      over.push(`${path} route chunk ${w.routeChunk.file} ${w.routeChunk.bytes} > ${budgets.routeChunk}`);
  }
  expect(files.length).toBeGreaterThan(100);
  expect(over).toEqual([]);
});

test('every page holds its first frame until its top section is in, that section arrives in the first round trip, and no script holds its parsing', () => {
  const problems: string[] = [];
  let pages = 0;
  const marker = `id="${FIRST_SCREEN_END_ID}"`;
  for (const file of pageFiles) {
    const html = readFileSync(file, 'utf8');
    if (!html.includes('<main')) continue; // a redirect's stub, written after the build: nothing to paint
    pages++;
    const head = html.slice(0, html.indexOf('</head>'));
    if (!head.includes(`<link rel="expect" href="#${FIRST_SCREEN_END_ID}" blocking="render"/>`))
      problems.push(`${pathOf(file)}: no <link rel="expect"> in the head`);
    const main = html.slice(html.indexOf('<main'), html.indexOf('</main>'));
    const count = html.split(marker).length - 1;
    if (count !== 1 || !main.includes(marker))
      problems.push(
        `${pathOf(file)}: ${count} ends of the top section, ${main.includes(marker) ? '' : 'none '}in <main>: put the page's first section, its h1 with it, in one <FirstScreen> or <PageHero> (app/components/ui/page-hero.tsx)`,
      );
    else if (!(main.indexOf('<h1') < main.indexOf(marker)))
      problems.push(`${pathOf(file)}: the top section ends before the h1: put the h1 inside its <FirstScreen> or <PageHero>`);
    // A classic script after the stylesheet holds the parser until the sheet is in: the top section would wait for it.
    const sheet = html.indexOf('<link rel="stylesheet"');
    const between = sheet < 0 ? '' : html.slice(sheet, html.indexOf(marker));
    for (const [tag, attrs] of between.matchAll(/<script\b([^>]*)>/g))
      if (!/\btype="|\b(async|defer)\b/.test(attrs!)) problems.push(`${pathOf(file)}: ${tag} after the stylesheet holds the top section`);
    const bytes = bytesThrough(html, FIRST_SCREEN_END_ID);
    if (bytes && bytes.gzip > FIRST_ROUND_TRIP)
      problems.push(`${pathOf(file)}: the top section ends ${bytes.gzip} B (gzip) into the HTML > ${FIRST_ROUND_TRIP}`);
  }
  expect(pages).toBeGreaterThan(100);
  expect(problems).toEqual([]);
});

test('icons and brand glyphs in the first screen are drawn in the page; every other one is a symbol of a sprite file, and it exists', () => {
  const problems: string[] = [];
  const sprites = new Set<string>();
  let used = 0;
  for (const file of pageFiles) {
    const html = readFileSync(file, 'utf8');
    const end = html.indexOf(`id="${FIRST_SCREEN_END_ID}"`);
    if (end < 0) continue;
    // The phone menu's panel sits in the header but shows only when opened: it may use the sprite.
    const panel = [html.indexOf('id="mobile-menu"'), html.indexOf('</header>')] as const;
    // Pictures (a project's art) may use symbols of their own files; icons and glyphs are the built sprites'.
    for (const m of html.matchAll(/<svg[^>]*>(<use href="(\/assets\/[^"#]+)#([^"]+)")?/g)) {
      const inPanel = m.index > panel[0] && m.index < panel[1];
      if (!m[1]) continue;
      used++;
      sprites.add(`${m[2]}#${m[3]}`);
      if (m.index < end && !inPanel) problems.push(`${pathOf(file)}: icon ${m[3]} in the first screen points at the sprite`);
    }
  }
  for (const ref of sprites) {
    const [url, id] = ref.split('#') as [string, string];
    const file = join(root, url);
    if (!existsSync(file)) problems.push(`${url}: no such file`);
    else if (!readFileSync(file, 'utf8').includes(`<symbol id="${id}"`)) problems.push(`${url}: no symbol ${id}`);
  }
  expect(used).toBeGreaterThan(100);
  // Lucide's icons (icons.svg) and our brand glyphs and logo's mark (brand.svg).
  expect(new Set([...sprites].map((r) => r.split('#')[0])).size).toBe(2);
  expect(problems).toEqual([]);
});

test('no page loads the content schemas at start: zod checks the content at build time only', () => {
  const startup = new Set(pageFiles.filter((f) => !f.endsWith(`${sep}404.html`)).flatMap((f) => pageWeight(root, pathOf(f)).scripts));
  expect(startup.size).toBeGreaterThan(3);
  // zod names its classes in strings ("$ZodType"), which minifying keeps.
  const withZod = [...startup].filter((url) => /\$Zod[A-Z]/.test(readFileSync(join(root, url), 'utf8')));
  expect(withZod).toEqual([]);
});

/** The content of a `<meta property|name="key">` in a page's head, with React's attribute escapes undone. */
function headMeta(html: string, key: string) {
  const head = html.slice(0, html.indexOf('</head>'));
  for (const tag of head.match(/<meta\b[^>]*>/g) ?? []) {
    if (new RegExp(`\\s(?:property|name)="${key.replace(/[.:]/g, '\\$&')}"`).test(tag)) {
      const content = /\scontent="([^"]*)"/.exec(tag)?.[1];
      return content
        ?.replace(/&quot;/g, '"')
        .replace(/&#x27;/g, "'")
        .replace(/&lt;/g, '<')
        .replace(/&gt;/g, '>')
        .replace(/&amp;/g, '&');
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
    const html = readFileSync(pageFileIn(root, path), 'utf8');
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
    else if (png.readUInt32BE(16) !== 1200 || png.readUInt32BE(20) !== 630)
      problems.push(`${path}: ${image} is ${png.readUInt32BE(16)}×${png.readUInt32BE(20)}`);
    if (headMeta(html, 'og:image:width') !== '1200' || headMeta(html, 'og:image:height') !== '630')
      problems.push(`${path}: og:image:width/height are not 1200/630`);
    if (headMeta(html, 'twitter:image') !== image) problems.push(`${path}: twitter:image differs from og:image`);
    const alt = headMeta(html, 'og:image:alt')?.trim() ?? '';
    const title = (headMeta(html, 'og:title') ?? '').split(' | ')[0]!;
    if (!alt || !alt.includes(title)) problems.push(`${path}: og:image:alt "${alt}" does not describe "${title}"`);
  }
  expect(paths.length).toBeGreaterThan(100);
  expect(problems).toEqual([]);
  // Palette PNGs (decision 015).
  expect(Math.max(...sizes)).toBeLessThanOrEqual(30 * 1024);
});

test('the catalogues the site serves hold the page texts only: each translation’s record of its English stays in the repository', () => {
  const folder = join(root, 'locales');
  const files = readdirSync(folder).flatMap((lang) => readdirSync(join(folder, lang)).map((f) => join(folder, lang, f)));
  expect(files.length).toBeGreaterThanOrEqual(40);
  expect(files.filter((f) => readFileSync(f, 'utf8').includes(TRANSLATED_FROM)).map((f) => relative(root, f))).toEqual([]);
  // The translations the build was made from carry one (scripts/tools/fixture-site.ts).
  expect(catalogue('fr', 'home')).toHaveProperty(TRANSLATED_FROM);
});
