/**
 * The news feeds, one pair per language with absolute links: RSS 2.0 at
 * /news/feed.xml and Atom 1.0 at /news/atom.xml (/fr/news/feed.xml, …),
 * written at build time by the `feed` package. Each names itself and its twin.
 */
import { Feed } from 'feed';
import { site } from '~/config/site';
import type { Lang } from '~/i18n/languages';
import { feedPaths, pageUrl, type FeedFormat } from './head';

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
  /** The news page the feed follows. */
  link: string;
  language: Lang;
}

/** The format a feed URL asks for: `…/atom.xml` is Atom, anything else RSS. */
export const feedFormatOf = (url: string): FeedFormat => (new URL(url).pathname.endsWith('/atom.xml') ? 'atom' : 'rss');

// Descriptions are HTML in both formats, and Atom's titles are declared HTML too: escape our plain text for them.
const html = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const date = (iso: string) => new Date(`${iso}T08:00:00Z`);

export function buildFeed(format: FeedFormat, channel: FeedChannel, items: readonly FeedItem[]): string {
  const newest = [...items].sort((a, b) => b.published.localeCompare(a.published));
  const feed = new Feed({
    id: channel.link,
    title: channel.title,
    description: channel.description,
    link: channel.link,
    language: channel.language,
    updated: newest[0] ? date(newest[0].published) : undefined,
    feedLinks: { rss: pageUrl(feedPaths.rss, channel.language), atom: pageUrl(feedPaths.atom, channel.language) },
    author: { name: site.brand, link: `${site.origin}/` },
    generator: false,
  });
  for (const item of newest)
    feed.addItem({ title: format === 'atom' ? html(item.title) : item.title, description: html(item.description), link: item.link, date: date(item.published) });
  return format === 'atom' ? feed.atom1() : feed.rss2();
}
