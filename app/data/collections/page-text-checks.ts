/** The page texts checked by the build and the content manager, so that no page is served with English words in another language. */
import type { Problem } from './collection.ts';
import { COMPANY_FILE } from './company.ts';
import { parseJson } from './validate.ts';
import { defaultLanguage } from '../../i18n/languages.ts';
import type { Lang } from '../../i18n/languages.ts';
import { limitOf } from '../../i18n/text-limits.ts';
import { isEnglishOnly, MARKUP, MARKUP_MESSAGE, PHOTO_ALT } from './page-texts.ts';
import { image } from './fields.ts';
import { BEHIND, behindKeys, flatten, PLURAL, TRANSLATED_FROM } from './translations.ts';

/** What an entry's photograph must be: an upload the build makes variants of. */
const PHOTO_UPLOAD = image({ label: 'Photograph' });

export interface CatalogueFile {
  lang: Lang;
  ns: string;
  /** From the project root: public/locales/de/contact.json. */
  path: string;
  /** The file's text, or undefined when the file is missing. */
  text: string | undefined;
}

const pluralCategories = (lang: string) => [...new Intl.PluralRules(lang).resolvedOptions().pluralCategories].sort();
export const placeholders = (s: string) => [...new Set([...s.matchAll(/\{\{\s*([^}]+?)\s*\}\}/g)].map((m) => m[1]!))].sort();
/** A text's letters, its placeholders, spaces and punctuation left out (`{{brand}}: {{title}}` has none). */
const lettersOf = (text: string) => text.replace(/\{\{\s*\w+\s*\}\}/g, '').replace(/[\s\p{P}]/gu, '');
/** Anchors of legal sections (`#data-retention`) are the same in every language, so that links can point at them. */
const isAnchorId = (ns: string, key: string) => ns === 'legal' && /\.sections\.\d+\.id$/.test(key);

export const SAME_AS_ENGLISH = 'is the same as English: translate it, unless it is a name';

const isTextRecord = (value: unknown) =>
  value !== null && typeof value === 'object' && !Array.isArray(value) && Object.values(value).every((v) => typeof v === 'string');

/** The plural forms each plural key of a catalogue has: `readingTime` → ['one', 'other']. */
function pluralForms(flat: Map<string, unknown>) {
  const forms = new Map<string, string[]>();
  for (const key of flat.keys()) {
    const form = PLURAL.exec(key)?.[1];
    if (form) forms.set(key.replace(PLURAL, ''), [...(forms.get(key.replace(PLURAL, '')) ?? []), form].sort());
  }
  return forms;
}

export function checkCatalogues(files: readonly CatalogueFile[]): { errors: Problem[]; notices: Problem[] } {
  const errors: Problem[] = [];
  const notices: Problem[] = [];
  const flats = new Map<string, Map<string, unknown>>();
  const records = new Map<string, unknown>();
  for (const file of files) {
    const problem = (key: string, message: string) => errors.push({ file: file.path, field: key, lang: file.lang, message });
    if (file.text === undefined) {
      problem('(file)', `is missing: every language has a file for each of English's (public/locales/${defaultLanguage}/${file.ns}.json)`);
      continue;
    }
    const { data, error } = parseJson(file.text);
    if (error !== undefined) {
      problem('(file)', `is not valid JSON at ${error}: mend it in a text editor`);
      continue;
    }
    const sources = (data as Record<string, unknown>)[TRANSLATED_FROM];
    if (sources !== undefined && (file.lang === defaultLanguage || !isTextRecord(sources)))
      problem(
        TRANSLATED_FROM,
        file.lang === defaultLanguage
          ? 'is a translation’s record of its English: English has none, remove it'
          : 'must be a group of texts: each key with the English its translation was saved against',
      );
    const flat = flatten(data);
    for (const [key, value] of flat) {
      if (isEnglishOnly(file.ns, key)) {
        if (file.lang !== defaultLanguage) problem(key, 'is chosen in the English column, for every language: remove it from this file');
        else if (!PHOTO_UPLOAD.safeParse(value).success)
          problem(key, `must be a PNG, JPEG, WebP or AVIF picture uploaded to /media/uploads/, not ${JSON.stringify(value)}`);
        else if (!flat.has(key.replace(/photo$/, PHOTO_ALT)))
          problem(key.replace(/photo$/, PHOTO_ALT), 'is needed with a photograph: say what it shows, for people who cannot see it');
      } else if (typeof value !== 'string') problem(key || '(file)', 'must be a text (in quotes), a list or a group of texts');
      else if (!value.trim()) problem(key, file.lang === defaultLanguage ? 'is empty: write its text' : `is empty: write its ${file.lang} text`);
      else if (value.length > (limitOf(file.ns, key) ?? Infinity))
        problem(key, `has ${value.length} of at most ${limitOf(file.ns, key)} characters: shorten it, its place on the page holds no more`);
      else if (MARKUP.test(value)) problem(key, `holds the tag ${MARKUP.exec(value)![0]}: ${MARKUP_MESSAGE}`);
    }
    flats.set(`${file.lang}/${file.ns}`, flat);
    records.set(`${file.lang}/${file.ns}`, sources);
  }

  const english = (ns: string) => flats.get(`${defaultLanguage}/${ns}`);
  for (const file of files.filter((f) => flats.has(`${f.lang}/${f.ns}`))) {
    const problem = (key: string, message: string) => errors.push({ file: file.path, field: key, lang: file.lang, message });
    const flat = flats.get(`${file.lang}/${file.ns}`)!;
    const forms = pluralForms(flat);
    for (const [base, found] of forms) {
      const wanted = pluralCategories(file.lang);
      if (JSON.stringify(found) !== JSON.stringify(wanted))
        problem(base, `has the plural forms ${found.join(', ')}: ${file.lang} needs exactly ${wanted.map((f) => `${base}_${f}`).join(', ')}`);
    }
    const en = english(file.ns);
    if (file.lang === defaultLanguage || !en) continue;
    const base = (keys: Iterable<string>) => new Set([...keys].filter((k) => !isEnglishOnly(file.ns, k)).map((k) => k.replace(PLURAL, '')));
    const [enKeys, keys] = [base(en.keys()), base(flat.keys())];
    for (const key of enKeys)
      if (!keys.has(key)) problem(key, `is missing: write its ${file.lang} text (English: ${JSON.stringify(en.get(key) ?? en.get(`${key}_other`))})`);
    for (const key of keys) if (!enKeys.has(key)) problem(key, 'is not a text of the English catalogue: remove it, or add it to English first');
    for (const [key, value] of flat) {
      // A plural form is compared with English's `_other` form of the same key.
      const source = en.get(key) ?? en.get(key.replace(PLURAL, '_other'));
      if (typeof value !== 'string' || typeof source !== 'string') continue;
      const [want, have] = [placeholders(source), placeholders(value)];
      if (JSON.stringify(want) !== JSON.stringify(have))
        problem(
          key,
          `must hold the same placeholders as English (${want.map((p) => `{{${p}}}`).join(' ') || 'none'}), not ${have.map((p) => `{{${p}}}`).join(' ') || 'none'}`,
        );
      // A few letters besides the placeholders ("Page {{page}}", "Cloud") are often the same word in both.
      else if (value === source && lettersOf(value).length > 12 && !isAnchorId(file.ns, key))
        notices.push({ file: file.path, field: key, lang: file.lang, message: SAME_AS_ENGLISH });
    }
    for (const key of behindKeys(Object.fromEntries(en), { ...Object.fromEntries(flat), [TRANSLATED_FROM]: records.get(`${file.lang}/${file.ns}`) }))
      notices.push({ file: file.path, field: key, lang: file.lang, message: BEHIND });
  }
  return { errors, notices };
}

/** The about page's biographies, one per board member: notices, not errors, as the two are saved apart. */
export function checkBiographies(files: readonly CatalogueFile[], members: number): Problem[] {
  return files.flatMap((file) => {
    if (file.ns !== 'about' || file.text === undefined) return [];
    const bios = (parseJson(file.text).data as { team?: { bios?: unknown } } | undefined)?.team?.bios;
    const count = Array.isArray(bios) ? bios.length : 0;
    if (count === members) return [];
    const told = `has ${count} biograph${count === 1 ? 'y' : 'ies'} for the ${members} board members of ${COMPANY_FILE}`;
    const message =
      count < members
        ? `${told}: the last ${members - count === 1 ? 'member is' : `${members - count} are`} shown without one; write ${members - count === 1 ? 'it' : 'them'}, in the members’ order`
        : `${told}: the last ${count - members === 1 ? 'one is' : `${count - members} are`} not shown; remove ${count - members === 1 ? 'it, or add its member' : 'them, or add their members'} on the Company page`;
    return [{ file: file.path, field: 'team.bios', lang: file.lang, message }];
  });
}

/** A page text stating the founding year in digits: an error, as `{{founded}}` follows the company's facts. */
export function checkFigures(files: readonly CatalogueFile[], founded: number): Problem[] {
  const year = new RegExp(`(?<!\\d)${founded}(?!\\d)`);
  return files.flatMap((file) => {
    const data = file.text === undefined ? undefined : parseJson(file.text).data;
    return [...flatten(data)]
      .filter(([, text]) => typeof text === 'string' && year.test(text))
      .map(([key]) => ({
        file: file.path,
        field: key,
        lang: file.lang,
        message: `states the founding year, ${founded}, in digits: write {{founded}}, which the site fills in from the company’s facts`,
      }));
  });
}
