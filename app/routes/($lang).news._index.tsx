import { useTranslation } from 'react-i18next';
import { useLoaderData } from 'react-router';
import type { Route } from './+types/($lang).news._index';
import { ArticleList } from '~/components/sections/article-list';
import { Container, PageHero } from '~/components/ui/page-hero';
import { Pagination } from '~/components/ui/pagination';
import { loadIndex } from '~/data/published';
import type { ArticleEntry } from '~/data/published';
import { newsPage, newsPageCount, newsPagePath } from '~/data/rules/news';
import { pageLoaders } from '~/lib/route-loaders';
import { fixedT } from '~/i18n/i18n';
import type { RouteHandle } from '~/i18n/i18n';
import { languageOf } from '~/i18n/languages';
import type { Lang } from '~/i18n/languages';
import { feedPath } from '~/seo/feed';
import { pageHead } from '~/seo/page-meta';

export const handle = { i18n: ['news'], hydrate: false } satisfies RouteHandle;
export const meta: Route.MetaFunction = ({ location }) => newsHead(location.pathname);

/** The head of the news list's page `page`, announcing the language's feed; `languages`: those that have that page. */
export function newsHead(pathname: string, page = 1, languages?: readonly Lang[]) {
  const t = fixedT(languageOf(pathname), 'news');
  const title = page > 1 ? t('index.pages.title', { title: t('index.meta.title'), page }) : t('index.meta.title');
  return pageHead(pathname, {
    title,
    description: t('index.meta.description'),
    feed: { path: feedPath, title: t('index.meta.title') },
    ...(languages ? { languages } : {}),
  });
}

/** The list's page `page` in `lang`: its articles and how many pages there are. */
export async function newsListPage(lang: Lang, page: number) {
  const articles: ArticleEntry[] = await loadIndex('news', lang);
  return { articles: newsPage(articles, page), page, pages: newsPageCount(articles.length) };
}

const page = pageLoaders(handle, (_, lang) => newsListPage(lang, 1));
export const loader = page.loader;
export const clientLoader = page.clientLoader;

export default function News() {
  const { t } = useTranslation('news');
  const { articles, page, pages } = useLoaderData<typeof loader>();
  return (
    <>
      <PageHero eyebrow={t('index.hero.eyebrow')} title={t('index.hero.title')} intro={t('index.hero.intro')} />
      <Container className="py-16">
        <ArticleList articles={articles} />
        <Pagination
          page={page}
          pages={pages}
          pathOf={newsPagePath}
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
