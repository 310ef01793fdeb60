/**
 * `npm run fixture:limits`: the fixture site's German page texts (tests/fixture-site/public/locales/de), each
 * limited text filled to its limit (app/i18n/text-limits.ts) with German words, the longest compounds among
 * them, so that the width tests run every page at its longest allowed German. Run it after a limit changes;
 * text-limits.test.ts says when it is due.
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { limitOf, textLimits } from '../../app/i18n/text-limits.ts';

const FOLDER = join('tests', 'fixture-site', 'public', 'locales', 'de');

/** Words a German page may well hold, from short to the compounds that break lines. */
const WORDS = ['Netzwerkinfrastruktur', 'und', 'Geschäftskontinuität', 'für', 'Informationssicherheitsmanagement', 'Kundenbetreuung', 'Datenschutz'];

/** `text` lengthened with `WORDS` to exactly `limit` characters (a last word may be cut; no space at either end). */
export function fillTo(text: string, limit: number) {
  let filled = text;
  for (let i = 0; filled.length < limit; i++) filled += ` ${WORDS[i % WORDS.length]}`;
  filled = filled.slice(0, limit);
  return filled.endsWith(' ') ? `${filled.slice(0, -1)}n` : filled;
}

/** Every limited text of a catalogue, filled (the catalogue `ns`, its value at `key`). */
export function fillCatalogue(value: unknown, ns: string, key = ''): unknown {
  if (typeof value === 'string') {
    const limit = limitOf(ns, key);
    return limit ? fillTo(value, limit) : value;
  }
  if (Array.isArray(value)) return value.map((v, i) => fillCatalogue(v, ns, `${key}.${i}`));
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, fillCatalogue(v, ns, key ? `${key}.${k}` : k)]));
  return value;
}

// A page with limits and no fixture texts yet (a new page's) starts from the site's German texts.
if (import.meta.url === `file://${process.argv[1]}`) {
  const limited = Object.keys(textLimits).map((ns) => `${ns}.json`);
  for (const file of new Set([...readdirSync(FOLDER).filter((f) => f.endsWith('.json')), ...limited])) {
    const path = join(FOLDER, file);
    const source = existsSync(path) ? path : join('public', 'locales', 'de', file);
    const filled = fillCatalogue(JSON.parse(readFileSync(source, 'utf8')), file.slice(0, -'.json'.length));
    writeFileSync(path, `${JSON.stringify(filled, null, 2)}\n`);
  }
}
