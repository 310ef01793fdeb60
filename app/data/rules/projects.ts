/** The rules of projects; app/data/collections/projects.ts takes its choices from here, as this module is in pages' JavaScript and it is not. */

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

/** Lists show projects and services by their position. */
export const byPosition = (a: Pick<Listed, 'slug' | 'position'>, b: Pick<Listed, 'slug' | 'position'>) =>
  a.position - b.position || a.slug.localeCompare(b.slug);

export const listedProjects = <P extends Listed>(projects: readonly P[]) => projects.filter((p) => p.listed);

export const homeProjects = <P extends Listed>(projects: readonly P[]) => listedProjects(projects).slice(0, 4);

export const footerProjects = <P extends Listed>(projects: readonly P[]) => listedProjects(projects).slice(0, 3);

export const similarProjects = <P extends Listed>(projects: readonly P[], slug: string) => projects.filter((p) => p.slug !== slug).slice(0, 4);

export const relatedProjects = <P extends Listed & { servicePages?: readonly string[] }>(projects: readonly P[], service: string) =>
  projects.filter((p) => p.servicePages?.includes(service));

/** The old site's `/works/{slug}` addresses, kept as permanent redirects. */
export const legacyWorks: readonly string[] = ['afriwok', 'crystalbricks', 'unizik-alumni'];
