/** The collections owners edit through the CMS, in the CMS's order. */
import { jobCollection } from './jobs.ts';
import type { JobFacts, JobText } from './jobs.ts';
import { newsCollection } from './news.ts';
import type { ArticleFacts, ArticleText } from './news.ts';
import { projectCollection } from './projects.ts';
import type { ProjectFacts, ProjectText } from './projects.ts';
import type { Item } from './validate.ts';

export const collections = { jobs: jobCollection, news: newsCollection, projects: projectCollection } as const;

/** Every collection's checked items (scripts/build/content/read.ts). */
export interface Content {
  jobs: Item<JobFacts, JobText>[];
  news: Item<ArticleFacts, ArticleText>[];
  projects: Item<ProjectFacts, ProjectText>[];
}
