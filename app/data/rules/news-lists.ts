/** The news by topic and by year: the lists besides the news page itself, at `/news/topic/{topic}` and `/news/year/{year}`. */
import { newsPageCount, newsPagePath } from './news.ts';
import { newsTopics } from './news-topics.ts';
import type { NewsTopic } from './news-topics.ts';

/** A narrower list of the news, at `/news/topic/{topic}` or `/news/year/{year}`. */
export type NewsFilter = { by: 'topic'; value: NewsTopic } | { by: 'year'; value: string };
type Filed = { topic: NewsTopic; published: string };

const yearOf = (article: { published: string }) => article.published.slice(0, 4);
export const inList = (filter: NewsFilter | undefined) => (article: Filed) =>
  !filter || (filter.by === 'topic' ? article.topic === filter.value : yearOf(article) === filter.value);

/** The filter an address names, or nothing. */
export function newsFilter(by: string | undefined, value: string | undefined): NewsFilter | undefined {
  if (by === 'topic') return (newsTopics as readonly string[]).includes(value ?? '') ? { by, value: value as NewsTopic } : undefined;
  if (by === 'year') return /^\d{4}$/.test(value ?? '') ? { by, value: value! } : undefined;
  return undefined;
}

/** The topics a language's articles are filed under, in the site's order, and their years, newest first. */
export function newsFilters(articles: readonly Filed[]): NewsFilter[] {
  const topics = newsTopics.filter((topic) => articles.some((a) => a.topic === topic)).map((value) => ({ by: 'topic', value }) as const);
  const years = [...new Set(articles.map(yearOf))]
    .sort()
    .reverse()
    .map((value) => ({ by: 'year', value }) as const);
  return [...topics, ...years];
}

/** Every page of every list of a language's articles, but the news page itself (a route of its own). */
export function newsListPaths(articles: readonly Filed[]): string[] {
  const lists = [undefined, ...newsFilters(articles)];
  return lists.flatMap((filter) => {
    const count = newsPageCount(articles.filter(inList(filter)).length);
    return Array.from({ length: count }, (_, i) => newsPagePath(i + 1, filter)).filter((path) => path !== '/news');
  });
}
