import { Mail } from '~/components/ui/lucide';
import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';
import { buttonStyles } from '~/components/ui/button';
import { useSite } from '~/config/facts';
import type { ItemPage } from '~/data/published';
import { applyMethod, mailto } from '~/data/rules/jobs';
import { hrEmail } from './hr-email';
import { PartHeading } from '~/components/ui/section';

/** "How to apply": e-mail to the job's address; else the job's note and a mail draft to HR; else nothing. */
export function ApplySection({ job }: { job: ItemPage<'jobs'> }) {
  const site = useSite();
  const { t } = useTranslation('careers');
  const { text } = job;
  const method = applyMethod(job, text.note, site.hrEmail ?? hrEmail);
  if (method.kind === 'none') return null;
  return (
    <section aria-labelledby="how-to-apply" className="border-border bg-surface rounded-2xl border p-6 sm:p-8">
      <PartHeading id="how-to-apply">{t('sections.howToApply')}</PartHeading>
      <p className="text-muted mt-3">{text.howToApply}</p>
      {method.kind === 'note' && (
        <p className="border-accent bg-accent-soft mt-5 rounded-xl border-l-4 p-4 text-sm" data-testid="apply-note">
          {text.note}
        </p>
      )}
      <a href={method.kind === 'email' ? mailto(method.to, method.subject) : mailto(method.to)} className={clsx('mt-6', buttonStyles.primary)}>
        <Mail className="h-4 w-4" aria-hidden="true" />
        {method.kind === 'email' ? t('apply.byEmail') : t('apply.here')}
      </a>
    </section>
  );
}
