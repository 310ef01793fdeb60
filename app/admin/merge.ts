/** Two people's changes to one item, merged field by field (a list as one value); what both changed differently is a conflict. */
import { fromJS, is } from 'immutable';

/** The same value at every depth, as Decap's Immutable.js store compares. */
const same = (a: unknown, b: unknown) => is(fromJS(a), fromJS(b));

export type Languages = Record<string, Record<string, unknown> | undefined>;

export interface Conflict {
  lang: string;
  /** The field's path: `summary`, `phones.us`. */
  field: string;
  ours: unknown;
  theirs: unknown;
}

const isGroup = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);

function mergeValue(base: unknown, ours: unknown, theirs: unknown, at: string, lang: string, conflicts: Conflict[], taken: string[]): unknown {
  if (same(theirs, base) || same(ours, theirs)) return ours;
  // Groups field by field, so that what is taken or in conflict is named by its own field.
  if (isGroup(ours) && isGroup(theirs) && (base === undefined || isGroup(base))) {
    const b = (base ?? {}) as Record<string, unknown>;
    const merged: Record<string, unknown> = {};
    for (const key of new Set([...Object.keys(ours), ...Object.keys(theirs), ...Object.keys(b)])) {
      const value = mergeValue(b[key], ours[key], theirs[key], at ? `${at}.${key}` : key, lang, conflicts, taken);
      if (value !== undefined) merged[key] = value;
    }
    return merged;
  }
  if (same(ours, base)) {
    taken.push(`${lang}:${at}`);
    return theirs;
  }
  conflicts.push({ lang, field: at, ours, theirs });
  return ours;
}

/** `ours` and `theirs` merged against `base`: the item (ours where they conflict), the fields taken from theirs, and the conflicts. */
export function mergeItem(base: Languages, ours: Languages, theirs: Languages) {
  const conflicts: Conflict[] = [];
  const taken: string[] = [];
  const merged: Languages = {};
  for (const lang of new Set([...Object.keys(ours), ...Object.keys(theirs), ...Object.keys(base)])) {
    const value = mergeValue(base[lang], ours[lang], theirs[lang], '', lang, conflicts, taken);
    merged[lang] = value as Record<string, unknown> | undefined;
  }
  return { merged, taken, conflicts };
}
