import { useTranslation } from 'react-i18next';
import { useLoaderData } from 'react-router';
import type { Route } from './+types/($lang).careers';
import { CareersList } from '~/components/sections/careers/careers-list';
import { Container, PageHero } from '~/components/ui/page-hero';
import { loadIndex } from '~/data/published';
import { careersLists, careersPageJobs, clockJobs } from '~/data/rules/jobs';
import type { RouteHandle } from '~/i18n/i18n';
import { loadedAt, pageLoaders } from '~/lib/route-loaders';
import { catalogueHead } from '~/seo/page-meta';

export const handle = { i18n: ['careers'], hydrate: false } satisfies RouteHandle;
export const meta: Route.MetaFunction = ({ location }) => catalogueHead(location.pathname, 'careers', 'index.meta');
const page = pageLoaders(handle, async (_, lang) => {
  const at = loadedAt();
  return { ...at, jobs: careersPageJobs(await loadIndex('jobs', lang), at.loadedAt) };
});
export const loader = page.loader;
export const clientLoader = page.clientLoader;

/** Pre-rendered by the build's clock, with every state in the HTML; `<job-clock>` shows what holds by the visitor's. */
export default function Careers() {
  const { t } = useTranslation('careers');
  const data = useLoaderData<typeof loader>();
  const hiring = careersLists(data.jobs, data.loadedAt).open.length > 0;
  const either = (hiringText: string, noneText: string) => (
    <>
      <span data-when-any="open" hidden={!hiring}>
        {hiringText}
      </span>
      <span data-when-none="open" hidden={hiring}>
        {noneText}
      </span>
    </>
  );
  return (
    <job-clock data-jobs={clockJobs(data.jobs)} class="contents">
      <PageHero
        eyebrow={either(t('index.hero.badge'), t('index.hero.badgeNone'))}
        title={t('index.hero.title')}
        intro={either(t('index.hero.description'), t('index.hero.descriptionNone'))}
      />
      <Container className="py-16">
        <CareersList jobs={data.jobs} now={data.loadedAt} />
      </Container>
    </job-clock>
  );
}
