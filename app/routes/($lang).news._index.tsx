/**
 * The news lists: every article, or one topic's or one year's, a page at a time, with plain links to the others.
 * The later pages' routes draw them with this module's code: kept in a route module, it stays out of the chunk every page loads.
 */
import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';
import { data, redirect, useLoaderData } from 'react-router';
import type { Params } from 'react-router';
import type { Route } from './+types/($lang).news._index';
import { ArticleList } from '~/components/sections/article-list';
import { LangLink } from '~/components/ui/lang-link';
import { Container, PageHero } from '~/components/ui/page-hero';
import { Pagination } from '~/components/ui/pagination';
import { loadIndex } from '~/data/published';
import type { ArticleEntry } from '~/data/published';
import { newsPage, newsPageCount, newsPagePath } from '~/data/rules/news';
import { inList, newsFilter, newsFilters } from '~/data/rules/news-lists';
import type { NewsFilter } from '~/data/rules/news-lists';
import { fixedT } from '~/i18n/i18n';
import type { RouteHandle } from '~/i18n/i18n';
import { languageOf, languages, localizePath } from '~/i18n/languages';
import type { Lang } from '~/i18n/languages';
import { pageLoaders } from '~/lib/route-loaders';
import { feedPath } from '~/seo/feed';
import { pageHead } from '~/seo/page-meta';

export const handle = { i18n: ['news'], hydrate: false } satisfies RouteHandle;
export const meta: Route.MetaFunction = ({ location }) => newsHead(location.pathname);

const page = pageLoaders(handle, (params, lang) => newsListPage(lang, params));
export const loader = page.loader;
export const clientLoader = page.clientLoader;

type T = ReturnType<typeof fixedT<'news'>>;
/** The list's name and description: the news's, a topic's or a year's. */
function listWords(t: T, filter?: NewsFilter) {
  if (!filter) return { title: t('index.meta.title'), description: t('index.meta.description') };
  if (filter.by === 'year') return { title: t('index.year.title', { year: filter.value }), description: t('index.year.description', { year: filter.value }) };
  const topic = t(`topics.${filter.value}`);
  return { title: t('index.topic.title', { topic }), description: t('index.topic.description', { topic }) };
}

/** The head of a list's page `page`, announcing the language's feed; `languages`: those that have that page. */
export function newsHead(pathname: string, page = 1, languages?: readonly Lang[], filter?: NewsFilter) {
  const t = fixedT(languageOf(pathname), 'news');
  const { title, description } = listWords(t, filter);
  return pageHead(pathname, {
    title: page > 1 ? t('index.pages.title', { title, page }) : title,
    description,
    feed: { path: feedPath, title: t('index.meta.title') },
    ...(languages ? { languages } : {}),
  });
}

/**
 * A list's page from its address: `/news/page/{n}`, `/news/{topic|year}/{value}` and its `/page/{n}`; page 1 named
 * leads to the list's own address; an address that names no list, or a page past its last, is not found.
 */
export async function newsListPage(lang: Lang, { facet, '*': rest, page: pageParam }: Params) {
  const [value, named] = rest?.match(/^([^/]+)(?:\/page\/([^/]+))?$/)?.slice(1) ?? [];
  const filter = newsFilter(facet, value);
  if (facet !== undefined && !filter) throw data(null, { status: 404 });
  const asked = pageParam ?? named;
  const page = asked === undefined ? 1 : /^[0-9]+$/.test(asked) ? Number(asked) : 0;
  if (asked !== undefined && page === 1) throw redirect(localizePath(newsPagePath(1, filter), lang), 301);

  const all: ArticleEntry[] = await loadIndex('news', lang);
  const articles = all.filter(inList(filter));
  const pages = newsPageCount(articles.length);
  if (page < 1 || page > pages || (filter && !articles.length)) throw data(null, { status: 404 });
  const counts = await Promise.all(languages.map(async (l) => [l, (await loadIndex('news', l)).filter(inList(filter)).length] as const));
  return {
    articles: newsPage(articles, page),
    page,
    pages,
    filter,
    filters: newsFilters(all),
    languages: counts.filter(([, count]) => (!filter || count > 0) && newsPageCount(count) >= page).map(([l]) => l),
  };
}

type ListData = Awaited<ReturnType<typeof newsListPage>>;

/** Links to every topic and year the language's articles fill, the list shown marked as the current page. */
function Browse({ filters, shown, page }: { filters: readonly NewsFilter[]; shown?: NewsFilter; page: number }) {
  const { t } = useTranslation('news');
  // The list shown is `page` on its first page, and still marked on its later ones.
  const current = (f?: NewsFilter) => (f?.by === shown?.by && f?.value === shown?.value ? (page === 1 ? 'page' : 'true') : undefined);
  const chip =
    'border-border hover:border-accent hover:text-accent [&[aria-current]]:bg-accent [&[aria-current]]:text-on-accent rounded-full border px-3 py-1 text-sm';
  const group = (by: NewsFilter['by'], label: string) => (
    <div className="flex flex-wrap items-baseline gap-x-3 gap-y-2">
      <h2 className="text-muted text-sm font-semibold">{label}</h2>
      <ul className="flex flex-wrap gap-2">
        {filters
          .filter((f) => f.by === by)
          .map((f) => (
            <li key={f.value}>
              <LangLink to={newsPagePath(1, f)} aria-current={current(f)} className={chip}>
                {f.by === 'topic' ? t(`topics.${f.value}`) : f.value}
              </LangLink>
            </li>
          ))}
      </ul>
    </div>
  );
  return (
    <nav aria-label={t('index.browse.label')} className="mb-10 space-y-3">
      {group('topic', t('index.browse.topics'))}
      {group('year', t('index.browse.years'))}
      <p>
        <LangLink to="/news" aria-current={current()} className={clsx(chip, 'inline-block')}>
          {t('index.browse.all')}
        </LangLink>
      </p>
    </nav>
  );
}

export default function NewsList() {
  const { t } = useTranslation('news');
  const { articles, page, pages, filter, filters } = useLoaderData<ListData>();
  return (
    <>
      {filter ? (
        <PageHero eyebrow={t('index.hero.eyebrow')} title={listWords(t, filter).title} intro={listWords(t, filter).description} />
      ) : (
        <PageHero eyebrow={t('index.hero.eyebrow')} title={t('index.hero.title')} intro={t('index.hero.intro')} />
      )}
      <Container className="py-16">
        <Browse filters={filters} shown={filter} page={page} />
        <ArticleList articles={articles} />
        <Pagination
          page={page}
          pages={pages}
          pathOf={(n) => newsPagePath(n, filter)}
          words={{
            label: t('index.pages.label'),
            newer: t('index.pages.newer'),
            older: t('index.pages.older'),
            page: (n) => t('index.pages.page', { page: n }),
            of: (n, count) => t('index.pages.of', { page: n, count }),
          }}
        />
      </Container>
    </>
  );
}
