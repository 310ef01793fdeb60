import { useLoaderData } from 'react-router';
import type { Route } from './+types/($lang).services.$slug';
import { DeferredApproach, DeferredContactBanner } from '~/components/sections/deferred-sections';
import { RelatedProjects, ServiceDeliverables, ServiceHero } from '~/components/sections/services/service-page';
import { loadIndex } from '~/data/published';
import { relatedProjects } from '~/data/rules/projects';
import { deliverableIcons, serviceBySlug } from '~/data/services';
import { fixedT, loadCatalogues } from '~/i18n/i18n';
import type { RouteHandle } from '~/i18n/i18n';
import { defaultLanguage, languageOf } from '~/i18n/languages';
import { itemLoaders } from '~/lib/route-loaders';
import { organization } from '~/seo/head';
import { pageHead } from '~/seo/page-meta';

export const handle = { i18n: ['services', 'sections'], hydrate: false } satisfies RouteHandle;

const page = itemLoaders(handle, 'slug', serviceBySlug, async (service, lang) => {
  // The icons are English's entries' (a translation's deliverables follow English's, one for one).
  await loadCatalogues(defaultLanguage, ['services']);
  return {
    related: relatedProjects(await loadIndex('projects', lang), service.slug),
    icons: deliverableIcons(service, fixedT(defaultLanguage, 'services')(`pages.${service.slug}.items`, { returnObjects: true })),
  };
});
export const loader = page.loader;
export const clientLoader = page.clientLoader;

export const meta: Route.MetaFunction = ({ location, loaderData }) => {
  const t = fixedT(languageOf(location.pathname), 'services');
  const slug = loaderData.item.slug;
  const name = t(`serviceNames.${slug}`);
  const text = t(`pages.${slug}`, { returnObjects: true });
  return pageHead(location.pathname, {
    title: name,
    description: text.meta,
    parents: [{ key: 'nav.services', path: '/services' }],
    jsonLd: [{ '@type': 'Service', name, serviceType: name, description: text.introduction, provider: organization() }],
  });
};

export default function ServicePage() {
  const { item: service, related, icons } = useLoaderData<typeof loader>();
  return (
    <>
      <ServiceHero service={service} />
      <ServiceDeliverables service={service} icons={icons} />
      <RelatedProjects related={related} />
      <DeferredApproach />
      <DeferredContactBanner service={service.formValue} />
    </>
  );
}
