/**
 * The rules of projects and case studies (files in app/data/content/projects, checked by collections/projects.ts,
 * which takes its choices from here: this module is in pages' JavaScript, the schemas are not).
 */

/** The projects page's filters. */
export const projectCategories = ['software', 'network'] as const;
export type ProjectCategory = (typeof projectCategories)[number];
/** The labels of a project under another's "similar projects". */
export const similarCategories = ['website', 'systems', 'branding'] as const;

interface Listed {
  slug: string;
  position: number;
  listed: boolean;
}

/** Lists show projects (and services) by their position, then by slug. */
export const byPosition = (a: Pick<Listed, 'slug' | 'position'>, b: Pick<Listed, 'slug' | 'position'>) =>
  a.position - b.position || a.slug.localeCompare(b.slug);

/** The projects page, the home page and the footer list the projects marked as listed. */
export const listedProjects = <P extends Listed>(projects: readonly P[]) => projects.filter((p) => p.listed);

/** The home page's latest solutions: the first four listed, however many the portfolio holds. */
export const homeProjects = <P extends Listed>(projects: readonly P[]) => listedProjects(projects).slice(0, 4);

/** The footer's projects column: the first three listed. */
export const footerProjects = <P extends Listed>(projects: readonly P[]) => listedProjects(projects).slice(0, 3);

/** Below a case study: up to four others, listed or not. */
export const similarProjects = <P extends Listed>(projects: readonly P[], slug: string) => projects.filter((p) => p.slug !== slug).slice(0, 4);

/** The case studies a service page shows as related projects. */
export const relatedProjects = <P extends Listed & { servicePages?: readonly string[] }>(projects: readonly P[], service: string) =>
  projects.filter((p) => p.servicePages?.includes(service));

/** The old `/works/{slug}` addresses (linked from the software service page of the old site), kept as permanent redirects. */
export const legacyWorks: readonly string[] = ['afriwok', 'crystalbricks', 'unizik-alumni'];
