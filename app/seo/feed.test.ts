import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { site } from '~/config/site';
import { buildFeed, feedFormatOf, type FeedChannel, type FeedItem } from './feed';

const O = site.origin;
const channel: FeedChannel = { title: 'Actualités & <nouvelles> | Orvane', description: 'R&D, « cloud » et l’été : tout', link: `${O}/fr/news`, language: 'fr' };
const items: FeedItem[] = [
  { title: 'Ancien', description: 'Le plus ancien', link: `${O}/fr/news/old`, published: '2024-11-02' },
  { title: 'R&D <IA> ]]> « été »', description: 'a < b && c > d', link: `${O}/fr/news/new`, published: '2025-05-17' },
  { title: 'Milieu', description: 'Entre les deux', link: `${O}/fr/news/mid`, published: '2025-03-09' },
];

const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@', isArray: (_, path) => ['rss.channel.item', 'feed.entry', 'feed.link', 'feed.entry.link'].includes(String(path)) });
const parse = (xml: string) => {
  expect(XMLValidator.validate(xml)).toBe(true);
  return parser.parse(xml);
};
/** The text of HTML (Atom `type="html"`, RSS descriptions) as a reader shows it. */
const unhtml = (s: string) => s.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');

describe('buildFeed: RSS 2.0', () => {
  const rss = parse(buildFeed('rss', channel, items)).rss;

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
    for (const i of list) expect(new Date(i.pubDate as string).toISOString()).toMatch(/T08:00:00/);
  });

  it('keeps titles as plain text and descriptions as escaped HTML, whatever they contain', () => {
    const [first] = rss.channel.item as Record<string, string>[];
    expect(first!.title).toBe('R&D <IA> ]]> « été »');
    expect(first!.description).toBe('a &lt; b &amp;&amp; c &gt; d');
    expect(unhtml(first!.description!)).toBe('a < b && c > d');
  });
});

describe('buildFeed: Atom 1.0', () => {
  const feed = parse(buildFeed('atom', channel, items)).feed;

  it('is an Atom feed with id, author, updated time and its own and the page’s links', () => {
    expect(feed['@xmlns']).toBe('http://www.w3.org/2005/Atom');
    expect(feed.id).toBe(`${O}/fr/news`);
    expect(feed.title).toBe(channel.title);
    expect(feed.subtitle).toBe(channel.description);
    expect(feed.updated).toBe('2025-05-17T08:00:00.000Z');
    expect(feed.author.name).toBe(site.brand);
    expect(feed.link).toEqual(expect.arrayContaining([{ '@rel': 'alternate', '@href': `${O}/fr/news` }, { '@rel': 'self', '@href': `${O}/fr/news/atom.xml` }]));
  });

  it('has one entry per article, newest first, titles and summaries as escaped HTML', () => {
    const entries = feed.entry as Record<string, any>[];
    expect(entries.map((e) => e.id)).toEqual([`${O}/fr/news/new`, `${O}/fr/news/mid`, `${O}/fr/news/old`]);
    expect(entries.map((e) => e.updated)).toEqual(['2025-05-17T08:00:00.000Z', '2025-03-09T08:00:00.000Z', '2024-11-02T08:00:00.000Z']);
    expect(entries[0]!.link).toEqual([{ '@href': `${O}/fr/news/new` }]);
    expect(entries[0]!.title['@type']).toBe('html');
    expect(unhtml(entries[0]!.title['#text'])).toBe('R&D <IA> ]]> « été »');
    expect(unhtml(entries[0]!.summary['#text'])).toBe('a < b && c > d');
  });
});

describe('feedFormatOf', () => {
  it('reads the format from the feed URL', () => {
    expect(feedFormatOf('http://localhost/fr/news/atom.xml')).toBe('atom');
    expect(feedFormatOf('http://localhost/news/feed.xml')).toBe('rss');
  });
});
