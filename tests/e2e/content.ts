/**
 * The site's content as the end-to-end tests read it: the same files and checks as the build
 * (scripts/build/content/read.ts), so tests follow whatever jobs, articles and case studies the owners have
 * published, and never count them. What is expected of each (its order, when it is open, how to
 * apply) comes from the content rules (app/data), which have tests of their own on fixtures.
 */
import { byNewestPosted } from '../../app/data/jobs';
import { byNewestPublished } from '../../app/data/news';
import { byPosition } from '../../app/data/projects';
import type { Lang } from '../../app/i18n/languages';
import { readContent } from '../../scripts/build/content/read';

export const { content } = readContent();

/** The brand the end-to-end build uses (the configuration's placeholder), as content writes it: `{{brand}}`. */
export const BRAND = 'Orvane';
export const withBrand = (text: string) => text.replaceAll('{{brand}}', BRAND);

/** The items of a collection published in a language. */
export const published = <I extends { languages: Lang[] }>(items: readonly I[], lang: Lang) => items.filter((i) => i.languages.includes(lang));

/** Text as a regular expression that matches it literally (an owner's title may hold brackets or a question mark). */
export const literally = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Noon in Lagos on a calendar day, as a clock for the page. */
export const noonInLagos = (day: string) => new Date(`${day}T11:00:00Z`);

/** A calendar day moved by `days`. */
export const addDays = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** Content in list order: articles and jobs newest first, projects by position. */
export const ordered = {
  news: [...content.news].sort((a, b) => byNewestPublished(a.facts, b.facts)),
  jobs: [...content.jobs].sort((a, b) => byNewestPosted(a.facts, b.facts)),
  projects: [...content.projects].sort((a, b) => byPosition(a.facts, b.facts)),
};

const prefixed = (path: string, lang: Lang) => (lang === 'en' ? path : `/${lang}${path}`);

/**
 * A page of each family in a language, for tests of what every such page does: the first in list order that
 * is published in that language (`which` picks among them); undefined when there is none.
 */
export const samplePath = {
  article: (lang: Lang = 'en', which: (i: (typeof ordered.news)[number]) => boolean = () => true) =>
    ((a) => a && prefixed(`/news/${a.key}`, lang))(published(ordered.news, lang).find(which)),
  project: (lang: Lang = 'en', which: (i: (typeof ordered.projects)[number]) => boolean = () => true) =>
    ((p) => p && prefixed(`/projects/${p.key}`, lang))(published(ordered.projects, lang).find(which)),
  job: (lang: Lang = 'en') => ((j) => j && prefixed(`/career-details/${j.key}`, lang))(published(ordered.jobs, lang)[0]),
};
