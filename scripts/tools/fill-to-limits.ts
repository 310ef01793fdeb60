/** German page texts run to their limits (app/i18n/text-limits.ts) with long compounds, for the width tests' build. */
import { limitOf } from '../../app/i18n/text-limits.ts';

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
