/** A news article's page: header, illustration, body, its own call to action, sharing, and more news below. */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DeferredContactBanner } from '~/components/sections/deferred-sections';
import { ARTICLE_IMAGE_SIZES, ResponsiveImage } from '~/components/ui/art';
import { BackLink } from '~/components/ui/back-link';
import { LangLink } from '~/components/ui/lang-link';
import { Container, FirstScreen } from '~/components/ui/page-hero';
import { BookCallButton } from '~/components/ui/scheduler';
import type { ArticleText } from '~/data/collections/news';
import type { ArticleCard, ArticleEntry, ItemPage } from '~/data/published';
import { newsPagePath } from '~/data/rules/news';
import { useFormatDate } from '~/i18n/date-texts';
import { useLang } from '~/i18n/use-lang';
import { pageUrl } from '~/seo/head';
import { ArticleBody } from './article-body';
import { NewsTeaser } from './news-teaser';
import { Share } from './share';

type ArticleSummary = ArticleEntry & Pick<ArticleText, 'author' | 'imageAlt'>;

const summarise = ({ text, ...entry }: ItemPage<'news'>): ArticleSummary => ({
  ...entry,
  author: text.author,
  imageAlt: text.imageAlt,
});

export function ArticlePage({ article, more }: { article: ItemPage<'news'>; more: readonly ArticleCard[] }) {
  const { t } = useTranslation('news');
  return (
    <>
      <ArticleContent article={article} />
      <div className="border-border bg-surface border-t">
        <h2 className="sr-only">{t('readMore.title')}</h2>
        <NewsTeaser articles={more} />
      </div>
      <DeferredContactBanner />
    </>
  );
}

/** The article itself from its whole text (the page, and the content manager's preview). */
export function ArticleContent({ article }: { article: ItemPage<'news'> }) {
  return (
    <ArticleLayout article={summarise(article)}>
      <ArticleMain text={article.text} />
    </ArticleLayout>
  );
}

function ArticleMain({ text }: { text: ArticleText }) {
  return (
    <>
      <ArticleBody text={text} />
      {/* The article's own call to action reads as its last word, a link; the banner below is the page's one big one. */}
      {text.cta && (
        <aside aria-labelledby="article-cta" className="border-accent mx-auto max-w-[62ch] border-l-4 pl-5 text-lg">
          <h2 id="article-cta" className="text-xl font-semibold">
            {text.cta.title}
          </h2>
          <p className="mt-2">{text.cta.text}</p>
          <BookCallButton className="text-accent mt-3 inline-flex items-center gap-1.5 font-semibold hover:underline" />
        </aside>
      )}
    </>
  );
}

function ArticleLayout({ article, children }: { article: ArticleSummary; children: ReactNode }) {
  const { t } = useTranslation('news');
  const lang = useLang();
  const formatDate = useFormatDate();
  const { title } = article;
  const url = pageUrl(`/news/${article.slug}`, lang);
  return (
    <article>
      <FirstScreen as="header" className="border-border bg-surface border-b">
        <Container width="narrow" className="pt-12 pb-10 md:pt-16">
          <BackLink to="/news">{t('back')}</BackLink>
          <p className="text-muted mt-6 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
            <span className="bg-accent-soft text-accent rounded-full px-2.5 py-0.5 font-semibold">{t('label')}</span>
            <LangLink to={newsPagePath(1, { by: 'topic', value: article.topic })} className="text-accent font-semibold hover:underline">
              {t(`topics.${article.topic}`)}
            </LangLink>
            <span aria-hidden="true">·</span>
            <time dateTime={article.published}>{formatDate(article.published)}</time>
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
          <ResponsiveImage picture={article.picture} alt={article.imageAlt ?? ''} eager sizes={ARTICLE_IMAGE_SIZES} className="w-full rounded-2xl" />
        </Container>
      </FirstScreen>
      <Container width="text" className="space-y-14 py-14">
        {children}
        <Share url={url} title={title} />
      </Container>
    </article>
  );
}
