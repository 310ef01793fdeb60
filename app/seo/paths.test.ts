import { describe, expect, it } from 'vitest';
import { articles } from '~/data/news';
import { jobs } from '~/data/jobs';
import { legalDocs } from '~/data/legal';
import { projects } from '~/data/projects';
import { services } from '~/data/services';
import { languages, localizePath } from '~/i18n/languages';
import { SERVICE_SLUGS } from '../../tests/spec-facts';
import { notFoundKindOf } from './not-found';
import { allPaths, dataPaths, notFoundDocuments, redirectPaths } from './paths';

const staticPaths = ['/', '/:lang?', '/:lang?/about', '/:lang?/services/:slug', '/:lang?/*'];
const paths = allPaths(staticPaths);

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

  it('contains all 11 services in all 4 languages', () => {
    expect(services).toHaveLength(11);
    for (const slug of SERVICE_SLUGS) for (const p of inAllLanguages(`/services/${slug}`)) expect(count(p), p).toBe(1);
    expect(paths.filter((p) => /^(\/(fr|es|de))?\/services\/[^/]+$/.test(p))).toHaveLength(11 * 4);
  });

  it('contains all 5 projects in all 4 languages', () => {
    expect(projects).toHaveLength(5);
    for (const slug of ['afriwok', 'unizik-alumni', 'crystalbricks', 'infrastructure-service', 'unizik-portal'])
      for (const p of inAllLanguages(`/projects/${slug}`)) expect(count(p), p).toBe(1);
    expect(paths.filter((p) => /^(\/(fr|es|de))?\/projects\/[^/]+$/.test(p))).toHaveLength(5 * 4);
  });

  it('contains all 3 articles in all 4 languages', () => {
    expect(articles).toHaveLength(3);
    for (const slug of ['future-of-software-development', 'ai-business-transformation', 'building-scalable-network-infrastructure'])
      for (const p of inAllLanguages(`/news/${slug}`)) expect(count(p), p).toBe(1);
    expect(paths.filter((p) => /^(\/(fr|es|de))?\/news\/[^/]+$/.test(p))).toHaveLength(3 * 4);
  });

  it('contains all 4 jobs in all 4 languages', () => {
    expect(jobs).toHaveLength(4);
    for (const job of jobs) for (const p of inAllLanguages(`/career-details/${job.id}`)) expect(count(p), p).toBe(1);
    expect(paths.filter((p) => /^(\/(fr|es|de))?\/career-details\/[^/]+$/.test(p))).toHaveLength(4 * 4);
  });

  it('contains both legal pages in all 4 languages', () => {
    expect(legalDocs).toHaveLength(2);
    for (const slug of ['privacy-policy', 'terms-and-conditions']) for (const p of inAllLanguages(`/legal/${slug}`)) expect(count(p), p).toBe(1);
  });

  it('contains the old /works/ and /news-details/ URLs as redirect pages, in all languages', () => {
    for (const slug of ['afriwok', 'unizik-alumni', 'crystalbricks']) for (const p of inAllLanguages(`/works/${slug}`)) expect(count(p), p).toBe(1);
    for (const id of [1, 2, 3]) for (const p of inAllLanguages(`/news-details/${id}`)) expect(count(p), p).toBe(1);
  });

  it('has no /works/ redirect for the projects that never had an old URL', () => {
    expect(paths.some((p) => p.endsWith('/works/unizik-portal'))).toBe(false);
    expect(paths.some((p) => p.endsWith('/works/infrastructure-service'))).toBe(false);
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

  it('is exactly every neutral page in every language, plus the not-found documents', () => {
    const neutral = new Set(['/', '/about', ...dataPaths(), ...redirectPaths()]);
    expect(neutral.size).toBe(2 + 11 + 5 + 3 + 4 + 2 + 3 + 3);
    const expected = [...languages.flatMap((l) => [...neutral].map((p) => localizePath(p, l))), ...notFoundDocuments().map((d) => d.path)];
    expect([...paths].sort()).toEqual([...expected].sort());
    expect(paths).toHaveLength(neutral.size * 4 + 8);
  });

  it('takes static pages from the routes it is given', () => {
    const more = allPaths(['/', '/:lang?/about', '/:lang?/contactus', '/:lang?/services', '/:lang?/projects/:slug']);
    for (const p of [...inAllLanguages('/contactus'), ...inAllLanguages('/services')]) expect(more).toContain(p);
    expect(paths).not.toContain('/contactus');
  });
});

describe('dataPaths and redirectPaths', () => {
  it('dataPaths has every data-driven page once', () => {
    const d = dataPaths();
    expect(new Set(d).size).toBe(d.length);
    expect(d).toHaveLength(11 + 5 + 3 + 4 + 2);
    expect(d).toContain('/career-details/backend-developer-awka');
  });

  it('redirectPaths do not overlap the pages', () => {
    const pages = new Set(dataPaths());
    for (const r of redirectPaths()) expect(pages.has(r), r).toBe(false);
  });
});

describe('notFoundDocuments', () => {
  it('puts each language’s documents where a host looks for the nearest 404.html', () => {
    expect(notFoundDocuments().map((d) => `${d.path} → ${d.file}`)).toEqual([
      '/en/404 → 404.html',
      '/career-details/unknown/404 → career-details/404.html',
      '/fr/404 → fr/404.html',
      '/fr/career-details/unknown/404 → fr/career-details/404.html',
      '/es/404 → es/404.html',
      '/es/career-details/unknown/404 → es/career-details/404.html',
      '/de/404 → de/404.html',
      '/de/career-details/unknown/404 → de/career-details/404.html',
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
