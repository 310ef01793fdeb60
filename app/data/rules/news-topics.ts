/** What an article is filed under: the site keeps the list, its owner chooses one (names: the news texts' `topics`). */
export const newsTopics = ['software', 'cloud', 'data-ai', 'networks', 'security', 'workplace', 'company'] as const;
export type NewsTopic = (typeof newsTopics)[number];
