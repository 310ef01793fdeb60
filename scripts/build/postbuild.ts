/** After `react-router build`: turns the pre-rendered output into what a static host serves (decision 014). */
import { existsSync, mkdirSync, readdirSync, readFileSync, rmdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { builtSiteConfig } from './build-env';
import { SIGN_IN_PATHS } from '../../server/cms-sign-in';
import { problemLine } from '../../app/data/collections/collection';
import { languageOf, languages, prefixedLanguages } from '../../app/i18n/languages';
import { buildRobots, buildSitemap, readPageHead } from '../../app/seo/sitemap';
import { notFoundDocuments } from '../../app/seo/paths';
import { BEHIND, served } from '../../app/data/collections/translations';
import { SAME_AS_ENGLISH } from '../../app/data/collections/page-text-checks';
import { collectionNames } from '../../app/data/collections/index';
import { readCheckedContent } from './content/read';
import { deferBootstrap, MODULE_PRELOAD } from './deferred-bootstrap';
import { pageFileIn, redirectsFile } from './host-rules';
import { localesVersion } from './locales-version';
import { writeOgImages } from './og-images';
import { contentSecurityPolicy, headersFile, inlineScripts } from './security-headers';
import { withShellScript, writeShellScript } from './shell-script';
import { themeTokens } from './theme-tokens';

const out = join(process.cwd(), 'build', 'client');
const site = builtSiteConfig();
const version = localesVersion();
const catalogueUrl = (lang: string, ns: string) => `/locales/${lang}/${ns}.json?v=${version}`;

/** Strips hydration from a document: module scripts, the router context, module preloads, the catalogue list. */
export function makeStatic(html: string) {
  return html
    .replace(MODULE_PRELOAD, '')
    .replace(/<meta name="i18n-namespaces"[^>]*>/g, '')
    .replace(/<script\b[^>]*>(?:(?!<\/script>)[\s\S])*?(?:__reactRouter|import\(|type="module")(?:(?!<\/script>)[\s\S])*<\/script>/g, '')
    .replace(/<script type="module"[^>]*>[\s\S]*?<\/script>/g, '');
}

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The site's files: everything the build wrote but the content manager (admin/, its own build and policy). */
function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const p = join(dir, name);
    if (p === join(out, 'admin')) return [];
    return statSync(p).isDirectory() ? walk(p) : [p];
  });
}

function removeEmptyDirs(dir: string) {
  for (let d = dir; d !== out && existsSync(d) && readdirSync(d).length === 0; d = dirname(d)) rmdirSync(d);
}

const writeFile = (file: string, html: string) => {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, html);
};

// Not-found documents are static: the host serves them at URLs they were not rendered for.
const notFound = notFoundDocuments();
// The root one also loads public/not-found.js, which swaps in the right one on hosts that serve only the root's.
const swapScript = `<script src="/not-found.js" data-languages="${prefixedLanguages.join(' ')}" defer></script>`;
for (const doc of notFound) {
  const dir = join(out, ...doc.path.split('/'));
  const html = makeStatic(readFileSync(join(dir, 'index.html'), 'utf8'));
  writeFile(join(out, ...doc.file.split('/')), doc.file === '404.html' ? html.replace('</head>', `${swapScript}</head>`) : html);
  rmSync(dir, { recursive: true });
  rmSync(`${dir}.data`, { force: true });
  removeEmptyDirs(dirname(dir));
}
rmSync(join(out, 'en'), { recursive: true, force: true });
rmSync(join(out, '__spa-fallback.html'), { force: true });

// Pages move to {path}.html, which the hosts serve at the canonical URL without a redirect (docs/hosting.md).
const pages = walk(out)
  .filter((f) => f.endsWith(`${sep}index.html`))
  .map((file) => {
    const path = '/' + relative(out, file).split(sep).slice(0, -1).join('/');
    const html = deferBootstrap(readFileSync(file, 'utf8'), catalogueUrl, path);
    rmSync(file);
    writeFile(pageFileIn(out, path), html);
    removeEmptyDirs(dirname(file));
    return { path, html, ...readPageHead(html) };
  });

// React Router writes redirect pages as fragments (no <html>, no lang); write them as whole documents.
for (const p of pages.filter((page) => page.redirectTo)) {
  const target = escapeHtml(p.redirectTo!);
  writeFileSync(
    pageFileIn(out, p.path),
    `<!DOCTYPE html>\n<html lang="${languageOf(p.path)}"><head><meta charset="utf-8"><title>${target}</title><meta name="robots" content="noindex"><meta http-equiv="refresh" content="0; url=${target}"><link rel="canonical" href="${escapeHtml(site.origin + p.redirectTo)}"></head><body><p><a href="${target}">${target}</a></p></body></html>\n`,
  );
}

const shell = await writeShellScript(out);
const documents = walk(out).filter((f) => f.endsWith('.html'));
for (const file of documents) {
  const html = readFileSync(file, 'utf8');
  if (!html.includes('http-equiv="refresh"')) writeFileSync(file, withShellScript(html, shell.url));
}

// One policy for every page: the inline scripts of all documents, which are the same few everywhere.
const scripts = new Set(documents.flatMap((f) => inlineScripts(readFileSync(f, 'utf8'))));
const origin = (url: string) => new URL(url).origin;
const csp = contentSecurityPolicy({ scripts: [...scripts], frames: [origin(site.schedulerUrl), origin(site.mapUrl)], connect: ['https://api.emailjs.com'] });
writeFileSync(join(out, '_headers'), headersFile(csp));

// A page whose canonical is another URL (`/latest-news` → `/news`) is left to that URL.
const ownUrl = (path: string) => site.origin + (path === '/' ? '/' : path);
const indexable = pages.filter((p) => !p.noindex && !p.redirectTo && p.canonical === ownUrl(p.path));
writeFileSync(join(out, 'sitemap.xml'), buildSitemap(indexable));
writeFileSync(join(out, 'robots.txt'), buildRobots(site.origin));
// The commit built, which a draft's preview status waits for (scripts/tools/preview-status.ts).
if (process.env.CF_PAGES_COMMIT_SHA) writeFileSync(join(out, 'commit.txt'), `${process.env.CF_PAGES_COMMIT_SHA}\n`);

const redirects = pages.filter((p) => p.redirectTo).map((p) => ({ from: p.path, to: p.redirectTo! }));
// Netlify sets NETLIFY=true in its builds; set it yourself to build for Netlify elsewhere.
const host = process.env.NETLIFY === 'true' ? 'netlify' : 'cloudflare';
writeFileSync(join(out, '_redirects'), redirectsFile(host, redirects, notFound));
// Cloudflare runs Functions only for the content manager's sign-in paths; every other request is a file (decision 038).
if (host === 'cloudflare') writeFileSync(join(out, '_routes.json'), `${JSON.stringify({ version: 1, include: SIGN_IN_PATHS, exclude: [] })}\n`);

const og = await writeOgImages({
  out,
  brand: site.brand,
  origin: site.origin,
  pages: pages.filter((p) => !p.redirectTo).map((p) => ({ path: p.path, indexable: indexable.includes(p) })),
});
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
for (const note of og.notes) console.warn(`og-images: ${note}`);
console.log(
  `postbuild: ${og.count} Open Graph images (${og.drawn} drawn, ${og.count - og.drawn} kept from an earlier build) in ${(og.ms / 1000).toFixed(1)} s (CPU ${(og.cpuMs / 1000).toFixed(1)} s; ${kb(og.bytes.min)} to ${kb(og.bytes.max)}, ${kb(og.bytes.total)} in all)`,
);

const theme = themeTokens();
writeFileSync(
  join(out, 'site.webmanifest'),
  JSON.stringify(
    {
      name: site.brand,
      short_name: site.brand,
      icons: [
        { src: '/brand/icon-192.png', sizes: '192x192', type: 'image/png' },
        { src: '/brand/logo-512.png', sizes: '512x512', type: 'image/png' },
        { src: '/brand/icon.svg', sizes: 'any', type: 'image/svg+xml' },
      ],
      theme_color: theme.light.accent,
      background_color: theme.light.bg,
      display: 'browser',
      start_url: '/',
    },
    null,
    2,
  ),
);

// Pages show the uploads' variants (media/img/), never the original file.
rmSync(join(out, 'media', 'uploads'), { recursive: true, force: true });

// The page texts as the site reads them: without each translation's record of its English.
for (const file of walk(join(out, 'locales')).filter((f) => f.endsWith('.json')))
  writeFileSync(file, JSON.stringify(served(JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>)));

for (const doc of notFound) if (!existsSync(join(out, doc.file))) throw new Error(`postbuild: ${doc.file} missing`);
// Last, where the owner reading the build's log sees them: what each language still lacks.
const { content, notices, catalogueNotices } = readCheckedContent();
const same = catalogueNotices.filter((n) => n.message === SAME_AS_ENGLISH);
const behind = catalogueNotices.filter((n) => n.message === BEHIND);
const others = catalogueNotices.filter((n) => n.message !== SAME_AS_ENGLISH && n.message !== BEHIND);
/** A line per notice; past a screen's worth in one language (one just added), a line per file with how many. */
const compact = (list: typeof notices, line: (n: (typeof notices)[number]) => string) =>
  languages.flatMap((lang) => {
    const own = list.filter((n) => n.lang === lang);
    if (own.length <= 12) return own.map(line);
    const files = new Map<string, number>();
    for (const n of own) files.set(n.file, (files.get(n.file) ?? 0) + 1);
    return [...files].map(([file, count]) => `  ${file} (${lang}): ${count} texts`);
  });
for (const lang of prefixedLanguages) {
  const missing = collectionNames
    .map((name) => [name, content[name].length, (content[name] as { languages: string[] }[]).filter((i) => !i.languages.includes(lang)).length] as const)
    .filter(([, , count]) => count > 0);
  if (missing.length)
    console.warn(
      `postbuild: not yet written in ${lang}, so without a page there: ${missing.map(([name, all, count]) => `${count} of ${all} ${name}`).join(', ')}`,
    );
}
if (notices.length)
  console.warn(
    [
      `postbuild: ${notices.length} item${notices.length === 1 ? ' is' : 's are'} not translated yet, and have no page in that language:`,
      ...notices.map((n) => `  ${n.file} (${n.lang})`),
    ].join('\n'),
  );
if (same.length)
  console.warn(
    [`postbuild: ${same.length} page text${same.length === 1 ? ' is' : 's are'} the same as English:`, ...compact(same, (n) => `  ${problemLine(n)}`)].join(
      '\n',
    ),
  );
if (others.length) console.warn([`postbuild: the page texts and the company's facts:`, ...others.map((n) => `  ${problemLine(n)}`)].join('\n'));
if (behind.length)
  console.warn(
    [
      `postbuild: ${behind.length} text${behind.length === 1 ? ' is' : 's are'} behind English (its English changed since it was translated; the last translation is served):`,
      ...compact(behind, (n) => `  ${n.file}: ${n.field} (${n.lang})`),
    ].join('\n'),
  );
console.log(
  `postbuild: ${indexable.length} pages in sitemap, ${redirects.length} redirects (${host}), ${notFound.length} not-found documents in ${languages.length} languages, ${scripts.size} inline scripts allowed by hash`,
);
