/** The services the company offers; a withdrawn one leaves every page, and its address leads to the services page. */
import { z } from 'zod';
import { iconNames } from '../icons.ts';
import type { IconName } from '../icons.ts';
import { deliverableIcons, serviceCategories } from '../services.ts';
import type { DeliverableIcon, ServiceCategory } from '../services.ts';
import { defineCollection, englishChoices } from './collection.ts';
import { keyLabel } from './page-texts.ts';
import { choice, flag, formatted, formerAddresses, inEnglish, items, lines, paragraph, shortLine, shortParagraph, SLUG, slug, title, whole } from './fields.ts';
import { keyFields } from '../item-paths.ts';

/** The longest name a service may have: it fits the home page's fixed-height card and a column of the services menu. */
const SERVICE_NAME_MAX = 50;

const labels = <V extends string>(values: readonly V[], words: Partial<Record<V, string>> = {}) =>
  Object.fromEntries(values.map((v) => [v, words[v] ?? keyLabel(v)])) as Record<V, string>;

const facts = z.strictObject({
  slug: slug({
    label: 'Web address',
    hint: 'The end of the service’s address, in lowercase words joined by hyphens: ai-and-automation makes /services/ai-and-automation. Change it after the service is published and the old address keeps working: it leads to the new one.',
  }),
  category: choice(serviceCategories, labels<ServiceCategory>(serviceCategories), {
    label: 'Category',
    hint: 'The column of the header’s services menu, and the part of the services page it is listed in.',
  }),
  icon: choice(iconNames, labels<IconName>(iconNames, { chart: 'Chart', messages: 'Messages', training: 'Training' }), {
    label: 'Icon',
    hint: 'Beside the service’s name in the menu and on the services page.',
  }),
  position: whole({ label: 'Position in lists', hint: 'Menus, the home page and the services page show services by this number, lowest first.' }),
  withdrawn: flag({
    label: 'Withdrawn',
    hint: 'On: the service leaves the site (its page, its menu entry, its cards and its option in the contact form), and its address leads to the services page. Its files stay, so that the old address keeps working; switch it off to offer the service again.',
    initial: false,
  }),
  // The value the contact form sends for this service: the spec's for the first ones, else the web address.
  formValue: formatted(SLUG, 'lowercase letters and digits joined by single hyphens', { label: 'Value in enquiries', widget: 'hidden' }).optional(),
  formerAddresses: formerAddresses(),
});

const deliverable = {
  icon: inEnglish(
    choice(deliverableIcons, labels<DeliverableIcon>(deliverableIcons), {
      label: 'Icon',
      hint: 'Chosen in English, for every language. Without one, the service’s own icon.',
    }).optional(),
  ),
  title: shortLine({ label: 'Title', max: 60 }),
  description: paragraph({ label: 'Description' }),
  details: lines({ label: 'Details', itemLabel: 'Detail', hint: 'Shown as ticks in two columns; four read best, each at most 80 characters.', maxEach: 80 }),
};

const text = z.strictObject({
  title: title({ label: 'Service name', max: SERVICE_NAME_MAX }),
  subtitle: shortParagraph({ label: 'Subtitle', hint: 'One sentence under the name, and on the services page’s card.', max: 150 }),
  introduction: paragraph({ label: 'Introduction', hint: 'Optional: a paragraph above what the service delivers.' }).optional(),
  meta: paragraph({ label: 'Search description', hint: 'One or two sentences for search results and shared links. Write {{brand}} for the company’s name.' }),
  deliverables: items(deliverable, { label: 'What we deliver', itemLabel: 'Deliverable', hint: 'Shown as an accordion, the first one open.' }),
});

export const serviceCollection = defineCollection({
  name: 'services',
  label: 'Services',
  labelSingular: 'Service',
  description:
    'What the company offers: each service has its page, its entry in the header’s services menu, its card on the home page and the services page, and its option in the contact form. Write in English first. A language left empty has no page for the service yet; a language you started must be complete before it saves. To stop offering a service, switch on “Withdrawn”.',
  folder: 'app/data/content/services',
  key: keyFields.services,
  facts,
  text,
  editor: ['title', 'slug', 'category', 'icon', 'position', 'withdrawn', 'subtitle', 'introduction', 'meta', 'deliverables', 'formValue', 'formerAddresses'],
  sort: { field: 'position', direction: 'asc' },
  // A withdrawn service keeps its files: its address leads to the services page for good.
  removable: false,
  check: (_, texts) => englishChoices(texts, 'deliverables', ['icon'], 'deliverables'),
});

export type ServiceFacts = z.infer<typeof facts>;
export type ServiceText = z.infer<typeof text>;
