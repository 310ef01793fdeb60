/** Everything around a page: skip link, header, main landmark, footer, WhatsApp link, booking dialog. */
import type { ReactNode } from 'react';
import { useTranslation } from '~/i18n/react';
import { SchedulerProvider } from '~/components/ui/scheduler';
import { Footer, WhatsAppLink } from './footer';
import { Header } from './header';

export function Shell({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <SchedulerProvider>
      <a href="#main" className="sr-only z-[60] rounded-lg bg-accent px-4 py-2 font-semibold text-on-accent focus:not-sr-only focus:fixed focus:left-4 focus:top-4">
        {t('skipLink')}
      </a>
      <Header />
      <main id="main" tabIndex={-1} className="min-h-[60vh] pt-16 outline-none md:pt-25">
        {children}
      </main>
      <Footer />
      <WhatsAppLink />
    </SchedulerProvider>
  );
}
