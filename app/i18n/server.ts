/**
 * Fills the shared instance with every catalogue, read from
 * public/locales once, for pre-rendering. Imported by entry.server only.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Resource } from 'i18next';
import { baseOptions, i18n, namespaces } from './instance';
import { languages } from './languages';

const root = join(process.cwd(), 'public', 'locales');

export function initServerI18n() {
  if (i18n.isInitialized) return i18n;
  const resources: Resource = {};
  for (const lang of languages) {
    resources[lang] = {};
    for (const ns of namespaces) resources[lang][ns] = JSON.parse(readFileSync(join(root, lang, `${ns}.json`), 'utf8'));
  }
  void i18n.init({ ...baseOptions, lng: 'en', ns: [...namespaces], resources });
  return i18n;
}
