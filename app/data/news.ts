/**
 * The three news articles. `id` is the legacy `/news-details/{id}` number.
 * Text lives in the `news` catalogue under `news.articles.{slug}`.
 */
interface ArticleFacts {
  slug: string;
  id: number;
  /** ISO date of publication. */
  published: string;
  modified: string;
  /** Key of the author under `news.authors`, where the spec gives one. */
  author?: string;
}

export const articles = [
  { slug: 'future-of-software-development', id: 1, published: '2025-05-17', modified: '2025-05-17', author: 'editorial' },
  { slug: 'ai-business-transformation', id: 2, published: '2025-04-11', modified: '2025-04-11' },
  { slug: 'building-scalable-network-infrastructure', id: 3, published: '2025-03-09', modified: '2025-03-09' },
] as const satisfies readonly ArticleFacts[];

export type Article = (typeof articles)[number];
export type ArticleSlug = Article['slug'];

export const articleBySlug = (slug: string | undefined): Article | undefined => articles.find((a) => a.slug === slug);
export const articleById = (id: string | undefined): Article | undefined => articles.find((a) => String(a.id) === id);
