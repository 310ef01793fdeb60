import { ArrowRight, Briefcase, CalendarClock, MapPin } from '~/components/ui/lucide';
import type { IconComponent } from '~/components/ui/svg-icon';
import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LangLink } from '~/components/ui/lang-link';
import type { JobEntry } from '~/data/published';
import { useFormatDate } from '~/i18n/date-texts';

/** Each card fades in a little after the one before; whole class names, since the site's policy allows no inline styles. */
const stagger = [
  '[animation-delay:0ms]',
  '[animation-delay:100ms]',
  '[animation-delay:200ms]',
  '[animation-delay:300ms]',
  '[animation-delay:400ms]',
  '[animation-delay:500ms]',
  '[animation-delay:600ms]',
  '[animation-delay:700ms]',
] as const;

/** One of a card's facts: its name for screen readers, its icon for the eye. */
function Fact({ icon: Icon, label, children }: { icon: IconComponent; label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="sr-only">{label}</dt>
      <dd className="flex items-start gap-2">
        <Icon className="text-muted mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
        {children}
      </dd>
    </div>
  );
}

/** One position in the careers list, shown while it is in its state by the page's `<job-clock>` (`data-when`). */
export function JobCard({ job, closed, index, hidden }: { job: JobEntry; closed: boolean; index: number; hidden: boolean }) {
  const { t } = useTranslation('careers');
  const formatDate = useFormatDate();
  const { title, industry } = job;
  return (
    <li
      data-job={job.slug}
      data-when={closed ? 'closed' : 'open'}
      hidden={hidden}
      className={clsx(
        'border-border bg-bg flex flex-col rounded-2xl border p-6 motion-safe:animate-[fade-up_0.5s_ease-out_both]',
        stagger[Math.min(index, stagger.length - 1)],
      )}
    >
      {/* Above the title, not beside it: a long badge would squeeze the title on a phone. */}
      {closed && <span className="bg-surface-2 text-muted mb-2 self-start rounded-full px-2.5 py-0.5 text-xs font-semibold">{t('closed.badge')}</span>}
      <h3 className="text-xl font-semibold">{title}</h3>
      <p className="text-accent mt-1 text-sm">{industry}</p>
      <dl className="mt-5 grid gap-3 text-sm sm:grid-cols-3">
        <Fact icon={MapPin} label={t('fields.location')}>
          {job.location}
        </Fact>
        <Fact icon={Briefcase} label={t('fields.engagement')}>
          {t(`engagements.${job.engagement}`)}
        </Fact>
        <Fact icon={CalendarClock} label={t('fields.deadline')}>
          <time dateTime={job.applicationDeadline}>{formatDate(job.applicationDeadline)}</time>
        </Fact>
      </dl>
      <LangLink
        to={`/career-details/${job.slug}`}
        className="text-accent mt-6 inline-flex items-center gap-1.5 self-start text-sm font-semibold hover:underline"
      >
        {t('viewDetails')}
        <span className="sr-only">: {title}</span>
        <ArrowRight className="h-4 w-4" aria-hidden="true" />
      </LangLink>
    </li>
  );
}
