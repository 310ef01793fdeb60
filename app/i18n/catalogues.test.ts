/**
 * The translation catalogues in public/locales: every language says
 * everything English says, with the same placeholders, the plural forms its
 * own grammar needs, and actually translated.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { namespaces } from './i18next.server';
import { languages } from './languages';

const dir = fileURLToPath(new URL('../../public/locales/', import.meta.url));

type Flat = Map<string, unknown>;

/** Objects and arrays alike become dotted keys (`items.0.title`), so array lengths must match too. */
function flatten(value: unknown, prefix = '', out: Flat = new Map()): Flat {
  if (value !== null && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) flatten(v, prefix ? `${prefix}.${k}` : k, out);
  } else out.set(prefix, value);
  return out;
}

const read = (lang: string, ns: string): Flat => flatten(JSON.parse(readFileSync(`${dir}${lang}/${ns}.json`, 'utf8')));

/** i18next's plural suffixes: `readingTime_one`, `readingTime_other`, … */
const pluralSuffix = /_(zero|one|two|few|many|other)$/;
/** The keys of a flat catalogue with plural forms folded into their base key (`readingTime`). */
const baseKeys = (flat: Flat) => new Set([...flat.keys()].map((k) => k.replace(pluralSuffix, '')));
/** The plural categories a language's grammar has (CLDR, as i18next reads them through Intl.PluralRules). */
const pluralCategories = (lang: string) => [...new Intl.PluralRules(lang).resolvedOptions().pluralCategories].sort();

const placeholders = (s: string) => [...new Set([...s.matchAll(/\{\{\s*([^}]+?)\s*\}\}/g)].map((m) => m[1]))].sort();

const langDirs = readdirSync(dir, { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name)
  .sort();
const nsFiles = (lang: string) =>
  readdirSync(`${dir}${lang}`)
    .filter((f) => f.endsWith('.json'))
    .map((f) => f.slice(0, -'.json'.length))
    .sort();

/** Templates with no words of their own (`{{brand}}: {{title}}`): only placeholders, spaces and punctuation, nothing to translate. */
const hasNoWords = (text: string) => text.replace(/\{\{\s*\w+\s*\}\}/g, '').replace(/[\s\p{P}]/gu, '') === '';

/** Anchors of legal sections (`#data-retention`) stay the same in every language, so links can point at them. */
const isAnchorId = (ns: string, key: string) => ns === 'legal' && /\.sections\.\d+\.id$/.test(key);

const translated = languages.filter((l) => l !== 'en');

describe('catalogue files', () => {
  it('there is a directory for each site language and no other', () => {
    expect(langDirs).toEqual([...languages].sort());
  });

  it.each([...languages])('%s has a file for every English namespace, and no other', (lang) => {
    expect(nsFiles(lang)).toEqual(nsFiles('en'));
    expect(namespaces).toEqual(nsFiles('en'));
  });

  it.each(languages.flatMap((l) => namespaces.map((ns) => [l, ns] as const)))('%s/%s.json is valid JSON of nested objects, arrays and strings', (lang, ns) => {
    const flat = read(lang, ns);
    expect(flat.size).toBeGreaterThan(0);
    for (const [key, value] of flat) expect(typeof value, `${lang}/${ns}: ${key}`).toBe('string');
  });
});

describe.each(namespaces.map((ns) => [ns]))('namespace %s', (ns) => {
  const en = read('en', ns);

  it('English has no empty strings', () => {
    const empty = [...en].filter(([, v]) => typeof v !== 'string' || v.trim() === '').map(([k]) => k);
    expect(empty).toEqual([]);
  });

  describe.each(translated.map((l) => [l]))('%s', (lang) => {
    const other = read(lang, ns);

    it('has exactly the English keys (plural forms aside)', () => {
      const [enKeys, otherKeys] = [baseKeys(en), baseKeys(other)];
      const missing = [...enKeys].filter((k) => !otherKeys.has(k));
      const extra = [...otherKeys].filter((k) => !enKeys.has(k));
      expect({ missing, extra }).toEqual({ missing: [], extra: [] });
    });

    it(`has each plural key in exactly the forms ${lang} grammar has`, () => {
      const plurals = [...new Set([...en.keys()].filter((k) => pluralSuffix.test(k)).map((k) => k.replace(pluralSuffix, '')))];
      const wrong = plurals
        .map((base) => ({
          base,
          forms: [...other.keys()]
            .filter((k) => k.replace(pluralSuffix, '') === base && k !== base)
            .map((k) => pluralSuffix.exec(k)![1])
            .sort(),
        }))
        .filter(({ forms }) => JSON.stringify(forms) !== JSON.stringify(pluralCategories(lang)));
      expect(wrong).toEqual([]);
    });

    it('has no empty values', () => {
      const empty = [...other].filter(([, v]) => typeof v !== 'string' || v.trim() === '').map(([k]) => k);
      expect(empty).toEqual([]);
    });

    it('uses the same {{placeholders}} as English in each string', () => {
      // A plural form is compared with English's `_other` form of the same key.
      const english = (k: string) => en.get(k) ?? en.get(k.replace(pluralSuffix, '_other'));
      const wrong = [...other]
        .filter(([k]) => english(k) !== undefined)
        .map(([k, v]) => ({ key: k, en: placeholders(String(english(k))), [lang]: placeholders(String(v)) }))
        .filter((d) => JSON.stringify(d.en) !== JSON.stringify(d[lang]));
      expect(wrong).toEqual([]);
    });

    it('translates every string longer than 12 characters', () => {
      const untranslated = [...en]
        .filter(([k, v]) => typeof v === 'string' && v.length > 12 && other.get(k) === v && !isAnchorId(ns, k) && !hasNoWords(v))
        .map(([k, v]) => `${k}: ${JSON.stringify(v)}`);
      expect(untranslated).toEqual([]);
    });
  });
});

describe('English plural keys', () => {
  it(`come in exactly English's forms (${pluralCategories('en').join(', ')})`, () => {
    for (const ns of namespaces) {
      const flat = read('en', ns);
      const bases = [...new Set([...flat.keys()].filter((k) => pluralSuffix.test(k)).map((k) => k.replace(pluralSuffix, '')))];
      for (const base of bases) {
        const forms = [...flat.keys()]
          .filter((k) => k.replace(pluralSuffix, '') === base && k !== base)
          .map((k) => pluralSuffix.exec(k)![1])
          .sort();
        expect(forms, `${ns}:${base}`).toEqual(pluralCategories('en'));
      }
    }
  });
});

describe('the placeholder reader used above', () => {
  it('finds each placeholder once, sorted', () => {
    expect(placeholders('{{brand}} at {{ phone }}, {{brand}}')).toEqual(['brand', 'phone']);
    expect(placeholders('no placeholders')).toEqual([]);
  });
});
