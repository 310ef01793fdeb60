/** RSS 2.0 for the news, one feed per language. */
import { Feed } from 'feed';
import { escapeHtml } from '../lib/escape-html';

export interface FeedItem {
  title: string;
  description: string;
  link: string;
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
  // RSS descriptions are HTML (titles are plain text): our plain text escaped for them.
  for (const item of newest) feed.addItem({ title: item.title, description: escapeHtml(item.description), link: item.link, date: date(item.published) });
  return feed.rss2();
}

export const feedPath = '/news/feed.xml';
