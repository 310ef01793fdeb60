/** Everything around a page; what it does beyond HTML is the shell's script's (app/shell/shell.ts). */
import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Announcer } from '~/components/ui/announcer';
import { deferred } from '~/components/ui/deferred';
import { usePageChangeFocus } from '~/hooks/use-focus';
import { SchedulerDialog } from '~/components/ui/scheduler';
import { Header } from './header';
import { ServicesMenuPanel } from './mega-menu';
import { LOAD_ERROR_ID } from '~/lib/load-error';
import { WhatsAppLink } from './whatsapp-link';

const Footer = deferred('footer', () => import('./footer'));

export function Shell({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const announcement = usePageChangeFocus();
  return (
    <>
      <a
        href="#main"
        className="bg-accent text-on-accent sr-only z-[60] rounded-lg px-4 py-2 font-semibold focus:not-sr-only focus:fixed focus:top-4 focus:left-4"
      >
        {t('skipLink')}
      </a>
      <Header />
      <main id="main" tabIndex={-1} className="min-h-[60vh] pt-16 outline-none md:pt-25">
        {children}
      </main>
      <Footer />
      <WhatsAppLink />
      <ServicesMenuPanel />
      <SchedulerDialog />
      <LoadError />
      <Announcer testId="page-announcer">{announcement}</Announcer>
    </>
  );
}

/** Shown when the page's scripts or catalogues fail to load: says why the page does not respond, with a plain reload link. */
function LoadError() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <div
      id={LOAD_ERROR_ID}
      role="alert"
      hidden
      className="border-border bg-bg fixed inset-x-4 bottom-4 z-[70] mx-auto max-w-xl rounded-xl border p-4 text-sm shadow-2xl"
    >
      <p>{t('error.partial')}</p>
      <a href={pathname} className="bg-accent text-on-accent hover:bg-accent-strong mt-3 inline-flex h-10 items-center rounded-lg px-4 font-semibold">
        {t('error.reload')}
      </a>
    </div>
  );
}
