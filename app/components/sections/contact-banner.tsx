import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';
import { buttonStyles } from '~/components/ui/button';
import { LangLink } from '~/components/ui/lang-link';
import { BookCallButton } from '~/components/ui/scheduler';

/** The page's one closing call to action: book a call, or send a message with `service` chosen. Needs the `sections` namespace. */
export function ContactBanner({ service }: { service?: string }) {
  const { t } = useTranslation('sections');
  return (
    <section aria-labelledby="contact-banner-title" className="px-4 py-16 sm:px-6">
      <div className="bg-night relative mx-auto max-w-7xl overflow-hidden rounded-3xl px-6 py-14 text-center text-white sm:px-12">
        <div
          aria-hidden="true"
          className="absolute inset-0 bg-[radial-gradient(circle_at_20%_20%,rgb(79_124_255/0.35),transparent_55%),radial-gradient(circle_at_85%_80%,rgb(67_198_179/0.25),transparent_50%)]"
        />
        <div className="relative">
          <h2 id="contact-banner-title" className="font-heading mx-auto max-w-2xl text-3xl tracking-tight sm:text-4xl">
            {t('contactBanner.title')}
          </h2>
          <p className="mx-auto mt-4 max-w-2xl text-lg text-white/80">{t('contactBanner.text')}</p>
          <div className="mt-8 flex flex-wrap justify-center gap-3">
            <BookCallButton className="text-night inline-flex h-11 items-center rounded-lg bg-white px-5 text-sm font-semibold hover:bg-white/90" />
            <LangLink
              to={service ? `/contactus?service=${service}` : '/contactus'}
              className={clsx(buttonStyles.secondary, 'border-white/30 bg-transparent text-white hover:bg-white/10')}
            >
              {t('cta.message')}
            </LangLink>
          </div>
        </div>
      </div>
    </section>
  );
}
