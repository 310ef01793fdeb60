/**
 * The catalogues a build serves are complete: a key a language lacks is
 * filled with English, as i18next's fallback does at build time, so the
 * browser (which loads one language only) never shows a raw key and never
 * needs English alongside. The catalogue unit test fails on such gaps; this
 * is what keeps a page readable if one ships anyway.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

type Tree = { [key: string]: unknown };
const isTree = (v: unknown): v is Tree => v !== null && typeof v === 'object' && !Array.isArray(v);

/** `other` with every key of `english` it lacks taken from `english`; returns the dotted keys it filled. */
export function fillFrom(english: Tree, other: Tree, prefix = ''): { tree: Tree; filled: string[] } {
  const tree: Tree = { ...other };
  const filled: string[] = [];
  for (const [key, value] of Object.entries(english)) {
    const path = prefix ? `${prefix}.${key}` : key;
    // Plural forms differ between languages (`_many` in French); the language's own set stands.
    if (/_(zero|one|two|few|many|other)$/.test(key) && Object.keys(other).some((k) => k.replace(/_[a-z]+$/, '') === key.replace(/_[a-z]+$/, ''))) continue;
    if (!(key in other)) {
      tree[key] = value;
      filled.push(path);
    } else if (isTree(value) && isTree(other[key])) {
      const inner = fillFrom(value, other[key], path);
      tree[key] = inner.tree;
      filled.push(...inner.filled);
    }
  }
  return { tree, filled };
}

/** Completes every language's catalogues in a build's `locales/` folder; returns `lang/ns:key` of what was filled. */
export function completeCatalogues(localesDir: string, english = 'en'): string[] {
  const filled: string[] = [];
  for (const lang of readdirSync(localesDir).filter((d) => d !== english)) {
    for (const file of readdirSync(join(localesDir, english))) {
      const read = (l: string) => JSON.parse(readFileSync(join(localesDir, l, file), 'utf8')) as Tree;
      const result = fillFrom(read(english), read(lang));
      if (result.filled.length === 0) continue;
      writeFileSync(join(localesDir, lang, file), JSON.stringify(result.tree));
      filled.push(...result.filled.map((k) => `${lang}/${file.replace(/\.json$/, '')}:${k}`));
    }
  }
  return filled;
}
