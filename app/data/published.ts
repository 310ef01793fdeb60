/**
 * The owners' content as pages read it, from modules the build makes (scripts/build/content/plugin.ts): indexes and
 * each item's text apart, loaded on demand so that a page's start does not grow with the number of items.
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
  languages: Lang[];
}

export type JobEntry = JobFacts & Published & Pick<JobText, 'title' | 'industry' | 'location'>;
export type ArticleEntry = ArticleFacts &
  Published &
  Pick<ArticleText, 'title' | 'description'> & { picture: Picture; ogImage?: string; /** Reading time, minutes. */ minutes: number };
export type ProjectEntry = ProjectFacts & Published & Pick<ProjectText, 'title' | 'subtitle'> & { picture: Picture; gallery: Picture[]; ogImage?: string };
/** What a project's card shows (grids, similar and related projects): a page's data for its cards carries no more. */
export type ProjectCard = Pick<ProjectEntry, 'slug' | 'category' | 'similar' | 'title' | 'subtitle' | 'picture'>;
export type ArticleCard = Pick<ArticleEntry, 'slug' | 'published' | 'title' | 'description' | 'picture'>;
/** A service offered, with the contact form's value for it and its deliverables' icons (English's; null: the service's own). */
export type ServiceEntry = Omit<ServiceFacts, 'withdrawn' | 'formValue'> &
  Published &
  Pick<ServiceText, 'title' | 'subtitle'> & { formValue: string; icons: (DeliverableIcon | null)[]; picture: Picture };
export type ServiceLink = Pick<ServiceEntry, 'slug' | 'category' | 'icon' | 'title'>;
export type ServiceCard = ServiceLink & Pick<ServiceEntry, 'subtitle' | 'picture'>;

export type PageEntry = PageFacts &
  Published &
  Pick<PageText, 'title' | 'meta'> & { /** Each section's picture, by position (English's). */ pictures: (Picture | null)[] };

interface Texts {
  services: ServiceText;
  jobs: JobText;
  news: ArticleText;
  projects: ProjectText;
  ownPages: PageText;
}
interface Entries {
  services: ServiceEntry;
  jobs: JobEntry;
  news: ArticleEntry;
  projects: ProjectEntry;
  ownPages: PageEntry;
}
export type Entry<C extends CollectionName> = Entries[C];
export type ItemPage<C extends CollectionName> = Entry<C> & { text: Texts[C] };

/** Every item of a collection published in `lang`, in list order. */
export async function loadIndex<C extends CollectionName>(collection: C, lang: Lang): Promise<Entry<C>[]> {
  const { indexes } = await import('virtual:content');
  const module = await indexes[`${collection}/${lang}`]!();
  return module.default as Entry<C>[];
}

/** One item with its whole text in `lang`, or undefined; a former address throws a permanent redirect to its page. */
export async function loadItem<C extends CollectionName>(collection: C, key: string | undefined, lang: Lang): Promise<ItemPage<C> | undefined> {
  // The list of text modules is fetched beside the index, not after it.
  const [entries, { texts }] = await Promise.all([loadIndex(collection, lang), import('./texts')]);
  const entry = entries.find((e) => keyOf(collection, e) === key);
  if (!entry) {
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
