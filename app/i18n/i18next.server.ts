/** Translation at build time (prerender; Node only): every catalogue in public/locales is read once into `resources`. */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Resource } from 'i18next';
import { RemixI18Next } from 'remix-i18next/server';
import { i18n } from './i18n';
import { defaultLanguage, languageOf, languages } from './languages';
import { i18nOptions } from './options';

const root = join(process.env.CONTENT_ROOT ?? process.cwd(), 'public', 'locales');

/** Namespaces are the English catalogue files: adding `pricing.json` adds the `pricing` namespace. */
const namespaces = readdirSync(join(root, defaultLanguage))
  .filter((f) => f.endsWith('.json'))
  .map((f) => f.slice(0, -'.json'.length))
  .sort();

export const resources: Resource = Object.fromEntries(
  languages.map((lng) => [lng, Object.fromEntries(namespaces.map((ns) => [ns, JSON.parse(readFileSync(join(root, lng, `${ns}.json`), 'utf8'))]))]),
);

if (!i18n.isInitialized) void i18n.init({ ...i18nOptions, lng: defaultLanguage, ns: namespaces, resources, initAsync: false });

export const remixI18next = new RemixI18Next({
  detection: {
    supportedLanguages: [...languages],
    fallbackLanguage: defaultLanguage,
    // A page's language is in its URL, and only there: a static page is the same for every visitor.
    order: ['custom'],
    findLocale: async (request) => languageOf(new URL(request.url).pathname),
  },
  i18next: { ...i18nOptions, resources, initAsync: false },
});
