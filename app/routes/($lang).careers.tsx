import { useTranslation } from 'react-i18next';
import { useLoaderData } from 'react-router';
import type { Route } from './+types/($lang).careers';
import { CareersList } from '~/components/sections/careers/careers-list';
import { Container, PageHero } from '~/components/ui/page-hero';
import { jobs, isOpen } from '~/data/jobs';
import { useNow } from '~/hooks/use-now';
import type { RouteHandle } from '~/i18n/i18n';
import { clientCatalogues } from '~/i18n/route-data';
import { catalogueHead } from '~/seo/page-meta';

export const handle = { i18n: ['careers'] } satisfies RouteHandle;
export const meta: Route.MetaFunction = ({ location }) => catalogueHead(location.pathname, 'careers', 'index.meta');
export const loader = () => ({ builtAt: Date.now() });
export async function clientLoader({ params }: Route.ClientLoaderArgs) {
  await clientCatalogues(params, handle.i18n);
  return { builtAt: Date.now() };
}

export default function Careers() {
  const { t } = useTranslation('careers');
  const now = useNow(useLoaderData<typeof loader>().builtAt);
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
