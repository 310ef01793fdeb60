/**
 * The loaders every page route has, in two shapes. A page's data is
 * bundled, so a loader only finds it: `loader` runs at build time (the
 * pre-rendered HTML), `clientLoader` on a client-side navigation, after the
 * page's catalogues are in (never a raw key on screen).
 * - `pageLoaders(handle, find?)`: a page of its own (about, careers).
 * - `itemLoaders(handle, lookup)`: a page per item of a data module
 *   (`/services/:slug`); an unknown item throws a 404, which the nearest
 *   error boundary shows as the translated not-found view.
 * A route exports the two it gets: `export const { loader, clientLoader } =`
 * would hide them from React Router's build, so
 * `const page = …; export const loader = page.loader;`.
 */
import { data } from 'react-router';
import type { Params } from 'react-router';
import { dateTexts } from '~/i18n/format';
import { loadCatalogues } from '~/i18n/i18n';
import type { Namespace, RouteHandle } from '~/i18n/i18n';
import { languageOf } from '~/i18n/languages';
import type { Lang } from '~/i18n/languages';

/** For `clientLoader`s: the page's catalogues in memory before it renders; returns the page's language. */
async function clientCatalogues(params: Params, ns: readonly Namespace[]) {
  const lang = languageOf(params);
  await loadCatalogues(lang, ns);
  return lang;
}

interface LoaderArgs {
  params: Params;
}

type Find<T> = (params: Params, lang: Lang) => T | Promise<T>;

/** A build-time loader's data, with the texts of the dates in it (see `dateTexts`). */
async function withDates<T>(value: Promise<T> | T, lang: Lang): Promise<T> {
  const data = await value;
  return data && typeof data === 'object' && !Array.isArray(data) ? { ...data, dates: dateTexts(data, lang) } : data;
}

export function pageLoaders<T = null>(handle: RouteHandle, find: Find<T> = () => null as T) {
  return {
    loader: async ({ params }: LoaderArgs) => {
      const lang = languageOf(params);
      return withDates(find(params, lang), lang);
    },
    clientLoader: async ({ params }: LoaderArgs) => find(params, await clientCatalogues(params, handle.i18n)),
  };
}

/**
 * `lookup` gets the route's parameter `param` (`slug` of `:slug`) and the page's language; the loaders return
 * `{ item }` (with what `more` adds for it), or throw a 404.
 */
export function itemLoaders<T, M extends object = object>(
  handle: RouteHandle,
  param: string,
  lookup: (key: string | undefined, lang: Lang) => T | undefined | Promise<T | undefined>,
  more?: (item: T, lang: Lang) => M | Promise<M>,
) {
  return pageLoaders(handle, async (params, lang) => {
    const item = await lookup(params[param], lang);
    if (item === undefined) throw data(null, { status: 404 });
    return { item, ...((await more?.(item, lang)) as M) };
  });
}

/** When the page was loaded (at build time, or by the browser on a client-side navigation): "now" for dated content. */
export const loadedAt = () => ({ loadedAt: Date.now() });
