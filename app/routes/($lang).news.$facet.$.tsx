/** A topic's or a year's articles, `/news/topic/cloud` and `/news/year/2025`, with their later pages at `…/page/2`. */
import type { Route } from './+types/($lang).news.$facet.$';
import NewsList, { handle as listHandle, newsHead, newsListPage } from './($lang).news._index';
import type { RouteHandle } from '~/i18n/i18n';
import { pageLoaders } from '~/lib/route-loaders';

// In a language without this topic or year, the language menu leads to the news.
export const handle = { ...listHandle, list: '/news' } satisfies RouteHandle;

export const meta: Route.MetaFunction = ({ location, loaderData }) =>
  loaderData ? newsHead(location.pathname, loaderData.page, loaderData.languages, loaderData.filter) : [];

const page = pageLoaders(handle, (params, lang) => newsListPage(lang, params));
export const loader = page.loader;
export const clientLoader = page.clientLoader;

export default NewsList;
