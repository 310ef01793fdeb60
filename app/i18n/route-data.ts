/**
 * The language of a route from its `:lang?` param, for loaders. An
 * unsupported prefix reads as English here; the language layout renders the
 * not-found view for it.
 */
import { loadCatalogues } from './i18n';
import type { Namespace } from './i18n';
import { defaultLanguage, langFromParam } from './languages';
import type { Lang } from './languages';

export const langOf = (params: { lang?: string }): Lang => langFromParam(params.lang) ?? defaultLanguage;

/** For `clientLoader`s: make sure the page's catalogues are in memory before it renders. */
export async function clientCatalogues(params: { lang?: string }, ns: readonly Namespace[]) {
  const lang = langOf(params);
  await loadCatalogues(lang, ns);
  return lang;
}
