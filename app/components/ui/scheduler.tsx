/**
 * "Book a call" buttons and the booking dialog they open. The dialog's code
 * loads on first use (its download starts when a button is hovered or
 * focused), so no page pays for it at start; nothing from the scheduler's
 * own site loads before the dialog opens.
 */
import { clsx } from 'clsx';
import { createContext, useCallback, useContext, useMemo, useState } from 'react';
import type { ComponentType, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { showLoadError } from '~/lib/load-error';
import { useDelayedAction } from '~/hooks/use-delayed-action';

const loadDialog = () => import('./scheduler-dialog');

const SchedulerContext = createContext<{ open: () => void }>({ open: () => {} });

export function SchedulerProvider({ children }: { children: ReactNode }) {
  // The dialog's component once loaded; each press counts `request` up and (re)opens it.
  const [Dialog, setDialog] = useState<ComponentType<{ request: number }> | null>(null);
  const [request, setRequest] = useState(0);
  const open = useCallback(() => {
    loadDialog().then((m) => {
      setDialog(() => m.default);
      setRequest((n) => n + 1);
    }, showLoadError);
  }, []);
  const value = useMemo(() => ({ open }), [open]);
  return (
    <SchedulerContext.Provider value={value}>
      {children}
      {Dialog && <Dialog request={request} />}
    </SchedulerContext.Provider>
  );
}

/** A "book a call" button: 500 ms press, then the scheduler dialog. */
export function BookCallButton({ className = '', children }: { className?: string; children?: ReactNode }) {
  const { t } = useTranslation();
  const { open } = useContext(SchedulerContext);
  const { pressed, trigger } = useDelayedAction(open);
  return (
    <button
      type="button"
      onClick={trigger}
      onPointerEnter={loadDialog}
      onFocus={loadDialog}
      aria-haspopup="dialog"
      className={clsx(className, pressed && 'animate-press')}
    >
      {children ?? t('scheduler.book')}
    </button>
  );
}
