/**
 * The loaders every page route has: `loader` at build time, `clientLoader` on a client-side navigation once the
 * page's catalogues are in. Export them one by one: a destructured export hides them from React Router's build.
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

/** A build-time loader's data, with the texts of its dates (see `dateTexts`). */
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

/** Loaders of a page per item: `lookup` gets the route's `param` and the language; an unknown item throws a 404. */
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

/** When the page was loaded, at build time or on a client-side navigation: "now" for dated content. */
export const loadedAt = () => ({ loadedAt: Date.now() });
