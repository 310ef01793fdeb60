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
import { defaultLanguage, languages, localizePath } from '../i18n/languages';
import type { Lang } from '../i18n/languages';
import type { NotFoundKind } from './not-found';

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
  return [
    ...projects.filter((p) => p.slug !== 'unizik-portal' && p.slug !== 'infrastructure-service').map((p) => `/works/${p.slug}`),
    ...articles.map((a) => `/news-details/${a.id}`),
  ];
}

/**
 * The not-found documents: pre-rendered at `path` like any page, then moved by
 * postbuild to `file`, which a static host serves with status 404 for unknown
 * URLs in its folder and below (Cloudflare Pages serves the nearest `404.html`
 * up the tree; Netlify and nginx are given rules to the same effect). Both are
 * written through the catch-all route, which picks the view from the path:
 * - `page`, per language. English uses `/en/404`: `en` is no prefix, so the
 *   layout renders it as not found, in English.
 * - `job`, per language: any unknown URL under `/career-details/`, which the
 *   career-details route (one segment) leaves to the catch-all.
 */
export interface NotFoundDocument {
  lang: Lang;
  kind: NotFoundKind;
  /** The path pre-rendered. */
  path: string;
  /** Where postbuild puts it, relative to build/client. */
  file: string;
}

export function notFoundDocuments(): NotFoundDocument[] {
  return languages.flatMap((lang): NotFoundDocument[] => {
    const folder = lang === defaultLanguage ? '' : `${lang}/`;
    return [
      { lang, kind: 'page', path: `/${lang}/404`, file: `${folder}404.html` },
      { lang, kind: 'job', path: localizePath('/career-details/unknown/404', lang), file: `${folder}career-details/404.html` },
    ];
  });
}

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
  return [...languages.flatMap((lang) => [...neutral].map((p) => localizePath(p, lang))), ...notFoundDocuments().map((d) => d.path)];
}
