/** Legacy `/works/{slug}` links (from the software service page): permanently moved to the case study. */
import { redirect } from 'react-router';
import type { Route } from './+types/($lang).works.$slug';
import { langOf } from '~/i18n/route-data';
import { localizePath } from '~/i18n/languages';

const target = (params: Route.LoaderArgs['params']) => localizePath(`/projects/${params.slug}`, langOf(params));

export const loader = ({ params }: Route.LoaderArgs) => redirect(target(params), 301);
export const clientLoader = ({ params }: Route.ClientLoaderArgs) => {
  throw redirect(target(params), 301);
};

/** Never shown: both loaders redirect. A component keeps this a page route, so the build writes a redirect page. */
export default function Redirect() {
  return null;
}
