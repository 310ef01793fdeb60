/**
 * The page texts in the content manager: one entry per catalogue, English beside each translation (Decap's
 * `multiple_folders`, allowed for files by a patch: patches/README.md). Keys and structure are the code's.
 */
import { limitOf } from '../../i18n/text-limits.ts';
import { MAX_UPLOAD_BYTES } from './fields.ts';
import { languageNames, isLang } from '../../i18n/languages.ts';
import type { CmsField, TextRules } from './cms-field.ts';
import { behindKeys, PLURAL, TRANSLATED_FROM } from './translations.ts';

/** The page texts' file format (app/admin/catalogue-format.ts): JSON, written in the code's order. */
export const CATALOGUE_FORMAT = 'catalogue-json';

/** What owners call the catalogues, in the content manager's order. */
const PAGES: Record<string, string> = {
  common: 'Every page: header, footer, menus, buttons',
  home: 'Home page',
  about: 'About page',
  services: 'Services page, and what every service page shares',
  projects: 'Projects list and case study pages',
  news: 'News list and article pages',
  careers: 'Careers and job pages',
  contact: 'Contact page and form',
  legal: 'Legal documents',
  sections: 'Sections shared by several pages (approach, testimonials, FAQ…)',
};

/** Words for the keys whose names say little to an owner. */
const WORDS: Record<string, string> = {
  meta: 'Search and sharing',
  toc: 'Table of contents heading',
  cta: 'Call to action',
  faq: 'Questions and answers',
  intro: 'Introduction',
  id: 'Anchor (the end of the section’s link)',
  q: 'Question',
  bios: 'Biographies: one per board member of the Company page, in its order',
  photoAlt: 'Photograph’s description',
  a: 'Answer',
  nav: 'Menu',
};

const SINGULAR: Record<string, string> = {
  paragraphs: 'paragraph',
  sections: 'section',
  points: 'point',
  details: 'detail',
  bios: 'biography',
};

/** A key as words: `privacy-policy` → "Privacy policy", `readingTime_one` → "Reading time (one)". */
export function keyLabel(key: string): string {
  const plural = PLURAL.exec(key);
  const base = plural ? key.slice(0, plural.index) : key;
  const words =
    WORDS[base] ??
    base
      .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
      .replace(/[-_]/g, ' ')
      .toLowerCase()
      .replace(/^./, (c) => c.toUpperCase());
  return plural ? `${words} (${plural[1] === 'one' ? 'one' : 'several'})` : words;
}

/** Lists whose entries may show a photograph, chosen in English for every language, described in each. */
export const PHOTO_LISTS: Readonly<Record<string, readonly string[]>> = { sections: ['testimonials.items'] };
export const PHOTO = 'photo';
export const PHOTO_ALT = 'photoAlt';
const PHOTO_KEY = /^(.+)\.\d+\.photo$/;

/** Whether a page text's key is written in the English file alone: an entry's photograph. */
export const isEnglishOnly = (ns: string, key: string) => PHOTO_LISTS[ns]?.includes(PHOTO_KEY.exec(key)?.[1] ?? '') ?? false;

const PLACEHOLDER = /\{\{\s*(\w+)\s*\}\}/g;

/** Markup in a page text: React escapes it, so a tag would show as typed. The build and the fields refuse it alike. */
export const MARKUP = /<\/?[A-Za-z][^<>]*>/;
export const MARKUP_MESSAGE = 'write it without tags such as <b> or <a href>: the page shows the text exactly as typed';

const PLACEHOLDER_WORDS: Record<string, string> = {
  brand: 'the brand',
  legalName: 'the company’s legal name',
  founded: 'the founding year',
  years: 'the years since the founding',
  projects: 'the number of projects',
  team: 'the size of the team',
  email: 'the e-mail address',
  opens: 'the opening hour',
  closes: 'the closing hour',
};

/** What is wrong with a text, one message per rule; empty when nothing is. */
export function textProblems(value: string, { limit, placeholders = [] }: Omit<TextRules, 'key'>): string[] {
  const have = new Set([...value.matchAll(PLACEHOLDER)].map((m) => m[1]!));
  return [
    ...placeholders.filter((p) => !have.has(p)).map((p) => `Keep {{${p}}}: the site writes ${PLACEHOLDER_WORDS[p] ?? 'a value'} there.`),
    ...(MARKUP.test(value) ? [`${MARKUP_MESSAGE.replace(/^./, (c) => c.toUpperCase())}.`] : []),
    ...(limit !== undefined && value.length > limit ? [`${value.length} of ${limit} characters: shorten it, the place on the page holds no more.`] : []),
  ];
}

/** A text field with its rules (`text`). In a list, entries differ in placeholders: the build checks each against English's. */
function textField(name: string, english: string, required: boolean, inList: boolean, key: string, limit: number | undefined): CmsField {
  const placeholders = inList ? [] : [...new Set([...english.matchAll(PLACEHOLDER)].map((m) => m[1]!))];
  const keep = placeholders.map((p) => `{{${p}}}`).join(', ');
  const hint = [
    limit && `At most ${limit} characters: the place on the page holds no more.`,
    placeholders.length && `Keep ${keep}: the site fills ${placeholders.length === 1 ? 'it' : 'them'} in.`,
  ].filter(Boolean);
  return {
    name,
    label: keyLabel(name),
    widget: english.length > 80 || english.includes('\n') ? 'text' : 'string',
    required,
    i18n: true,
    ...(hint.length ? { hint: hint.join(' ') } : {}),
    text: { key, ...(limit ? { limit } : {}), ...(placeholders.length ? { placeholders } : {}) },
  };
}

/** An entry's photograph: an upload chosen in English alone, for every language. */
const photoField = (): CmsField => ({
  name: PHOTO,
  label: 'Photograph',
  widget: 'image',
  required: false,
  i18n: false,
  choose_url: false,
  media_library: { config: { max_file_size: MAX_UPLOAD_BYTES } },
  hint: 'Optional, chosen in English for every language: a portrait, at least 400 pixels square, shown in a circle. Without one, the initials. With one, describe it below in every language.',
});

/** The fields of a catalogue's value, from its English text. */
export function textFields(value: Record<string, unknown>, ns: string, path = '', required: (key: string) => boolean = () => true, inList = false): CmsField[] {
  return Object.entries(value).map(([name, v]): CmsField => {
    const key = path ? `${path}.${name}` : name;
    if (typeof v === 'string') return textField(name, v, required(name), inList, key, limitOf(ns, key));
    if (Array.isArray(v)) {
      // `text.key` names the list's place, for the count of its entries.
      const list = {
        name,
        label: keyLabel(name),
        widget: 'list',
        label_singular: SINGULAR[name] ?? 'entry',
        i18n: true,
        required: required(name),
        text: { key },
      };
      if (v.every((x) => typeof x === 'string'))
        return {
          ...list,
          field: textField('item', v.join('\n'), true, true, `${key}.*`, limitOf(ns, `${key}.0`)),
          summary: '{{fields.item | truncate(80)}}',
        };
      // Entries may differ: every key any entry has, required where all have it.
      const entries = v as Record<string, unknown>[];
      const shape = Object.assign({}, ...entries.toReversed()) as Record<string, unknown>;
      const photos = PHOTO_LISTS[ns]?.includes(key);
      const fields = textFields(
        photos ? { ...shape, [PHOTO_ALT]: shape[PHOTO_ALT] ?? '' } : shape,
        ns,
        `${key}.0`,
        (k) => k !== PHOTO_ALT && entries.every((e) => k in e),
        true,
      ).filter((f) => f.name !== PHOTO);
      if (photos)
        fields.splice(
          fields.findIndex((f) => f.name === PHOTO_ALT),
          0,
          photoField(),
        );
      const named = fields.find((f) => f.name === 'title' || f.name === 'q' || f.name === 'name') ?? fields[0]!;
      return { ...list, fields, summary: `{{fields.${named.name}}}`, collapsed: true };
    }
    return {
      name,
      label: keyLabel(name),
      widget: 'object',
      i18n: true,
      required: required(name),
      fields: textFields(v as Record<string, unknown>, ns, key, () => true, inList),
    };
  });
}

/** What a page's translations have behind, for its name in the list: " · behind: Français 1, Deutsch 2", or nothing. */
function behindNote(catalogues: Catalogues, ns: string, locales: readonly string[], defaultLocale: string) {
  const counts = locales
    .filter((l) => l !== defaultLocale && catalogues[l]?.[ns])
    .map((l) => [l, behindKeys(catalogues[defaultLocale]![ns]!, catalogues[l]![ns]!).length] as const)
    .filter(([, n]) => n > 0);
  return counts.length ? ` · behind: ${counts.map(([l, n]) => `${isLang(l) ? languageNames[l] : l} ${n}`).join(', ')}` : '';
}

type Catalogues = Record<string, Record<string, Record<string, unknown>>>;

/** The "Page texts" collection: one entry per English catalogue, each named with what its translations have behind. */
export function pageTextsCollection(catalogues: Catalogues, locales: readonly string[], defaultLocale: string) {
  const order = Object.keys(PAGES);
  const english = catalogues[defaultLocale] ?? {};
  return {
    name: 'pages',
    label: 'Page texts',
    description:
      'Every page’s words, in four languages: English on the left, another language on the right. A translation whose English changed since it was saved shows as behind.',
    i18n: { structure: 'multiple_folders', locales: [...locales], default_locale: defaultLocale },
    editor: { notes: true },
    // Decap reads a collection's format, not a file's.
    format: CATALOGUE_FORMAT,
    files: Object.keys(english)
      .sort((a, b) => (order.indexOf(a) + 1 || 99) - (order.indexOf(b) + 1 || 99))
      .map((ns) => ({
        // Decap finds each language's file from this name (`public/locales/{lang}/{name}.json`).
        name: ns,
        label: `${PAGES[ns] ?? keyLabel(ns)}${behindNote(catalogues, ns, locales, defaultLocale)}`,
        file: `public/locales/${ns}.json`,
        i18n: true,
        fields: [
          { name: TRANSLATED_FROM, label: 'Translation', widget: 'translation', i18n: true, required: false } satisfies CmsField,
          ...textFields(english[ns]!, ns),
        ],
      })),
  };
}
