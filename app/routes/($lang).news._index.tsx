import { useTranslation } from '~/i18n/react';
import type { Route } from './+types/($lang).news._index';
import { ArticleList } from '~/components/sections/article-list';
import { Container, PageHero } from '~/components/ui/page-hero';
import type { RouteHandle } from '~/i18n/instance';
import { clientCatalogues } from '~/i18n/route-data';
import { fixedT } from '~/i18n/instance';
import { languageOf } from '~/i18n/languages';
import { feedPath } from '~/seo/feed';
import { catalogueHead } from '~/seo/page-meta';

export const handle = { i18n: ['news'] } satisfies RouteHandle;
export const meta: Route.MetaFunction = ({ location }) => newsHead(location.pathname);

/** The news list's head, announcing the language's feed. */
export function newsHead(pathname: string) {
  const t = fixedT(languageOf(pathname), 'news');
  return catalogueHead(pathname, 'news', 'index.meta', { feed: { path: feedPath, title: t('index.meta.title') } });
}
export const loader = () => null;
export async function clientLoader({ params }: Route.ClientLoaderArgs) {
  await clientCatalogues(params, handle.i18n);
  return null;
}

export default function News() {
  const { t } = useTranslation('news');
  return (
    <>
      <PageHero eyebrow={t('index.hero.eyebrow')} title={t('index.hero.title')} intro={t('index.hero.intro')} />
      <Container className="py-16">
        <ArticleList />
      </Container>
    </>
  );
}
