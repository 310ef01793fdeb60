/** The one place that knows the site's languages and their URL prefixes: English unprefixed, the others under their own. */
export const languages = ['en', 'fr', 'es', 'de'] as const;
export type Lang = (typeof languages)[number];
export const defaultLanguage: Lang = 'en';

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
