/**
 * Every URL the build writes, from one place: the static routes React
 * Router finds in app/routes (each expanded into every language), the
 * legal documents in every language, and each service, job, article,
 * case study and owner's page in the languages it is written in. Feeds the prerender list;
 * the sitemap is then read back from the pages written (scripts/build/postbuild.ts).
 */
import type { Content } from '../data/collections/index.ts';
import type { CollectionName } from '../data/collections/collection.ts';
import { itemPath } from '../data/item-paths.ts';
import { legalDocs } from '../data/legal.ts';
import { legacyArticleIds, newsPageCount, newsPagePath } from '../data/rules/news.ts';
import { legacyWorks } from '../data/rules/projects.ts';
import { defaultLanguage, languages, localizePath } from '../i18n/languages.ts';
import type { Lang } from '../i18n/languages.ts';
import type { NotFoundKind } from './not-found';

const everywhere = (path: string) => languages.map((l) => localizePath(path, l));
const where = (path: string, langs: readonly Lang[]) => langs.map((l) => localizePath(path, l));

/** Pages of the dynamic routes, localized: every legal document in every language, content items in their languages. */
export function dataPaths(content: Content): string[] {
  return [
    ...offered(content).flatMap((s) => where(itemPath('services', s.key), s.languages)),
    ...content.projects.flatMap((p) => where(itemPath('projects', p.key), p.languages)),
    ...content.news.flatMap((a) => where(itemPath('news', a.key), a.languages)),
    ...newsListPages(content),
    ...content.jobs.flatMap((j) => where(itemPath('jobs', j.key), j.languages)),
    ...content.ownPages.flatMap((p) => where(itemPath('ownPages', p.key), p.languages)),
    ...legalDocs.flatMap((d) => everywhere(`/legal/${d.slug}`)),
  ];
}

/** The news list's pages after its first, in each language: as many as that language's articles fill. */
function newsListPages(content: Content) {
  return languages.flatMap((lang) => {
    const count = newsPageCount(content.news.filter((a) => a.languages.includes(lang)).length);
    return Array.from({ length: count - 1 }, (_, i) => localizePath(newsPagePath(i + 2), lang));
  });
}

const offered = (content: Content) => content.services.filter((s) => !s.facts.withdrawn);

/**
 * Old URLs kept alive as redirects (written as redirect pages, never in the sitemap), in the languages their target
 * exists in: the spec's legacy links, each item's former web addresses, and a withdrawn service's addresses, which
 * lead to the services page in every language.
 */
export function redirectPaths(content: Content): string[] {
  const languagesOf = (items: Content['news'] | Content['projects'], key: string) => items.find((i) => i.key === key)?.languages ?? [];
  const formerly = (collection: CollectionName) =>
    (collection === 'services' ? offered(content) : content[collection]).flatMap((item) =>
      (item.facts.formerAddresses ?? []).flatMap((address) => where(itemPath(collection, address), item.languages)),
    );
  const withdrawn = content.services.filter((s) => s.facts.withdrawn).flatMap((s) => [s.key, ...(s.facts.formerAddresses ?? [])]);
  return [
    // The news list's first page under a number: the list itself. Always written, so the route of the later pages
    // has a page to pre-render when the articles fill one page.
    ...everywhere('/news/page/1'),
    ...withdrawn.flatMap((key) => everywhere(itemPath('services', key))),
    ...formerly('services'),
    ...legacyWorks.flatMap((slug) => where(`/works/${slug}`, languagesOf(content.projects, slug))),
    ...Object.entries(legacyArticleIds).flatMap(([id, slug]) => where(`/news-details/${id}`, languagesOf(content.news, slug))),
    ...formerly('jobs'),
    ...formerly('news'),
    ...formerly('projects'),
    ...formerly('ownPages'),
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
 * (`/:lang?/about`); strip the optional segment, expand them into every
 * language, and add the pages of the data and content.
 */
export function allPaths(staticPaths: readonly string[], content: Content): string[] {
  const neutral = new Set<string>();
  for (const p of staticPaths) {
    const bare = p.replace(/^\/:lang\?/, '') || '/';
    if (!bare.includes(':') && !bare.includes('*')) neutral.add(bare);
  }
  const localized = new Set([...[...neutral].flatMap(everywhere), ...dataPaths(content), ...redirectPaths(content)]);
  return [...localized, ...notFoundDocuments().map((d) => d.path)];
}
