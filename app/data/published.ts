/**
 * The owners' content (services, jobs, news, case studies, their own pages) as pages read it, from
 * bundled modules the build made out of app/data/content
 * (scripts/build/content/plugin.ts):
 * - per collection and language, an index: every item published in that
 *   language, in list order, with its facts, the few texts its card shows
 *   and its images (`loadIndex`);
 * - per item and language, its whole text, a module of its own
 *   (app/data/texts.ts, `loadItem`).
 * Both load on demand, so what a page loads at start does not grow with
 * the number of items. Loaders run at build time (the pre-rendered HTML
 * and the data it hydrates from carry what they return) and on client-side
 * navigations.
 */
import { redirect } from 'react-router';
import { localizePath } from '../i18n/languages';
import type { Lang } from '../i18n/languages';
import { itemFile } from './collections/collection';
import type { CollectionName } from './collections/collection';
import type { JobFacts, JobText } from './collections/jobs';
import type { ArticleFacts, ArticleText } from './collections/news';
import type { ProjectFacts, ProjectText } from './collections/projects';
import type { PageFacts, PageText } from './collections/pages';
import type { MenuLinks } from './collections/menus';
import type { ServiceFacts, ServiceText } from './collections/services';
import { itemPath, keyFields } from './item-paths';
import type { Picture } from './picture';
import type { DeliverableIcon } from './services';

interface Published {
  /** The item's file name without language and extension. */
  file: string;
  /** The languages the item is published in. */
  languages: Lang[];
}

export type JobEntry = JobFacts & Published & Pick<JobText, 'title' | 'industry' | 'location'>;
export type ArticleEntry = ArticleFacts &
  Published &
  Pick<ArticleText, 'title' | 'description'> & { picture: Picture; ogImage?: string; /** Reading time, minutes. */ minutes: number };
export type ProjectEntry = ProjectFacts & Published & Pick<ProjectText, 'title' | 'subtitle'> & { picture: Picture; gallery: Picture[]; ogImage?: string };
/** What a project's card shows (grids, similar and related projects): a page's data for its cards carries no more. */
export type ProjectCard = Pick<ProjectEntry, 'slug' | 'category' | 'similar' | 'title' | 'subtitle' | 'picture'>;
/** What an article's card shows (the news list and teasers). */
export type ArticleCard = Pick<ArticleEntry, 'slug' | 'published' | 'title' | 'description' | 'picture'>;
/**
 * A service the site offers, in list order (withdrawn ones are in no index), with the value the contact form sends
 * for it and its deliverables' icons (English's, by position; null: the service's own).
 */
export type ServiceEntry = Omit<ServiceFacts, 'withdrawn' | 'formValue'> &
  Published &
  Pick<ServiceText, 'title' | 'subtitle'> & { formValue: string; icons: (DeliverableIcon | null)[]; picture: Picture };
/** What the services menus show of a service. */
export type ServiceLink = Pick<ServiceEntry, 'slug' | 'category' | 'icon' | 'title'>;
/** What a service's card shows (the home page's grid, the services page). */
export type ServiceCard = ServiceLink & Pick<ServiceEntry, 'subtitle' | 'picture'>;

/** An owner's page in a list: its address, title and search description. */
export type PageEntry = PageFacts &
  Published &
  Pick<PageText, 'title' | 'meta'> & { /** Each section's picture, by position (English's). */ pictures: (Picture | null)[] };

/** An item's text, per collection. */
interface Texts {
  services: ServiceText;
  jobs: JobText;
  news: ArticleText;
  projects: ProjectText;
  ownPages: PageText;
}
/** An item's index entry, per collection. */
interface Entries {
  services: ServiceEntry;
  jobs: JobEntry;
  news: ArticleEntry;
  projects: ProjectEntry;
  ownPages: PageEntry;
}
export type Entry<C extends CollectionName> = Entries[C];
export type ItemPage<C extends CollectionName> = Entry<C> & { text: Texts[C] };

/** Every item of a collection published in `lang`, in list order (jobs and news newest first, projects and services by position). */
export async function loadIndex<C extends CollectionName>(collection: C, lang: Lang): Promise<Entry<C>[]> {
  const { indexes } = await import('virtual:content');
  const module = await indexes[`${collection}/${lang}`]!();
  return module.default as Entry<C>[];
}

/**
 * One item with its whole text in `lang`, or undefined if it is not published in that language. A key the item
 * had before (`formerAddresses`) throws a permanent redirect to its page; a withdrawn service's, to the services page.
 */
export async function loadItem<C extends CollectionName>(collection: C, key: string | undefined, lang: Lang): Promise<ItemPage<C> | undefined> {
  // The list of text modules is fetched beside the index, not after it.
  const [entries, { texts }] = await Promise.all([loadIndex(collection, lang), import('./texts')]);
  const entry = entries.find((e) => keyOf(collection, e) === key);
  if (!entry) {
    // An address the item had before: permanently moved to its page (a redirect page at build time, a redirect in the browser).
    const moved = key === undefined ? undefined : entries.find((e) => e.formerAddresses?.includes(key));
    if (moved) throw redirect(localizePath(itemPath(collection, keyOf(collection, moved)), lang), 301);
    if (collection === 'services' && key !== undefined && (await withdrawnServices()).includes(key)) throw redirect(localizePath('/services', lang), 301);
    return undefined;
  }
  const text = await texts[itemFile(`./content/${collection}`, entry.file, lang)]!();
  return { ...entry, text } as ItemPage<C>;
}

const keyOf = (collection: CollectionName, entry: Entry<CollectionName>) => (entry as unknown as Record<string, string>)[keyFields[collection]]!;

/** The web addresses of withdrawn services, and their former ones: each leads to the services page. */
export async function withdrawnServices(): Promise<string[]> {
  const { withdrawn } = await import('virtual:content');
  return withdrawn;
}

/** The variants of the owners' pictures of people and clients, by their place (app/data/upload-places.ts). */
export async function loadUploads(): Promise<Record<string, Picture>> {
  const { uploads } = await import('virtual:content');
  return uploads;
}

/** The menus' entries as the pages of `lang` show them (app/data/collections/menus.ts). */
export async function loadMenus(lang: Lang): Promise<MenuLinks> {
  const { menus } = await import('virtual:content');
  return menus[lang];
}

/** Whether an owner's page is at `address` in `lang`, or was (it then leads to the page). */
export async function isPageAddress(address: string, lang: Lang): Promise<boolean> {
  return (await loadIndex('ownPages', lang)).some((p) => p.address === address || p.formerAddresses?.includes(address));
}
