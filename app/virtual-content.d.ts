/** The content indexes the build makes (scripts/build/content/plugin.ts); read through app/data/published.ts. */
declare module 'virtual:content' {
  import type { Picture } from '~/data/picture';
  import type { MenuLinks } from '~/data/collections/menus';
  import type { Lang } from '~/i18n/languages';
  /** `{collection}/{lang}` → that language's index of the collection (scripts/build/content/plugin.ts). */
  export const indexes: Record<string, () => Promise<{ default: unknown[] }>>;
  /** The web addresses of withdrawn services, and their former ones. */
  export const withdrawn: string[];
  /** The variants of the owners' pictures of people and clients, by their place (app/data/upload-places.ts). */
  export const uploads: Record<string, Picture>;
  /** Per language, the menus' entries (app/data/collections/menus.ts). */
  export const menus: Record<Lang, MenuLinks>;
}

/** For the content manager's lists: per collection, each item's key → the languages it is published in, as of the last build (vite.admin.config.ts). */
declare module 'virtual:content-languages' {
  import type { Lang } from '~/i18n/languages';
  import type { CollectionName } from '~/data/collections/collection';
  import type { ServiceCard } from '~/data/published';
  import type { MenuLinks } from '~/data/collections/menus';
  const languages: Record<CollectionName, Record<string, string[]>>;
  export default languages;
  /** Per collection, each former web address → the key of the item it now leads to. */
  export const formerHolders: Record<CollectionName, Record<string, string>>;
  /** Per language, the footer's projects column. */
  export const footerProjects: Record<Lang, { slug: string; title: string }[]>;
  /** Per language, the services offered, as their menus and cards show them. */
  export const services: Record<Lang, ServiceCard[]>;
  /** The first parts of the site's own addresses (scripts/build/content/site-folders.ts). */
  export const siteFolders: string[];
  /** Every address the build writes, in each language (app/seo/paths.ts). */
  export const sitePaths: string[];
  /** Per language, the menus' entries (app/data/collections/menus.ts). */
  export const menus: Record<Lang, MenuLinks>;
}
