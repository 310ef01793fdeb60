import { clsx } from 'clsx';
import { Mail, Phone } from '~/components/ui/lucide';
import { useTranslation } from 'react-i18next';
import { buttonStyles } from '~/components/ui/button';
import { LangLink } from '~/components/ui/lang-link';
import { BookCallButton } from '~/components/ui/scheduler';
import { useSite } from '~/config/facts';
import { displayPhone, telHref } from '~/config/site.schema';
import { HeroBackground } from './hero-background';
import { FirstScreen } from '~/components/ui/page-hero';

/** The home hero: background motion, title, description, the call-booking button, e-mail and both phone lines. */
export function Hero() {
  const site = useSite();
  const { t } = useTranslation('home');
  return (
    <FirstScreen className="bg-night relative isolate overflow-hidden text-white">
      <HeroBackground />
      <div className="relative mx-auto max-w-7xl px-4 py-20 sm:px-6 md:py-28">
        <p className="mb-4 text-sm font-semibold tracking-wider text-[#9bb9ff] uppercase">{t('hero.eyebrow')}</p>
        <h1 className="font-heading max-w-4xl text-4xl tracking-tight sm:text-6xl">{t('hero.title')}</h1>
        <p className="mt-6 max-w-2xl text-lg text-white/80">{t('hero.description')}</p>
        <div className="mt-8 flex flex-wrap gap-3">
          <BookCallButton className="text-night inline-flex h-11 items-center rounded-lg bg-white px-5 text-sm font-semibold hover:bg-white/90" />
          <LangLink to="/services" className={clsx(buttonStyles.secondary, 'border-white/30 bg-white/5 text-white hover:bg-white/10')}>
            {t('hero.secondary')}
          </LangLink>
        </div>
        <ul className="mt-10 flex flex-col gap-3 text-sm sm:flex-row sm:flex-wrap sm:gap-6">
          <li>
            <a href={`mailto:${site.email}`} className="inline-flex items-center gap-2 text-white/80 hover:text-white">
              <Mail className="h-4 w-4 text-[#9bb9ff]" aria-hidden="true" />
              {site.email}
            </a>
          </li>
          {(['us', 'ng'] as const).map((office) => (
            <li key={office} className="inline-flex items-center gap-2 text-white/80">
              <Phone className="h-4 w-4 text-[#9bb9ff]" aria-hidden="true" />
              {t(`contactInfo.${office}`)}:
              <a href={telHref(site.phones[office])} className="hover:text-white">
                {displayPhone(site.phones[office])}
              </a>
            </li>
          ))}
        </ul>
      </div>
    </FirstScreen>
  );
}
