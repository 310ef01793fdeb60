/** The collections owners edit through the CMS, in the CMS's order: each list of collections elsewhere derives from this one. */
import type { z } from 'zod';
import type { Collection, CollectionName } from './collection.ts';
import { jobCollection } from './jobs.ts';
import { newsCollection } from './news.ts';
import { projectCollection } from './projects.ts';
import { pageCollection } from './pages.ts';
import { serviceCollection } from './services.ts';
import type { Item } from './validate.ts';

export const collections = {
  services: serviceCollection,
  jobs: jobCollection,
  news: newsCollection,
  projects: projectCollection,
  ownPages: pageCollection,
} as const satisfies Record<CollectionName, Collection>;

/** The collections' names, in the content manager's order. */
export const collectionNames = Object.keys(collections) as CollectionName[];

type Collections = typeof collections;
/** Every collection's checked items (scripts/build/content/read.ts). */
export type Content = { [N in CollectionName]: Item<z.infer<Collections[N]['facts']>, z.infer<Collections[N]['text']>>[] };
