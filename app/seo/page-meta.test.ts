import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { site } from '~/config/site';
import '~/i18n/i18next.server';
import { errorHead, notFoundHead, pageHead } from './page-meta';

/** A German text the unit tests translate with: the fixture site's (vite.config.ts), which run on to their limits. */
const german = (ns: string, key: string) =>
  key
    .split('.')
    .reduce<unknown>(
      (v, k) => (v as Record<string, unknown>)[k],
      JSON.parse(readFileSync(`tests/fixture-site/public/locales/de/${ns}.json`, 'utf8')),
    ) as string;

const fill = (text: string, values: Record<string, string>) => text.replace(/\{\{(\w+)\}\}/g, (_, k: string) => values[k]!);

type Tag = Record<string, unknown>;
const prop = (tags: Tag[], property: string) => tags.find((t) => t.property === property)?.content;
const name = (tags: Tag[], n: string) => tags.find((t) => t.name === n)?.content;
const head = (pathname: string, extra: Partial<Parameters<typeof pageHead>[1]> = {}) =>
  pageHead(pathname, { title: 'À propos', description: 'Qui nous sommes.', ...extra }) as Tag[];

describe('pageHead: the page’s own sharing image', () => {
  it('points every indexable page at its own 1200×630 image under /og/', () => {
    const tags = head('/fr/about');
    expect(prop(tags, 'og:image')).toBe(`${site.origin}/og/fr/about.png`);
    expect(prop(tags, 'og:image:width')).toBe('1200');
    expect(prop(tags, 'og:image:height')).toBe('630');
    expect(name(tags, 'twitter:image')).toBe(`${site.origin}/og/fr/about.png`);
  });

  it('names home pages index.png, English without a prefix', () => {
    expect(prop(head('/', { title: 'IT services' }), 'og:image')).toBe(`${site.origin}/og/index.png`);
    expect(prop(head('/de', { title: 'IT-Services' }), 'og:image')).toBe(`${site.origin}/og/de/index.png`);
  });

  it('describes the image in the page’s language: the brand and the page title it shows', () => {
    expect(prop(head('/fr/about'), 'og:image:alt')).toBe(`${site.brand}\u00a0: À propos`);
    expect(prop(head('/de/about', { title: 'Über uns' }), 'og:image:alt')).toBe(
      fill(german('common', 'meta.pageImageAlt'), { brand: site.brand, title: 'Über uns' }),
    );
    expect(name(head('/es/services/cloud-services', { title: 'Servicios en la nube' }), 'twitter:image:alt')).toBe(`${site.brand}: Servicios en la nube`);
  });

  it('keeps an image a route passes itself', () => {
    const tags = head('/about', { image: { src: '/media/team.png', width: 800, height: 600, alt: 'Team' } });
    expect(prop(tags, 'og:image')).toBe(`${site.origin}/media/team.png`);
  });

  it('gives not-found pages the brand’s fallback image, described in their language', () => {
    const tags = notFoundHead('/de/nichts') as Tag[];
    expect(prop(tags, 'og:image')).toBe(`${site.origin}/brand/og-default.png`);
    expect(prop(tags, 'og:image:alt')).toBe(fill(german('common', 'meta.imageAlt'), { brand: site.brand }));
  });
});

describe('not-found heads: the title is the view’s h1, never indexed', () => {
  // What a detail route throws for an unknown slug (`data(null, { status: 404 })`), as the boundary sees it.
  const unknownSlug = { status: 404, statusText: 'Not Found', internal: false, data: null };
  const title = (tags: unknown) => (tags as Tag[]).find((t) => 'title' in t)?.title;
  const robots = (tags: unknown) => name(tags as Tag[], 'robots');

  it('an unknown job is "Job not found" in each language', () => {
    expect(title(notFoundHead('/career-details/nope', 'job'))).toBe(`Job not found | ${site.brand}`);
    expect(title(notFoundHead('/fr/career-details/nope', 'job'))).toBe(`Offre introuvable | ${site.brand}`);
    expect(title(notFoundHead('/es/career-details/nope', 'job'))).toBe(`Oferta no encontrada | ${site.brand}`);
    expect(title(notFoundHead('/de/career-details/nope/deeper', 'job'))).toBe(`${german('common', 'notFound.job.title')} | ${site.brand}`);
    expect(robots(notFoundHead('/career-details/nope', 'job'))).toMatch(/noindex/);
  });

  it('any other 404 is "Page not found"; other errors have their own title', () => {
    expect(title(errorHead('/services/nope', unknownSlug))).toBe(`Page not found | ${site.brand}`);
    expect(title(errorHead('/fr/nope', unknownSlug))).toBe(`Page introuvable | ${site.brand}`);
    expect(title(errorHead('/about', new Error('boom')))).toBe(`Something went wrong | ${site.brand}`);
  });
});
