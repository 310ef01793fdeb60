import { useLoaderData } from 'react-router';
import type { Route } from './+types/($lang).services._index';
import { ServicesOverview } from '~/components/sections/services/services-overview';
import { loadIndex } from '~/data/published';
import type { RouteHandle } from '~/i18n/i18n';
import { pageLoaders } from '~/lib/route-loaders';
import { catalogueHead } from '~/seo/page-meta';

export const handle = { i18n: ['services'], hydrate: false } satisfies RouteHandle;
export const meta: Route.MetaFunction = ({ location }) => catalogueHead(location.pathname, 'services', 'index.meta');
const page = pageLoaders(handle, async (_, lang) => ({
  services: (await loadIndex('services', lang)).map(({ slug, category, icon, title, subtitle }) => ({ slug, category, icon, title, subtitle })),
}));
export const loader = page.loader;
export const clientLoader = page.clientLoader;

export default function ServicesIndex() {
  const { services } = useLoaderData<typeof loader>();
  return <ServicesOverview services={services} />;
}
