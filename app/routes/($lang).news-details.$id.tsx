/** Legacy `/news-details/{id}` links: permanently moved to the article; any other id is not found. */
import { data, redirect } from 'react-router';
import type { Route } from './+types/($lang).news-details.$id';
import { loadIndex } from '~/data/published';
import { legacyArticleIds } from '~/data/rules/news';
import { languageOf, localizePath } from '~/i18n/languages';

async function target(params: Route.LoaderArgs['params']) {
  const lang = languageOf(params);
  const slug = legacyArticleIds[params.id];
  if (!slug || !(await loadIndex('news', lang)).some((a) => a.slug === slug)) throw data(null, { status: 404 });
  return localizePath(`/news/${slug}`, lang);
}

export const loader = async ({ params }: Route.LoaderArgs) => redirect(await target(params), 301);
export const clientLoader = async ({ params }: Route.ClientLoaderArgs) => {
  throw redirect(await target(params), 301);
};

/** Never shown: both loaders redirect. A component keeps this a page route, so the build writes a redirect page. */
export default function Redirect() {
  return null;
}
