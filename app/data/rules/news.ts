/** The rules of news articles (files in app/data/content/news, checked by collections/news.ts). */
import type { ArticleFacts, ArticleText } from '../collections/news';

/** Newest first, as every list shows articles; the same day by slug. */
export const byNewestPublished = (a: Pick<ArticleFacts, 'published' | 'slug'>, b: Pick<ArticleFacts, 'published' | 'slug'>) =>
  b.published.localeCompare(a.published) || a.slug.localeCompare(b.slug);

/** Today in Lagos (UTC+1), where the site's days are counted, as `YYYY-MM-DD`. */
const lagosDay = (now: number) => new Date(now + 3_600_000).toISOString().slice(0, 10);

/**
 * An article dated after today (Lagos time) waits for its day: on no page, list, feed or sitemap until a build on
 * or after that day (the live site rebuilds every morning: docs/hosting.md).
 */
export const isScheduled = (article: { published: string }, now: number) => article.published > lagosDay(now);

/** The home page shows the newest three; below an article, up to three others. */
export const TEASER_COUNT = 3;

/** The news list shows this many articles a page, newest first: four rows of three. */
export const NEWS_PAGE_SIZE = 12;
/** The feeds carry the newest articles, as readers' apps expect; older ones are on the list's pages. */
export const FEED_SIZE = 20;

/** How many pages the news list has for `count` articles: one, even with none. */
export const newsPageCount = (count: number) => Math.max(1, Math.ceil(count / NEWS_PAGE_SIZE));
/** The path of the news list's page `n` (from 1): the list itself, then `/news/page/2`… */
export const newsPagePath = (n: number) => (n <= 1 ? '/news' : `/news/page/${n}`);
/** The articles of page `n` of the list (newest first). */
export const newsPage = <T>(articles: readonly T[], n: number) => articles.slice((n - 1) * NEWS_PAGE_SIZE, n * NEWS_PAGE_SIZE);

/**
 * The old site's `/news-details/{id}` addresses of the three first articles, kept as permanent redirects.
 * Articles published since have no such address.
 */
export const legacyArticleIds: Readonly<Record<string, string>> = {
  '1': 'future-of-software-development',
  '2': 'ai-business-transformation',
  '3': 'building-scalable-network-infrastructure',
};

/** Reading time from the words of the article's image description, body and call to action, at 220 words a minute (written into the news index at build time). */
export function readingMinutes({ imageAlt, intro, sections, conclusion, cta }: ArticleText): number {
  const words = JSON.stringify({ imageAlt, intro, sections, conclusion, cta }).split(/\s+/).length;
  return Math.max(1, Math.round(words / 220));
}
