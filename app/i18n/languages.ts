/**
 * The one place that knows which languages the site speaks and how a
 * language shows in a URL. English lives at the spec's paths (`/about`);
 * every other language under its own prefix (`/fr/about`). Nothing else
 * builds or strips prefixes.
 */
export const languages = ['en', 'fr', 'es', 'de'] as const;
export type Lang = (typeof languages)[number];
export const defaultLanguage: Lang = 'en';

/** Names as a speaker of each language writes them, for the selector. */
export const languageNames: Record<Lang, string> = {
  en: 'English',
  fr: 'Français',
  es: 'Español',
  de: 'Deutsch',
};

/** BCP 47 tags for Open Graph `og:locale` and date formatting. */
export const localeTags: Record<Lang, string> = {
  en: 'en_US',
  fr: 'fr_FR',
  es: 'es_ES',
  de: 'de_DE',
};

export function isLang(value: unknown): value is Lang {
  return typeof value === 'string' && (languages as readonly string[]).includes(value);
}

/** Languages that carry a URL prefix: all but the default. */
export const prefixedLanguages = languages.filter((l) => l !== defaultLanguage);

/**
 * The language a page is in, from its pathname (`/fr/about`) or its route's `:lang?` param (`{ lang: 'fr' }`): the
 * prefix if it is one we serve, else English. (A prefix we do not serve, `/it/about` or `/en/about`, reads as
 * English here; the language layout shows the not-found view for it.)
 */
export function languageOf(where: string | { lang?: string }): Lang {
  const prefix = typeof where === 'string' ? where.split('/')[1] : where.lang;
  return isLang(prefix) && prefix !== defaultLanguage ? prefix : defaultLanguage;
}

/** The pathname without its language prefix: `/fr/about` → `/about`, `/fr` → `/`. */
export function stripLocale(pathname: string): string {
  const lang = languageOf(pathname);
  if (lang === defaultLanguage) return pathname || '/';
  const rest = pathname.slice(lang.length + 1);
  return rest === '' ? '/' : rest;
}

/** A language-neutral path (`/about`, `/`) in the given language. */
export function localizePath(path: string, lang: Lang): string {
  const bare = path.startsWith('/') ? path : `/${path}`;
  if (lang === defaultLanguage) return bare;
  return bare === '/' ? `/${lang}` : `/${lang}${bare}`;
}
