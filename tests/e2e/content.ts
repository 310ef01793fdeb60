/** The content the end-to-end build is made of (scripts/tools/fixture-site.ts), read with the build's own checks. */
import { byNewestPosted, careersPageJobs } from '../../app/data/rules/jobs';
import { byNewestPublished } from '../../app/data/rules/news';
import { byPosition } from '../../app/data/rules/projects';
import type { Lang } from '../../app/i18n/languages';
import { readCompanyFacts, readContent } from '../../scripts/build/content/read';
import { textVariables, yearsSince } from '../../app/config/site.schema';
import { FIXTURE_SITE, namespaces, testCatalogue } from '../../scripts/tools/fixture-site';

export const { content } = readContent(FIXTURE_SITE);

/** A page-text catalogue (`common`, `home`…) of a language, as the build has it. */
export const catalogue = <T = Record<string, unknown>>(lang: Lang, ns: string) => testCatalogue(process.cwd(), lang, ns) as T;

/** One text of the build, as `ns:dotted.key` (`common:nav.openMenu`), with its placeholders as written. */
export function text(lang: Lang, key: string): string {
  const [ns, path] = key.split(':') as [string, string];
  const value = path.split('.').reduce<unknown>((at, part) => (at as Record<string, unknown> | undefined)?.[part], catalogue(lang, ns));
  if (typeof value !== 'string') throw new Error(`${lang}/${ns}.json has no text at ${path}`);
  return value;
}

export const catalogues = (lang: Lang) => Object.fromEntries(namespaces(process.cwd()).map((ns) => [ns, catalogue(lang, ns)]));

export const company = needed(readCompanyFacts(FIXTURE_SITE).facts, 'valid company facts file');
export const BRAND = company.brand;
/** The placeholders' values in the build under test (`{{brand}}`, the figures), as the site computes them. */
export const variables = textVariables({ ...company, years: yearsSince(company.founded) });
/** A text as the pages show it: its placeholders filled. */
export const withBrand = (text: string) => text.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => String(variables[name as keyof typeof variables] ?? whole));

export const published = <I extends { languages: Lang[] }>(items: readonly I[], lang: Lang) => items.filter((i) => i.languages.includes(lang));

/** The jobs a language's careers page and sitemap carry: the open ones and the recently closed, as of now (app/data/rules/jobs.ts). */
export const onCareersPage = (lang: Lang) =>
  careersPageJobs(
    published(ordered.jobs, lang).map((j) => ({ ...j.facts, job: j })),
    Date.now(),
  ).map((j) => j.job);

/** Text as a regular expression that matches it literally (an owner's title may hold brackets or a question mark). */
export const literally = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export const noonInLagos = (day: string) => new Date(`${day}T11:00:00Z`);

export const addDays = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** Content in list order: services offered and projects by position, articles and jobs newest first. */
export const ordered = {
  services: content.services.filter((s) => !s.facts.withdrawn).sort((a, b) => byPosition(a.facts, b.facts)),
  news: [...content.news].sort((a, b) => byNewestPublished(a.facts, b.facts)),
  jobs: [...content.jobs].sort((a, b) => byNewestPosted(a.facts, b.facts)),
  projects: [...content.projects].sort((a, b) => byPosition(a.facts, b.facts)),
};

const prefixed = (path: string, lang: Lang) => (lang === 'en' ? path : `/${lang}${path}`);

/** A page of each family in a language: the first in list order published in it (`which` picks among them), or undefined. */
export const samplePath = {
  article: (lang: Lang = 'en', which: (i: (typeof ordered.news)[number]) => boolean = () => true) =>
    ((a) => a && prefixed(`/news/${a.key}`, lang))(published(ordered.news, lang).find(which)),
  project: (lang: Lang = 'en', which: (i: (typeof ordered.projects)[number]) => boolean = () => true) =>
    ((p) => p && prefixed(`/projects/${p.key}`, lang))(published(ordered.projects, lang).find(which)),
  job: (lang: Lang = 'en') => ((j) => j && prefixed(`/career-details/${j.key}`, lang))(published(ordered.jobs, lang)[0]),
};

/** What a test needs of the fixture, or an error naming what it lacks: never a skip, as the fixture is the tests' own. */
export function needed<T>(value: T | undefined | null | false, what: string): T {
  if (!value) throw new Error(`The fixture site (tests/fixture-site) has no ${what}: add one with the test that needs it.`);
  return value;
}
