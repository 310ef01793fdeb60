/** The news list's later pages; `/news/page/1` leads to `/news`, and a page past the last is not found. */
import type { Route } from './+types/($lang).news.page.$page';
import NewsList, { handle as listHandle, newsHead, newsListPage } from './($lang).news._index';
import type { RouteHandle } from '~/i18n/i18n';
import { pageLoaders } from '~/lib/route-loaders';

// In a language its articles do not fill this far, the language menu leads to the list's first page.
export const handle = { ...listHandle, list: '/news' } satisfies RouteHandle;

export const meta: Route.MetaFunction = ({ location, loaderData }) => (loaderData ? newsHead(location.pathname, loaderData.page, loaderData.languages) : []);

const page = pageLoaders(handle, (params, lang) => newsListPage(lang, params));
export const loader = page.loader;
export const clientLoader = page.clientLoader;

export default NewsList;
