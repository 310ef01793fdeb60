/** The built site as a crawler meets it, fetched once per worker for checks without a browser; and its route templates. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test as base } from '@playwright/test';
import { JSDOM } from 'jsdom';
import { languageOf, languages, localizePath } from '../../app/i18n/languages';
import type { Lang } from '../../app/i18n/languages';
import { catalogue, ordered } from './content';

/** The site's origin in the build under test (the configuration's placeholder). */
export const ORIGIN = 'https://www.example.com';
export const BASE_URL = `https://127.0.0.1:${Number(process.env.E2E_PORT ?? 4173)}`;
export const BUILD = join(process.cwd(), 'build', 'client');

export function sitemapPaths(): string[] {
  const xml = readFileSync(join(BUILD, 'sitemap.xml'), 'utf8');
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
}

export const notFoundViews = Object.fromEntries(
  languages.map((lang) => {
    const { notFound } = catalogue<{ notFound: Record<'page' | 'job', { title: string }> }>(lang, 'common');
    return [lang, { page: notFound.page.title, job: notFound.job.title }];
  }),
) as Record<Lang, Record<'page' | 'job', string>>;

export interface NotFoundCase {
  path: string;
  lang: Lang;
  kind: 'page' | 'job';
}

/** Unknown URLs of every odd shape, with the not-found view each must get. */
export const notFoundCases: NotFoundCase[] = [
  ...languages.flatMap((lang) => [
    { path: localizePath('/no-such-page', lang), lang, kind: 'page' as const },
    { path: localizePath('/career-details/no-such-job', lang), lang, kind: 'job' as const },
  ]),
  { path: '/en/about', lang: 'en', kind: 'page' },
  { path: '/xx/about', lang: 'en', kind: 'page' },
  { path: '/fr/fr/about', lang: 'fr', kind: 'page' },
  { path: '/ABOUT', lang: 'en', kind: 'page' },
  { path: '/FR/about', lang: 'en', kind: 'page' },
  { path: '/services/cloud-services/extra/deep', lang: 'en', kind: 'page' },
  { path: '/de/services/no-such-service', lang: 'de', kind: 'page' },
  { path: '/de/careers/unknown/nested', lang: 'de', kind: 'page' },
  { path: '/es/career-details/no-such-job/deeper', lang: 'es', kind: 'job' },
  { path: '/%3Cscript%3Ealert(1)%3C%2Fscript%3E', lang: 'en', kind: 'page' },
  { path: '/works/a-project-that-never-was', lang: 'en', kind: 'page' },
  { path: '/news-details/9', lang: 'en', kind: 'page' },
  // The news list's pages: past the last, one the language's articles do not fill.
  { path: '/news/page/99', lang: 'en', kind: 'page' },
  { path: '/de/news/page/2', lang: 'de', kind: 'page' },
  // An article dated after today waits for its day.
  { path: '/news/ten-years-of-building', lang: 'en', kind: 'page' },
];

interface Answer {
  path: string;
  status: number;
  headers: Record<string, string>;
  html: string;
  /** The answer parsed as a browser without JavaScript would (no script runs). */
  document: Document;
}

export interface Site {
  pages: string[];
  answers: Map<string, Answer>;
  answer(path: string): Answer;
}

async function fetchSite(): Promise<Site> {
  const { request } = await import('@playwright/test');
  const context = await request.newContext({ baseURL: BASE_URL, ignoreHTTPSErrors: true });
  const pages = sitemapPaths();
  const answers = new Map<string, Answer>();
  const paths = [...pages, ...notFoundCases.map((c) => c.path)];
  // A few at a time: the host is one process.
  for (let i = 0; i < paths.length; i += 8)
    await Promise.all(
      paths.slice(i, i + 8).map(async (path) => {
        const response = await context.get(path, { maxRedirects: 0 });
        const html = await response.text();
        let document: Document | undefined;
        answers.set(path, {
          path,
          status: response.status(),
          headers: response.headers(),
          html,
          get document() {
            return (document ??= new JSDOM(html).window.document);
          },
        });
      }),
    );
  await context.dispose();
  return {
    pages,
    answers,
    answer(path) {
      const a = answers.get(path);
      if (!a) throw new Error(`${path} was not fetched`);
      return a;
    },
  };
}

/** Tests over the whole site, without a browser: `site` holds every answer, fetched once per worker. */
export const test = base.extend<object, { site: Site }>({
  // oxlint-disable-next-line eslint/no-empty-pattern -- Playwright reads a fixture's dependencies from its first parameter; this one has none
  site: [async ({}, use) => use(await fetchSite()), { scope: 'worker', timeout: 120_000 }],
});
export { expect } from '@playwright/test';

/** The route module that renders a page: the last matched route in its pre-rendered data (`about.data`, `_root.data` for `/`). */
export function templateOf(path: string): string | undefined {
  const file = path === '/' ? '_root.data' : `${path.slice(1)}.data`;
  const records = JSON.parse(readFileSync(join(BUILD, file), 'utf8')) as unknown[];
  const ids = Object.keys(records[0] as object).map((key) => records[Number(key.slice(1))]);
  return ids.filter((id): id is string => typeof id === 'string' && id.startsWith('routes/')).at(-1);
}

/** Items in the site's list order: a template's sample is its first. */
const preference = [...ordered.news, ...ordered.jobs, ...ordered.projects, ...ordered.services].map((i) => i.key);
const rank = (path: string) => {
  const i = preference.indexOf(path.split('/').at(-1)!);
  return i < 0 ? preference.length : i;
};

export interface Template {
  route: string;
  /** One URL per language: its first item in list order, or the first in the sitemap. */
  samples: Partial<Record<Lang, string>>;
  count: number;
}

/** Every route template of the sitemap's pages, read from the built pages: a new route file is a new template. */
export function templates(): Template[] {
  const byRoute = new Map<string, string[]>();
  for (const path of sitemapPaths()) {
    const route = templateOf(path);
    if (!route) throw new Error(`${path}: no route in its pre-rendered data`);
    byRoute.set(route, [...(byRoute.get(route) ?? []), path]);
  }
  return [...byRoute].map(([route, paths]) => {
    const samples: Partial<Record<Lang, string>> = {};
    for (const lang of languages) {
      const mine = paths.filter((p) => languageOf(p) === lang);
      if (mine.length) samples[lang] = [...mine].sort((a, b) => rank(a) - rank(b))[0];
    }
    return { route, samples, count: paths.length };
  });
}
