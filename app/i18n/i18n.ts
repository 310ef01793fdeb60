/**
 * The app's i18next instance, and the language views of it that pages
 * render with. Catalogues come into its store from all of public/locales at
 * build time (`i18next.server.ts`) and, in the browser, a page's language
 * and namespaces at a time (`backend.ts`, through `loadCatalogues`).
 *
 * A page renders in the language of its URL, not in a global "current
 * language": the language layout provides `inLanguage(lang)`, a clone of
 * the instance that shares its store and loader, so a navigation from
 * /fr/about to /de/about never shows the French page in German while the
 * German catalogues arrive.
 */
import i18next from 'i18next';
import type { i18n as I18n } from 'i18next';
import type Resources from './resources';
import type { Lang } from './languages';

export const i18n = i18next;

/** A catalogue file in public/locales/{lang}/: `common` (the shell) and one per page family. */
export type Namespace = keyof Resources;

export interface RouteHandle {
  /**
   * Catalogue namespaces the route's components read: remix-i18next's route
   * handle convention (`getInitialNamespaces()` in the browser,
   * `getRouteNamespaces()` at build time).
   */
  i18n: readonly Namespace[];
  /**
   * For a page per item that may not exist in every language: the list page (language-neutral) the
   * language menu offers in a language the item is not written in.
   */
  list?: string;
  /**
   * `false` for a page that needs nothing of the framework once it is in the browser: it is served as its
   * pre-rendered HTML with the shell's script alone, without React's scripts, preloads or hydration data
   * (root.tsx, decision 040). A client navigation from a hydrated page still renders it in place.
   */
  hydrate?: false;
}

const views = new Map<Lang, I18n>();

/** The instance seen in one language (a clone sharing the store), for providers and loaders. */
export function inLanguage(lang: Lang): I18n {
  if (i18n.language === lang) return i18n;
  let view = views.get(lang);
  if (!view) {
    // Only `common` up front; each page's loader asks for its own namespaces.
    view = i18n.cloneInstance({ lng: lang, ns: ['common'], initAsync: false });
    views.set(lang, view);
  }
  return view;
}

/** A `t` bound to a language and namespaces, for code that cannot use hooks (`meta()`). */
export function fixedT<const N extends Namespace | readonly Namespace[]>(lang: Lang, ns: N) {
  return i18n.getFixedT(lang, ns);
}

/**
 * Makes sure a language's catalogues are in the store, fetching what is
 * missing (i18next retries a failed read 5 times, from 350 ms, doubling).
 * Throws when one still cannot be had, so the route shows its error view
 * instead of raw keys.
 */
export async function loadCatalogues(lang: Lang, ns: readonly Namespace[]) {
  const all: Namespace[] = ['common', ...ns];
  const view = inLanguage(lang);
  // A new view takes its language once that language's `common` is in; until then it loads for the old one.
  if (view.language !== lang) await view.changeLanguage(lang);
  await view.loadNamespaces(all);
  const missing = all.filter((n) => !i18n.hasResourceBundle(lang, n));
  if (missing.length) throw new Error(`Catalogues could not be loaded: ${missing.map((n) => `${lang}/${n}`).join(', ')}`);
}
