/**
 * The building blocks of the content schemas (jobs, news, case studies):
 * zod types that check a value the way the site needs it and carry what
 * the CMS shows for it (label, help text, widget). One definition serves
 * three readers: the build's content check (validate.ts), the app's types
 * (`z.infer`), and the CMS's field list (cms-config.ts).
 *
 * Nothing here is imported by the app at run time: pages read content that
 * was checked at build time, and only its types come from here.
 */
import { z } from 'zod';
import { languageNames, languages } from '../../i18n/languages.ts';
import type { Lang } from '../../i18n/languages.ts';

/** What the CMS shows for a field. `widget` is the Decap CMS widget when the type alone does not say. */
export interface FieldMeta {
  label: string;
  hint?: string;
  widget?: 'string' | 'text' | 'markdown' | 'image' | 'datetime' | 'hidden';
  /** One field of a list of plain values, as the CMS labels each entry. */
  itemLabel?: string;
}

/** What the CMS config reads back from a field (cms-config.ts): its `FieldMeta`, the labels of a choice's values, a new item's value, and what to say when a value does not have the required form. */
export interface CmsMeta extends FieldMeta {
  options?: Record<string, string>;
  /** The items of this collection, chosen by their titles (Decap's relation widget); the value is their web addresses. */
  relation?: 'services';
  default?: boolean | string | number;
  patternMessage?: string;
  /** A choice made once, in English, for an entry of a translated list (a deliverable's icon, a gallery picture): the other languages' entries follow English's by position. */
  english?: boolean;
}

const withMeta = <T extends z.ZodType>(schema: T, meta: CmsMeta) => schema.meta({ ...meta });

const filled = (message = 'must not be empty') => z.string({ error: 'must be text' }).trim().min(1, { error: message });

/** One line of text (a title, a name). */
export const line = (meta: FieldMeta) => withMeta(filled(), { widget: 'string', ...meta });

/** The longest page title an owner may give an item: it fits the page's heading and three lines of its sharing image. */
const TITLE_MAX = 100;

/**
 * The letters the sharing image draws (scripts/build/og-card.tsx): Latin, Greek and Cyrillic in Inter, Arabic in
 * Noto Sans Arabic, emoji from Twemoji; digits, punctuation and marks are common to all scripts.
 */
const DRAWABLE = /^[\p{Script=Latin}\p{Script=Greek}\p{Script=Cyrillic}\p{Script=Arabic}\p{Script=Common}\p{Script=Inherited}]*$/u;
const UNDRAWABLE = /[^\p{Script=Latin}\p{Script=Greek}\p{Script=Cyrillic}\p{Script=Arabic}\p{Script=Common}\p{Script=Inherited}]/gu;
/** The characters of `text` the sharing image has no letters for, once each. */
const undrawable = (text: string) => [...new Set(text.match(UNDRAWABLE) ?? [])];

/** A page's title: one line, at most `max` characters (`TITLE_MAX` unless its places hold fewer), in letters the sharing image can draw. */
export const title = ({ max = TITLE_MAX, ...meta }: FieldMeta & { max?: number }) =>
  withMeta(
    filled()
      .max(max, atMost(max))
      .refine((text) => DRAWABLE.test(text), {
        error: (issue) =>
          `has letters the page's sharing image cannot draw (${undrawable(String(issue.input)).join(' ')}): use the Latin, Greek, Cyrillic or Arabic alphabet, digits, punctuation or emoji`,
      }),
    { widget: 'string', ...meta, hint: [meta.hint, `At most ${max} characters.`].filter(Boolean).join(' ') },
  );

/** A paragraph or more of text. */
export const paragraph = (meta: FieldMeta) => withMeta(filled(), { widget: 'text', ...meta });

/** A list of blocks of Markdown (app/lib/markdown.ts): paragraphs that may hold emphasis, links, lists and subheadings. */
export const markdownBlocks = (meta: FieldMeta & { min?: number }) => lines({ ...meta, widget: 'markdown' });

/** At most `max` characters. */
const atMost = (max: number) => ({ error: (issue: { input: unknown }) => `has ${String(issue.input).length} of at most ${max} characters: shorten it` });

/** A list of paragraphs or bullet points: at least one, none empty, each at most `maxEach` characters if given. */
export const lines = ({ min = 1, maxEach, ...meta }: FieldMeta & { min?: number; maxEach?: number }) =>
  withMeta(
    z
      .array(maxEach === undefined ? filled() : filled().max(maxEach, atMost(maxEach)), { error: 'must be a list' })
      .min(min, { error: `must list at least ${min}` }),
    { widget: 'text', ...meta },
  );

/** One line of at most `max` characters: its place holds no more. */
export const shortLine = ({ max, ...meta }: FieldMeta & { max: number }) =>
  line({ ...meta, hint: [meta.hint, `At most ${max} characters.`].filter(Boolean).join(' ') }).max(max, atMost(max));

/** A paragraph of at most `max` characters. */
export const shortParagraph = ({ max, ...meta }: FieldMeta & { max: number }) =>
  paragraph({ ...meta, hint: [meta.hint, `At most ${max} characters.`].filter(Boolean).join(' ') }).max(max, atMost(max));

/** A URL slug: lowercase letters and digits in words joined by single hyphens. */
export const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const SLUG_FORM = 'lowercase letters and digits joined by single hyphens, like "cloud-cost-control"';
export const slug = (meta: FieldMeta) =>
  withMeta(z.string({ error: 'must be text' }).regex(SLUG, { error: `must be ${SLUG_FORM}` }), {
    widget: 'string',
    ...meta,
    patternMessage: `Use ${SLUG_FORM}`,
  });

/**
 * The web addresses an item had before its present one, oldest first: each answers with a permanent redirect
 * to the item's page. The content manager adds the old one when an owner changes a published item's address
 * (app/admin/widgets.tsx); owners do not edit the list.
 */
export const formerAddresses = (pattern = SLUG, form = SLUG_FORM) =>
  withMeta(z.array(z.string({ error: 'must be text' }).regex(pattern, { error: `must be ${form}` }), { error: 'must be a list' }), {
    label: 'Former web addresses',
    widget: 'hidden',
  }).optional();

/** Items of another collection (a case study's services), chosen by their titles; the build checks that each exists. */
export const itemsOf = (collection: NonNullable<CmsMeta['relation']>, meta: FieldMeta) =>
  withMeta(z.array(z.string({ error: 'must be text' }).regex(SLUG, { error: `must be ${SLUG_FORM}` }), { error: 'must be a list' }), {
    ...meta,
    relation: collection,
  });

/** Text of a set form (a country code, a year), checked by `pattern`; `form` says what it must look like. */
export const formatted = (pattern: RegExp, form: string, meta: FieldMeta) =>
  withMeta(z.string({ error: 'must be text' }).regex(pattern, { error: `must be ${form}` }), { widget: 'string', ...meta, patternMessage: `Use ${form}` });

/** A day as the editor writes it: its parts, any of them possibly empty. */
export interface DayParts {
  year: string;
  month: string;
  day: string;
}

/** `2027-02-30` → its parts; the widget stores exactly what was entered, so an impossible day can be named. */
export const dayParts = (value: unknown): DayParts => {
  const [year = '', month = '', day = ''] = typeof value === 'string' ? value.split('-') : [];
  return { year, month, day };
};

const two = (part: string) => (part ? part.padStart(2, '0') : '');
export const dayValue = ({ year, month, day }: DayParts) => (year || month || day ? `${year}-${two(month)}-${two(day)}` : '');

export const monthName = (month: number, locale: string) =>
  new Intl.DateTimeFormat(locale, { month: 'long', timeZone: 'UTC' }).format(Date.UTC(2000, month - 1, 1));

/** A day written out for the owner: `30 February 2027` (in the content manager's language). */
export function spokenDay(value: string, locale = 'en-GB') {
  const { year, month, day } = dayParts(value);
  return `${Number(day)} ${monthName(Number(month), locale)} ${year}`;
}

/** A real calendar day, written `2027-03-31`. */
export const date = (meta: FieldMeta) =>
  withMeta(z.iso.date({ error: (issue) => `must be a real calendar date written YYYY-MM-DD (got ${JSON.stringify(issue.input)})` }), {
    widget: 'datetime',
    ...meta,
  });

/** An e-mail address: something, @, a domain with a dot; no spaces or brackets (the content manager's field checks the same pattern). */
const EMAIL = /^[^\s@<>"]+@[^\s@<>"]+\.[^\s@<>"]+$/;
export const email = (meta: FieldMeta) => formatted(EMAIL, 'an e-mail address, like hello@company.com', meta);

/** A web address: https, a host, no spaces (the same rule in the content manager's field, through its pattern). */
const HTTPS_URL = /^https:\/\/[^\s/?#]+\.[^\s/?#]+(?:[/?#]\S*)?$/;
export const url = (meta: FieldMeta) =>
  withMeta(
    z
      .string({ error: 'must be text' })
      .regex(HTTPS_URL, { error: 'must be a full https:// address', abort: true })
      .refine((v) => URL.canParse(v), { error: 'must be a full https:// address' }),
    {
      widget: 'string',
      ...meta,
      patternMessage: 'Use a full web address starting with https://',
    },
  );

/** Where the CMS's media library stores uploads (Decap `media_folder`), and the URL they are published under (`public_folder`). */
export const MEDIA_FOLDER = 'public/media/uploads';
export const MEDIA_URL = '/media/uploads';
/** The largest upload the content manager accepts and the build reads: a photo 2,400 pixels wide is well under it. */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
/** A size in words for the owner: `10 MB`, `70.2 MB`. */
export const megabytes = (bytes: number) => `${Number((bytes / 1024 / 1024).toFixed(1))} MB`;
/** What an upload must be, said once for the content manager and the build. */
export const IMAGE_KINDS = 'a PNG, JPEG, WebP or AVIF picture';

/** What a logo may be besides a picture: a drawing, made safe by the build (app/lib/svg-safety.ts). */
export const LOGO_KINDS = 'an SVG drawing, or a PNG, WebP, JPEG or AVIF picture';

/** Uploads the build turns into AVIF and WebP variants. */
const IMAGE_PATH = /^\/media\/uploads\/[\w.-]+\.(?:png|jpe?g|webp|avif)$/i;
export const image = (meta: FieldMeta) =>
  withMeta(z.string({ error: 'must be an uploaded image' }).regex(IMAGE_PATH, { error: `must be a PNG, JPEG, WebP or AVIF image uploaded to ${MEDIA_URL}/` }), {
    widget: 'image',
    ...meta,
  });

/** A logo: a picture, or an SVG drawing (served as the build makes it safe). */
const LOGO_PATH = /^\/media\/uploads\/[\w.-]+\.(?:svg|png|jpe?g|webp|avif)$/i;
export const logo = (meta: FieldMeta) =>
  withMeta(z.string({ error: 'must be an uploaded image' }).regex(LOGO_PATH, { error: `must be ${LOGO_KINDS} uploaded to ${MEDIA_URL}/` }), {
    widget: 'image',
    ...meta,
  });

/**
 * One line per language, each language's name its label, in a file written once for every language (an upload's
 * description in the company's facts, a menu entry's label).
 */
export const inEachLanguage = (meta: FieldMeta) =>
  z
    .strictObject(
      // Each may be empty: the file's own rules say when one is needed (company.ts, menus.ts).
      Object.fromEntries(
        languages.map((lang) => [lang, withMeta(z.string({ error: 'must be text' }), { widget: 'string', label: languageNames[lang] }).optional()]),
      ) as Record<Lang, z.ZodOptional<z.ZodString>>,
    )
    .meta({ ...meta });

/** One of a fixed set of values; the CMS shows `labels`. */
export const choice = <const V extends readonly [string, ...string[]]>(values: V, labels: Record<V[number], string>, meta: FieldMeta) =>
  withMeta(z.enum(values, { error: `must be one of ${values.map((v) => `"${v}"`).join(', ')}` }), { ...meta, options: labels });

/** A field of a translated list's entry that is chosen in English only (`CmsMeta.english`). */
export const inEnglish = <T extends z.ZodType>(schema: T) => schema.meta({ ...schema.meta(), english: true });

/** A yes/no switch; new items start with `initial`. */
export const flag = (meta: FieldMeta & { initial: boolean }) => {
  const { initial, ...rest } = meta;
  return withMeta(z.boolean({ error: 'must be true or false' }), { ...rest, default: initial });
};

/** A whole number. */
export const whole = (meta: FieldMeta) => withMeta(z.int({ error: 'must be a whole number' }), meta);

/** A list of objects (sections, highlights): at least `min` (1), at most `max` if given. */
export const items = <S extends z.ZodRawShape>(shape: S, meta: FieldMeta & { min?: number; max?: number }) => {
  const { min = 1, max, ...rest } = meta;
  const list = z.array(z.strictObject(shape), { error: 'must be a list' }).min(min, { error: `must list at least ${min}` });
  return withMeta(max === undefined ? list : list.max(max, { error: `must list at most ${max}` }), rest);
};

/** A heading and a paragraph: a highlight, an example, a card. */
export const titled = {
  title: line({ label: 'Title' }),
  text: paragraph({ label: 'Text' }),
};
