/** The build's content rules (app/data/collections), asked where the owner types; none here is a rule of its own. */
import type { z } from 'zod';
import type { Collection } from '~/data/collections/collection';
import { checkText, prune } from '~/data/collections/validate';
import { dayParts, monthName } from '~/data/collections/fields';
import { defaultLanguage, languageNames, languages } from '~/i18n/languages';
import type { Lang } from '~/i18n/languages';

/** The day in Lagos, where the site's dates are read (a job closes at the end of its deadline there). */
export const lagosToday = (now = new Date()) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Lagos' }).format(now);

/** What is wrong with a day as entered, or null. Empty is the field's presence check's business. */
export function dayProblem(value: unknown, locale = 'en-GB'): string | null {
  if (value === undefined || value === null || value === '') return null;
  const { year, month, day } = dayParts(value);
  if (!/^\d{4}$/.test(year) || !/^\d{1,2}$/.test(month) || !/^\d{1,2}$/.test(day)) return 'Enter a day, a month and a four-digit year.';
  const [y, m, d] = [Number(year), Number(month), Number(day)];
  if (m < 1 || m > 12) return 'Choose a month.';
  const days = new Date(Date.UTC(y, m, 0)).getUTCDate();
  if (d < 1 || d > days) return `${d} ${monthName(m, locale)} ${y} does not exist: ${monthName(m, locale)} ${y} has ${days} days.`;
  return null;
}

function widgetOf(schema: z.ZodType): string | undefined {
  const inner = schema.def.type === 'optional' ? (schema.def as unknown as { innerType: z.ZodType }).innerType : schema;
  return (inner.meta() as { widget?: string } | undefined)?.widget;
}

/** The schema of a top-level field: a fact (entered once) or a text (one per language). */
export function schemaOf(collection: Collection, name: string): { schema: z.ZodType; fact: boolean } | undefined {
  if (name in collection.facts.shape) return { schema: collection.facts.shape[name] as z.ZodType, fact: true };
  if (name in collection.text.shape) return { schema: collection.text.shape[name] as z.ZodType, fact: false };
  return undefined;
}

/** The entry as the content manager holds it: the default language's data, and each other language's. */
export interface EntryData {
  data: Record<string, unknown>;
  i18n: Partial<Record<Lang, Record<string, unknown>>>;
}

/** An item's values without the list's fields (and the unreadable mark): what the files hold and the schemas check. */
export const withoutListFields = <T>(values: T): T =>
  values && typeof values === 'object' && !Array.isArray(values)
    ? (Object.fromEntries(Object.entries(values).filter(([k]) => !k.startsWith('_'))) as T)
    : values;

interface DecapEntry {
  get(key: string): unknown;
  getIn(path: string[]): unknown;
}
const plainOf = (value: unknown) => withoutListFields(((value as { toJS?: () => unknown } | undefined)?.toJS?.() ?? {}) as Record<string, unknown>);

export function entryData(entry: DecapEntry): EntryData {
  const i18n: EntryData['i18n'] = {};
  for (const lang of languages) if (lang !== defaultLanguage) i18n[lang] = plainOf(entry.getIn(['i18n', lang, 'data']));
  return { data: plainOf(entry.get('data')), i18n };
}

/** A field's label as the editor shows it, for a path into the item: its top-level field's. */
export function fieldLabelOf(collection: Collection, path: string) {
  const name = path.split(/[.[]/)[0]!;
  const meta = schemaOf(collection, name)?.schema;
  const inner = meta?.def.type === 'optional' ? (meta.def as unknown as { innerType: typeof meta }).innerType : meta;
  return String((inner?.meta() as { label?: string } | undefined)?.label ?? name);
}

export const localeData = (entry: EntryData, lang: Lang) => (lang === defaultLanguage ? entry.data : (entry.i18n[lang] ?? {}));

/** Whether a language of the entry has any text written: a language with none is simply not published yet. */
export function hasText(collection: Collection, values: Record<string, unknown>) {
  const text = Object.fromEntries(Object.entries(values).filter(([k]) => k in collection.text.shape));
  return prune(text) !== undefined;
}

/** What is wrong with one field's value in the owner's words, or null: its schema, then the collection's rules naming it. */
export function fieldProblem(collection: Collection, name: string, value: unknown, entry: EntryData, lang: Lang, label: string): string | null {
  const field = schemaOf(collection, name);
  if (!field) return null;
  const pruned = prune(value);
  if (pruned === undefined) return null;
  if (widgetOf(field.schema) === 'datetime') {
    const day = dayProblem(pruned);
    if (day) return day;
  }
  const parsed = field.schema.safeParse(pruned);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const where = issue.path.length ? ` (${issue.path.map((p) => (typeof p === 'number' ? `entry ${p + 1}` : String(p))).join(', ')})` : '';
    return `${label}${where} ${issue.message}.`;
  }
  // Facts not filled in yet are left out: their own fields say so.
  if (!collection.check) return null;
  const facts = Object.fromEntries(Object.entries({ ...entry.data, [name]: pruned }).filter(([k]) => k in collection.facts.shape));
  const parsedFacts = collection.facts.partial().safeParse(prune(facts) ?? {});
  if (!parsedFacts.success) return null;
  // English's text too: a translation's lists follow English's entries.
  const texts = {
    [defaultLanguage]: checkText(collection, lang === defaultLanguage ? { ...entry.data, [name]: pruned } : entry.data, '', defaultLanguage).text,
    [lang]: checkText(collection, { ...localeData(entry, lang), [name]: pruned }, '', lang).text,
  };
  const problem = collection.check(parsedFacts.data as never, texts).find((p) => p.field === name && (field.fact || p.lang === lang));
  return problem ? `${label} ${problem.message}.` : null;
}

/** Every language with text checked whole, with the rules between languages: for the columns the owner did not open. */
export function incompleteLanguages(collection: Collection, entry: EntryData, languages: readonly Lang[], label: (field: string) => string) {
  const problems: string[] = [];
  const texts: Partial<Record<Lang, Record<string, unknown>>> = {};
  for (const lang of languages) {
    const values = localeData(entry, lang);
    if (lang !== defaultLanguage && !hasText(collection, values)) continue;
    const { text, missing, wrong } = checkText(collection, values, '', lang);
    if (text) texts[lang] = text;
    const fields = [...new Set([...missing, ...wrong].map((p) => label(p.field)))];
    if (fields.length)
      problems.push(
        `${languageNames[lang]}: ${fields.join(', ')} ${fields.length === 1 ? 'is' : 'are'} missing or wrong.${lang === defaultLanguage ? '' : ` Write ${fields.length === 1 ? 'it' : 'them'}, or empty the whole ${languageNames[lang]} text to leave this language out for now.`}`,
      );
  }
  const facts = collection.facts.safeParse(prune(Object.fromEntries(Object.entries(entry.data).filter(([k]) => k in collection.facts.shape))) ?? {});
  if (facts.success && collection.check)
    for (const p of collection.check(facts.data as never, texts as never)) problems.push(`${languageNames[p.lang]}: ${label(p.field)} ${p.message}.`);
  return problems;
}

/** An item's file as the content manager writes it, in the files' own layout, so that a one-word edit changes one line. */
export function fileText(collection: Collection, data: Record<string, unknown>) {
  const rank = (key: string) => {
    const at = (collection.editor as readonly string[]).indexOf(key);
    return at === -1 ? Number.MAX_SAFE_INTEGER : at;
  };
  const ordered = Object.fromEntries(Object.entries(data).sort(([a], [b]) => rank(a) - rank(b)));
  return `${JSON.stringify(ordered, null, 2)}\n`;
}

/** An item's former web addresses after a save, oldest first, never its present one; undefined when nothing changes. */
export function formerAddresses(before: string | undefined, now: string, former: readonly string[]): string[] | undefined {
  if (!before || !now || before === now) return former.includes(now) ? former.filter((a) => a !== now) : undefined;
  return [...former.filter((a) => a !== before && a !== now), before];
}
