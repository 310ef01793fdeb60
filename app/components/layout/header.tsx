import { Mail, Phone, Send } from '~/components/ui/lucide';
import { useTranslation } from 'react-i18next';
import { useSite } from '~/config/facts';
import { displayPhone, telHref } from '~/config/site.schema';
import { useMenu } from '~/lib/layout-data';
import { LangLink, MenuEntryLink } from '~/components/ui/lang-link';
import { LanguageMenu } from './language-menu';
import { Logo } from './logo';
import { MegaMenu } from './mega-menu';
import { MobileMenu } from './mobile-menu';
import { InlineIcons } from '~/components/ui/svg-icon';
import { ThemeToggle } from './theme-toggle';

// Its widths, and the header bar's, are those app/components/layout/header-room.ts counts with: change them together.
function TopBar() {
  const site = useSite();
  const entries = useMenu('topBar');
  return (
    <div className="border-border bg-surface text-muted hidden border-b text-xs md:block">
      <div className="mx-auto flex h-9 max-w-7xl items-center justify-between px-6">
        <div className="flex items-center gap-5">
          <a href={`mailto:${site.email}`} className="hover:text-fg inline-flex items-center gap-1.5">
            <Mail className="h-3.5 w-3.5" aria-hidden="true" />
            {site.email}
          </a>
          <span className="inline-flex items-center gap-1.5">
            <Phone className="h-3.5 w-3.5" aria-hidden="true" />
            <a href={telHref(site.phones.us)} className="hover:text-fg">
              {displayPhone(site.phones.us)}
            </a>
          </span>
        </div>
        <ul data-menu-list="topBar" className="flex items-center gap-5">
          {entries.map((link, i) => (
            <li key={`${i} ${link.to}`}>
              <MenuEntryLink link={link} className="hover:text-fg whitespace-nowrap" />
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}

/** The Contact button, a real link; where the full menu leaves too little room it condenses to its icon, keeping its name. */
function ContactButton() {
  const { t } = useTranslation();
  return (
    <LangLink
      to="/contactus"
      data-press
      className="bg-accent text-on-accent hover:bg-accent-strong nav:max-xl:w-10 nav:max-xl:px-0 hidden h-10 items-center justify-center rounded-lg px-4 text-sm font-semibold whitespace-nowrap sm:inline-flex"
      title={t('cta.message')}
    >
      <Send className="nav:max-xl:block hidden h-4.5 w-4.5" aria-hidden="true" />
      <span className="nav:max-xl:sr-only">{t('cta.message')}</span>
    </LangLink>
  );
}

export function Header() {
  const { t } = useTranslation();
  const entries = useMenu('header');
  return (
    <header data-site-header className="fixed inset-x-0 top-0 z-40">
      {/* In the first screen: its icons draw in place, not from the sprite file. */}
      <InlineIcons value>
        <TopBar />
        <div
          data-header-bar
          className="bg-bg data-scrolled:border-border data-scrolled:bg-bg/80 data-scrolled:shadow-card border-b border-transparent transition-[background-color,box-shadow,border-color] duration-200 data-scrolled:backdrop-blur-md"
        >
          <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6">
            <Logo />
            <nav aria-label={t('nav.mainLabel')} className="nav:block hidden">
              <ul data-menu-list="header" className="flex items-center xl:gap-1">
                {entries.map((link, i) => (
                  <li key={`${i} ${link.to}`}>
                    {link.services ? (
                      <MegaMenu label={link.label} />
                    ) : (
                      <MenuEntryLink
                        link={link}
                        current
                        className="text-muted hover:text-fg aria-[current=page]:text-accent rounded-lg px-1.5 py-2 text-sm font-medium whitespace-nowrap xl:px-3"
                      />
                    )}
                  </li>
                ))}
              </ul>
            </nav>
            <div className="flex items-center gap-1">
              <div className="nav:flex hidden items-center gap-1">
                <LanguageMenu />
                <ThemeToggle />
              </div>
              <ContactButton />
              <MobileMenu />
            </div>
          </div>
        </div>
      </InlineIcons>
    </header>
  );
}
