import { useTranslation } from 'react-i18next';
import { useLoaderData } from 'react-router';
import type { Route } from './+types/($lang).careers';
import { CareersList } from '~/components/sections/careers/careers-list';
import { Container, PageHero } from '~/components/ui/page-hero';
import { jobs, isOpen } from '~/data/jobs';
import { useNow } from '~/hooks/use-now';
import type { RouteHandle } from '~/i18n/i18n';
import { loadedAt, pageLoaders } from '~/lib/route-loaders';
import { catalogueHead } from '~/seo/page-meta';

export const handle = { i18n: ['careers'] } satisfies RouteHandle;
export const meta: Route.MetaFunction = ({ location }) => catalogueHead(location.pathname, 'careers', 'index.meta');
const page = pageLoaders(handle, loadedAt);
export const loader = page.loader;
export const clientLoader = page.clientLoader;

export default function Careers() {
  const { t } = useTranslation('careers');
  const now = useNow(useLoaderData<typeof loader>().loadedAt);
  const open = jobs.filter((j) => isOpen(j, now));
  const closed = jobs.filter((j) => !isOpen(j, now));
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
