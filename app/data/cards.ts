/**
 * A card's fields out of an index entry. Routes apply these in their build-time `loader` only, so the
 * pre-rendered page's hydration data carries what its cards show and no more (the home page's projects
 * lose their galleries, languages and facts), and no page's JavaScript carries this module: React
 * Router leaves `loader` out of the browser's build. A `clientLoader` returns whole entries; on a
 * client-side navigation nothing travels, so there is nothing to trim.
 */
import type { ArticleCard, ProjectCard } from './content';

export const projectCard = ({ slug, category, similar, title, subtitle, picture }: ProjectCard): ProjectCard => ({
  slug,
  category,
  similar,
  title,
  subtitle,
  picture,
});

export const articleCard = ({ slug, published, title, description, picture }: ArticleCard): ArticleCard => ({ slug, published, title, description, picture });
