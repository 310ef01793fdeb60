import { useLoaderData } from 'react-router';
import type { Route } from './+types/($lang).services.$slug';
import { DeferredApproach, DeferredContactBanner } from '~/components/sections/deferred-sections';
import { RelatedProjects, ServiceDeliverables, ServiceHero } from '~/components/sections/services/service-page';
import { loadIndex, loadItem } from '~/data/published';
import { relatedProjects } from '~/data/rules/projects';
import type { RouteHandle } from '~/i18n/i18n';
import { itemLoaders } from '~/lib/route-loaders';
import { organization } from '~/seo/head';
import { pageHead } from '~/seo/page-meta';

export const handle = { i18n: ['services', 'sections'], list: '/services', hydrate: false } satisfies RouteHandle;

const page = itemLoaders(
  handle,
  'slug',
  (slug, lang) => loadItem('services', slug, lang),
  async (service, lang) => ({ related: relatedProjects(await loadIndex('projects', lang), service.slug) }),
);
export const loader = page.loader;
export const clientLoader = page.clientLoader;

export const meta: Route.MetaFunction = ({ location, loaderData }) => {
  const { title, text, languages } = loaderData.item;
  return pageHead(location.pathname, {
    title,
    description: text.meta,
    languages,
    parents: [{ key: 'nav.services', path: '/services' }],
    jsonLd: [{ '@type': 'Service', name: title, serviceType: title, description: text.introduction ?? text.subtitle, provider: organization() }],
  });
};

export default function ServicePage() {
  const { item: service, related } = useLoaderData<typeof loader>();
  return (
    <>
      <ServiceHero service={service} />
      <ServiceDeliverables service={service} />
      <RelatedProjects related={related} />
      <DeferredApproach />
      <DeferredContactBanner service={service.formValue} />
    </>
  );
}
