/** RSS 2.0 for the news, one feed per language, with absolute links. */
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

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const rfc822 = (iso: string) => new Date(`${iso}T08:00:00Z`).toUTCString();

export function buildRss(channel: FeedChannel, items: readonly FeedItem[]): string {
  const newest = [...items].sort((a, b) => b.published.localeCompare(a.published));
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    '<channel>',
    `<title>${esc(channel.title)}</title>`,
    `<link>${esc(channel.link)}</link>`,
    `<description>${esc(channel.description)}</description>`,
    `<language>${esc(channel.language)}</language>`,
    `<atom:link href="${esc(channel.self)}" rel="self" type="application/rss+xml"/>`,
    newest[0] ? `<lastBuildDate>${rfc822(newest[0].published)}</lastBuildDate>` : '',
    ...newest.map((i) =>
      [
        '<item>',
        `<title>${esc(i.title)}</title>`,
        `<link>${esc(i.link)}</link>`,
        `<guid isPermaLink="true">${esc(i.link)}</guid>`,
        `<description>${esc(i.description)}</description>`,
        `<pubDate>${rfc822(i.published)}</pubDate>`,
        '</item>',
      ].join(''),
    ),
    '</channel>',
    '</rss>',
    '',
  ]
    .filter(Boolean)
    .join('\n');
}

/** Site-relative URL of a language's feed. */
export const feedPath = '/news/feed.xml';
