/**
 * Loads catalogue JSON files into the catalogue store, in the browser.
 * URLs carry a content hash of public/locales so they can be cached
 * forever. Each file is fetched once; a failed fetch is retried with
 * back-off (350 ms, doubling, as the spec's loader did).
 */
import type { Namespace } from './instance';
import type { Lang } from './languages';
import { addCatalogue, hasCatalogue, type Catalogue } from './translate';

const pending = new Map<string, Promise<void>>();

export const catalogueUrl = (lang: Lang, ns: string) => `/locales/${lang}/${ns}.json?v=${__LOCALES_VERSION__}`;

async function fetchJson(url: string, attempts = 4): Promise<Record<string, unknown>> {
  let delay = 350;
  for (let attempt = 1; ; attempt++) {
    try {
      const response = await fetch(url);
      if (!response.ok) throw new Error(`${response.status} ${url}`);
      return (await response.json()) as Record<string, unknown>;
    } catch (error) {
      if (attempt >= attempts) throw error;
      await new Promise((r) => setTimeout(r, delay));
      delay *= 2;
    }
  }
}

export function loadCatalogues(lang: Lang, nss: readonly Namespace[]): Promise<unknown> {
  return Promise.all(
    ['common', ...nss].map((ns) => {
      if (hasCatalogue(lang, ns)) return undefined;
      const key = `${lang}/${ns}`;
      let p = pending.get(key);
      if (!p) {
        p = fetchJson(catalogueUrl(lang, ns)).then(
          (data) => addCatalogue(lang, ns, data as Catalogue),
          (error) => {
            pending.delete(key);
            throw error;
          },
        );
        pending.set(key, p);
      }
      return p;
    }),
  );
}
