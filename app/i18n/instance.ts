/**
 * Namespaces, the route handle that declares them, and `fixedT` for code
 * that cannot use hooks (`meta()`, loaders). Catalogues live in the store of
 * `translate.ts`: filled with everything at build time (`server.ts`), with
 * the page's language and namespaces in the browser (`load-catalogues.ts`).
 */
import { site } from '~/config/site';
import type { Lang } from './languages';
import { defaultVariables, translator } from './translate';

export const namespaces = ['common', 'home', 'about', 'services', 'projects', 'news', 'articles', 'careers', 'contact', 'legal', 'sections'] as const;
export type Namespace = (typeof namespaces)[number];

defaultVariables.brand = site.brand;

/** A `t` bound to a language and namespaces, for `meta()` and loaders (no hooks there). */
export function fixedT(lang: Lang, ns: Namespace | readonly Namespace[]) {
  return translator(lang, typeof ns === 'string' ? [ns] : ns);
}

export interface RouteHandle {
  /** Catalogue namespaces the route's components read, besides `common`. */
  i18n: readonly Namespace[];
}
