import { useLoaderData } from 'react-router';
import type { Route } from './+types/($lang).projects.$slug';
import { DeferredContactBanner } from '~/components/sections/deferred-sections';
import { CaseStudyDetails, CaseStudyHero } from '~/components/sections/projects/case-study';
import { projectBySlug } from '~/data/projects';
import { fixedT } from '~/i18n/i18n';
import type { RouteHandle } from '~/i18n/i18n';
import { languageOf } from '~/i18n/languages';
import { itemLoaders } from '~/lib/route-loaders';
import { pageHead } from '~/seo/page-meta';

export const handle = { i18n: ['projects', 'sections'] } satisfies RouteHandle;

const page = itemLoaders(handle, 'slug', projectBySlug);
export const loader = page.loader;
export const clientLoader = page.clientLoader;

export const meta: Route.MetaFunction = ({ location, loaderData }) => {
  const t = fixedT(languageOf(location.pathname), 'projects');
  const { slug } = loaderData.item;
  return pageHead(location.pathname, {
    title: t(`projectNames.${slug}`),
    description: t(`items.${slug}.meta`),
    parents: [{ key: 'nav.projects', path: '/projects' }],
  });
};

export default function CaseStudy() {
  const { item: project } = useLoaderData<typeof loader>();
  return (
    <div className="motion-safe:animate-[fade-up_0.5s_ease-out_both]">
      <CaseStudyHero project={project} />
      <CaseStudyDetails project={project} />
      <DeferredContactBanner />
    </div>
  );
}
