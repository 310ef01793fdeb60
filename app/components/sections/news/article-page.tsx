/**
 * A news article (spec: news details): its header with the date, reading time and author, the illustration,
 * the body at a reading measure, the article's own call to action, sharing, and more news below.
 */
import { Suspense, use } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DeferredContactBanner } from '~/components/sections/deferred-sections';
import { ARTICLE_IMAGE_SIZES, ResponsiveImage } from '~/components/ui/art';
import { BackLink } from '~/components/ui/back-link';
import { Container, FirstScreen } from '~/components/ui/page-hero';
import { BookCallButton } from '~/components/ui/scheduler';
import type { ArticleText } from '~/data/collections/news';
import { loadedText, loadText } from '~/data/item-text';
import type { ArticleCard, ArticleEntry, ItemPage } from '~/data/content';
import { formatDate } from '~/i18n/format';
import { useLang } from '~/i18n/use-lang';
import { pageUrl } from '~/seo/head';
import { ArticleBody } from './article-body';
import { NewsTeaser } from './news-teaser';
import { Share } from './share';

/**
 * What an article page's data carries: the index entry (with its reading time) and the few words of the text
 * its header shows. The body is not in it: the pre-rendered HTML already holds it, and carrying it again in the
 * data the page hydrates from would send it twice (1.5–2.0 KB compressed on an article). `LoadedText` loads it
 * as its own module.
 */
type ArticleSummary = ArticleEntry & Pick<ArticleText, 'author' | 'imageAlt'>;

export const summarise = ({ text, ...entry }: ItemPage<'news'>): ArticleSummary => ({
  ...entry,
  author: text.author,
  imageAlt: text.imageAlt,
});

export function ArticlePage({ article, more }: { article: ArticleSummary; more: readonly ArticleCard[] }) {
  const { t } = useTranslation('news');
  return (
    <>
      <ArticleLayout article={article}>
        {/* Until its module is in, the body keeps its pre-rendered HTML (hydrated once it is). */}
        <Suspense fallback={null}>
          <LoadedText article={article} />
        </Suspense>
      </ArticleLayout>
      <div className="border-border bg-surface border-t">
        <h2 className="sr-only">{t('readMore.title')}</h2>
        <NewsTeaser articles={more} />
      </div>
      <DeferredContactBanner />
    </>
  );
}

/** The article itself from its whole text: the content manager's preview. */
export function ArticleContent({ article }: { article: ItemPage<'news'> }) {
  return (
    <ArticleLayout article={summarise(article)}>
      <ArticleMain text={article.text} />
    </ArticleLayout>
  );
}

function LoadedText({ article }: { article: ArticleSummary }) {
  const lang = useLang();
  return <ArticleMain text={loadedText('news', article.file, lang) ?? use(loadText('news', article.file, lang))} />;
}

/** The body and the article's own call to action. */
function ArticleMain({ text }: { text: ArticleText }) {
  return (
    <>
      <ArticleBody text={text} />
      {/* The article's own call to action reads as its last word, a link; the banner below is the page's one big one. */}
      <aside aria-labelledby="article-cta" className="border-accent mx-auto max-w-[62ch] border-l-4 pl-5 text-lg">
        <h2 id="article-cta" className="text-xl font-semibold">
          {text.cta.title}
        </h2>
        <p className="mt-2">{text.cta.text}</p>
        <BookCallButton className="text-accent mt-3 inline-flex items-center gap-1.5 font-semibold hover:underline" />
      </aside>
    </>
  );
}

/** Header, illustration, then the body given as children, and sharing. */
function ArticleLayout({ article, children }: { article: ArticleSummary; children: ReactNode }) {
  const { t } = useTranslation('news');
  const lang = useLang();
  const { title } = article;
  const url = pageUrl(`/news/${article.slug}`, lang);
  return (
    <article>
      <FirstScreen as="header" className="border-border bg-surface border-b">
        <Container width="narrow" className="pt-12 pb-10 md:pt-16">
          <BackLink to="/news">{t('back')}</BackLink>
          <p className="text-muted mt-6 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
            <span className="bg-accent-soft text-accent rounded-full px-2.5 py-0.5 font-semibold">{t('label')}</span>
            <time dateTime={article.published}>{formatDate(article.published, lang)}</time>
            <span aria-hidden="true">·</span>
            <span>{t('readingTime', { count: article.minutes })}</span>
            {article.author && (
              <>
                <span aria-hidden="true">·</span>
                <span>{t('by', { author: article.author })}</span>
              </>
            )}
          </p>
          <h1 className="font-heading mt-4 text-3xl tracking-tight sm:text-5xl">{title}</h1>
          <p className="text-muted mt-5 text-xl">{article.description}</p>
        </Container>
        <Container width="wide" className="pb-12">
          <ResponsiveImage picture={article.picture} alt={article.imageAlt} eager sizes={ARTICLE_IMAGE_SIZES} className="w-full rounded-2xl" />
        </Container>
      </FirstScreen>
      <Container width="text" className="space-y-14 py-14">
        {children}
        <Share url={url} title={title} />
      </Container>
    </article>
  );
}
