/**
 * Fills the catalogue store with every language and namespace, read from
 * public/locales once, for pre-rendering. Imported by entry.server only.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { namespaces } from './instance';
import { languages } from './languages';
import { addCatalogue, hasCatalogue } from './translate';

const root = join(process.cwd(), 'public', 'locales');

export function loadAllCatalogues() {
  for (const lang of languages)
    for (const ns of namespaces) if (!hasCatalogue(lang, ns)) addCatalogue(lang, ns, JSON.parse(readFileSync(join(root, lang, `${ns}.json`), 'utf8')));
}
