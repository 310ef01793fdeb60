/**
 * Checks a collection's files and turns them into items; pure, the build reads the files. A translation with no
 * text yet is left out with a notice; one with text but a required field missing is an error, being a slip.
 */
import type { z } from 'zod';
import { defaultLanguage, isLang, languages } from '../../i18n/languages.ts';
import type { Lang } from '../../i18n/languages.ts';
import { ITEM_FILE, itemFile, stemOf } from './collection.ts';
import type { Collection, Problem } from './collection.ts';

export interface ContentFile {
  /** From the project root: app/data/content/jobs/devops-engineer-hybrid.de.json. */
  path: string;
  /** The parsed JSON, or where it stops being JSON (`parseJson`). */
  data: unknown;
  parseError?: string;
}

export interface Item<F = Record<string, unknown>, T = Record<string, unknown>> {
  /** The file name without language and extension: what the files of one item share. */
  stem: string;
  key: string;
  facts: F;
  /** The languages whose text is complete, in the site's order. */
  texts: Partial<Record<Lang, T>>;
  languages: Lang[];
}

export interface Checked<F, T> {
  items: Item<F, T>[];
  errors: Problem[];
  notices: Problem[];
}

/** A file's text as JSON, or where it stops being JSON by line and column, as an editor shows it (the parser names an offset). */
export function parseJson(text: string): { data: unknown; error?: undefined } | { data?: undefined; error: string } {
  try {
    return { data: JSON.parse(text) as unknown };
  } catch (error) {
    const message = (error as Error).message;
    const offset = Number(/at position (\d+)/.exec(message)?.[1] ?? (/end of JSON input/.test(message) ? text.length : NaN));
    const what = message
      .replace(/\s*\(line \d+ column \d+\)/, '')
      .replace(/,? *(?:in JSON )?at position \d+/, '')
      .replace(/^Unexpected end of JSON input$/, 'the file ends too early (a closing bracket or quote is missing)')
      .replace(/^./, (c) => c.toLowerCase());
    if (Number.isNaN(offset)) return { error: what };
    const before = text.slice(0, offset).split('\n');
    return { error: `line ${before.length}, column ${before.at(-1)!.length + 1}: ${what}` };
  }
}

/** Removes what an editor left empty (blank text, empty lists, objects left with nothing): to the schema, the same as absent. */
export function prune(value: unknown): unknown {
  if (typeof value === 'string') return value.trim() === '' ? undefined : value;
  if (Array.isArray(value)) {
    const kept = value.map(prune).filter((v) => v !== undefined);
    return kept.length ? kept : undefined;
  }
  if (value && typeof value === 'object') {
    const entries = Object.entries(value)
      .map(([k, v]) => [k, prune(v)] as const)
      .filter(([, v]) => v !== undefined);
    return entries.length ? Object.fromEntries(entries) : undefined;
  }
  return value ?? undefined;
}

const fieldName = (path: readonly PropertyKey[]) =>
  path.reduce<string>((name, part) => (typeof part === 'number' ? `${name}[${part + 1}]` : name ? `${name}.${String(part)}` : String(part)), '') || '(file)';

const valueAt = (data: unknown, path: readonly PropertyKey[]) =>
  path.reduce<unknown>((v, k) => (v && typeof v === 'object' ? (v as Record<PropertyKey, unknown>)[k] : undefined), data);

/** zod's issues as problems; `missing` gets those where the value is not there at all. */
function issuesOf(error: z.ZodError, data: unknown, file: string, lang: Lang) {
  const missing: Problem[] = [];
  const wrong: Problem[] = [];
  for (const issue of error.issues) {
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) wrong.push({ file, lang, field: fieldName([...issue.path, key]), message: 'is not a field of this collection' });
      continue;
    }
    const absent = valueAt(data, issue.path) === undefined;
    if (absent) missing.push({ file, lang, field: fieldName(issue.path), message: 'is missing' });
    else wrong.push({ file, lang, field: fieldName(issue.path), message: issue.message });
  }
  return { missing, wrong };
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** Facts in a language's file that differ from English's: hand edits that would be dropped, as facts are read from English. */
function differingFacts(collection: Pick<Collection, 'facts'>, raw: unknown, english: unknown, file: string, lang: Lang): Problem[] {
  const data = (prune(raw) as Record<string, unknown> | undefined) ?? {};
  const en = (prune(english) as Record<string, unknown> | undefined) ?? {};
  return Object.keys(collection.facts.shape)
    .filter((key) => key in data && !same(data[key], en[key]))
    .map((key) => ({
      file,
      lang,
      field: key,
      message: `is ${JSON.stringify(data[key])} here but ${en[key] === undefined ? 'not set' : JSON.stringify(en[key])} in the English file: a fact has one value for every language; change it in English (the content manager copies it), or make this copy the same`,
    }));
}

/** One language's text, checked: the text if complete, else what is missing or wrong; an empty text is neither. */
export function checkText<T extends z.ZodObject>(
  collection: Pick<Collection<z.ZodObject, T>, 'facts' | 'text'>,
  raw: unknown,
  file: string,
  lang: Lang,
): { text?: z.infer<T>; missing: Problem[]; wrong: Problem[] } {
  // The CMS copies the facts into every language's file; the English file's are the ones read.
  const data = Object.fromEntries(Object.entries((prune(raw) as Record<string, unknown> | undefined) ?? {}).filter(([k]) => !(k in collection.facts.shape)));
  if (Object.keys(data).length === 0) return { missing: [], wrong: [] };
  const result = collection.text.safeParse(data);
  if (result.success) return { text: result.data, missing: [], wrong: [] };
  return issuesOf(result.error, data, file, lang);
}

export function checkCollection<F extends z.ZodObject, T extends z.ZodObject>(
  collection: Collection<F, T>,
  files: readonly ContentFile[],
): Checked<z.infer<F>, z.infer<T>> {
  const errors: Problem[] = [];
  const notices: Problem[] = [];
  const byStem = new Map<string, Map<Lang, ContentFile>>();

  for (const file of files) {
    const name = file.path.split('/').at(-1)!;
    const match = ITEM_FILE.exec(name);
    const lang = match?.groups?.lang;
    if (!match || !isLang(lang)) {
      errors.push({
        file: file.path,
        lang: defaultLanguage,
        field: '(file name)',
        message: `must end in ${languages.map((l) => `.${l}.json`).join(', ')}`,
      });
      continue;
    }
    if (file.parseError)
      errors.push({
        file: file.path,
        lang,
        field: '(file)',
        message: `is not valid JSON at ${file.parseError}: mend it in a text editor (the content manager cannot open it)`,
      });
    const stem = match.groups!.stem!;
    if (!byStem.has(stem)) byStem.set(stem, new Map());
    byStem.get(stem)!.set(lang, file);
  }

  const whole = collection.facts.extend(collection.text.shape);
  const factKeys = new Set(Object.keys(collection.facts.shape));
  const items: Item<z.infer<F>, z.infer<T>>[] = [];

  for (const [stem, perLang] of [...byStem].sort(([a], [b]) => a.localeCompare(b))) {
    const english = perLang.get(defaultLanguage);
    if (!english) {
      const some = [...perLang.values()][0]!;
      errors.push({
        file: some.path,
        lang: defaultLanguage,
        field: '(file)',
        message: `has no English file ${stem}.${defaultLanguage}.json: every item is written in English first`,
      });
      continue;
    }
    const enData = prune(english.data) ?? {};
    const parsed = whole.safeParse(enData);
    if (!parsed.success && !english.parseError) {
      const { missing, wrong } = issuesOf(parsed.error, enData, english.path, defaultLanguage);
      errors.push(...missing, ...wrong);
    }
    // Every language is checked even when the English file has problems: one build names them all.
    const split = (keep: boolean) => Object.fromEntries(Object.entries(parsed.data ?? {}).filter(([k]) => factKeys.has(k) === keep));
    const facts = split(true) as z.infer<F>;
    const texts: Partial<Record<Lang, z.infer<T>>> = parsed.success ? { [defaultLanguage]: split(false) as z.infer<T> } : {};

    for (const lang of languages.filter((l) => l !== defaultLanguage)) {
      const file = perLang.get(lang);
      if (!file || file.parseError) continue;
      if (!english.parseError) errors.push(...differingFacts(collection, file.data, english.data, file.path, lang));
      const result = checkText(collection, file.data, file.path, lang);
      if (result.text) texts[lang] = result.text;
      else if (result.missing.length === 0 && result.wrong.length === 0)
        notices.push({ file: file.path, lang, field: '(text)', message: `has no text yet: the item has no ${lang} page until it is written` });
      errors.push(...result.wrong);
      errors.push(
        ...result.missing.map((p) => ({
          ...p,
          message: `is missing: this language has text, so it needs every required field. Write it, or empty the whole ${lang} text to take the language off the site on purpose`,
        })),
      );
    }

    if (!parsed.success) continue;
    const before = errors.length;
    for (const p of collection.check?.(facts, texts) ?? []) errors.push({ ...p, file: perLang.get(p.lang)?.path ?? english.path });
    if (errors.length > before) continue;
    items.push({ stem, key: String(facts[collection.key]), facts, texts, languages: languages.filter((l) => texts[l]) });
  }

  const seen = new Map<string, Item>();
  for (const item of items) {
    const first = seen.get(item.key);
    if (first) {
      errors.push({
        file: itemFile(collection.folder, item.stem, defaultLanguage),
        lang: defaultLanguage,
        field: collection.key,
        message: `"${item.key}" is already used by ${itemFile(collection.folder, first.stem, defaultLanguage)}`,
      });
    } else seen.set(item.key, item);
  }
  // A former web address leads to one item: it is no other item's address, nor another's former one.
  const formerly = new Map<string, Item>();
  for (const item of items.filter((i) => seen.get(i.key) === i)) {
    const file = itemFile(collection.folder, item.stem, defaultLanguage);
    if (item.stem !== stemOf(collection, item.key))
      errors.push({
        file,
        lang: defaultLanguage,
        field: collection.key,
        message: `is "${item.key}" but the files are named ${item.stem}: rename each language's file to ${stemOf(collection, item.key)}.{language}.json (the content manager does so when the address changes), and add "${item.stem}" to formerAddresses if the old address was published`,
      });
    for (const address of (item.facts as { formerAddresses?: string[] }).formerAddresses ?? []) {
      const holder = seen.get(address) ?? formerly.get(address);
      if (holder && holder !== item)
        errors.push({
          file,
          lang: defaultLanguage,
          field: 'formerAddresses',
          message: `holds "${address}", which is ${seen.has(address) ? 'the web address' : 'a former web address'} of ${itemFile(collection.folder, holder.stem, defaultLanguage)}: an address leads to one item`,
        });
      else if (address === item.key)
        errors.push({ file, lang: defaultLanguage, field: 'formerAddresses', message: `holds "${address}", the item's own address` });
      else formerly.set(address, item);
    }
  }
  return { items: items.filter((i) => seen.get(i.key) === i), errors, notices };
}
