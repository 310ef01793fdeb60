import { clsx } from 'clsx';
import { ArrowUp, CalendarClock, Mail, MapPin, Phone } from '~/components/ui/lucide';
import { useTranslation } from 'react-i18next';
import { useSite } from '~/config/facts';
import { displayPhone, telHref } from '~/config/site.schema';
import { offices } from '~/data/offices';
import { socialLinks } from '~/data/navigation';
import { useLayoutData, useMenu } from '~/lib/layout-data';
import { brandIcons } from '~/components/ui/icons';
import { ExternalLink, LangLink, MenuEntryLink } from '~/components/ui/lang-link';
import { BookCallButton } from '~/components/ui/scheduler';
import { LogoMark } from './logo';

const linkClass = 'text-sm text-muted hover:text-fg hover:underline';

function Column({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <div>
      <h2 id={id} className="mb-3 text-sm font-semibold">
        {title}
      </h2>
      {children}
    </div>
  );
}

/** Loaded when it is needed (app/components/ui/deferred.tsx). */
export default function Footer() {
  const site = useSite();
  const projects = useLayoutData()?.projects ?? [];
  const quickLinks = useMenu('footer');
  const { t } = useTranslation();
  // The year of the build in the HTML; the shell's script writes the visitor's current year (app/shell/clock.ts).
  const year = new Date(__BUILD_TIME__).getFullYear();
  return (
    <footer className="border-border bg-surface border-t">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <div className="grid gap-10 py-12 sm:grid-cols-2 lg:grid-cols-[1.4fr_1fr_1fr_1fr_1.3fr]">
          <div>
            <div className="flex items-center gap-2.5 font-semibold">
              <LogoMark />
              <span className="text-lg">{site.brand}</span>
            </div>
            <p className="text-muted mt-3 max-w-xs text-sm">{t('footer.about')}</p>
            <p className="sr-only">{t('footer.social')}</p>
            <ul className="mt-5 flex gap-2">
              {socialLinks.map((key) => {
                const BrandIcon = brandIcons[key];
                return (
                  <li key={key}>
                    <ExternalLink
                      href={site.socials[key]}
                      className="border-border bg-bg text-muted hover:text-accent inline-flex h-10 w-10 items-center justify-center rounded-lg border"
                    >
                      <BrandIcon />
                      <span className="sr-only">{t(`footer.socials.${key}`)}</span>
                    </ExternalLink>
                  </li>
                );
              })}
            </ul>
          </div>
          <nav aria-labelledby="footer-quick">
            <Column id="footer-quick" title={t('footer.quickLinks')}>
              <ul data-menu-list="footer" className="space-y-2">
                {quickLinks.map((link, i) => (
                  <li key={`${i} ${link.to}`}>
                    <MenuEntryLink link={link} className={linkClass} />
                  </li>
                ))}
              </ul>
            </Column>
          </nav>
          <nav aria-labelledby="footer-projects">
            <Column id="footer-projects" title={t('footer.projects')}>
              <ul className="space-y-2">
                {projects.map((p) => (
                  <li key={p.slug}>
                    <LangLink to={`/projects/${p.slug}`} className={linkClass}>
                      {p.title}
                    </LangLink>
                  </li>
                ))}
              </ul>
            </Column>
          </nav>
          <Column id="footer-locations" title={t('footer.locations')}>
            <ul className="space-y-2">
              {offices.map((o) => (
                <li key={o} className="text-muted flex items-center gap-2 text-sm">
                  <MapPin className="h-4 w-4 shrink-0" aria-hidden="true" />
                  {t(`offices.${o}`)}
                </li>
              ))}
            </ul>
          </Column>
          <Column id="footer-contact" title={t('footer.contact')}>
            <ul className="space-y-2">
              <li>
                <a href={`mailto:${site.email}`} className={clsx('inline-flex items-center gap-2', linkClass)}>
                  <Mail className="h-4 w-4" aria-hidden="true" />
                  {site.email}
                </a>
              </li>
              {(['us', 'ng'] as const).map((k) => (
                <li key={k} className="text-muted flex items-center gap-2 text-sm">
                  <Phone className="h-4 w-4" aria-hidden="true" />
                  <span className="sr-only">{t(`contactInfo.${k}`)}:</span>
                  <a href={telHref(site.phones[k])} className={linkClass}>
                    {displayPhone(site.phones[k])}
                  </a>
                </li>
              ))}
              <li className="text-muted text-sm">{t('contactInfo.hours')}</li>
              {/* The footer's call to action: a link among the contacts, not a second banner under the page's own. */}
              <li>
                <BookCallButton className="text-accent inline-flex items-center gap-1.5 text-sm font-semibold hover:underline">
                  <CalendarClock className="h-4 w-4" aria-hidden="true" />
                  {t('scheduler.book')}
                </BookCallButton>
              </li>
            </ul>
          </Column>
        </div>

        <div className="border-border text-muted flex flex-col gap-3 border-t pt-6 pb-24 text-sm sm:flex-row sm:items-center sm:justify-between">
          <p data-build-year={year} suppressHydrationWarning>
            {t('footer.copyright', { year, name: site.legalName })}
          </p>
          <ul className="flex flex-wrap gap-x-5 gap-y-2">
            <li>
              <LangLink to="/legal/privacy-policy" className={linkClass}>
                {t('footer.privacy')}
              </LangLink>
            </li>
            <li>
              <LangLink to="/legal/terms-and-conditions" className={linkClass}>
                {t('footer.terms')}
              </LangLink>
            </li>
            <li>
              <a href="#top" className={clsx('inline-flex items-center gap-1', linkClass)}>
                <ArrowUp className="h-4 w-4" aria-hidden="true" />
                {t('footer.backToTop')}
              </a>
            </li>
          </ul>
        </div>
      </div>
    </footer>
  );
}
