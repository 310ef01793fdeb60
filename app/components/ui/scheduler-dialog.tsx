/**
 * The booking dialog itself, loaded on first use (see scheduler.tsx). The
 * 30-minute scheduler frame exists only while the dialog is open, and a
 * plain link to the booking page stays in view as a fallback should the
 * frame be blocked or fail. The native modal <dialog> moves focus in,
 * keeps it there, closes on Escape and returns focus to the opener.
 */
import { ExternalLink as ExternalIcon, X } from '~/components/ui/lucide';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSite } from '~/config/facts';
import { ExternalLink } from './lang-link';
import { IconButton } from './icon-button';

export const SCHEDULER_FRAME_HEIGHT = 400;

/** Opens whenever `request` changes (each press of a "book a call" button counts up). */
export default function SchedulerDialog({ request }: { request: number }) {
  const site = useSite();
  const { t } = useTranslation();
  const dialog = useRef<HTMLDialogElement>(null);
  const [isOpen, setOpen] = useState(false);

  useEffect(() => {
    if (!dialog.current?.open) dialog.current?.showModal();
    setOpen(true);
  }, [request]);

  return (
    // oxlint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions -- a click on the backdrop closes it; Escape does from the keyboard
    <dialog
      ref={dialog}
      aria-labelledby="scheduler-title"
      onClose={() => setOpen(false)}
      onClick={(e) => e.target === dialog.current && dialog.current.close()}
      className="border-border bg-bg text-fg m-auto w-[min(44rem,calc(100vw-2rem))] rounded-2xl border p-0 shadow-2xl backdrop:bg-black/60"
    >
      <div className="border-border flex items-start justify-between gap-4 border-b px-5 py-4">
        <div>
          <h2 id="scheduler-title" className="text-lg font-semibold">
            {t('scheduler.title')}
          </h2>
          <p className="text-muted text-sm">{t('scheduler.subtitle')}</p>
        </div>
        <IconButton icon={X} label={t('scheduler.close')} onClick={() => dialog.current?.close()} className="hover:bg-surface shrink-0 rounded-lg" />
      </div>
      <div className="p-5">
        {isOpen && (
          <iframe
            src={site.schedulerUrl}
            title={t('scheduler.frameTitle')}
            height={SCHEDULER_FRAME_HEIGHT}
            className="border-border bg-surface h-[400px] w-full rounded-lg border"
            loading="eager"
            referrerPolicy="strict-origin-when-cross-origin"
          />
        )}
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
