/**
 * A job's page: every state's part (open, closed, not yet posted) is in the HTML; `<job-clock>` shows the one that
 * holds by the visitor's clock (app/shell/job-clock.ts).
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BackLink } from '~/components/ui/back-link';
import { LangLink } from '~/components/ui/lang-link';
import { Briefcase, Building2, CalendarClock, Clock, Factory, MapPin } from '~/components/ui/lucide';
import { Container, FirstScreen } from '~/components/ui/page-hero';
import { BulletList, PartHeading } from '~/components/ui/section';
import { useSite } from '~/config/facts';
import { hrEmail } from './hr-email';
import type { ItemPage } from '~/data/published';
import { closedSince } from '~/data/rules/jobs';
import type { JobState } from '~/data/rules/jobs';
import { useFormatDate } from '~/i18n/date-texts';
import { ApplySection } from './apply';

function Fact({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-muted flex items-center gap-2 text-xs tracking-wider uppercase">
        <span className="text-accent">{icon}</span>
        {label}
      </dt>
      <dd className="mt-1 font-medium">{children}</dd>
    </div>
  );
}

function Block({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <PartHeading id={id}>{title}</PartHeading>
      <div className="text-fg/90 mt-4">{children}</div>
    </section>
  );
}

export function JobHeader({ job, state }: { job: ItemPage<'jobs'>; state: JobState }) {
  const site = useSite();
  const { t } = useTranslation('careers');
  const formatDate = useFormatDate();
  const { text } = job;
  const deadline = formatDate(job.applicationDeadline);
  const icon = 'h-4.5 w-4.5';
  return (
    <FirstScreen className="border-border bg-surface border-b">
      <Container width="wide" className="py-12 md:py-16">
        <BackLink to="/careers">{t('back')}</BackLink>
        <div className="mt-6 flex flex-wrap items-center gap-3">
          <h1 className="font-heading text-3xl tracking-tight sm:text-5xl">{text.title}</h1>
          <span data-when="closed" hidden={state !== 'closed'} className="bg-surface-2 text-muted rounded-full px-3 py-1 text-sm font-semibold">
            {t('closed.badge')}
          </span>
        </div>
        <p className="text-muted mt-4 max-w-3xl text-lg">{text.summary}</p>
        <dl className="mt-8 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          <Fact icon={<Building2 className={icon} aria-hidden="true" />} label={t('company')}>
            {site.brand}
          </Fact>
          <Fact icon={<Factory className={icon} aria-hidden="true" />} label={t('fields.industry')}>
            {text.industry}
          </Fact>
          <Fact icon={<MapPin className={icon} aria-hidden="true" />} label={t('fields.location')}>
            {text.location}
          </Fact>
          <Fact icon={<Briefcase className={icon} aria-hidden="true" />} label={t('fields.engagement')}>
            {t(`engagements.${job.engagement}`)}
          </Fact>
          <Fact icon={<CalendarClock className={icon} aria-hidden="true" />} label={t('fields.deadline')}>
            <time dateTime={job.applicationDeadline}>{deadline}</time>
          </Fact>
          <Fact icon={<Clock className={icon} aria-hidden="true" />} label={t('startDate')}>
            {job.startDate ? <time dateTime={job.startDate}>{formatDate(job.startDate)}</time> : t('immediate')}
          </Fact>
        </dl>
      </Container>
    </FirstScreen>
  );
}

export function JobDetails({ job, state }: { job: ItemPage<'jobs'>; state: JobState }) {
  const site = useSite();
  const { t } = useTranslation('careers');
  const formatDate = useFormatDate();
  const { text } = job;
  return (
    <Container width="wide" className="flex flex-col gap-12 py-14">
      <div
        data-when="upcoming"
        hidden={state !== 'upcoming'}
        role="status"
        className="border-border bg-surface rounded-2xl border p-6"
        data-testid="job-upcoming"
      >
        <p className="font-semibold">{t('upcoming', { date: formatDate(job.datePosted) })}</p>
      </div>
      <div data-when="closed" hidden={state !== 'closed'} role="status" className="border-border bg-surface rounded-2xl border p-6" data-testid="job-closed">
        <p className="font-semibold">{t('closed.since', { date: formatDate(closedSince(job)) })}</p>
        <p className="text-muted mt-2">{t('closed.text', { email: site.hrEmail ?? hrEmail })}</p>
        <LangLink to="/careers" className="text-accent mt-4 inline-block text-sm font-semibold hover:underline">
          {t('open.title')}
        </LangLink>
      </div>
      <Block id="about-us" title={t('sections.aboutUs')}>
        <p>{text.aboutUs}</p>
      </Block>
      {text.roleSummary && (
        <Block id="role-summary" title={t('sections.roleSummary')}>
          <p>{text.roleSummary}</p>
        </Block>
      )}
      <Block id="responsibilities" title={t('sections.responsibilities')}>
        <BulletList items={text.responsibilities} />
      </Block>
      <Block id="requirements" title={t('sections.requirements')}>
        <BulletList items={text.requirements} />
      </Block>
      {text.bonusSkills && (
        <Block id="bonus-skills" title={t('sections.bonusSkills')}>
          <BulletList items={text.bonusSkills} />
        </Block>
      )}
      {text.whatWeOffer && (
        <Block id="what-we-offer" title={t('sections.whatWeOffer')}>
          <BulletList items={text.whatWeOffer} />
        </Block>
      )}
      <div data-when="open" hidden={state !== 'open'}>
        <ApplySection job={job} />
      </div>
    </Container>
  );
}
