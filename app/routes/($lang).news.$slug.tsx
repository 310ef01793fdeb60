import { useLoaderData } from 'react-router';
import type { Route } from './+types/($lang).news.$slug';
import { artSizes } from '~/components/ui/art-sizes';
import { site } from '~/config/site';
import { ArticlePage } from '~/components/sections/news/article-page';
import { articleBySlug } from '~/data/news';
import { fixedT } from '~/i18n/i18n';
import type { RouteHandle } from '~/i18n/i18n';
import { languageOf } from '~/i18n/languages';
import { itemLoaders } from '~/lib/route-loaders';
import { feedPath } from '~/seo/feed';
import { absoluteUrl, organization, pageUrl } from '~/seo/head';
import { pageHead } from '~/seo/page-meta';

export const handle = { i18n: ['news', 'articles', 'sections'] } satisfies RouteHandle;

const page = itemLoaders(handle, 'slug', articleBySlug);
export const loader = page.loader;
export const clientLoader = page.clientLoader;

export const meta: Route.MetaFunction = ({ location, loaderData }) => {
  const lang = languageOf(location.pathname);
  const t = fixedT(lang, ['news', 'articles', 'common']);
  const article = loaderData.item;
  const title = t(`articles.${article.slug}.title`);
  const description = t(`articles.${article.slug}.description`);
  const author = 'author' in article ? t(`authors.${article.author}`) : undefined;
  const image = { src: `/art/news/${article.slug}.svg`, ...artSizes.news, alt: t(`articles:${article.slug}.imageAlt`) };
  return pageHead(location.pathname, {
    title,
    description,
    type: 'article',
    article: { publishedTime: article.published, modifiedTime: article.modified, author },
    parents: [{ key: 'nav.news', path: '/news' }],
    feed: { path: feedPath, title: t('index.meta.title') },
    jsonLd: [
      {
        '@type': 'NewsArticle',
        headline: title,
        description,
        inLanguage: lang,
        datePublished: article.published,
        dateModified: article.modified,
        mainEntityOfPage: pageUrl(`/news/${article.slug}`, lang),
        image: [absoluteUrl(image.src)],
        author: author ? { '@type': 'Organization', name: author, url: `${site.origin}/` } : organization(),
        publisher: organization(),
      },
    ],
  });
};

export default function ArticleRoute() {
  const { item } = useLoaderData<typeof loader>();
  return <ArticlePage article={item} />;
}
