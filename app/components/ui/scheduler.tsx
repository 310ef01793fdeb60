/**
 * "Book a call" buttons and the native modal dialog they open; the scheduler frame exists only while the dialog is
 * open, so nothing from its site loads before, and a plain link stays as a fallback should the frame fail.
 */
import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ExternalLink as ExternalIcon, X } from '~/components/ui/lucide';
import { useSite } from '~/config/facts';
import { ExternalLink } from './lang-link';
import { IconButton } from './icon-button';

const SCHEDULER_FRAME_HEIGHT = 400;
const DIALOG_ID = 'scheduler-dialog';

export function BookCallButton({ className = '', children }: { className?: string; children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <button type="button" data-press command="show-modal" commandfor={DIALOG_ID} aria-haspopup="dialog" className={clsx(className)}>
      {children ?? t('scheduler.book')}
    </button>
  );
}

/** The dialog, once per page. */
export function SchedulerDialog() {
  const site = useSite();
  const { t } = useTranslation();
  return (
    <dialog
      id={DIALOG_ID}
      aria-labelledby="scheduler-title"
      closedby="any"
      className="border-border bg-bg text-fg m-auto w-[min(44rem,calc(100vw-2rem))] rounded-2xl border p-0 shadow-2xl backdrop:bg-black/60"
    >
      <div className="border-border flex items-start justify-between gap-4 border-b px-5 py-4">
        <div>
          <h2 id="scheduler-title" className="text-lg font-semibold">
            {t('scheduler.title')}
          </h2>
          <p className="text-muted text-sm">{t('scheduler.subtitle')}</p>
        </div>
        <IconButton icon={X} label={t('scheduler.close')} command="close" commandfor={DIALOG_ID} className="hover:bg-surface shrink-0 rounded-lg" />
      </div>
      <div className="p-5">
        <div
          data-scheduler-frame
          data-src={site.schedulerUrl}
          data-title={t('scheduler.frameTitle')}
          data-height={SCHEDULER_FRAME_HEIGHT}
          data-frame-class="border-border bg-surface h-[400px] w-full rounded-lg border"
        />
        <p className="text-muted mt-4 text-sm">
          {t('scheduler.fallback')}{' '}
          <ExternalLink href={site.schedulerUrl} className="text-accent inline-flex items-center gap-1 font-semibold hover:underline">
            {t('scheduler.fallbackLink')}
            <ExternalIcon className="h-3.5 w-3.5" aria-hidden="true" />
          </ExternalLink>
        </p>
      </div>
    </dialog>
  );
}
