/**
 * Below 992 px: a menu button opening a slide-in side panel over a dimmed
 * backdrop. While open the page does not scroll, focus stays in the panel,
 * and the backdrop, Escape, the close button or a navigation close it.
 */
import { ChevronDown, Menu, X } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from '~/i18n/react';
import { useLocation } from 'react-router';
import { mainNav } from '~/data/navigation';
import { serviceCategories, servicesIn } from '~/data/services';
import { Icon } from '~/components/ui/icons';
import { LangLink, LangNavLink } from '~/components/ui/lang-link';
import { LanguageLinks } from './language-menu';
import { ThemeToggle } from './theme-toggle';

const focusables = 'a[href], button:not([disabled]), [tabindex]:not([tabindex="-1"])';

export function MobileMenu() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [servicesOpen, setServicesOpen] = useState(false);
  const panel = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();
  const close = useCallback(() => setOpen(false), []);

  useEffect(close, [pathname, close]);

  useEffect(() => {
    if (!open) return;
    const html = document.documentElement;
    const previous = html.style.overflow;
    html.style.overflow = 'hidden';
    panel.current?.querySelector<HTMLElement>(focusables)?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') return close();
      if (e.key !== 'Tab' || !panel.current) return;
      const items = [...panel.current.querySelectorAll<HTMLElement>(focusables)].filter((el) => el.offsetParent !== null);
      const first = items[0];
      const last = items[items.length - 1];
      if (!first || !last) return;
      if (e.shiftKey && document.activeElement === first) {
        e.preventDefault();
        last.focus();
      } else if (!e.shiftKey && document.activeElement === last) {
        e.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    const opener = button.current;
    return () => {
      html.style.overflow = previous;
      document.removeEventListener('keydown', onKey);
      opener?.focus({ preventScroll: true });
    };
  }, [open, close]);

  return (
    <div className="nav:hidden">
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls="mobile-menu"
        onClick={() => setOpen(true)}
        className="inline-flex h-10 w-10 items-center justify-center rounded-lg text-fg hover:bg-surface"
      >
        <Menu className="h-6 w-6" aria-hidden="true" />
        <span className="sr-only">{t('nav.openMenu')}</span>
      </button>
      <div
        data-testid="menu-backdrop"
        aria-hidden="true"
        onClick={close}
        className={`fixed inset-0 z-40 bg-black/50 transition-opacity duration-300 ${open ? 'opacity-100' : 'pointer-events-none opacity-0'}`}
      />
      <div
        ref={panel}
        id="mobile-menu"
        role="dialog"
        aria-modal="true"
        aria-label={t('nav.menu')}
        inert={!open}
        className={`fixed inset-y-0 right-0 z-50 flex w-[min(22rem,88vw)] flex-col overflow-y-auto bg-bg shadow-2xl transition-transform duration-300 ${open ? 'translate-x-0' : 'invisible translate-x-full'}`}
      >
        <div className="flex items-center justify-between border-b border-border px-5 py-4">
          <span className="text-sm font-semibold uppercase tracking-wider text-muted">{t('nav.menu')}</span>
          <button type="button" onClick={close} className="inline-flex h-10 w-10 items-center justify-center rounded-lg hover:bg-surface">
            <X className="h-5 w-5" aria-hidden="true" />
            <span className="sr-only">{t('nav.closeMenu')}</span>
          </button>
        </div>
        <nav aria-label={t('nav.menu')} className="flex-1 px-3 py-4">
          <ul className="space-y-1">
            {mainNav.map((item) =>
              item.key === 'services' ? (
                <li key={item.key}>
                  <button
                    type="button"
                    aria-expanded={servicesOpen}
                    aria-controls="mobile-services"
                    onClick={() => setServicesOpen((o) => !o)}
                    className="flex w-full items-center justify-between rounded-lg px-3 py-3 text-base font-medium hover:bg-surface"
                  >
                    {t('nav.services')}
                    <ChevronDown className={`h-5 w-5 transition-transform ${servicesOpen ? 'rotate-180' : ''}`} aria-hidden="true" />
                  </button>
                  <div id="mobile-services" hidden={!servicesOpen} className="pb-2 pl-3">
                    {serviceCategories.map((category) => (
                      <div key={category} className="mt-2">
                        <p className="px-3 py-1 text-xs font-semibold uppercase tracking-wider text-muted">{t(`serviceCategories.${category}`)}</p>
                        <ul>
                          {servicesIn(category).map((s) => (
                            <li key={s.slug}>
                              <LangLink to={`/services/${s.slug}`} className="flex items-center gap-3 rounded-lg px-3 py-2 text-sm hover:bg-surface">
                                <Icon name={s.icon} className="h-4 w-4 text-accent" />
                                {t(`serviceNames.${s.slug}`)}
                              </LangLink>
                            </li>
                          ))}
                        </ul>
                      </div>
                    ))}
                    <LangLink to="/services" className="mt-2 block rounded-lg px-3 py-2 text-sm font-semibold text-accent hover:bg-surface">
                      {t('nav.allServices')}
                    </LangLink>
                  </div>
                </li>
              ) : (
                <li key={item.key}>
                  <LangNavLink
                    to={item.path}
                    end={item.path === '/'}
                    className="block rounded-lg px-3 py-3 text-base font-medium hover:bg-surface aria-[current=page]:bg-accent-soft aria-[current=page]:text-accent"
                  >
                    {t(`nav.${item.key}`)}
                  </LangNavLink>
                </li>
              ),
            )}
          </ul>
        </nav>
        <div className="space-y-4 border-t border-border px-5 py-5">
          <div>
            <p className="mb-2 text-xs font-semibold uppercase tracking-wider text-muted">{t('language.heading')}</p>
            <LanguageLinks
              onPick={close}
              className="grid grid-cols-2 gap-1"
              itemClassName="flex items-center gap-1 rounded-lg px-2 py-2 text-sm hover:bg-surface aria-[current=true]:bg-accent-soft aria-[current=true]:font-semibold"
            />
          </div>
          <div className="flex items-center justify-between">
            <span className="text-sm text-muted">{t('theme.heading')}</span>
            <ThemeToggle />
          </div>
        </div>
      </div>
    </div>
  );
}
