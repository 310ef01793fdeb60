/** Legacy `/works/{slug}` links: permanently moved to the case study. */
import { data, redirect } from 'react-router';
import type { Route } from './+types/($lang).works.$slug';
import { loadIndex } from '~/data/published';
import { legacyWorks } from '~/data/rules/projects';
import { languageOf, localizePath } from '~/i18n/languages';

async function target(params: Route.LoaderArgs['params']) {
  const lang = languageOf(params);
  if (!legacyWorks.includes(params.slug) || !(await loadIndex('projects', lang)).some((p) => p.slug === params.slug)) throw data(null, { status: 404 });
  return localizePath(`/projects/${params.slug}`, lang);
}

export const loader = async ({ params }: Route.LoaderArgs) => redirect(await target(params), 301);
export const clientLoader = async ({ params }: Route.ClientLoaderArgs) => {
  throw redirect(await target(params), 301);
};

/** Never shown: both loaders redirect. A component keeps this a page route, so the build writes a redirect page. */
export default function Redirect() {
  return null;
}
