/**
 * The i18next instance shared by components, `meta()` functions and both
 * entries. The server entry fills it with every catalogue at start-up; the
 * browser entry with only the page's language and namespaces, and route
 * loaders add the rest on navigation (`loadCatalogues`).
 */
import i18next, { type InitOptions } from 'i18next';
import { site } from '~/config/site';
import { defaultLanguage, languages, type Lang } from './languages';

export const namespaces = ['common', 'home', 'about', 'services', 'projects', 'news', 'articles', 'careers', 'contact', 'legal', 'sections'] as const;
export type Namespace = (typeof namespaces)[number];

export const i18n = i18next.createInstance();

export const baseOptions = {
  supportedLngs: [...languages],
  fallbackLng: defaultLanguage,
  defaultNS: 'common',
  ns: ['common'],
  // React escapes text; i18next must not escape it twice.
  interpolation: { escapeValue: false, defaultVariables: { brand: site.brand } },
  returnNull: false,
  react: { useSuspense: false },
  initAsync: false,
} satisfies InitOptions;

/** A `t` bound to a language and namespace, for `meta()` and loaders (no hooks there). */
export function fixedT(lang: Lang, ns: Namespace | readonly Namespace[]) {
  return i18n.getFixedT(lang, ns as string | string[]);
}

export interface RouteHandle {
  /** Catalogue namespaces the route's components read, besides `common`. */
  i18n: readonly Namespace[];
}
