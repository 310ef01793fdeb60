import { describe, expect, it } from 'vitest';
import type { Content } from '~/data/collections';
import { legalDocs } from '~/data/legal';
import { languages, localizePath, prefixedLanguages } from '~/i18n/languages';
import type { Lang } from '~/i18n/languages';
import { notFoundKindOf } from './not-found';
import { allPaths, dataPaths, notFoundDocuments, redirectPaths } from './paths';

/** Content of its own: what the rules need, not what the site holds today. */
const item = (key: string, langs: readonly Lang[], facts: object = {}) => ({ key, stem: key, languages: [...langs], facts, texts: {} });
const all = languages;
const content = {
  services: [
    item('cloud-services', all, { withdrawn: false, formerAddresses: ['cloud'] }),
    item('ai-and-automation', ['en', 'fr'], { withdrawn: false }),
    item('fax-support', all, { withdrawn: true, formerAddresses: ['fax'] }),
  ],
  jobs: [item('frontend-engineer', all), item('support-desk-lead', ['en', 'fr'])],
  news: [
    item('future-of-software-development', all, { published: '2025-05-17', topic: 'software' }),
    item('ai-business-transformation', ['en', 'de'], { published: '2025-04-11', topic: 'data-ai' }),
    item('cloud-cost-control', all, { published: '2026-02-01', topic: 'cloud' }),
  ],
  projects: [item('afriwok', all), item('crystalbricks', ['en']), item('campus-network', all)],
  ownPages: [item('events/cloud-day-2027', ['en', 'fr'], { formerAddresses: ['events/cloud-day'] })],
} as unknown as Content;

const staticPaths = ['/', '/:lang?', '/:lang?/about', '/:lang?/services/:slug', '/:lang?/*'];
const paths = allPaths(staticPaths, content);

const inAllLanguages = (neutral: string) => languages.map((l) => localizePath(neutral, l));
const count = (p: string) => paths.filter((x) => x === p).length;

describe('allPaths', () => {
  it('has no duplicates', () => {
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('has no route pattern left (no : or *)', () => {
    for (const p of paths) {
      expect(p).not.toContain(':');
      expect(p).not.toContain('*');
    }
  });

  it('has only absolute paths without a trailing slash (except the English home)', () => {
    for (const p of paths) {
      expect(p.startsWith('/')).toBe(true);
      expect(p === '/' || !p.endsWith('/'), p).toBe(true);
      expect(p).not.toContain('//');
    }
  });

  it('has the home page in all four languages exactly once', () => {
    for (const p of ['/', '/fr', '/es', '/de']) expect(count(p), p).toBe(1);
  });

  it('has /about in all four languages exactly once', () => {
    for (const p of ['/about', '/fr/about', '/es/about', '/de/about']) expect(count(p), p).toBe(1);
  });

  it('never writes a page under /en/ except the English not-found document', () => {
    expect(paths.filter((p) => p === '/en' || p.startsWith('/en/'))).toEqual(['/en/404']);
  });

  it('has a page for each service offered, in the languages it is written in; a withdrawn service’s addresses lead to the services page in every language', () => {
    for (const p of inAllLanguages('/services/cloud-services')) expect(count(p), p).toBe(1);
    expect(paths.filter((p) => p.includes('/services/ai-and-automation'))).toEqual(['/services/ai-and-automation', '/fr/services/ai-and-automation']);
    expect(dataPaths(content).filter((p) => p.includes('fax'))).toEqual([]);
    expect(redirectPaths(content).filter((p) => p.includes('/services/'))).toEqual([
      ...inAllLanguages('/services/fax-support'),
      ...inAllLanguages('/services/fax'),
      ...inAllLanguages('/services/cloud'),
    ]);
  });

  it('contains both legal pages in all 4 languages', () => {
    expect(legalDocs).toHaveLength(2);
    for (const slug of ['privacy-policy', 'terms-and-conditions']) for (const p of inAllLanguages(`/legal/${slug}`)) expect(count(p), p).toBe(1);
  });

  it('has a page for each job, article and case study in exactly the languages it is written in', () => {
    expect(paths.filter((p) => p.includes('/career-details/support-desk-lead'))).toEqual([
      '/career-details/support-desk-lead',
      '/fr/career-details/support-desk-lead',
    ]);
    expect(paths.filter((p) => p.includes('/news/ai-business-transformation'))).toEqual([
      '/news/ai-business-transformation',
      '/de/news/ai-business-transformation',
    ]);
    expect(paths.filter((p) => p.includes('/projects/crystalbricks'))).toEqual(['/projects/crystalbricks']);
    for (const p of inAllLanguages('/career-details/frontend-engineer')) expect(count(p), p).toBe(1);
    for (const p of inAllLanguages('/news/cloud-cost-control')) expect(count(p), p).toBe(1);
  });

  it('has a list of each topic and year a language’s articles are filed under, and its page 1 named as a redirect to it', () => {
    const lists = (lang: Lang) => paths.filter((p) => p.startsWith(localizePath('/news/', lang)) && /\/news\/(topic|year)\//.test(p)).sort();
    expect(lists('en')).toEqual(
      [...['/news/topic/software', '/news/topic/data-ai', '/news/topic/cloud', '/news/year/2026', '/news/year/2025'].flatMap((p) => [p, `${p}/page/1`])].sort(),
    );
    expect(lists('fr').filter((p) => !p.endsWith('/page/1'))).toEqual([
      '/fr/news/topic/cloud',
      '/fr/news/topic/software',
      '/fr/news/year/2025',
      '/fr/news/year/2026',
    ]);
  });

  it('keeps the old /works/ and /news-details/ URLs as redirects where their target exists, and makes none for new content', () => {
    expect(paths.filter((p) => p.includes('/works/')).sort()).toEqual([...inAllLanguages('/works/afriwok'), '/works/crystalbricks'].sort());
    expect(paths.filter((p) => p.includes('/news-details/')).sort()).toEqual(
      [...inAllLanguages('/news-details/1'), '/news-details/2', '/de/news-details/2'].sort(),
    );
  });

  it('contains the not-found documents of each language: any page, and an unknown job', () => {
    for (const p of [
      '/en/404',
      '/fr/404',
      '/es/404',
      '/de/404',
      '/career-details/unknown/404',
      '/fr/career-details/unknown/404',
      '/es/career-details/unknown/404',
      '/de/career-details/unknown/404',
    ])
      expect(count(p), p).toBe(1);
  });

  it('is exactly the static pages in every language, the data pages, the redirects and the not-found documents', () => {
    const expected = [...['/', '/about'].flatMap(inAllLanguages), ...dataPaths(content), ...redirectPaths(content), ...notFoundDocuments().map((d) => d.path)];
    expect([...paths].sort()).toEqual([...expected].sort());
  });

  it('takes static pages from the routes it is given', () => {
    const more = allPaths(['/', '/:lang?/about', '/:lang?/contactus', '/:lang?/services', '/:lang?/projects/:slug'], content);
    for (const p of [...inAllLanguages('/contactus'), ...inAllLanguages('/services')]) expect(more).toContain(p);
    expect(paths).not.toContain('/contactus');
  });

  it('lists no content page when there is no content', () => {
    const none = allPaths(staticPaths, { services: [], jobs: [], news: [], projects: [], ownPages: [] });
    // The news list's first page under a number is always written, as a redirect to the list.
    expect(
      none.filter((p) => /\/(services|career-details|news|projects|works|news-details)\//.test(p) && !p.endsWith('/404') && !p.endsWith('/page/1')),
    ).toEqual([]);
    expect(none.filter((p) => p.endsWith('/news/page/1'))).toEqual(inAllLanguages('/news/page/1'));
    // And one topic's, so that the route of topics and years has a page to pre-render.
    expect(none.filter((p) => p.endsWith('/software/page/1'))).toEqual(inAllLanguages('/news/topic/software/page/1'));
  });
});

describe('dataPaths and redirectPaths', () => {
  it('redirectPaths do not overlap the pages', () => {
    const pages = new Set(dataPaths(content));
    for (const r of redirectPaths(content)) expect(pages.has(r), r).toBe(false);
  });
});

describe('notFoundDocuments', () => {
  it('puts each language’s documents where a host looks for the nearest 404.html', () => {
    expect(notFoundDocuments().map((d) => `${d.path} → ${d.file}`)).toEqual([
      '/en/404 → 404.html',
      '/career-details/unknown/404 → career-details/404.html',
      ...prefixedLanguages.flatMap((l) => [`/${l}/404 → ${l}/404.html`, `/${l}/career-details/unknown/404 → ${l}/career-details/404.html`]),
    ]);
    for (const d of notFoundDocuments()) expect(notFoundKindOf(d.path), d.path).toBe(d.kind);
  });
  it('gives unknown URLs under /career-details/ the job view, in every language', () => {
    expect(notFoundKindOf('/career-details/nope/deeper')).toBe('job');
    expect(notFoundKindOf('/de/career-details/a/b')).toBe('job');
    expect(notFoundKindOf('/careers/nope')).toBe('page');
    expect(notFoundKindOf('/fr/nope')).toBe('page');
  });
});

describe('an owner’s page', () => {
  it('is at its own address in the languages it is written in, and its former address leads there in the same languages', () => {
    expect(dataPaths(content).filter((p) => p.includes('cloud-day-2027'))).toEqual(['/events/cloud-day-2027', '/fr/events/cloud-day-2027']);
    expect(redirectPaths(content).filter((p) => p.includes('cloud-day'))).toEqual(['/events/cloud-day', '/fr/events/cloud-day']);
  });
});
