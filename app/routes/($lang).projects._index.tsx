import { useTranslation } from 'react-i18next';
import type { Route } from './+types/($lang).projects._index';
import { ProjectGrid } from '~/components/sections/projects/project-grid';
import { Container, PageHero } from '~/components/ui/page-hero';
import type { RouteHandle } from '~/i18n/i18n';
import { pageLoaders } from '~/lib/route-loaders';
import { catalogueHead } from '~/seo/page-meta';

export const handle = { i18n: ['projects'] } satisfies RouteHandle;
export const meta: Route.MetaFunction = ({ location }) => catalogueHead(location.pathname, 'projects', 'index.meta');
const page = pageLoaders(handle);
export const loader = page.loader;
export const clientLoader = page.clientLoader;

export default function Projects() {
  const { t } = useTranslation('projects');
  return (
    <>
      <PageHero eyebrow={t('index.hero.eyebrow')} title={t('index.hero.title')} intro={t('index.hero.intro')} />
      <Container className="py-16">
        <ProjectGrid
          labels={{
            filterLabel: t('filters.label'),
            filters: { all: t('filters.all'), software: t('filters.software'), network: t('filters.network') },
            category: (c) => t(`categories.${c}`),
            title: (slug) => t(`projectNames.${slug}`),
            subtitle: (slug) => t(`items.${slug}.subtitle`),
            view: t('view'),
          }}
        />
      </Container>
    </>
  );
}
