import { XMLValidator } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { buildRobots, buildSitemap, readPageHead } from './sitemap';
import type { PageHeadFacts } from './sitemap';

const O = 'https://www.example.com';

/** A page head the way React renders one (`hrefLang`, self-closing tags, escaped `&`). */
function reactPage(opts: { path: string; prefix?: string; robots?: string; canonical?: boolean; query?: string } = { path: '/about' }) {
  const p = (l: string) => (l === 'en' ? '' : `/${l}`) + (opts.path === '/' && l !== 'en' ? '' : opts.path);
  const q = opts.query ?? '';
  const alternates = ['en', 'fr', 'es', 'de']
    .map((l) => `<link rel="alternate" hrefLang="${l}" href="${O}${p(l)}${q}"/>`)
    .concat(`<link rel="alternate" hrefLang="x-default" href="${O}${p('en')}${q}"/>`)
    .join('');
  const lang = opts.prefix ?? 'en';
  return [
    `<!DOCTYPE html><html lang="${lang}" data-theme="light"><head><meta charSet="utf-8"/>`,
    `<meta name="viewport" content="width=device-width, initial-scale=1"/>`,
    `<link rel="icon" href="/brand/icon.svg" type="image/svg+xml"/>`,
    `<link rel="modulepreload" href="/assets/entry.client-abc.js"/>`,
    `<title>About us | Orvane</title>`,
    `<meta name="description" content="Who we are &amp; what we do"/>`,
    `<meta name="robots" content="${opts.robots ?? 'index, follow, max-snippet:-1, max-image-preview:large, max-video-preview:-1'}"/>`,
    opts.canonical === false ? '' : `<link rel="canonical" href="${O}${p(lang)}${q}"/>`,
    opts.canonical === false ? '' : alternates,
    `<meta property="og:url" content="${O}${p(lang)}"/>`,
    `<meta property="og:locale:alternate" content="fr_FR"/>`,
    `<script type="application/ld+json">{"@context":"https://schema.org","@type":"WebPage"}</script>`,
    `</head><body><div id="root"><a href="/fr/about" hreflang="fr" rel="alternate">Français</a></div></body></html>`,
  ].join('');
}

describe('readPageHead on a React-rendered page', () => {
  it('reads the canonical', () => {
    expect(readPageHead(reactPage({ path: '/about' })).canonical).toBe(`${O}/about`);
    expect(readPageHead(reactPage({ path: '/about', prefix: 'fr' })).canonical).toBe(`${O}/fr/about`);
  });

  it('reads the hreflang alternates from React’s camel-cased hrefLang, in order', () => {
    const facts = readPageHead(reactPage({ path: '/services/cloud-services', prefix: 'de' }));
    expect(facts.alternates).toEqual([
      { hreflang: 'en', href: `${O}/services/cloud-services` },
      { hreflang: 'fr', href: `${O}/fr/services/cloud-services` },
      { hreflang: 'es', href: `${O}/es/services/cloud-services` },
      { hreflang: 'de', href: `${O}/de/services/cloud-services` },
      { hreflang: 'x-default', href: `${O}/services/cloud-services` },
    ]);
  });

  it('ignores links in the body (only the head counts)', () => {
    const facts = readPageHead(reactPage({ path: '/about' }));
    expect(facts.alternates.filter((a) => a.href === '/fr/about')).toEqual([]);
    expect(facts.alternates).toHaveLength(5);
  });

  it('ignores a canonical that appears only in the body', () => {
    const html = `<html><head><title>x</title></head><body><link rel="canonical" href="${O}/evil"/></body></html>`;
    expect(readPageHead(html).canonical).toBeNull();
  });

  it('does not take other link rels (icon, modulepreload) for alternates', () => {
    const facts = readPageHead(reactPage({ path: '/about' }));
    expect(facts.alternates.every((a) => a.href.startsWith(O))).toBe(true);
  });

  it('unescapes &amp; in URLs', () => {
    const facts = readPageHead(reactPage({ path: '/about', query: '?a=1&amp;b=2' }));
    expect(facts.canonical).toBe(`${O}/about?a=1&b=2`);
    expect(facts.alternates[0]?.href).toBe(`${O}/about?a=1&b=2`);
  });

  it('is indexable and no redirect on a normal page', () => {
    const facts = readPageHead(reactPage({ path: '/about' }));
    expect(facts.noindex).toBe(false);
    expect(facts.redirectTo).toBeNull();
  });

  it('reads attribute names in any case', () => {
    const html = `<html><head><LINK REL="canonical" HREF="${O}/x"/><link Rel="alternate" HREFLANG="fr" Href="${O}/fr/x"><META NAME="robots" CONTENT="noindex, follow"></head></html>`;
    const facts = readPageHead(html);
    expect(facts.canonical).toBe(`${O}/x`);
    expect(facts.alternates).toEqual([{ hreflang: 'fr', href: `${O}/fr/x` }]);
    expect(facts.noindex).toBe(true);
  });

  it('reads attributes in any order', () => {
    const html = `<head><link href="${O}/fr/x" hrefLang="fr" rel="alternate"/><link href="${O}/x" rel="canonical"/></head>`;
    const facts = readPageHead(html);
    expect(facts.canonical).toBe(`${O}/x`);
    expect(facts.alternates).toEqual([{ hreflang: 'fr', href: `${O}/fr/x` }]);
  });

  it('has no canonical and no alternates when the page states none', () => {
    const facts = readPageHead(reactPage({ path: '/about', canonical: false }));
    expect(facts.canonical).toBeNull();
    expect(facts.alternates).toEqual([]);
  });

  it('copes with a document without </head>', () => {
    const facts = readPageHead(`<link rel="canonical" href="${O}/a"><meta name="robots" content="noindex">`);
    expect(facts.canonical).toBe(`${O}/a`);
    expect(facts.noindex).toBe(true);
  });
});

describe('readPageHead: noindex', () => {
  it.each(['noindex, follow', 'noindex', 'NOINDEX,nofollow', 'follow, noindex'])('robots %j is noindex', (robots) => {
    expect(readPageHead(reactPage({ path: '/404', robots })).noindex).toBe(true);
  });

  it.each(['index, follow', 'index, follow, max-snippet:-1, max-image-preview:large, max-video-preview:-1'])('robots %j is indexable', (robots) => {
    expect(readPageHead(reactPage({ path: '/', robots })).noindex).toBe(false);
  });

  it('a noindex in another meta (say, a description) does not count', () => {
    const html = `<head><meta name="description" content="We never noindex anything"/><meta name="robots" content="index, follow"/></head>`;
    expect(readPageHead(html).noindex).toBe(false);
  });

  it('no robots tag at all is indexable', () => {
    expect(readPageHead('<head><title>x</title></head>').noindex).toBe(false);
  });
});

describe('readPageHead: redirect pages', () => {
  // What React Router's prerender writes for a redirect.
  const redirectPage = `<!doctype html>
<head>
<title>Redirecting to: /projects/afriwok</title>
<meta http-equiv="refresh" content="0;url=/projects/afriwok">
<meta name="robots" content="noindex">
</head>
<body>
	<a href="/projects/afriwok">
    Redirecting from <code>/works/afriwok/</code> to <code>/projects/afriwok</code>
  </a>
</body>
</html>`;

  it('reads the meta refresh target', () => {
    const facts = readPageHead(redirectPage);
    expect(facts.redirectTo).toBe('/projects/afriwok');
    expect(facts.noindex).toBe(true);
    expect(facts.canonical).toBeNull();
  });

  it('reads http-equiv and url= in any case', () => {
    const html = '<head><META HTTP-EQUIV="Refresh" CONTENT="0; URL=/fr/news/ai-business-transformation"></head>';
    expect(readPageHead(html).redirectTo).toBe('/fr/news/ai-business-transformation');
  });

  it('unescapes &amp; in the target', () => {
    expect(readPageHead('<head><meta http-equiv="refresh" content="0;url=/news?a=1&amp;b=2"></head>').redirectTo).toBe('/news?a=1&b=2');
  });

  it('a refresh without url= is no redirect', () => {
    expect(readPageHead('<head><meta http-equiv="refresh" content="30"></head>').redirectTo).toBeNull();
  });
});

/** Well-formed XML, as fast-xml-parser's validator reads it, with the declaration first. */
function assertWellFormedXml(xml: string) {
  expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n'), 'XML declaration first').toBe(true);
  expect(XMLValidator.validate(xml)).toBe(true);
}

/** <loc> values, unescaped. */
const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]!.replace(/&amp;/g, '&'));

const page = (path: string): Pick<PageHeadFacts, 'canonical' | 'alternates'> => {
  const url = (l: string) => `${O}${l === 'en' ? '' : `/${l}`}${path === '/' ? (l === 'en' ? '/' : '') : path}`;
  return {
    canonical: url('en'),
    alternates: [...['en', 'fr', 'es', 'de'].map((l) => ({ hreflang: l, href: url(l) })), { hreflang: 'x-default', href: url('en') }],
  };
};

describe('buildSitemap', () => {
  const pages = [page('/services'), page('/about'), page('/'), page('/news/ai-business-transformation')];

  it('is well-formed XML in the sitemap and xhtml namespaces', () => {
    const xml = buildSitemap(pages);
    assertWellFormedXml(xml);
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">');
    expect(xml.endsWith('</urlset>\n')).toBe(true);
  });

  it('has one <url> per page, sorted by URL', () => {
    const xml = buildSitemap(pages);
    expect(locs(xml)).toEqual([`${O}/`, `${O}/about`, `${O}/news/ai-business-transformation`, `${O}/services`]);
    expect((xml.match(/<url>/g) ?? []).length).toBe(4);
  });

  it('lists each page’s alternates as xhtml:link inside its <url>', () => {
    const xml = buildSitemap([page('/about')]);
    const url = /<url>([\s\S]*?)<\/url>/.exec(xml)![1]!;
    const alts = [...url.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g)].map((m) => [m[1], m[2]]);
    expect(alts).toEqual([
      ['en', `${O}/about`],
      ['fr', `${O}/fr/about`],
      ['es', `${O}/es/about`],
      ['de', `${O}/de/about`],
      ['x-default', `${O}/about`],
    ]);
  });

  it('escapes & (and other XML specials) in locations and alternates', () => {
    const xml = buildSitemap([{ canonical: `${O}/search?a=1&b=<2>`, alternates: [{ hreflang: 'fr', href: `${O}/fr/search?a=1&b="2"` }] }]);
    assertWellFormedXml(xml);
    expect(xml).toContain(`<loc>${O}/search?a=1&amp;b=&lt;2&gt;</loc>`);
    expect(xml).toContain(`href="${O}/fr/search?a=1&amp;b=&quot;2&quot;"`);
    expect(xml).not.toMatch(/&(?!(amp|lt|gt|quot|apos);)/);
  });

  it('leaves out pages without a canonical', () => {
    const xml = buildSitemap([page('/about'), { canonical: null, alternates: [] }]);
    expect(locs(xml)).toEqual([`${O}/about`]);
  });

  it('is a valid, empty urlset with no pages', () => {
    const xml = buildSitemap([]);
    assertWellFormedXml(xml);
    expect(xml).not.toContain('<url>');
  });

  it('does not depend on the input order', () => {
    expect(buildSitemap([...pages].reverse())).toBe(buildSitemap(pages));
  });

  it('round-trips with readPageHead: the sitemap says what the pages say', () => {
    const facts = ['en', 'fr'].map((l) => readPageHead(reactPage({ path: '/about', prefix: l })));
    const xml = buildSitemap(facts);
    assertWellFormedXml(xml);
    expect(locs(xml)).toEqual([`${O}/about`, `${O}/fr/about`]);
    expect((xml.match(/<xhtml:link /g) ?? []).length).toBe(10);
  });
});

describe('buildRobots', () => {
  it('allows everything and points at the sitemap on the origin', () => {
    const robots = buildRobots('https://www.acme.example');
    expect(robots.split('\n')).toContain('Sitemap: https://www.acme.example/sitemap.xml');
    expect(robots).toMatch(/^User-agent: \*$/m);
    expect(robots).toMatch(/^Allow: \/$/m);
    expect(robots).not.toMatch(/^Disallow: \/$/m);
    expect(robots.endsWith('\n')).toBe(true);
  });
});
