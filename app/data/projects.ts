/**
 * Portfolio projects and their case studies. Text lives in the `projects`
 * catalogue under `projects.{slug}`.
 */
const projectCategories = ['software', 'network'] as const;
export type ProjectCategory = (typeof projectCategories)[number];

const similarCategories = ['website', 'systems', 'branding'] as const;

interface ProjectFacts {
  slug: string;
  category: ProjectCategory;
  year: string;
  /** Shown on /projects and the home page's latest solutions. */
  listed: boolean;
  /** The label the project carries in other case studies' "similar projects". */
  similar: (typeof similarCategories)[number];
  /** The live product, where there is one: "Visit website". */
  liveUrl?: string;
  /** Gallery images: art/projects/{slug}-{n}.svg, texts under `items.{slug}.gallery`. */
  gallery: number;
}

export const projects = [
  { slug: 'afriwok', category: 'software', year: '2024', listed: true, similar: 'branding', liveUrl: 'https://afriwok.com', gallery: 2 },
  { slug: 'unizik-alumni', category: 'software', year: '2024', listed: true, similar: 'website', gallery: 2 },
  { slug: 'crystalbricks', category: 'software', year: '2024', listed: true, similar: 'systems', gallery: 2 },
  { slug: 'infrastructure-service', category: 'network', year: '2023–2024', listed: true, similar: 'systems', gallery: 2 },
  { slug: 'unizik-portal', category: 'software', year: '2024', listed: false, similar: 'website', gallery: 2 },
] as const satisfies readonly ProjectFacts[];

export type Project = (typeof projects)[number];
export type ProjectSlug = Project['slug'];

export const projectBySlug = (slug: string | undefined): Project | undefined => projects.find((p) => p.slug === slug);
