/** `npm run texts:translated`: records hand-added texts and menu words as translated from today's English; those already recorded keep their record. */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { MENUS_FILE, menusFile, recordedFrom } from '../../app/data/collections/menus';
import { prefixedLanguages } from '../../app/i18n/languages';
import type { Menus } from '../../app/data/collections/menus';
import { served, TRANSLATED_FROM, translatedFrom, unrecordedKeys } from '../../app/data/collections/translations';
import { readCatalogues } from '../build/content/read';

const root = process.argv[2] ?? process.cwd();
const files = readCatalogues(root);
const read = (path: string) => JSON.parse(readFileSync(join(root, path), 'utf8')) as Record<string, unknown>;
let marked = 0;
for (const file of files.filter((f) => f.lang !== 'en' && f.text !== undefined)) {
  const english = read(files.find((f) => f.lang === 'en' && f.ns === file.ns)!.path);
  const translation = read(file.path);
  const unrecorded = unrecordedKeys(english, translation);
  if (!unrecorded.length) continue;
  const record = translatedFrom(english, translation, unrecorded);
  writeFileSync(join(root, file.path), `${JSON.stringify({ ...served(translation), [TRANSLATED_FROM]: record }, null, 2)}\n`);
  marked += unrecorded.length;
  console.log(`${file.path}: ${unrecorded.length} texts recorded as translated from today's English`);
}
// A menu's words with no record: recorded as if just typed, against no earlier file.
const menusPath = join(root, MENUS_FILE);
if (existsSync(menusPath)) {
  const menus = read(MENUS_FILE) as Menus;
  const was = menus[TRANSLATED_FROM] ?? {};
  const record = Object.fromEntries(
    prefixedLanguages.map((lang) => {
      const fresh = recordedFrom(menus, undefined, undefined, lang);
      return [lang, { ...fresh, ...was[lang] }];
    }),
  );
  const added = prefixedLanguages.reduce((n, lang) => n + Object.keys(record[lang]!).length - Object.keys(was[lang] ?? {}).length, 0);
  if (added) {
    writeFileSync(menusPath, menusFile({ ...menus, [TRANSLATED_FROM]: record }));
    marked += added;
    console.log(`${MENUS_FILE}: ${added} words recorded as translated from today's English`);
  }
}
console.log(`${marked} texts recorded`);
