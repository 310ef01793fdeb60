import { useTranslation } from 'react-i18next';
import { useLoaderData } from 'react-router';
import type { Route } from './+types/($lang).news.$slug';
import { ArticleBody, readingMinutes } from '~/components/sections/news/article-body';
import { NewsTeaser } from '~/components/sections/news/news-teaser';
import { Share } from '~/components/sections/news/share';
import { DeferredContactBanner } from '~/components/sections/deferred-sections';
import { Art } from '~/components/ui/art';
import { artSizes } from '~/components/ui/art-sizes';
import { BackLink } from '~/components/ui/back-link';
import { Container } from '~/components/ui/page-hero';
import { BookCallButton } from '~/components/ui/scheduler';
import { site } from '~/config/site';
import { articleBySlug } from '~/data/news';
import { formatDate } from '~/i18n/format';
import { fixedT } from '~/i18n/i18n';
import type { RouteHandle } from '~/i18n/i18n';
import { languageOf } from '~/i18n/languages';
import { itemLoaders } from '~/lib/route-loaders';
import { useLang } from '~/i18n/use-lang';
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

export default function ArticlePage() {
  const { item: article } = useLoaderData<typeof loader>();
  const { t } = useTranslation(['news', 'articles']);
  const lang = useLang();
  const author = 'author' in article ? t(`authors.${article.author}`) : null;
  const minutes = readingMinutes(t(`articles:${article.slug}`, { returnObjects: true }));
  const url = pageUrl(`/news/${article.slug}`, lang);
  const title = t(`articles.${article.slug}.title`);
  return (
    <>
      <article>
        <header className="border-border bg-surface border-b">
          <Container width="narrow" className="pt-12 pb-10 md:pt-16">
            <BackLink to="/news">{t('back')}</BackLink>
            <p className="text-muted mt-6 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
              <span className="bg-accent-soft text-accent rounded-full px-2.5 py-0.5 font-semibold">{t('label')}</span>
              <time dateTime={article.published}>{formatDate(article.published, lang)}</time>
              <span aria-hidden="true">·</span>
              <span>{t('readingTime', { count: minutes })}</span>
              {author && (
                <>
                  <span aria-hidden="true">·</span>
                  <span>{t('by', { author })}</span>
                </>
              )}
            </p>
            <h1 className="mt-4 text-3xl font-semibold tracking-tight sm:text-5xl">{title}</h1>
            <p className="text-muted mt-5 text-xl">{t(`articles.${article.slug}.description`)}</p>
          </Container>
          <Container width="wide" className="pb-12">
            <Art kind="news" slug={article.slug} alt={t(`articles:${article.slug}.imageAlt`)} eager className="w-full rounded-2xl" />
          </Container>
        </header>
        <Container width="text" className="space-y-14 py-14">
          <ArticleBody slug={article.slug} />
          {/* The article's own call to action reads as its last word, a link; the banner below is the page's one big one. */}
          <aside aria-labelledby="article-cta" className="border-accent mx-auto max-w-[62ch] border-l-4 pl-5 text-lg">
            <h2 id="article-cta" className="text-xl font-semibold">
              {t(`articles:${article.slug}.cta.title`)}
            </h2>
            <p className="mt-2">{t(`articles:${article.slug}.cta.text`)}</p>
            <BookCallButton className="text-accent mt-3 inline-flex items-center gap-1.5 font-semibold hover:underline" />
          </aside>
          <Share url={url} title={title} />
        </Container>
      </article>
      <div className="border-border bg-surface border-t">
        <h2 className="sr-only">{t('readMore.title')}</h2>
        <NewsTeaser exclude={article.slug} />
      </div>
      <DeferredContactBanner />
    </>
  );
}
