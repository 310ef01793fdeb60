/** The owners' own pages, at addresses they choose, made of sections the site already draws, in English's order in every language. */
import { z } from 'zod';
import type { Lang } from '../../i18n/languages.ts';
import { defineCollection, englishChoices } from './collection.ts';
import { formerAddresses, formatted, image, inEnglish, items, line, markdownBlocks, paragraph, shortLine, shortParagraph, title, titled } from './fields.ts';
import { keyFields } from '../item-paths.ts';

/** An owner's page's address, like `events/cloud-day-2027`. */
export const PAGE_ADDRESS = /^[a-z0-9]+(?:-[a-z0-9]+)*(?:\/[a-z0-9]+(?:-[a-z0-9]+)*)*$/;
const ADDRESS_FORM = 'lowercase words joined by hyphens, in two parts or more separated by slashes, like "events/cloud-day-2027"';

/** Why an owner's page cannot have `address`, or undefined: its first part is taken by the site's own pages, files or languages. */
export function addressProblem(address: string, siteFolders: readonly string[]) {
  const first = address.split('/')[0]!;
  if (!address.includes('/'))
    return `is one word: give it a folder of your own and the page's name, like "events/${address}", so that it never takes the address of a language or of a page the site adds later`;
  if (siteFolders.includes(first))
    return `begins with "${first}", where the site's own pages or files are (/${first}/…): begin it with a word of your own, like "events/${address.slice(first.length + 1)}"`;
  return undefined;
}

/** A link an owner writes: a page of the site (`/services`, `/events/cloud-day-2027`) or a full https:// address. */
const LINK = /^(?:\/[a-z0-9-/]*|https:\/\/[^\s/?#]+\.[^\s/?#]+(?:[/?#]\S*)?)$/;
const link = (label: string, hint: string) => formatted(LINK, 'a page of the site starting with / or a full https:// address', { label, hint });

const MARKDOWN_HINT = 'Type `**bold**`, `*italic*`, `[a link](/services)`, lines starting with `- ` or `1. ` for a list and `### ` for a subheading.';

const kind = <const K extends string, S extends z.ZodRawShape>(type: K, label: string, shape: S) =>
  z.strictObject({ type: z.literal(type), ...shape }).meta({ label });

const section = z.discriminatedUnion('type', [
  kind('heading', 'Page heading', {
    eyebrow: shortLine({ label: 'Small line above', hint: 'Optional: a date or a place.', max: 60 }).optional(),
    title: line({ label: 'Heading' }),
    introduction: paragraph({ label: 'Introduction', hint: 'Optional: a sentence or two under the heading.' }).optional(),
  }),
  kind('text', 'Text', {
    title: line({ label: 'Heading', hint: 'Optional.' }).optional(),
    paragraphs: markdownBlocks({ label: 'Paragraphs', itemLabel: 'Paragraph', hint: MARKDOWN_HINT }),
  }),
  kind('cards', 'Cards', {
    title: line({ label: 'Heading', hint: 'Optional.' }).optional(),
    cards: items(
      {
        ...titled,
        link: link('Link', 'Optional: where the card leads.').optional(),
      },
      { label: 'Cards', itemLabel: 'Card', hint: 'Three or four read best.' },
    ),
  }),
  kind('questions', 'Questions and answers', {
    title: line({ label: 'Heading' }),
    questions: items({ question: line({ label: 'Question' }), answer: paragraph({ label: 'Answer' }) }, { label: 'Questions', itemLabel: 'Question' }),
  }),
  kind('picture', 'Picture', {
    // Required in English (`check`): the other languages show English's.
    image: inEnglish(image({ label: 'Picture', hint: 'Chosen in English, for every language: at least 1600 pixels wide, landscape.' }).optional()),
    description: paragraph({ label: 'Picture description', hint: 'What it shows, for people who cannot see it.' }),
    caption: line({ label: 'Caption', hint: 'Optional: shown under the picture.' }).optional(),
  }),
  kind('action', 'Call to action', {
    title: line({ label: 'Heading' }),
    text: paragraph({ label: 'Text', hint: 'Optional.' }).optional(),
    link: link('Link', 'Optional: where the button leads. Without one, the button books a 30-minute call, in the words every page uses.').optional(),
    label: shortLine({ label: 'Button', hint: 'The words of the link’s button.', max: 40 }).optional(),
  }),
  kind('contact', 'Contact banner', {
    note: line({ label: 'Note', hint: 'Optional: the banner says what every page’s says; this line is for the editors only.' }).optional(),
  }),
]);

export type PageSection = z.infer<typeof section>;

const facts = z.strictObject({
  address: formatted(PAGE_ADDRESS, ADDRESS_FORM, {
    label: 'Web address',
    hint: 'The page’s address on the site: events/cloud-day-2027 makes /events/cloud-day-2027 (and /fr/events/cloud-day-2027 in French). It may not begin like an address the site already has (services, news, careers…). Change it after the page is published and the old address keeps working: it leads to the new one.',
  }),
  formerAddresses: formerAddresses(PAGE_ADDRESS, ADDRESS_FORM),
});

const text = z.strictObject({
  title: title({ label: 'Page title', hint: 'In the browser’s tab, search results and the shared picture.' }),
  meta: shortParagraph({ label: 'Search description', hint: 'One or two sentences for search results and shared links.', max: 200 }),
  sections: z.array(section, { error: 'must be a list' }).min(1, { error: 'must list at least 1' }).meta({ label: 'Sections', itemLabel: 'Section' }),
});

export const pageCollection = defineCollection({
  name: 'ownPages',
  label: 'Your own pages',
  labelSingular: 'Page',
  description:
    'Pages of your own, for an event or a campaign, made of the site’s sections. Write in English first, then the other languages with the same sections in the same order. A language left empty has no page; link the page from a menu, or it is found by search engines and links alone.',
  folder: 'app/data/content/ownPages',
  key: keyFields.ownPages,
  // Decap names the files after the address, a slash made a hyphen.
  stem: (address) => address.replaceAll('/', '-'),
  facts,
  text,
  editor: ['title', 'address', 'meta', 'sections', 'formerAddresses'],
  sort: { field: 'address', direction: 'asc' },
  check: (_, texts) => [
    ...englishChoices(texts, 'sections', ['image']),
    ...(Object.entries(texts) as [Lang, PageText][]).flatMap(([lang, t]) =>
      lang === 'en' || t.sections.length !== texts.en?.sections.length
        ? []
        : t.sections.flatMap((s, i) => {
            const english = texts.en!.sections[i]!.type;
            return s.type === english
              ? []
              : [
                  {
                    field: `sections[${i + 1}].type`,
                    lang,
                    message: `is “${s.type}” where English has “${english}”: give every language English’s sections, in its order`,
                  },
                ];
          }),
    ),
    ...(texts.en?.sections ?? []).flatMap((s, i) =>
      s.type === 'picture' && !s.image
        ? [{ field: `sections[${i + 1}].image`, lang: 'en' as const, message: 'is needed: upload the picture this section shows' }]
        : [],
    ),
    ...(Object.entries(texts) as [Lang, PageText][]).flatMap(([lang, t]) =>
      t.sections.flatMap((s, i) =>
        s.type !== 'action' || Boolean(s.link) === Boolean(s.label)
          ? []
          : [
              {
                field: `sections[${i + 1}].${s.link ? 'label' : 'link'}`,
                lang,
                message: s.link
                  ? 'is needed with a link: write the words of its button'
                  : 'is missing: without a link the button books a call in the words every page uses; add the link, or remove the button’s words',
              },
            ],
      ),
    ),
  ],
});

export type PageFacts = z.infer<typeof facts>;
export type PageText = z.infer<typeof text>;
