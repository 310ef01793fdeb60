/**
 * The app's i18next instance and its per-language views. A page renders in its URL's language through
 * `inLanguage(lang)`, so a navigation never shows one language's page in another while catalogues arrive.
 */
import i18next from 'i18next';
import type { i18n as I18n } from 'i18next';
import type Resources from './resources';
import type { Lang } from './languages';

export const i18n = i18next;

/** A catalogue file in public/locales/{lang}/: `common` (the shell) and one per page family. */
export type Namespace = keyof Resources;

export interface RouteHandle {
  /** Catalogue namespaces the route's components read (remix-i18next's route handle convention). */
  i18n: readonly Namespace[];
  /** For a page per item that may not exist in every language: the list page the language menu offers instead. */
  list?: string;
  /** `false` for a page served as pre-rendered HTML without React's scripts or hydration (decision 040). */
  hydrate?: false;
}

const views = new Map<Lang, I18n>();

/** The instance seen in one language (a clone sharing the store), for providers and loaders. */
export function inLanguage(lang: Lang): I18n {
  if (i18n.language === lang) return i18n;
  let view = views.get(lang);
  if (!view) {
    view = i18n.cloneInstance({ lng: lang, ns: ['common'], initAsync: false });
    views.set(lang, view);
  }
  return view;
}

/** A `t` bound to a language and namespaces, for code that cannot use hooks (`meta()`). */
export function fixedT<const N extends Namespace | readonly Namespace[]>(lang: Lang, ns: N) {
  return i18n.getFixedT(lang, ns);
}

/** Makes sure a language's catalogues are in the store; throws when one cannot be had, so the route shows its error view instead of raw keys. */
export async function loadCatalogues(lang: Lang, ns: readonly Namespace[]) {
  const all: Namespace[] = ['common', ...ns];
  const view = inLanguage(lang);
  // A new view takes its language once that language's `common` is in; until then it loads for the old one.
  if (view.language !== lang) await view.changeLanguage(lang);
  await view.loadNamespaces(all);
  const missing = all.filter((n) => !i18n.hasResourceBundle(lang, n));
  if (missing.length) throw new Error(`Catalogues could not be loaded: ${missing.map((n) => `${lang}/${n}`).join(', ')}`);
}
