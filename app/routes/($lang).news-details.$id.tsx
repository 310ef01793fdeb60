/** Legacy `/news-details/{id}` links: permanently moved to the article; unknown ids are not found. */
import { data, redirect } from 'react-router';
import type { Route } from './+types/($lang).news-details.$id';
import { articleById } from '~/data/news';
import { localizePath } from '~/i18n/languages';
import { langOf } from '~/i18n/route-data';

function target(params: Route.LoaderArgs['params']) {
  const article = articleById(params.id);
  if (!article) throw data(null, { status: 404 });
  return localizePath(`/news/${article.slug}`, langOf(params));
}

export const loader = ({ params }: Route.LoaderArgs) => redirect(target(params), 301);
export const clientLoader = ({ params }: Route.ClientLoaderArgs) => {
  throw redirect(target(params), 301);
};

/** Never shown: both loaders redirect. A component keeps this a page route, so the build writes a redirect page. */
export default function Redirect() {
  return null;
}
