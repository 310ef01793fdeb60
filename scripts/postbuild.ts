/**
 * After `react-router build`: turns the pre-rendered output into what a
 * static host serves.
 * - not-found documents → `404.html` (English) and `{lang}/404.html`, made
 *   static (no hydration: the host serves them at URLs they were not
 *   rendered for), plus `_redirects` rules so each language gets its own;
 * - `sitemap.xml` (with hreflang alternates) read back from the pages' heads,
 *   and `robots.txt`;
 * - `_redirects` 301 rules for the redirect pages the routes produced;
 * - module preloads removed from every page and the bootstrap deferred to
 *   after the first paint (scripts/deferred-bootstrap.ts);
 * - one Open Graph image per indexable page (`og/…png`, scripts/og-images.ts);
 * - `site.webmanifest` from the site configuration;
 * - the served catalogues completed from English where a language lacks a
 *   key (scripts/complete-catalogues.ts).
 */
import { existsSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { buildEnv } from '../app/config/build-env';
import { loadSiteConfig } from '../app/config/site.schema';
import { languageOf, languages, prefixedLanguages } from '../app/i18n/languages';
import { buildRobots, buildSitemap, readPageHead } from '../app/seo/sitemap';
import { completeCatalogues } from './complete-catalogues';
import { notFoundPath } from '../app/seo/paths';
import { deferBootstrap } from './deferred-bootstrap';
import { localesVersion } from './locales-version';
import { writeOgImages } from './og-images';
import { contentSecurityPolicy, headersFile, inlineScripts } from './security-headers';

const out = join(process.cwd(), 'build', 'client');
const site = loadSiteConfig(buildEnv());
const version = localesVersion();
const catalogueUrl = (lang: string, ns: string) => `/locales/${lang}/${ns}.json?v=${version}`;

/** Strips hydration from a document: module scripts, the router context, module preloads, the catalogue list. */
export function makeStatic(html: string) {
  return html
    .replace(/<link rel="modulepreload"[^>]*>/g, '')
    .replace(/<meta name="i18n-namespaces"[^>]*>/g, '')
    .replace(/<script\b[^>]*>(?:(?!<\/script>)[\s\S])*?(?:__reactRouter|import\(|type="module")(?:(?!<\/script>)[\s\S])*<\/script>/g, '')
    .replace(/<script type="module"[^>]*>[\s\S]*?<\/script>/g, '');
}

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const p = join(dir, name);
    return statSync(p).isDirectory() ? walk(p) : [p];
  });
}

const origin = (url: string) => new URL(url).origin;
const cspFor = (html: string) =>
  contentSecurityPolicy({ scripts: inlineScripts(html), frames: [origin(site.schedulerUrl), origin(site.mapUrl)], connect: ['https://api.emailjs.com'] });

// 1. Not-found documents. Hosts serve them at any path, so their policy travels inside them.
for (const lang of languages) {
  const dir = join(out, ...notFoundPath(lang).split('/'));
  const html = makeStatic(readFileSync(join(dir, 'index.html'), 'utf8'));
  const target = lang === 'en' ? join(out, '404.html') : join(out, lang, '404.html');
  const csp = cspFor(html).replace(/; frame-ancestors 'none'/, '');
  writeFileSync(target, html.replace('<head>', `<head><meta http-equiv="Content-Security-Policy" content="${csp}"/>`));
  rmSync(dir, { recursive: true });
  rmSync(`${dir}.data`, { force: true });
}
rmSync(join(out, 'en'), { recursive: true, force: true });
rmSync(join(out, '__spa-fallback.html'), { force: true });

// 2. Pages, sitemap, redirects.
const pages = walk(out)
  .filter((f) => f.endsWith(`${sep}index.html`) || f === join(out, 'index.html'))
  .map((file) => {
    const path = '/' + relative(out, file).split(sep).slice(0, -1).join('/');
    // Module preloads would share the slow first link with the HTML and hold back the first paint; the
    // bootstrap loads the same modules, and the catalogues, once the page has painted.
    const html = deferBootstrap(readFileSync(file, 'utf8').replace(/<link rel="modulepreload"[^>]*>/g, ''), catalogueUrl);
    writeFileSync(file, html);
    return { path, csp: cspFor(html), ...readPageHead(html) };
  });
writeFileSync(join(out, '_headers'), headersFile(pages.filter((p) => !p.redirectTo)));

// React Router writes redirect pages as fragments (no <html>, no lang); write them as whole documents.
for (const p of pages.filter((page) => page.redirectTo)) {
  const target = escapeHtml(p.redirectTo!);
  writeFileSync(
    join(out, ...p.path.split('/').filter(Boolean), 'index.html'),
    `<!DOCTYPE html>\n<html lang="${languageOf(p.path)}"><head><meta charset="utf-8"><title>${target}</title><meta name="robots" content="noindex"><meta http-equiv="refresh" content="0;url=${target}"><link rel="canonical" href="${escapeHtml(site.origin + p.redirectTo)}"></head><body><p><a href="${target}">${target}</a></p></body></html>\n`,
  );
}
// A page whose canonical is another URL (`/latest-news` → `/news`) is left to that URL.
const ownUrl = (path: string) => site.origin + (path === '/' ? '/' : path);
const indexable = pages.filter((p) => !p.noindex && !p.redirectTo && p.canonical === ownUrl(p.path));
writeFileSync(join(out, 'sitemap.xml'), buildSitemap(indexable));
writeFileSync(join(out, 'robots.txt'), buildRobots(site.origin));

const redirects = pages
  .filter((p) => p.redirectTo)
  .sort((a, b) => a.path.localeCompare(b.path))
  .map((p) => `${p.path} ${p.redirectTo} 301`);
const notFoundRules = prefixedLanguages.map((l) => `/${l}/* /${l}/404.html 404`);
writeFileSync(join(out, '_redirects'), `# Generated by scripts/postbuild.ts\n${[...redirects, ...notFoundRules].join('\n')}\n`);

// 3. Open Graph images: each indexable page's title over the brand design, at the URL its head names.
const og = await writeOgImages({
  out,
  brand: site.brand,
  origin: site.origin,
  pages: pages.filter((p) => !p.redirectTo).map((p) => ({ path: p.path, indexable: indexable.includes(p) })),
});
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
console.log(`postbuild: ${og.count} Open Graph images in ${(og.ms / 1000).toFixed(1)} s (CPU ${(og.cpuMs / 1000).toFixed(1)} s; ${kb(og.bytes.min)} to ${kb(og.bytes.max)}, ${kb(og.bytes.total)} in all)`);

// 4. Web app manifest.
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
      theme_color: '#1d4ed8',
      background_color: '#ffffff',
      display: 'browser',
      start_url: '/',
    },
    null,
    2,
  ),
);

// 5. Catalogues: a key a language lacks is served in English rather than as a raw key.
const filled = completeCatalogues(join(out, 'locales'));
if (filled.length) console.warn(`postbuild: ${filled.length} catalogue keys have no translation and are served in English: ${filled.slice(0, 10).join(', ')}`);

if (!existsSync(join(out, '404.html'))) throw new Error('postbuild: 404.html missing');
console.log(`postbuild: ${indexable.length} pages in sitemap, ${redirects.length} redirects, ${languages.length} not-found documents`);
