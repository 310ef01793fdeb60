/**
 * Building blocks of the content schemas: zod types that check a value and carry what the CMS shows for it.
 * Read by the build's check, the app's types and the CMS config; the app imports only types at run time.
 */
import { z } from 'zod';
import { languageNames, languages } from '../../i18n/languages.ts';
import type { Lang } from '../../i18n/languages.ts';

/** What the CMS shows for a field; `widget` when the type alone does not say. */
export interface FieldMeta {
  label: string;
  hint?: string;
  /** `menu-translations`: the menus' record of their translations, kept whole by a widget of the editor's own. */
  widget?: 'string' | 'text' | 'markdown' | 'image' | 'datetime' | 'hidden' | 'menu-translations';
  /** One field of a list of plain values, as the CMS labels each entry. */
  itemLabel?: string;
}

/** What the CMS config (cms-config.ts) reads back from a field. */
export interface CmsMeta extends FieldMeta {
  options?: Record<string, string>;
  /** Items of this collection, chosen by title (Decap's relation widget), stored as web addresses. */
  relation?: 'services';
  default?: boolean | string | number;
  patternMessage?: string;
  /** Chosen once, in English, for an entry of a translated list: other languages' entries follow English's by position. */
  english?: boolean;
}

const withMeta = <T extends z.ZodType>(schema: T, meta: CmsMeta) => schema.meta({ ...meta });

const filled = (message = 'must not be empty') => z.string({ error: 'must be text' }).trim().min(1, { error: message });

export const line = (meta: FieldMeta) => withMeta(filled(), { widget: 'string', ...meta });

/** The longest page title: it must fit the page's heading and the sharing image. */
const TITLE_MAX = 100;

/** The scripts the sharing image's fonts can draw (scripts/build/og-card.tsx). */
const DRAWABLE = /^[\p{Script=Latin}\p{Script=Greek}\p{Script=Cyrillic}\p{Script=Arabic}\p{Script=Common}\p{Script=Inherited}]*$/u;
const UNDRAWABLE = /[^\p{Script=Latin}\p{Script=Greek}\p{Script=Cyrillic}\p{Script=Arabic}\p{Script=Common}\p{Script=Inherited}]/gu;
const undrawable = (text: string) => [...new Set(text.match(UNDRAWABLE) ?? [])];

/** A page's title: one line, in letters the sharing image can draw. */
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

export const paragraph = (meta: FieldMeta) => withMeta(filled(), { widget: 'text', ...meta });

/** A list of blocks of Markdown (app/lib/markdown.ts). */
export const markdownBlocks = (meta: FieldMeta & { min?: number }) => lines({ ...meta, widget: 'markdown' });

const atMost = (max: number) => ({ error: (issue: { input: unknown }) => `has ${String(issue.input).length} of at most ${max} characters: shorten it` });

/** A list of paragraphs or bullet points. */
export const lines = ({ min = 1, maxEach, ...meta }: FieldMeta & { min?: number; maxEach?: number }) =>
  withMeta(
    z
      .array(maxEach === undefined ? filled() : filled().max(maxEach, atMost(maxEach)), { error: 'must be a list' })
      .min(min, { error: `must list at least ${min}` }),
    { widget: 'text', ...meta },
  );

export const shortLine = ({ max, ...meta }: FieldMeta & { max: number }) =>
  line({ ...meta, hint: [meta.hint, `At most ${max} characters.`].filter(Boolean).join(' ') }).max(max, atMost(max));

export const shortParagraph = ({ max, ...meta }: FieldMeta & { max: number }) =>
  paragraph({ ...meta, hint: [meta.hint, `At most ${max} characters.`].filter(Boolean).join(' ') }).max(max, atMost(max));

export const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const SLUG_FORM = 'lowercase letters and digits joined by single hyphens, like "cloud-cost-control"';
export const slug = (meta: FieldMeta) =>
  withMeta(z.string({ error: 'must be text' }).regex(SLUG, { error: `must be ${SLUG_FORM}` }), {
    widget: 'string',
    ...meta,
    patternMessage: `Use ${SLUG_FORM}`,
  });

/** An item's earlier web addresses, each redirecting to its page: added by the content manager, not by owners. */
export const formerAddresses = (pattern = SLUG, form = SLUG_FORM) =>
  withMeta(z.array(z.string({ error: 'must be text' }).regex(pattern, { error: `must be ${form}` }), { error: 'must be a list' }), {
    label: 'Former web addresses',
    widget: 'hidden',
  }).optional();

/** Items of another collection, chosen by their titles; the build checks that each exists. */
export const itemsOf = (collection: NonNullable<CmsMeta['relation']>, meta: FieldMeta) =>
  withMeta(z.array(z.string({ error: 'must be text' }).regex(SLUG, { error: `must be ${SLUG_FORM}` }), { error: 'must be a list' }), {
    ...meta,
    relation: collection,
  });

export const formatted = (pattern: RegExp, form: string, meta: FieldMeta) =>
  withMeta(z.string({ error: 'must be text' }).regex(pattern, { error: `must be ${form}` }), { widget: 'string', ...meta, patternMessage: `Use ${form}` });

/** A day as the editor writes it; any part may be empty. */
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

export function spokenDay(value: string, locale = 'en-GB') {
  const { year, month, day } = dayParts(value);
  return `${Number(day)} ${monthName(Number(month), locale)} ${year}`;
}

export const date = (meta: FieldMeta) =>
  withMeta(z.iso.date({ error: (issue) => `must be a real calendar date written YYYY-MM-DD (got ${JSON.stringify(issue.input)})` }), {
    widget: 'datetime',
    ...meta,
  });

/** Also the content manager's field pattern, so both refuse the same addresses. */
const EMAIL = /^[^\s@<>"]+@[^\s@<>"]+\.[^\s@<>"]+$/;
export const email = (meta: FieldMeta) => formatted(EMAIL, 'an e-mail address, like hello@company.com', meta);

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
/** The largest upload the content manager accepts and the build reads. */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
export const megabytes = (bytes: number) => `${Number((bytes / 1024 / 1024).toFixed(1))} MB`;
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

const LOGO_PATH = /^\/media\/uploads\/[\w.-]+\.(?:svg|png|jpe?g|webp|avif)$/i;
export const logo = (meta: FieldMeta) =>
  withMeta(z.string({ error: 'must be an uploaded image' }).regex(LOGO_PATH, { error: `must be ${LOGO_KINDS} uploaded to ${MEDIA_URL}/` }), {
    widget: 'image',
    ...meta,
  });

/** One line per language, labelled by language, in a file written once for every language. */
export const inEachLanguage = (meta: FieldMeta) =>
  z
    .strictObject(
      // Each may be empty: the file's own rules say when one is needed (company.ts, menus.ts).
      Object.fromEntries(
        languages.map((lang) => [lang, withMeta(z.string({ error: 'must be text' }), { widget: 'string', label: languageNames[lang] }).optional()]),
      ) as Record<Lang, z.ZodOptional<z.ZodString>>,
    )
    .meta({ ...meta });

export const choice = <const V extends readonly [string, ...string[]]>(values: V, labels: Record<V[number], string>, meta: FieldMeta) =>
  withMeta(z.enum(values, { error: `must be one of ${values.map((v) => `"${v}"`).join(', ')}` }), { ...meta, options: labels });

/** A field of a translated list's entry that is chosen in English only (`CmsMeta.english`). */
export const inEnglish = <T extends z.ZodType>(schema: T) => schema.meta({ ...schema.meta(), english: true });

export const flag = (meta: FieldMeta & { initial: boolean }) => {
  const { initial, ...rest } = meta;
  return withMeta(z.boolean({ error: 'must be true or false' }), { ...rest, default: initial });
};

export const whole = (meta: FieldMeta) => withMeta(z.int({ error: 'must be a whole number' }), meta);

export const items = <S extends z.ZodRawShape>(shape: S, meta: FieldMeta & { min?: number; max?: number }) => {
  const { min = 1, max, ...rest } = meta;
  const list = z.array(z.strictObject(shape), { error: 'must be a list' }).min(min, { error: `must list at least ${min}` });
  return withMeta(max === undefined ? list : list.max(max, { error: `must list at most ${max}` }), rest);
};

export const titled = {
  title: line({ label: 'Title' }),
  text: paragraph({ label: 'Text' }),
};
