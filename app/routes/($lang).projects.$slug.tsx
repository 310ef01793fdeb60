import { useLoaderData } from 'react-router';
import type { Route } from './+types/($lang).projects.$slug';
import { DeferredContactBanner } from '~/components/sections/deferred-sections';
import { CaseStudyDetails, CaseStudyHero } from '~/components/sections/projects/case-study';
import { loadIndex, loadItem } from '~/data/published';
import { similarProjects } from '~/data/rules/projects';
import type { RouteHandle } from '~/i18n/i18n';
import { itemLoaders } from '~/lib/route-loaders';
import { CASE_STUDY_IMAGE_SIZES } from '~/components/ui/art';
import { OG_SIZE } from '~/seo/og-image';
import { pageHead } from '~/seo/page-meta';

export const handle = { i18n: ['projects', 'sections'], list: '/projects', hydrate: false } satisfies RouteHandle;

const page = itemLoaders(
  handle,
  'slug',
  (slug, lang) => loadItem('projects', slug, lang),
  async (project, lang) => ({ similar: similarProjects(await loadIndex('projects', lang), project.slug) }),
);
export const loader = page.loader;
export const clientLoader = page.clientLoader;

export const meta: Route.MetaFunction = ({ location, loaderData }) => {
  const project = loaderData.item;
  return pageHead(location.pathname, {
    title: project.title,
    description: project.text.meta,
    languages: project.languages,
    image: project.ogImage ? { src: project.ogImage, ...OG_SIZE, alt: project.title } : undefined,
    parents: [{ key: 'nav.projects', path: '/projects' }],
    lcpImage: { picture: project.picture, sizes: CASE_STUDY_IMAGE_SIZES },
  });
};

export default function CaseStudy() {
  const { item: project, similar } = useLoaderData<typeof loader>();
  return (
    <>
      <CaseStudyHero project={project} />
      <CaseStudyDetails project={project} similar={similar} />
      <DeferredContactBanner />
    </>
  );
}
