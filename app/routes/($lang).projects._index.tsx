import { useTranslation } from 'react-i18next';
import { useLoaderData } from 'react-router';
import type { Route } from './+types/($lang).projects._index';
import { ProjectGrid } from '~/components/sections/projects/project-grid';
import { Container, PageHero } from '~/components/ui/page-hero';
import { loadIndex } from '~/data/published';
import { listedProjects } from '~/data/rules/projects';
import type { RouteHandle } from '~/i18n/i18n';
import { pageLoaders } from '~/lib/route-loaders';
import { catalogueHead } from '~/seo/page-meta';

export const handle = { i18n: ['projects'], hydrate: false } satisfies RouteHandle;
export const meta: Route.MetaFunction = ({ location }) => catalogueHead(location.pathname, 'projects', 'index.meta');
const page = pageLoaders(handle, async (_, lang) => ({ projects: listedProjects(await loadIndex('projects', lang)) }));
export const loader = page.loader;
export const clientLoader = page.clientLoader;

export default function Projects() {
  const { t } = useTranslation('projects');
  const { projects } = useLoaderData<typeof loader>();
  return (
    <>
      <PageHero eyebrow={t('index.hero.eyebrow')} title={t('index.hero.title')} intro={t('index.hero.intro')} />
      <Container className="py-16">
        <ProjectGrid
          projects={projects}
          labels={{
            filterLabel: t('filters.label'),
            filters: { all: t('filters.all'), software: t('filters.software'), network: t('filters.network') },
            category: (c) => t(`categories.${c}`),
            subtitles: true,
            view: t('view'),
          }}
        />
      </Container>
    </>
  );
}
