/** The news list's later pages; `/news/page/1` leads to `/news`, and a page past the last is not found. */
import { data, redirect } from 'react-router';
import type { Route } from './+types/($lang).news.page.$page';
import { loadIndex } from '~/data/published';
import { newsPageCount, newsPagePath } from '~/data/rules/news';
import { pageLoaders } from '~/lib/route-loaders';
import { languages, localizePath } from '~/i18n/languages';
import type { RouteHandle } from '~/i18n/i18n';
import News, { handle as listHandle, newsHead, newsListPage } from './($lang).news._index';

// In a language its articles do not fill this far, the language menu leads to the list's first page.
export const handle = { ...listHandle, list: '/news' } satisfies RouteHandle;

export const meta: Route.MetaFunction = ({ location, loaderData }) => (loaderData ? newsHead(location.pathname, loaderData.page, loaderData.languages) : []);

const page = pageLoaders(handle, async (params, lang) => {
  const n = /^[0-9]+$/.test(params.page ?? '') ? Number(params.page) : 0;
  if (n === 1) throw redirect(localizePath(newsPagePath(1), lang), 301);
  const list = await newsListPage(lang, n);
  if (n < 2 || n > list.pages) throw data(null, { status: 404 });
  const counts = await Promise.all(languages.map(async (l) => [l, newsPageCount((await loadIndex('news', l)).length)] as const));
  return { ...list, languages: counts.filter(([, count]) => count >= n).map(([l]) => l) };
});
export const loader = page.loader;
export const clientLoader = page.clientLoader;

export default News;
