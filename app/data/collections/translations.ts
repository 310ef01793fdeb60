/**
 * A translated catalogue keeps, under `_translatedFrom`, the English each text was last saved against: a text
 * whose English changed since is behind. The record is left out of the served files.
 */
export const TRANSLATED_FROM = '_translatedFrom';

export const BEHIND = 'is behind its English (changed since this translation was saved): translate it again';

/** i18next's plural suffixes: `readingTime_one`, `readingTime_other`, … */
export const PLURAL = /_(zero|one|two|few|many|other)$/;

type Catalogue = Record<string, unknown>;
export type Sources = Record<string, string>;

/** A catalogue's values by dotted key (`items.0.title`), lists by position; its record of English left out. */
export function flatten(value: unknown, prefix = '', out = new Map<string, unknown>()) {
  if (value !== null && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) if (prefix || k !== TRANSLATED_FROM) flatten(v, prefix ? `${prefix}.${k}` : k, out);
  } else out.set(prefix, value);
  return out;
}

/** The English key a translated key renders: itself, or for a plural form English lacks (`_many`), English's `_other`. */
const englishKey = (english: Map<string, unknown>, key: string) => (english.has(key) ? key : key.replace(PLURAL, '_other'));

/** A translation's texts by their English keys (those English has a text at), and its record of English. */
function recorded(english: Catalogue, translation: Catalogue) {
  const en = flatten(english);
  const sources = (translation[TRANSLATED_FROM] ?? {}) as Sources;
  const keys = [...new Set([...flatten(translation).keys()].map((key) => englishKey(en, key)))].filter((key) => typeof en.get(key) === 'string');
  return { en, sources, keys };
}

/** The English keys of a translation's texts that are behind (or have no record). */
export function behindKeys(english: Catalogue, translation: Catalogue): string[] {
  const { en, sources, keys } = recorded(english, translation);
  // A text with no record was never saved against an English: nothing is known to have changed since.
  return keys.filter((key) => key in sources && sources[key] !== en.get(key));
}

/** The English keys of a translation's texts that have no record yet: a namespace or text added by hand. */
export function unrecordedKeys(english: Catalogue, translation: Catalogue): string[] {
  const { sources, keys } = recorded(english, translation);
  return keys.filter((key) => !(key in sources));
}

/** The record after the texts at `keys` were saved against today's English; only keys the translation has. */
export function translatedFrom(english: Catalogue, translation: Catalogue, keys: Iterable<string>): Sources {
  const en = flatten(english);
  const own = new Set([...flatten(translation).keys()].map((key) => englishKey(en, key)));
  const sources = { ...((translation[TRANSLATED_FROM] ?? {}) as Sources) };
  for (const key of keys) {
    const source = en.get(englishKey(en, key));
    if (typeof source === 'string') sources[englishKey(en, key)] = source;
  }
  return Object.fromEntries(Object.entries(sources).filter(([key]) => own.has(key)));
}

/** Two records the same, whatever their keys' order. */
export const sameSources = (a: Sources, b: Sources) => JSON.stringify(Object.entries(a).sort()) === JSON.stringify(Object.entries(b).sort());

export function served(catalogue: Catalogue): Catalogue {
  const { [TRANSLATED_FROM]: _, ...texts } = catalogue;
  return texts;
}
