/**
 * Where each collection's items live on the site, language aside: `/career-details/{id}`, `/news/{slug}`,
 * `/projects/{slug}`, `/services/{slug}`, an owner's page at its own `/{address}`. For the prerender list, the content manager's "view live" link, its previews and the
 * dev server's page for an item with problems. (Plain strings: the app imports this, not the schemas.)
 */
import type { CollectionName } from './collections/collection';

export const itemFolders: Record<CollectionName, string> = { services: 'services', jobs: 'career-details', news: 'news', projects: 'projects', ownPages: '' };

/** An item's path; an owner's page's key is its whole address. */
export const itemPath = (collection: CollectionName, key: string) => (itemFolders[collection] ? `/${itemFolders[collection]}/${key}` : `/${key}`);
