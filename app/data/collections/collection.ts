/** A collection of owner-edited content: a JSON file per item and language; facts entered once (read from English), text per language. */
import type { z } from 'zod';
import type { Lang } from '../../i18n/languages.ts';

/** A problem with one field of one file: the build prints it as one line. */
export interface Problem {
  file: string;
  field: string;
  /** The language of the text at fault; none for a fact entered once for every language (the company's). */
  lang?: Lang;
  message: string;
}

export const problemLine = (p: Problem) => `${p.file}: ${p.field}${p.lang ? ` (${p.lang})` : ''}: ${p.message}`;

export const itemFile = (folder: string, key: string, lang: string) => `${folder}/${key}.${lang}.json`;
export const ITEM_FILE = /^(?:(?<folder>.*)\/)?(?<stem>[^/]+)\.(?<lang>[a-z]{2})\.json$/;

export type CollectionName = 'jobs' | 'news' | 'projects' | 'services' | 'ownPages';

export interface Collection<F extends z.ZodObject = z.ZodObject, T extends z.ZodObject = z.ZodObject> {
  name: CollectionName;
  /** For the CMS: the collection's name, one item's name, and what it is for. */
  label: string;
  labelSingular: string;
  description: string;
  /** Folder of the item files, from the project root. */
  folder: string;
  /** The facts field that names the item in its URL, unique in the collection. */
  key: keyof z.infer<F> & string;
  /** The name of an item's files for its key: the key itself, unless it holds what a file name cannot (a slash). */
  stem?: (key: string) => string;
  /** Entered once, stored in the English file. */
  facts: F;
  text: T;
  /** Every field of both schemas, in the order the CMS shows them. */
  editor: readonly (keyof z.infer<F> | keyof z.infer<T>)[];
  /** The CMS list's first sort, as the site lists the items. */
  sort: { field: keyof z.infer<F> & string; direction: 'asc' | 'desc' };
  /** Whether owners may delete an item (Decap's `delete`); true unless an item's files must outlive it. */
  removable?: boolean;
  /** Rules between fields and languages; `texts` holds the languages whose text is complete. */
  check?: (facts: z.infer<F>, texts: Partial<Record<Lang, z.infer<T>>>) => { field: string; lang: Lang; message: string }[];
}

export const defineCollection = <F extends z.ZodObject, T extends z.ZodObject>(c: Collection<F, T>) => c;

export const stemOf = (collection: Pick<Collection, 'stem'>, key: string) => collection.stem?.(key) ?? key;

/** Rules of a translated list whose entries carry choices made in English: English's number of entries, and English's choices. */
export function englishChoices<T>(texts: Partial<Record<Lang, T>>, list: keyof T & string, choices: readonly string[], field: string = list) {
  const entries = (t: T | undefined) => (t?.[list] ?? []) as unknown as Record<string, unknown>[];
  const english = texts.en && entries(texts.en);
  if (!english) return [];
  return (Object.entries(texts) as [Lang, T][]).flatMap(([lang, t]) => {
    if (lang === 'en') return [];
    const own = entries(t);
    if (own.length !== english.length)
      return [
        {
          field,
          lang,
          message: `has ${own.length} entries; the English text has ${english.length}: add or remove the same entries in every language, in English’s order`,
        },
      ];
    return own.flatMap((entry, i) =>
      choices
        .filter((c) => entry[c] !== undefined && entry[c] !== english[i]![c])
        .map((c) => ({ field: `${field}[${i + 1}].${c}`, lang, message: 'is chosen in the English column, for every language: remove it from this file' })),
    );
  });
}
