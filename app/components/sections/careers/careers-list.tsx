/**
 * The careers page's body, with open roles or without; both states and every job are in the HTML, shown by the
 * visitor's clock through `<job-clock>` (app/shell/job-clock.ts).
 */
import { clsx } from 'clsx';
import { ChevronDown, Mail } from '~/components/ui/lucide';
import { useTranslation } from 'react-i18next';
import { buttonStyles } from '~/components/ui/button';
import { useSite } from '~/config/facts';
import type { JobEntry } from '~/data/published';
import { byLatestDeadline, byNewestPosted, careersLists, mailto } from '~/data/rules/jobs';
import { hrEmail } from './hr-email';
import { JobCard } from './job-card';
import { PartHeading } from '~/components/ui/section';

export function CareersList({ jobs, now }: { jobs: readonly JobEntry[]; now: number }) {
  const { t } = useTranslation('careers');
  const { open, closed } = careersLists(jobs, now);
  const hiring = open.length > 0;
  return (
    <>
      <section aria-labelledby="open-positions" data-when-any="open" hidden={!hiring}>
        <PartHeading id="open-positions">{t('open.title')}</PartHeading>
        <ul className="mt-6 grid gap-6 md:grid-cols-2" data-testid="open-jobs">
          {[...jobs].sort(byNewestPosted).map((job, i) => (
            <JobCard key={job.slug} job={job} closed={false} index={i} hidden={!open.includes(job)} />
          ))}
        </ul>
      </section>
      <div data-when-none="open" hidden={hiring}>
        <div className="border-border bg-surface rounded-2xl border border-dashed p-6 sm:p-8" data-testid="no-open-jobs" role="status">
          <h2 className="text-lg font-semibold">{t('empty.title')}</h2>
          <p className="text-muted mt-1">{t('empty.text')}</p>
        </div>
        <WhyJoin />
        <OpenApplication />
      </div>
      <details className="group border-border mt-16 rounded-2xl border" data-testid="closed-jobs" data-when-any="closed" hidden={closed.length === 0}>
        <summary className="flex cursor-pointer list-none items-center justify-between gap-4 rounded-2xl p-6 [&::-webkit-details-marker]:hidden">
          <span>
            {/* One line per possible count: the plural forms are the catalogue's. */}
            {jobs.map((_, i) => (
              <span key={i} data-when-count={`closed:${i + 1}`} hidden={closed.length !== i + 1} className="block text-lg font-semibold">
                {t('closed.summary', { count: i + 1 })}
              </span>
            ))}
            <span className="text-muted mt-1 block text-sm">{t('closed.intro')}</span>
          </span>
          <ChevronDown className="h-5 w-5 shrink-0 transition-transform group-open:rotate-180" aria-hidden="true" />
        </summary>
        <ul className="grid gap-6 px-6 pb-6 md:grid-cols-2">
          {[...jobs].sort(byLatestDeadline).map((job, i) => (
            <JobCard key={job.slug} job={job} closed index={i} hidden={!closed.includes(job)} />
          ))}
        </ul>
      </details>
    </>
  );
}

function WhyJoin() {
  const { t } = useTranslation('careers');
  return (
    <section aria-labelledby="why-join" className="mt-14">
      <PartHeading id="why-join">{t('why.title')}</PartHeading>
      <ul className="mt-6 grid gap-6 md:grid-cols-3">
        {t('why.items', { returnObjects: true }).map((item) => (
          <li key={item.title} className="border-border bg-bg rounded-2xl border p-6">
            <h3 className="text-lg font-semibold">{item.title}</h3>
            <p className="text-muted mt-2">{item.text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

function OpenApplication() {
  const site = useSite();
  const { t } = useTranslation('careers');
  return (
    <section aria-labelledby="open-application" className="bg-accent-soft mt-14 rounded-2xl p-6 sm:p-8">
      <PartHeading id="open-application">{t('openApplication.title')}</PartHeading>
      <p className="mt-3 max-w-2xl">{t('openApplication.text')}</p>
      <a href={mailto(site.hrEmail ?? hrEmail, t('openApplication.subject'))} className={clsx('mt-6', buttonStyles.primary)} data-testid="open-application">
        <Mail className="h-4 w-4" aria-hidden="true" />
        {t('openApplication.button')}
      </a>
    </section>
  );
}
