import { useLoaderData } from 'react-router';
import type { Route } from './+types/($lang).news.$slug';
import { site } from '~/config/site';
import { ArticlePage } from '~/components/sections/news/article-page';
import { ARTICLE_IMAGE_SIZES } from '~/components/ui/art';
import { loadIndex, loadItem } from '~/data/published';
import { TEASER_COUNT } from '~/data/rules/news';
import { fixedT } from '~/i18n/i18n';
import type { RouteHandle } from '~/i18n/i18n';
import { languageOf } from '~/i18n/languages';
import { itemLoaders } from '~/lib/route-loaders';
import { feedPath } from '~/seo/feed';
import { absoluteUrl, organization, pageUrl } from '~/seo/head';
import { pageHead } from '~/seo/page-meta';
import { OG_SIZE } from '~/seo/og-image';

export const handle = { i18n: ['news', 'sections'], list: '/news', hydrate: false } satisfies RouteHandle;

const page = itemLoaders(
  handle,
  'slug',
  (slug, lang) => loadItem('news', slug, lang),
  async (article, lang) => ({ more: (await loadIndex('news', lang)).filter((a) => a.slug !== article.slug).slice(0, TEASER_COUNT) }),
);
export const loader = page.loader;
export const clientLoader = page.clientLoader;

export const meta: Route.MetaFunction = ({ location, loaderData }) => {
  const lang = languageOf(location.pathname);
  const t = fixedT(lang, 'news');
  const article = loaderData.item;
  const { title, description } = article;
  return pageHead(location.pathname, {
    title,
    description,
    type: 'article',
    languages: article.languages,
    article: { publishedTime: article.published, modifiedTime: article.modified, author: article.text.author },
    // An uploaded photo is the sharing image too; otherwise the page gets its drawn title card.
    image: article.ogImage ? { src: article.ogImage, ...OG_SIZE, alt: article.text.imageAlt ?? '' } : undefined,
    parents: [{ key: 'nav.news', path: '/news' }],
    lcpImage: { picture: article.picture, sizes: ARTICLE_IMAGE_SIZES },
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
        image: [absoluteUrl(article.picture.src)],
        author: article.text.author ? { '@type': 'Organization', name: article.text.author, url: `${site.origin}/` } : organization(),
        publisher: organization(),
      },
    ],
  });
};

export default function ArticleRoute() {
  const { item, more } = useLoaderData<typeof loader>();
  return <ArticlePage article={item} more={more} />;
}
