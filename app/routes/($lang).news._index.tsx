import { useTranslation } from 'react-i18next';
import { useLoaderData } from 'react-router';
import type { Route } from './+types/($lang).news._index';
import { ArticleList } from '~/components/sections/article-list';
import { Container, PageHero } from '~/components/ui/page-hero';
import { loadIndex } from '~/data/published';
import { pageLoaders } from '~/lib/route-loaders';
import { fixedT } from '~/i18n/i18n';
import type { RouteHandle } from '~/i18n/i18n';
import { languageOf } from '~/i18n/languages';
import { feedPath } from '~/seo/feed';
import { catalogueHead } from '~/seo/page-meta';

export const handle = { i18n: ['news'], hydrate: false } satisfies RouteHandle;
export const meta: Route.MetaFunction = ({ location }) => newsHead(location.pathname);

/** The news list's head, announcing the language's feed. */
export function newsHead(pathname: string) {
  const t = fixedT(languageOf(pathname), 'news');
  return catalogueHead(pathname, 'news', 'index.meta', { feed: { path: feedPath, title: t('index.meta.title') } });
}
const page = pageLoaders(handle, async (_, lang) => ({ articles: await loadIndex('news', lang) }));
export const loader = page.loader;
export const clientLoader = page.clientLoader;

export default function News() {
  const { t } = useTranslation('news');
  const { articles } = useLoaderData<typeof loader>();
  return (
    <>
      <PageHero eyebrow={t('index.hero.eyebrow')} title={t('index.hero.title')} intro={t('index.hero.intro')} />
      <Container className="py-16">
        <ArticleList articles={articles} />
      </Container>
    </>
  );
}
