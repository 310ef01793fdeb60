import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { buildRss } from './feed';
import type { FeedChannel, FeedItem } from './feed';

const O = 'https://www.example.com';
const channel: FeedChannel = {
  title: 'Actualités & <nouvelles> | Orvane',
  description: 'R&D, « cloud » et l’été : tout',
  link: `${O}/fr/news`,
  self: `${O}/fr/news/feed.xml`,
  language: 'fr',
};
const items: FeedItem[] = [
  { title: 'Ancien', description: 'Le plus ancien', link: `${O}/fr/news/old`, published: '2024-11-02' },
  { title: 'R&D <IA> ]]> « été »', description: 'a < b && c > d', link: `${O}/fr/news/new`, published: '2025-05-17' },
  { title: 'Milieu', description: 'Entre les deux', link: `${O}/fr/news/mid`, published: '2025-03-09' },
];

const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@', isArray: (_, path) => String(path) === 'rss.channel.item' });
const xml = buildRss(channel, items);

describe('buildRss', () => {
  it('is well-formed XML', () => {
    expect(XMLValidator.validate(xml)).toBe(true);
    expect(xml.startsWith('<?xml version="1.0" encoding="utf-8"?>')).toBe(true);
  });

  const { rss } = parser.parse(xml);

  it('is an RSS 2.0 channel in the page’s language, naming its own URL', () => {
    expect(rss['@version']).toBe('2.0');
    const c = rss.channel;
    expect(c.title).toBe(channel.title);
    expect(c.description).toBe(channel.description);
    expect(c.link).toBe(`${O}/fr/news`);
    expect(c.language).toBe('fr');
    expect(c['atom:link']).toEqual({ '@href': `${O}/fr/news/feed.xml`, '@rel': 'self', '@type': 'application/rss+xml' });
    expect(c.lastBuildDate).toBe('Sat, 17 May 2025 08:00:00 GMT');
  });

  it('lists the items newest first, with RFC 822 dates and permalink guids', () => {
    const list = rss.channel.item as Record<string, unknown>[];
    expect(list.map((i) => i.link)).toEqual([`${O}/fr/news/new`, `${O}/fr/news/mid`, `${O}/fr/news/old`]);
    expect(list.map((i) => i.pubDate)).toEqual(['Sat, 17 May 2025 08:00:00 GMT', 'Sun, 09 Mar 2025 08:00:00 GMT', 'Sat, 02 Nov 2024 08:00:00 GMT']);
    for (const i of list) expect(i.guid).toEqual({ '#text': i.link, '@isPermaLink': 'true' });
  });

  it('keeps titles as plain text and descriptions as escaped HTML, whatever they contain', () => {
    const [first] = rss.channel.item as Record<string, string>[];
    expect(first!.title).toBe('R&D <IA> ]]> « été »');
    expect(first!.description).toBe('a &lt; b &amp;&amp; c &gt; d');
  });

  it('is a valid channel with no items when there are no articles', () => {
    const empty = parser.parse(buildRss(channel, [])).rss.channel;
    expect(empty.title).toBe(channel.title);
    expect(empty.item).toBeUndefined();
  });
});
