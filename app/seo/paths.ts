/**
 * Every URL the build writes, from one place: it feeds the prerender list; the sitemap
 * is then read back from the pages written (scripts/build/postbuild.ts).
 */
import { collectionNames } from '../data/collections/index.ts';
import type { Content } from '../data/collections/index.ts';
import type { CollectionName } from '../data/collections/collection.ts';
import { itemPath } from '../data/item-paths.ts';
import { legalDocs } from '../data/legal.ts';
import { legacyArticleIds, newsPagePath } from '../data/rules/news.ts';
import { newsFilters, newsListPaths } from '../data/rules/news-lists.ts';
import { newsTopics } from '../data/rules/news-topics.ts';
import { legacyWorks } from '../data/rules/projects.ts';
import { defaultLanguage, languages, localizePath } from '../i18n/languages.ts';
import type { Lang } from '../i18n/languages.ts';
import type { NotFoundKind } from './not-found';

const everywhere = (path: string) => languages.map((l) => localizePath(path, l));
const where = (path: string, langs: readonly Lang[]) => langs.map((l) => localizePath(path, l));

/** Pages of the dynamic routes: legal documents in every language, each collection's items in their languages. */
export function dataPaths(content: Content): string[] {
  return [
    ...collectionNames.flatMap((name) => published(content, name).flatMap((item) => where(itemPath(name, item.key), item.languages))),
    ...newsListPages(content),
    ...legalDocs.flatMap((d) => everywhere(`/legal/${d.slug}`)),
  ];
}

/** The news list's pages after its first, and those of each topic and year, in each language. */
const newsListPages = (content: Content) =>
  languages.flatMap((lang) => newsListPaths(content.news.filter((a) => a.languages.includes(lang)).map((a) => a.facts)).map((p) => localizePath(p, lang)));

/** Each topic's and year's page 1 named, which leads to the list's own address; one at least, for the route to pre-render. */
function newsFirstPages(content: Content) {
  const named = languages.flatMap((lang) =>
    newsFilters(content.news.filter((a) => a.languages.includes(lang)).map((a) => a.facts)).map((f) => localizePath(`${newsPagePath(1, f)}/page/1`, lang)),
  );
  return named.length ? named : everywhere(`/news/topic/${newsTopics[0]}/page/1`);
}

const offered = (content: Content) => content.services.filter((s) => !s.facts.withdrawn);
/** A collection's items that have pages: a withdrawn service has none. */
const published = (content: Content, name: CollectionName): { key: string; languages: Lang[]; facts: { formerAddresses?: string[] } }[] =>
  name === 'services' ? offered(content) : content[name];

/**
 * Old URLs kept alive as redirect pages (never in the sitemap), in the languages their target exists in;
 * a withdrawn service's addresses lead to the services page.
 */
export function redirectPaths(content: Content): string[] {
  const languagesOf = (items: Content['news'] | Content['projects'], key: string) => items.find((i) => i.key === key)?.languages ?? [];
  const formerly = (collection: CollectionName) =>
    published(content, collection).flatMap((item) =>
      (item.facts.formerAddresses ?? []).flatMap((address) => where(itemPath(collection, address), item.languages)),
    );
  const withdrawn = content.services.filter((s) => s.facts.withdrawn).flatMap((s) => [s.key, ...(s.facts.formerAddresses ?? [])]);
  return [
    // Always written, so the route of the later pages has a page to pre-render when the articles fill one page.
    ...everywhere('/news/page/1'),
    ...newsFirstPages(content),
    ...withdrawn.flatMap((key) => everywhere(itemPath('services', key))),
    ...legacyWorks.flatMap((slug) => where(`/works/${slug}`, languagesOf(content.projects, slug))),
    ...Object.entries(legacyArticleIds).flatMap(([id, slug]) => where(`/news-details/${id}`, languagesOf(content.news, slug))),
    ...collectionNames.flatMap(formerly),
  ];
}

/**
 * The not-found documents: pre-rendered at `path`, then moved by postbuild to `file`, which a static host
 * serves with status 404 for unknown URLs in its folder and below. English uses `/en/404` since `en` is no prefix.
 */
export interface NotFoundDocument {
  lang: Lang;
  kind: NotFoundKind;
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

/** Expands `getStaticPaths()`'s `/:lang?`-prefixed static routes into every language and adds the content's pages. */
export function allPaths(staticPaths: readonly string[], content: Content): string[] {
  const neutral = new Set<string>();
  for (const p of staticPaths) {
    const bare = p.replace(/^\/:lang\?/, '') || '/';
    if (!bare.includes(':') && !bare.includes('*')) neutral.add(bare);
  }
  const localized = new Set([...[...neutral].flatMap(everywhere), ...dataPaths(content), ...redirectPaths(content)]);
  return [...localized, ...notFoundDocuments().map((d) => d.path)];
}
