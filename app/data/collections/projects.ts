/**
 * Portfolio projects and their case studies: one item per project in
 * app/data/content/projects/{slug}.{lang}.json, listed by position.
 */
import { z } from 'zod';
import { projectCategories, similarCategories } from '../rules/projects.ts';
import { defineCollection, englishChoices } from './collection.ts';
import {
  choice,
  flag,
  formatted,
  formerAddresses,
  image,
  inEnglish,
  items,
  itemsOf,
  line,
  lines,
  paragraph,
  slug,
  title,
  titled,
  url,
  whole,
} from './fields.ts';
import { keyFields } from '../item-paths.ts';

const facts = z.strictObject({
  slug: slug({
    label: 'Web address',
    hint: 'The end of the case study’s address, in lowercase words joined by hyphens: campus-network makes /projects/campus-network. Change it after the case study is published and the old address keeps working: it leads to the new one.',
  }),
  category: choice(
    projectCategories,
    { software: 'Software development', network: 'Network solutions' },
    { label: 'Category', hint: 'The filters on the projects page.' },
  ),
  year: formatted(/^\d{4}(?:[–-]\d{4})?$/, 'a year, or two joined by a dash: 2024 or 2023–2024', {
    label: 'Year',
    hint: '2024, or 2023–2024 for a project over several years.',
  }),
  position: whole({ label: 'Position in lists', hint: 'Lists show projects by this number, lowest first.' }),
  listed: flag({ label: 'Show on the projects page', hint: 'Off: the case study has its page but is not in the lists.', initial: true }),
  similar: choice(similarCategories, { website: 'Website', systems: 'Systems', branding: 'Branding' }, { label: 'Label under “Similar projects”' }),
  servicePages: itemsOf('services', {
    label: 'Shown on these service pages',
    hint: 'Optional: the service pages that list this case study as a related project.',
  }).optional(),
  liveUrl: url({ label: 'Live website', hint: 'Optional: adds a “Visit website” link.' }).optional(),
  image: image({ label: 'Cover image', hint: 'Optional: at least 1600 pixels wide, landscape. Without one, a drawn illustration is used.' }).optional(),
  formerAddresses: formerAddresses(),
});

const text = z.strictObject({
  title: title({ label: 'Project name' }),
  subtitle: paragraph({ label: 'Subtitle', hint: 'One sentence under the name, and on the project cards.' }),
  meta: paragraph({ label: 'Search description', hint: 'One or two sentences for search results and shared links.' }),
  client: line({ label: 'Client' }),
  services: line({ label: 'Services delivered', hint: 'One line: “Web development, payments, hosting”.' }),
  tools: lines({ label: 'Tools', itemLabel: 'Tool' }),
  overview: lines({ label: 'Overview', itemLabel: 'Paragraph' }),
  highlights: items(titled, { label: 'Highlights', itemLabel: 'Highlight' }),
  serviceCards: items(titled, { label: 'Services delivered, as cards', itemLabel: 'Card', hint: 'Optional: numbered cards, one per service.' }).optional(),
  gallery: items(
    {
      image: inEnglish(
        image({
          label: 'Image',
          hint: 'Optional, chosen in English for every language: at least 1600 pixels wide, landscape. Without one, a drawn illustration is used.',
        }).optional(),
      ),
      alt: paragraph({ label: 'Image description', hint: 'What the image shows, for people who cannot see it.' }),
      caption: line({ label: 'Caption' }),
    },
    { label: 'Gallery', itemLabel: 'Gallery image', hint: 'One entry per gallery image, in order; at most 8.', max: 8 },
  ),
  achievements: lines({ label: 'What we did', itemLabel: 'Achievement' }),
});

export const projectCollection = defineCollection({
  name: 'projects',
  label: 'Case studies',
  labelSingular: 'Case study',
  description:
    'Projects on the projects page, the home page and service pages, each with its case study. Write in English first. A language left empty has no page for the project yet; a language you started must be complete before it saves.',
  folder: 'app/data/content/projects',
  key: keyFields.projects,
  facts,
  text,
  editor: [
    'title',
    'slug',
    'category',
    'year',
    'position',
    'listed',
    'similar',
    'servicePages',
    'liveUrl',
    'subtitle',
    'meta',
    'client',
    'services',
    'tools',
    'image',
    'overview',
    'highlights',
    'serviceCards',
    'gallery',
    'achievements',
    'formerAddresses',
  ],
  sort: { field: 'position', direction: 'asc' },
  check: (_, texts) => englishChoices(texts, 'gallery', ['image']),
});

export type ProjectFacts = z.infer<typeof facts>;
export type ProjectText = z.infer<typeof text>;
