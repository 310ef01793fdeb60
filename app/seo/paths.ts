/**
 * Every URL the build writes, from one place: the static routes React
 * Router finds in app/routes (each expanded into every language) plus the
 * slugs of the data modules. Feeds the prerender list; the sitemap is
 * then read back from the pages written (scripts/postbuild.ts).
 */
import { articles } from '../data/news';
import { jobs } from '../data/jobs';
import { legalDocs } from '../data/legal';
import { projects } from '../data/projects';
import { services } from '../data/services';
import { languages, localizePath, type Lang } from '../i18n/languages';

/** Language-neutral paths of the dynamic routes, from the data modules. */
export function dataPaths(): string[] {
  return [
    ...services.map((s) => `/services/${s.slug}`),
    ...projects.map((p) => `/projects/${p.slug}`),
    ...articles.map((a) => `/news/${a.slug}`),
    ...jobs.map((j) => `/career-details/${j.id}`),
    ...legalDocs.map((d) => `/legal/${d.slug}`),
  ];
}

/** Old URLs kept alive as redirects (written as redirect pages, never in the sitemap). */
export function redirectPaths(): string[] {
  return [...projects.filter((p) => p.slug !== 'unizik-portal' && p.slug !== 'infrastructure-service').map((p) => `/works/${p.slug}`), ...articles.map((a) => `/news-details/${a.id}`)];
}

/**
 * The not-found document of a language, written through the catch-all route
 * and moved to `404.html` / `{lang}/404.html` by postbuild. English uses
 * `/en/404`: `en` is no prefix, so the catch-all renders it in English.
 */
export const notFoundPath = (lang: Lang) => `/${lang}/404`;

/**
 * `getStaticPaths()` gives `/`, `/:lang?`-prefixed static routes
 * (`/:lang?/about`); strip the optional segment, add the data paths and
 * expand everything into every language.
 */
export function allPaths(staticPaths: readonly string[]): string[] {
  const neutral = new Set<string>();
  for (const p of staticPaths) {
    const bare = p.replace(/^\/:lang\?/, '') || '/';
    if (!bare.includes(':') && !bare.includes('*')) neutral.add(bare);
  }
  for (const p of [...dataPaths(), ...redirectPaths()]) neutral.add(p);
  return languages.flatMap((lang) => [...[...neutral].map((p) => localizePath(p, lang)), notFoundPath(lang)]);
}
