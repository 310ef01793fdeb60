import { describe, expect, it } from 'vitest';
import { site } from '~/config/site';
import { languages, localeTags, localizePath } from '~/i18n/languages';
import { absoluteUrl, breadcrumbList, buildHead, defaultImage, organization, pageUrl, ROBOTS_INDEX } from './head';
import type { HeadInput } from './head';

type Tag = Record<string, unknown>;
const head = (input: Partial<HeadInput> = {}) =>
  buildHead({ lang: 'en', path: '/about', title: 'About us', description: 'Who we are. And more.', ...input }) as Tag[];

const title = (tags: Tag[]) => tags.find((t) => 'title' in t)?.title;
const metaName = (tags: Tag[], name: string) => tags.filter((t) => t.name === name).map((t) => t.content);
const metaProp = (tags: Tag[], property: string) => tags.filter((t) => t.property === property).map((t) => t.content);
const links = (tags: Tag[], rel: string) => tags.filter((t) => t.tagName === 'link' && t.rel === rel);
const jsonLd = (tags: Tag[]) => tags.filter((t) => 'script:ld+json' in t).map((t) => t['script:ld+json'] as Tag);

const O = site.origin;

describe('site config in tests', () => {
  it('is the validated configuration injected by vite', () => {
    expect(O).toMatch(/^https:\/\/[^/]+\.[^/]+$/);
    expect(site.brand.length).toBeGreaterThan(0);
  });
});

describe('buildHead: title and description', () => {
  it('titles the page "{title} | {brand}"', () => {
    expect(title(head())).toBe(`About us | ${site.brand}`);
  });

  it('without a title, uses the brand and the description’s first sentence', () => {
    expect(title(head({ title: '', description: 'IT services for business. Since 2014.' }))).toBe(`${site.brand} | IT services for business`);
  });

  it('emits exactly one title and one description', () => {
    const tags = head();
    expect(tags.filter((t) => 'title' in t)).toHaveLength(1);
    expect(metaName(tags, 'description')).toEqual(['Who we are. And more.']);
  });
});

describe('buildHead: keywords', () => {
  it('present only when given', () => {
    expect(metaName(head({ keywords: 'cloud, security' }), 'keywords')).toEqual(['cloud, security']);
    expect(metaName(head(), 'keywords')).toEqual([]);
    expect(metaName(head({ keywords: '' }), 'keywords')).toEqual([]);
  });
});

describe('buildHead: robots', () => {
  it('indexable pages carry the exact robots directive', () => {
    expect(metaName(head(), 'robots')).toEqual(['index, follow, max-snippet:-1, max-image-preview:large, max-video-preview:-1']);
    expect(ROBOTS_INDEX).toBe('index, follow, max-snippet:-1, max-image-preview:large, max-video-preview:-1');
  });

  it('noindex pages say noindex, and only once', () => {
    const robots = metaName(head({ noindex: true }), 'robots');
    expect(robots).toHaveLength(1);
    expect(robots[0]).toMatch(/^noindex\b/);
    expect(robots[0]).not.toMatch(/(^|[\s,])index\b/);
  });
});

describe('buildHead: canonical and hreflang', () => {
  it('canonical is the origin plus the path in the page’s language', () => {
    expect(links(head({ lang: 'en' }), 'canonical')).toEqual([{ tagName: 'link', rel: 'canonical', href: `${O}/about` }]);
    expect(links(head({ lang: 'fr' }), 'canonical')[0]?.href).toBe(`${O}/fr/about`);
    expect(links(head({ lang: 'de', path: '/services/cloud-services' }), 'canonical')[0]?.href).toBe(`${O}/de/services/cloud-services`);
  });

  it('the home page’s canonical is the origin with a slash in English, the bare prefix elsewhere', () => {
    expect(links(head({ lang: 'en', path: '/' }), 'canonical')[0]?.href).toBe(`${O}/`);
    expect(links(head({ lang: 'es', path: '/' }), 'canonical')[0]?.href).toBe(`${O}/es`);
  });

  it('lists every language’s alternate and x-default, the same on every language version', () => {
    const expected = [...languages.map((l) => ({ hrefLang: l, href: `${O}${localizePath('/about', l)}` })), { hrefLang: 'x-default', href: `${O}/about` }];
    expect(expected).toContainEqual({ hrefLang: 'fr', href: `${O}/fr/about` });
    for (const lang of languages) {
      const alts = links(head({ lang }), 'alternate').map((t) => ({ hrefLang: t.hrefLang, href: t.href }));
      expect(alts).toEqual(expected);
    }
  });

  it('x-default points at the English URL', () => {
    const alts = links(head({ lang: 'de', path: '/' }), 'alternate');
    const xDefault = alts.find((t) => t.hrefLang === 'x-default');
    const en = alts.find((t) => t.hrefLang === 'en');
    expect(xDefault?.href).toBe(`${O}/`);
    expect(xDefault?.href).toBe(en?.href);
  });

  it('the canonical is one of the alternates (the page’s own language)', () => {
    const tags = head({ lang: 'es', path: '/projects/afriwok' });
    const canonical = links(tags, 'canonical')[0]?.href;
    expect(links(tags, 'alternate').find((t) => t.hrefLang === 'es')?.href).toBe(canonical);
  });

  it('noindex pages have no canonical and no hreflang alternates', () => {
    const tags = head({ noindex: true });
    expect(links(tags, 'canonical')).toEqual([]);
    expect(links(tags, 'alternate')).toEqual([]);
    expect(tags.some((t) => 'hrefLang' in t)).toBe(false);
  });
});

describe('buildHead: Open Graph and Twitter', () => {
  it('carries title, description, url, site name, type and locale', () => {
    const tags = head({ lang: 'fr' });
    expect(metaProp(tags, 'og:title')).toEqual([`About us | ${site.brand}`]);
    expect(metaProp(tags, 'og:description')).toEqual(['Who we are. And more.']);
    expect(metaProp(tags, 'og:url')).toEqual([`${O}/fr/about`]);
    expect(metaProp(tags, 'og:site_name')).toEqual([site.brand]);
    expect(metaProp(tags, 'og:type')).toEqual(['website']);
    expect(metaProp(tags, 'og:locale')).toEqual(['fr_FR']);
    expect(metaProp(tags, 'og:locale:alternate').sort()).toEqual(
      languages
        .filter((l) => l !== 'fr')
        .map((l) => localeTags[l])
        .sort(),
    );
    expect(metaProp(tags, 'og:locale:alternate')).toContain('en_US');
    expect(metaName(tags, 'twitter:card')).toEqual(['summary_large_image']);
    expect(metaName(tags, 'twitter:title')).toEqual([`About us | ${site.brand}`]);
    expect(metaName(tags, 'twitter:description')).toEqual(['Who we are. And more.']);
  });

  it('og:url matches the canonical', () => {
    const tags = head({ lang: 'de', path: '/news/ai-business-transformation' });
    expect(metaProp(tags, 'og:url')[0]).toBe(links(tags, 'canonical')[0]?.href);
  });

  it('og:type is article when asked', () => {
    expect(metaProp(head({ type: 'article' }), 'og:type')).toEqual(['article']);
  });

  it('makes a site-relative image absolute, with size and alt, for both networks', () => {
    const tags = head({ image: { src: '/og/about.png', width: 1200, height: 630, alt: 'Our team' } });
    expect(metaProp(tags, 'og:image')).toEqual([`${O}/og/about.png`]);
    expect(metaProp(tags, 'og:image:width')).toEqual(['1200']);
    expect(metaProp(tags, 'og:image:height')).toEqual(['630']);
    expect(metaProp(tags, 'og:image:alt')).toEqual(['Our team']);
    expect(metaName(tags, 'twitter:image')).toEqual([`${O}/og/about.png`]);
    expect(metaName(tags, 'twitter:image:alt')).toEqual(['Our team']);
  });

  it('keeps an absolute image URL as it is', () => {
    const tags = head({ image: { src: 'https://cdn.example.net/x.png', width: 1, height: 1, alt: 'x' } });
    expect(metaProp(tags, 'og:image')).toEqual(['https://cdn.example.net/x.png']);
  });

  it('emits no image tags without an image', () => {
    const tags = head();
    expect(metaProp(tags, 'og:image')).toEqual([]);
    expect(metaName(tags, 'twitter:image')).toEqual([]);
  });

  it('defaultImage is the 1200×630 brand image', () => {
    expect(defaultImage('alt text')).toEqual({ src: '/brand/og-default.png', width: 1200, height: 630, alt: 'alt text' });
  });
});

describe('buildHead: article times', () => {
  it('absent unless an article is given', () => {
    const tags = head({ type: 'article' });
    expect(tags.some((t) => typeof t.property === 'string' && t.property.startsWith('article:'))).toBe(false);
  });

  it('published, modified and author when given', () => {
    const tags = head({ type: 'article', article: { publishedTime: '2025-05-17', modifiedTime: '2025-05-18', author: 'Editorial team' } });
    expect(metaProp(tags, 'article:published_time')).toEqual(['2025-05-17']);
    expect(metaProp(tags, 'article:modified_time')).toEqual(['2025-05-18']);
    expect(metaProp(tags, 'article:author')).toEqual(['Editorial team']);
  });

  it('only the published time when that is all there is', () => {
    const tags = head({ type: 'article', article: { publishedTime: '2025-04-11' } });
    expect(metaProp(tags, 'article:published_time')).toEqual(['2025-04-11']);
    expect(metaProp(tags, 'article:modified_time')).toEqual([]);
    expect(metaProp(tags, 'article:author')).toEqual([]);
  });
});

describe('buildHead: JSON-LD', () => {
  it('adds @context to each entry, in order, keeping its fields', () => {
    const tags = head({
      jsonLd: [
        { '@type': 'Organization', name: 'X' },
        { '@type': 'WebPage', url: `${O}/about` },
      ],
    });
    expect(jsonLd(tags)).toEqual([
      { '@context': 'https://schema.org', '@type': 'Organization', name: 'X' },
      { '@context': 'https://schema.org', '@type': 'WebPage', url: `${O}/about` },
    ]);
  });

  it('emits no JSON-LD when none is given', () => {
    expect(jsonLd(head())).toEqual([]);
  });
});

describe('buildHead: no blank tags', () => {
  it('every meta tag has non-empty content', () => {
    const tags = head({ keywords: 'a', image: defaultImage('Alt'), type: 'article', article: { publishedTime: '2025-01-01' } });
    const blank = tags.filter((t) => 'content' in t && String(t.content).length === 0);
    expect(blank).toEqual([]);
    expect(tags.filter((t) => 'content' in t).length).toBeGreaterThan(10);
  });
});

describe('breadcrumbList', () => {
  const crumbs = [
    { name: 'Home', path: '/' },
    { name: 'Services', path: '/services' },
    { name: 'Cloud services', path: '/services/cloud-services' },
  ];

  it('numbers items from 1 with absolute URLs in the language', () => {
    expect(breadcrumbList('en', crumbs)).toEqual({
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: `${O}/` },
        { '@type': 'ListItem', position: 2, name: 'Services', item: `${O}/services` },
        { '@type': 'ListItem', position: 3, name: 'Cloud services', item: `${O}/services/cloud-services` },
      ],
    });
  });

  it('uses the prefixed URLs in other languages', () => {
    const items = breadcrumbList('fr', crumbs).itemListElement;
    expect(items.map((i) => i.item)).toEqual([`${O}/fr`, `${O}/fr/services`, `${O}/fr/services/cloud-services`]);
    expect(items.map((i) => i.position)).toEqual([1, 2, 3]);
  });

  it('gets @context when passed through buildHead', () => {
    const [ld] = jsonLd(head({ jsonLd: [breadcrumbList('de', crumbs)] }));
    expect(ld?.['@context']).toBe('https://schema.org');
    expect(ld?.['@type']).toBe('BreadcrumbList');
  });
});

describe('URL helpers', () => {
  it('absoluteUrl prefixes site paths and keeps http(s) URLs', () => {
    expect(absoluteUrl('/brand/logo.png')).toBe(`${O}/brand/logo.png`);
    expect(absoluteUrl('https://x.example/a')).toBe('https://x.example/a');
    expect(absoluteUrl('http://x.example/a')).toBe('http://x.example/a');
  });

  it('pageUrl localizes then makes absolute', () => {
    expect(pageUrl('/about', 'en')).toBe(`${O}/about`);
    expect(pageUrl('/about', 'es')).toBe(`${O}/es/about`);
  });

  it('organization() names the brand with absolute, same-origin URLs', () => {
    const org = organization();
    expect(org.name).toBe(site.brand);
    expect(org.url).toBe(`${O}/`);
    expect(org.logo).toBe(`${O}/brand/logo-512.png`);
    expect(org.sameAs).toEqual(Object.values(site.socials));
  });
});

describe("buildHead: the first screen's largest image", () => {
  it('of a single file is left to React, which preloads an eager <img> itself: no second link', () => {
    expect(links(head({ lcpImage: { picture: { src: '/art/services/x.svg', width: 640, height: 400 } } }), 'preload')).toEqual([]);
  });

  it("a photo with variants by its best format's srcset and the sizes the page shows it at, typed so other browsers skip it", () => {
    const picture = {
      src: '/media/uploads/a-960.webp',
      width: 960,
      height: 540,
      sources: [
        { type: 'image/avif', srcset: '/media/uploads/a-480.avif 480w, /media/uploads/a-960.avif 960w' },
        { type: 'image/webp', srcset: '/media/uploads/a-480.webp 480w, /media/uploads/a-960.webp 960w' },
      ],
    } as const;
    expect(links(head({ lcpImage: { picture, sizes: '100vw' } }), 'preload')).toEqual([
      {
        tagName: 'link',
        rel: 'preload',
        as: 'image',
        href: picture.src,
        fetchPriority: 'high',
        imageSrcSet: picture.sources[0].srcset,
        imageSizes: '100vw',
        type: 'image/avif',
      },
    ]);
  });

  it('is not preloaded when the page names none', () => {
    expect(links(head(), 'preload')).toEqual([]);
  });
});
