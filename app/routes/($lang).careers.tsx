import { useTranslation } from 'react-i18next';
import { useLoaderData } from 'react-router';
import type { Route } from './+types/($lang).careers';
import { JobCard } from '~/components/sections/careers/job-card';
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
  return (
    <>
      <PageHero eyebrow={t('index.hero.badge')} title={t('index.hero.title')} intro={t('index.hero.description')} />
      <Container className="py-16">
        <section aria-labelledby="open-positions">
          <h2 id="open-positions" className="text-2xl font-semibold">{t('open.title')}</h2>
          {open.length > 0 ? (
            <ul className="mt-6 grid gap-6 md:grid-cols-2" data-testid="open-jobs">
              {open.map((job, i) => <JobCard key={job.id} job={job} closed={false} index={i} />)}
            </ul>
          ) : (
            <div className="mt-6 rounded-2xl border border-dashed border-border bg-surface p-8 text-center" data-testid="no-open-jobs">
              <p className="text-lg font-semibold">{t('empty.title')}</p>
              <p className="mt-2 text-muted">{t('empty.text')}</p>
            </div>
          )}
        </section>
        {closed.length > 0 && (
          <section aria-labelledby="closed-positions" className="mt-16">
            <h2 id="closed-positions" className="text-2xl font-semibold">{t('closed.title')}</h2>
            <p className="mt-2 text-muted">{t('closed.intro')}</p>
            <ul className="mt-6 grid gap-6 md:grid-cols-2" data-testid="closed-jobs">
              {closed.map((job, i) => <JobCard key={job.id} job={job} closed index={i} />)}
            </ul>
          </section>
        )}
      </Container>
    </>
  );
}
