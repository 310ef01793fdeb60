/** The collections owners edit through the CMS, in the CMS's order: each list of collections elsewhere derives from this one. */
import { jobCollection } from './jobs.ts';
import type { JobFacts, JobText } from './jobs.ts';
import { newsCollection } from './news.ts';
import type { ArticleFacts, ArticleText } from './news.ts';
import { projectCollection } from './projects.ts';
import type { ProjectFacts, ProjectText } from './projects.ts';
import { pageCollection } from './pages.ts';
import type { PageFacts, PageText } from './pages.ts';
import { serviceCollection } from './services.ts';
import type { ServiceFacts, ServiceText } from './services.ts';
import type { Item } from './validate.ts';

export const collections = {
  services: serviceCollection,
  jobs: jobCollection,
  news: newsCollection,
  projects: projectCollection,
  ownPages: pageCollection,
} as const;

/** Every collection's checked items (scripts/build/content/read.ts). */
export interface Content {
  services: Item<ServiceFacts, ServiceText>[];
  jobs: Item<JobFacts, JobText>[];
  news: Item<ArticleFacts, ArticleText>[];
  projects: Item<ProjectFacts, ProjectText>[];
  ownPages: Item<PageFacts, PageText>[];
}
