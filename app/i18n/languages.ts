/**
 * The languages the site speaks, a line each: the code its URLs carry, its name as its speakers write it, and its
 * locale (Open Graph, dates). A new language is a line here and its catalogues in public/locales/. English, the
 * default, is at the spec's paths; every other language under its own prefix (`/fr/about`), built here alone.
 */
const SPOKEN = {
  en: { name: 'English', locale: 'en_US' },
  fr: { name: 'Français', locale: 'fr_FR' },
  es: { name: 'Español', locale: 'es_ES' },
  de: { name: 'Deutsch', locale: 'de_DE' },
} as const;

export type Lang = keyof typeof SPOKEN;
export const languages: readonly Lang[] = Object.keys(SPOKEN) as Lang[];
export const defaultLanguage: Lang = 'en';

/** Names as a speaker of each language writes them, for the selector. */
export const languageNames = Object.fromEntries(languages.map((l) => [l, SPOKEN[l].name])) as Record<Lang, string>;

/** Tags for Open Graph `og:locale` and date formatting. */
export const localeTags = Object.fromEntries(languages.map((l) => [l, SPOKEN[l].locale])) as Record<Lang, string>;

export function isLang(value: unknown): value is Lang {
  return typeof value === 'string' && (languages as readonly string[]).includes(value);
}

export const prefixedLanguages = languages.filter((l) => l !== defaultLanguage);

/** The language of a pathname or `:lang?` param: a prefix we serve, else English (the layout 404s an unserved prefix). */
export function languageOf(where: string | { lang?: string }): Lang {
  const prefix = typeof where === 'string' ? where.split('/')[1] : where.lang;
  return isLang(prefix) && prefix !== defaultLanguage ? prefix : defaultLanguage;
}

export function stripLocale(pathname: string): string {
  const lang = languageOf(pathname);
  if (lang === defaultLanguage) return pathname || '/';
  const rest = pathname.slice(lang.length + 1);
  return rest === '' ? '/' : rest;
}

export function localizePath(path: string, lang: Lang): string {
  const bare = path.startsWith('/') ? path : `/${path}`;
  if (lang === defaultLanguage) return bare;
  return bare === '/' ? `/${lang}` : `/${lang}${bare}`;
}
