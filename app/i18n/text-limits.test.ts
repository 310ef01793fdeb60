import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { flatten } from '../data/collections/translations';
import { fillTo } from '../../scripts/tools/fill-to-limits';
import { testCatalogue } from '../../scripts/tools/fixture-site';
import { limitKey, limitOf, textLimits } from './text-limits';

const catalogues = (lang: string, root = join('tests', 'fixture-site')) => {
  const folder = join(root, 'public', 'locales', lang);
  return Object.fromEntries(readdirSync(folder).map((f) => [f.slice(0, -'.json'.length), JSON.parse(readFileSync(join(folder, f), 'utf8')) as unknown]));
};

/** Every key of a catalogue, as its limit names it. */
function keys(value: unknown, prefix = '', out = new Set<string>()): Set<string> {
  if (typeof value === 'string') out.add(limitKey(prefix));
  else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) keys(v, prefix ? `${prefix}.${k}` : k, out);
  return out;
}

describe('the limits of the short page texts', () => {
  it('each name a text of the English catalogues (the site’s or the fixture’s: a list’s entries are the owners’)', () => {
    const [fixture, site] = [catalogues('en'), catalogues('en', '.')];
    const stale = Object.entries(textLimits).flatMap(([ns, limits]) =>
      Object.keys(limits)
        .filter((key) => !keys(fixture[ns]).has(key) && !keys(site[ns]).has(key))
        .map((key) => `${ns}: ${key}`),
    );
    expect(stale).toEqual([]);
  });

  it('are what the tests’ build’s German texts fill, so the width tests run at the limits', () => {
    const short = Object.keys(textLimits).flatMap((ns) =>
      [...flatten(testCatalogue(process.cwd(), 'de', ns))]
        .filter(([key, text]) => typeof text === 'string' && limitOf(ns, key) !== undefined && text.length !== limitOf(ns, key))
        .map(([key, text]) => `${ns}: ${key} has ${String(text).length} of ${limitOf(ns, key)} characters`),
    );
    expect(short).toEqual([]);
  });

  it('are filled with words, to exactly the limit, with no space at the end', () => {
    expect(fillTo('Kontakt', 7)).toBe('Kontakt');
    expect(fillTo('Kontakt', 20)).toHaveLength(20);
    expect(fillTo('Kontakt', 8)).toBe('Kontaktn');
    expect(fillTo('{{count}} Minuten', 40)).toMatch(/^\{\{count\}\} Minuten \S.{20,}\S$/);
  });
});
