/** Where each collection's items live on the site, language aside (plain strings: the app imports this, not the schemas). */
import type { CollectionName } from './collections/collection';

export const itemFolders: Record<CollectionName, string> = { services: 'services', jobs: 'career-details', news: 'news', projects: 'projects', ownPages: '' };

/** The fact that is an item's key in each collection, as its schema names it (`key`): an owner's page's is its whole address. */
export const keyFields = { services: 'slug', jobs: 'slug', news: 'slug', projects: 'slug', ownPages: 'address' } as const satisfies Record<
  CollectionName,
  string
>;

export const itemPath = (collection: CollectionName, key: string) => (itemFolders[collection] ? `/${itemFolders[collection]}/${key}` : `/${key}`);
