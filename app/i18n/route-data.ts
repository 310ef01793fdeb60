import { loadCatalogues } from './i18n';
import type { Namespace } from './i18n';
import { languageOf } from './languages';

/** For `clientLoader`s: make sure the page's catalogues are in memory before it renders; returns the page's language. */
export async function clientCatalogues(params: { lang?: string }, ns: readonly Namespace[]) {
  const lang = languageOf(params);
  await loadCatalogues(lang, ns);
  return lang;
}
