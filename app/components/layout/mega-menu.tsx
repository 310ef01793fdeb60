/**
 * The Services mega-menu: three categories of services with icons and a
 * "View all services" entry. Opens on hover (with a short grace period so
 * the pointer can travel into the panel), on click, and from the keyboard
 * (Enter/Space/ArrowDown); Escape and outside clicks close it. The panel
 * is rendered only while open: it needs JavaScript to open anyway, and its
 * markup (3 KB compressed on every page) would otherwise sit in the HTML
 * ahead of the first screen. Crawlers and visitors without JavaScript find
 * the same links in the mobile menu's list, which is a native popover.
 */
import { clsx } from 'clsx';
import { ArrowRight, ChevronDown } from '~/components/ui/lucide';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { serviceCategories, servicesIn } from '~/data/services';
import { useDismiss } from '~/hooks/use-dismiss';
import { Icon } from '~/components/ui/icons';
import { LangLink } from '~/components/ui/lang-link';

export function MegaMenu() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const leaveTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  // A mouse click lands after the hover already opened the menu: it should keep it open, not toggle it shut.
  const openedByHover = useRef(false);
  const close = useCallback(() => {
    openedByHover.current = false;
    setOpen(false);
  }, []);
  useDismiss(open, root, close, button);
  const { pathname } = useLocation();
  useEffect(close, [pathname, close]);
  useEffect(() => () => clearTimeout(leaveTimer.current), []);

  const onEnter = () => {
    clearTimeout(leaveTimer.current);
    if (!open) openedByHover.current = true;
    setOpen(true);
  };
  const onLeave = () => {
    leaveTimer.current = setTimeout(close, 150);
  };

  return (
    <div
      ref={root}
      className="relative"
      onPointerEnter={(e) => e.pointerType === 'mouse' && onEnter()}
      onPointerLeave={(e) => e.pointerType === 'mouse' && onLeave()}
    >
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={open ? 'services-menu' : undefined}
        onClick={() => {
          if (openedByHover.current) {
            openedByHover.current = false;
            setOpen(true);
          } else setOpen((o) => !o);
        }}
        onKeyDown={(e) => {
          if (e.key === 'ArrowDown') {
            e.preventDefault();
            setOpen(true);
            requestAnimationFrame(() => root.current?.querySelector<HTMLAnchorElement>('#services-menu a')?.focus());
          }
        }}
        className="text-muted hover:text-fg aria-expanded:text-fg inline-flex items-center gap-1 rounded-lg px-1.5 py-2 text-sm font-medium whitespace-nowrap xl:px-3"
      >
        {t('nav.services')}
        <ChevronDown className={clsx('h-4 w-4 transition-transform', open && 'rotate-180')} aria-hidden="true" />
      </button>
      {open && (
        <div
          id="services-menu"
          className="border-border bg-bg shadow-card absolute top-full left-1/2 z-50 mt-3 w-[min(56rem,calc(100vw-2rem))] -translate-x-1/2 rounded-2xl border p-6"
        >
          <div className="grid grid-cols-3 gap-6">
            {serviceCategories.map((category) => (
              <div key={category}>
                <p className="text-muted mb-2 px-2 text-xs font-semibold tracking-wider uppercase">{t(`serviceCategories.${category}`)}</p>
                <ul className="space-y-0.5">
                  {servicesIn(category).map((s) => (
                    <li key={s.slug}>
                      <LangLink to={`/services/${s.slug}`} className="hover:bg-surface flex items-center gap-3 rounded-lg px-2 py-2 text-sm">
                        <span className="bg-accent-soft text-accent flex h-8 w-8 shrink-0 items-center justify-center rounded-lg">
                          <Icon name={s.icon} className="h-4.5 w-4.5" />
                        </span>
                        {t(`serviceNames.${s.slug}`)}
                      </LangLink>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </div>
          <div className="border-border mt-5 border-t pt-4">
            <LangLink to="/services" className="text-accent inline-flex items-center gap-2 rounded-lg px-2 py-1 text-sm font-semibold hover:underline">
              {t('nav.allServices')}
              <ArrowRight className="h-4 w-4" aria-hidden="true" />
            </LangLink>
          </div>
        </div>
      )}
    </div>
  );
}
