import { useTranslation } from 'react-i18next';
import { useLoaderData } from 'react-router';
import type { Route } from './+types/($lang).careers';
import { CareersList } from '~/components/sections/careers/careers-list';
import { Container, PageHero } from '~/components/ui/page-hero';
import { loadIndex } from '~/data/content';
import { careersLists } from '~/data/jobs';
import { useNow } from '~/hooks/use-now';
import type { RouteHandle } from '~/i18n/i18n';
import { loadedAt, pageLoaders } from '~/lib/route-loaders';
import { catalogueHead } from '~/seo/page-meta';

export const handle = { i18n: ['careers'] } satisfies RouteHandle;
export const meta: Route.MetaFunction = ({ location }) => catalogueHead(location.pathname, 'careers', 'index.meta');
const page = pageLoaders(handle, async (_, lang) => ({ ...loadedAt(), jobs: await loadIndex('jobs', lang) }));
export const loader = page.loader;
export const clientLoader = page.clientLoader;

export default function Careers() {
  const { t } = useTranslation('careers');
  const data = useLoaderData<typeof loader>();
  const { open, closed } = careersLists(data.jobs, useNow(data.loadedAt));
  const hiring = open.length > 0;
  return (
    <>
      <PageHero
        eyebrow={hiring ? t('index.hero.badge') : t('index.hero.badgeNone')}
        title={t('index.hero.title')}
        intro={hiring ? t('index.hero.description') : t('index.hero.descriptionNone')}
      />
      <Container className="py-16">
        <CareersList open={open} closed={closed} />
      </Container>
    </>
  );
}
