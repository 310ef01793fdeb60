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
import type { RouteHandle } from '~/i18n/i18n';
import { clientCatalogues } from '~/i18n/route-data';

interface LoaderArgs {
  params: Params;
}

export function pageLoaders<T = null>(handle: RouteHandle, find: (params: Params) => T = () => null as T) {
  return {
    loader: ({ params }: LoaderArgs) => find(params),
    clientLoader: async ({ params }: LoaderArgs) => {
      await clientCatalogues(params, handle.i18n);
      return find(params);
    },
  };
}

/**
 * `lookup` gets the route's parameter `param` (`slug` of `:slug`); the loaders return `{ item }` (with what
 * `more` adds), or throw a 404.
 */
export function itemLoaders<T, M extends object = object>(
  handle: RouteHandle,
  param: string,
  lookup: (key: string | undefined) => T | undefined,
  more?: () => M,
) {
  return pageLoaders(handle, (params) => {
    const item = lookup(params[param]);
    if (item === undefined) throw data(null, { status: 404 });
    return { item, ...(more?.() as M) };
  });
}

/** When the page was loaded (at build time, or by the browser on a client-side navigation): "now" for dated content. */
export const loadedAt = () => ({ loadedAt: Date.now() });
