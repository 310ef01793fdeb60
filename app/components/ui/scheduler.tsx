/**
 * The booking dialog shared by every "book a call" button. The 30-minute
 * scheduler frame is created only when the dialog opens (nothing from the
 * scheduler loads before), and a plain link to the booking page stays in
 * view as a fallback should the frame be blocked or fail. Uses the native
 * modal <dialog>: focus moves in and is kept there, Escape closes, focus
 * returns to the button that opened it.
 */
import { ExternalLink as ExternalIcon, X } from 'lucide-react';
import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from '~/i18n/react';
import { site } from '~/config/site';
import { useDelayedAction } from '~/hooks/use-delayed-action';
import { ExternalLink } from './lang-link';

export const SCHEDULER_FRAME_HEIGHT = 400;

const SchedulerContext = createContext<{ open: () => void }>({ open: () => {} });

export function SchedulerProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const dialog = useRef<HTMLDialogElement>(null);
  const [isOpen, setOpen] = useState(false);
  const open = useCallback(() => {
    setOpen(true);
    dialog.current?.showModal();
  }, []);
  const value = useMemo(() => ({ open }), [open]);
  return (
    <SchedulerContext.Provider value={value}>
      {children}
      <dialog
        ref={dialog}
        aria-labelledby="scheduler-title"
        onClose={() => setOpen(false)}
        onClick={(e) => e.target === dialog.current && dialog.current.close()}
        className="m-auto w-[min(44rem,calc(100vw-2rem))] rounded-2xl border border-border bg-bg p-0 text-fg shadow-2xl backdrop:bg-black/60"
      >
        <div className="flex items-start justify-between gap-4 border-b border-border px-5 py-4">
          <div>
            <h2 id="scheduler-title" className="text-lg font-semibold">{t('scheduler.title')}</h2>
            <p className="text-sm text-muted">{t('scheduler.subtitle')}</p>
          </div>
          <button type="button" onClick={() => dialog.current?.close()} className="inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-lg hover:bg-surface">
            <X className="h-5 w-5" aria-hidden="true" />
            <span className="sr-only">{t('scheduler.close')}</span>
          </button>
        </div>
        <div className="p-5">
          {isOpen && (
            <iframe
              src={site.schedulerUrl}
              title={t('scheduler.frameTitle')}
              height={SCHEDULER_FRAME_HEIGHT}
              className="h-[400px] w-full rounded-lg border border-border bg-surface"
              loading="eager"
              referrerPolicy="strict-origin-when-cross-origin"
            />
          )}
          <p className="mt-4 text-sm text-muted">
            {t('scheduler.fallback')}{' '}
            <ExternalLink href={site.schedulerUrl} className="inline-flex items-center gap-1 font-semibold text-accent hover:underline">
              {t('scheduler.fallbackLink')}
              <ExternalIcon className="h-3.5 w-3.5" aria-hidden="true" />
            </ExternalLink>
          </p>
        </div>
      </dialog>
    </SchedulerContext.Provider>
  );
}

/** A "book a call" button: 500 ms press, then the scheduler dialog. */
export function BookCallButton({ className = '', children }: { className?: string; children?: ReactNode }) {
  const { t } = useTranslation();
  const { open } = useContext(SchedulerContext);
  const { pressed, trigger } = useDelayedAction(open);
  return (
    <button type="button" onClick={trigger} aria-haspopup="dialog" className={`${className} ${pressed ? 'animate-press' : ''}`}>
      {children ?? t('scheduler.book')}
    </button>
  );
}
