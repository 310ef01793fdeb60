/** The content indexes the build makes (scripts/build/content/plugin.ts); read through app/data/published.ts. */
declare module 'virtual:content' {
  import type { Picture } from '~/data/picture';
  import type { MenuLinks } from '~/data/collections/menus';
  import type { Lang } from '~/i18n/languages';
  /** `{collection}/{lang}` → that language's index of the collection. */
  export const indexes: Record<string, () => Promise<{ default: unknown[] }>>;
  export const withdrawn: string[];
  /** The variants of the owners' pictures, by their place (app/data/upload-places.ts). */
  export const uploads: Record<string, Picture>;
  export const menus: Record<Lang, MenuLinks>;
}

/** For the content manager's lists: each item's key → the languages it is published in, as of the last build. */
declare module 'virtual:content-languages' {
  import type { Lang } from '~/i18n/languages';
  import type { CollectionName } from '~/data/collections/collection';
  import type { ServiceCard } from '~/data/published';
  import type { MenuLinks } from '~/data/collections/menus';
  const languages: Record<CollectionName, Record<string, string[]>>;
  export default languages;
  /** Per collection, each former web address → the key of the item it leads to. */
  export const formerHolders: Record<CollectionName, Record<string, string>>;
  export const footerProjects: Record<Lang, { slug: string; title: string }[]>;
  export const services: Record<Lang, ServiceCard[]>;
  /** The first parts of the site's own addresses (scripts/build/content/site-folders.ts). */
  export const siteFolders: string[];
  export const sitePaths: string[];
  export const menus: Record<Lang, MenuLinks>;
}
