/** The rules of news articles (files in app/data/content/news, checked by app/data/collections/news.ts). */
import type { ArticleFacts, ArticleText } from '../collections/news';

/** Newest first, as every list shows articles. */
export const byNewestPublished = (a: Pick<ArticleFacts, 'published' | 'slug'>, b: Pick<ArticleFacts, 'published' | 'slug'>) =>
  b.published.localeCompare(a.published) || a.slug.localeCompare(b.slug);

/** Today in Lagos, where the site's days are counted. */
const lagosDay = (now: number) => new Date(now + 3_600_000).toISOString().slice(0, 10);

/** An article dated after today waits for its day: on no page until a build on or after it (docs/hosting.md). */
export const isScheduled = (article: { published: string }, now: number) => article.published > lagosDay(now);

/** The home page shows the newest three; below an article, up to three others. */
export const TEASER_COUNT = 3;

export const NEWS_PAGE_SIZE = 12;
/** The feeds carry the newest articles only, as readers' apps expect. */
export const FEED_SIZE = 20;

export const newsPageCount = (count: number) => Math.max(1, Math.ceil(count / NEWS_PAGE_SIZE));
/** A list's page: the news's, or a topic's or a year's (news-lists.ts). */
export const newsPagePath = (n: number, filter?: { by: string; value: string }) => {
  const list = filter ? `/news/${filter.by}/${filter.value}` : '/news';
  return n <= 1 ? list : `${list}/page/${n}`;
};
export const newsPage = <T>(articles: readonly T[], n: number) => articles.slice((n - 1) * NEWS_PAGE_SIZE, n * NEWS_PAGE_SIZE);

/** The old site's `/news-details/{id}` addresses, kept as permanent redirects. */
export const legacyArticleIds: Readonly<Record<string, string>> = {
  '1': 'future-of-software-development',
  '2': 'ai-business-transformation',
  '3': 'building-scalable-network-infrastructure',
};

/** Reading time in minutes, written into the news index at build time. */
export function readingMinutes({ imageAlt, intro, sections, conclusion, cta }: ArticleText): number {
  const words = JSON.stringify({ imageAlt, intro, sections, conclusion, cta }).split(/\s+/).length;
  return Math.max(1, Math.round(words / 220));
}
