/**
 * Portfolio projects and their case studies. Text lives in the `projects`
 * catalogue under `projects.{slug}`.
 */
export const projectCategories = ['software', 'network'] as const;
export type ProjectCategory = (typeof projectCategories)[number];

export interface Project {
  slug: string;
  category: ProjectCategory;
  year: string;
  /** Shown on /projects and the home page's latest solutions. */
  listed: boolean;
  liveUrl?: string;
}

export const projects = [
  { slug: 'afriwok', category: 'software', year: '2024', listed: true },
  { slug: 'unizik-alumni', category: 'software', year: '2024', listed: true },
  { slug: 'crystalbricks', category: 'software', year: '2024', listed: true },
  { slug: 'infrastructure-service', category: 'network', year: '2023–2024', listed: true },
  { slug: 'unizik-portal', category: 'software', year: '2024', listed: false },
] as const satisfies readonly Project[];

export type ProjectSlug = (typeof projects)[number]['slug'];

export const projectBySlug = (slug: string | undefined) => projects.find((p) => p.slug === slug);
