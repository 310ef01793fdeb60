/** RSS 2.0 for the news, one feed per language, with absolute links, written by the `feed` package. */
import { Feed } from 'feed';

export interface FeedItem {
  title: string;
  description: string;
  link: string;
  /** ISO date. */
  published: string;
}

export interface FeedChannel {
  title: string;
  description: string;
  link: string;
  self: string;
  language: string;
}

const date = (iso: string) => new Date(`${iso}T08:00:00Z`);
// RSS descriptions are HTML (titles are plain text): escape our plain text for them.
const html = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export function buildRss(channel: FeedChannel, items: readonly FeedItem[]): string {
  const newest = [...items].sort((a, b) => b.published.localeCompare(a.published));
  const feed = new Feed({
    title: channel.title,
    description: channel.description,
    link: channel.link,
    language: channel.language,
    updated: newest[0] ? date(newest[0].published) : undefined,
    feedLinks: { rss: channel.self },
    generator: false,
  });
  for (const item of newest) feed.addItem({ title: item.title, description: html(item.description), link: item.link, date: date(item.published) });
  return feed.rss2();
}

/** Site-relative URL of a language's feed. */
export const feedPath = '/news/feed.xml';
