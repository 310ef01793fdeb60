/** A page-text catalogue in English's key order: Decap's Immutable.js maps reorder larger objects, so a save would move every line. */
import { flatten, PLURAL, TRANSLATED_FROM } from './translations.ts';

type Value = unknown;
const FORMS = ['zero', 'one', 'two', 'few', 'many', 'other'];
const isObject = (v: Value): v is Record<string, Value> => v !== null && typeof v === 'object' && !Array.isArray(v);

/** Where a key goes among English's: its own place, or a plural form beside its key's forms. */
function rank(english: string[], key: string): [number, number] {
  const at = english.indexOf(key);
  const form = PLURAL.exec(key);
  const base = form ? key.slice(0, form.index) : key;
  const first = english.findIndex((k) => k === base || (PLURAL.test(k) && k.replace(PLURAL, '') === base));
  if (form && first >= 0) return [first, FORMS.indexOf(form[1]!)];
  return [at >= 0 ? at : english.length, 0];
}

export function inEnglishOrder(value: Value, english: Value, top = true): Value {
  if (Array.isArray(value)) return value.map((v, i) => inEnglishOrder(v, Array.isArray(english) ? (english[i] ?? english[0]) : undefined, false));
  if (!isObject(value)) return value;
  const keys = isObject(english) ? Object.keys(english) : [];
  const ordered = Object.keys(value)
    .filter((k) => !(top && k === TRANSLATED_FROM))
    .map((k, i) => ({ k, r: [...rank(keys, k), i] }))
    .sort((a, b) => a.r[0]! - b.r[0]! || a.r[1]! - b.r[1]! || a.r[2]! - b.r[2]!)
    .map(({ k }) => [k, inEnglishOrder(value[k], isObject(english) ? english[k] : undefined, false)]);
  const record = top && isObject(value[TRANSLATED_FROM]) ? (value[TRANSLATED_FROM] as Record<string, Value>) : undefined;
  if (!record) return Object.fromEntries(ordered);
  const order = [...flatten(english).keys()];
  const recorded = Object.keys(record).sort((a, b) => (order.indexOf(a) + 1 || Infinity) - (order.indexOf(b) + 1 || Infinity));
  return { ...Object.fromEntries(ordered), [TRANSLATED_FROM]: Object.fromEntries(recorded.map((k) => [k, record[k]])) };
}
