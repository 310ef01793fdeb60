/**
 * The small-screen menu: a native popover side panel, so it opens, closes and returns focus without any script;
 * app/shell/menus.ts keeps focus in it and closes it on a link.
 */
import { useTranslation } from 'react-i18next';
import { inCategories } from '~/data/services';
import { useMenu, useServiceLinks } from '~/lib/layout-data';
import { Icon } from '~/components/ui/icons';
import { LangLink, MenuEntryLink } from '~/components/ui/lang-link';
import { IconButton } from '~/components/ui/icon-button';
import { ChevronDown, Menu, X } from '~/components/ui/lucide';
import { InlineIcons } from '~/components/ui/svg-icon';
import { LanguageLinks } from './language-menu';
import { ThemeToggle } from './theme-toggle';

const PANEL_ID = 'mobile-menu';

export function MobileMenu() {
  const { t } = useTranslation();
  const services = useServiceLinks();
  const entries = useMenu('header');
  return (
    <div className="nav:hidden">
      <button type="button" popoverTarget={PANEL_ID} className="text-fg hover:bg-surface inline-flex h-10 w-10 items-center justify-center rounded-lg">
        <Menu className="h-6 w-6" aria-hidden="true" />
        <span className="sr-only">{t('nav.openMenu')}</span>
      </button>
      <div id={PANEL_ID} popover="auto" role="dialog" aria-label={t('nav.menu')} className="menu-panel">
        {/* Shown only when opened: its icons come from the sprite file. */}
        <InlineIcons value={false}>
          <div className="border-border flex items-center justify-between border-b px-5 py-4">
            <span className="text-muted text-sm font-semibold tracking-wider uppercase">{t('nav.menu')}</span>
            <IconButton icon={X} label={t('nav.closeMenu')} popoverTarget={PANEL_ID} popoverTargetAction="hide" className="hover:bg-surface rounded-lg" />
          </div>
          <nav aria-label={t('nav.menu')} className="flex-1 px-3 py-4">
            <ul className="space-y-1">
              {entries.map((link, i) =>
                link.services ? (
                  <li key={`${i} ${link.to}`}>
                    <details className="group">
                      <summary className="hover:bg-surface flex w-full cursor-pointer list-none items-center justify-between rounded-lg px-3 py-3 text-base font-medium [&::-webkit-details-marker]:hidden">
                        {link.label}
                        <ChevronDown className="h-5 w-5 transition-transform group-open:rotate-180" aria-hidden="true" />
                      </summary>
                      <div className="pb-2 pl-3">
                        {inCategories(services).map(([category, list]) => (
                          <div key={category} className="mt-2">
                            <p className="text-muted px-3 py-1 text-xs font-semibold tracking-wider uppercase">{t(`serviceCategories.${category}`)}</p>
                            <ul>
                              {list.map((s) => (
                                <li key={s.slug}>
                                  <LangLink to={`/services/${s.slug}`} className="hover:bg-surface flex items-center gap-3 rounded-lg px-3 py-2 text-sm">
                                    <Icon name={s.icon} className="text-accent h-4 w-4" />
                                    {s.title}
                                  </LangLink>
                                </li>
                              ))}
                            </ul>
                          </div>
                        ))}
                        <LangLink to="/services" className="text-accent hover:bg-surface mt-2 block rounded-lg px-3 py-2 text-sm font-semibold">
                          {t('nav.allServices')}
                        </LangLink>
                      </div>
                    </details>
                  </li>
                ) : (
                  <li key={`${i} ${link.to}`}>
                    <MenuEntryLink
                      link={link}
                      current
                      className="hover:bg-surface aria-[current=page]:bg-accent-soft aria-[current=page]:text-accent block rounded-lg px-3 py-3 text-base font-medium"
                    />
                  </li>
                ),
              )}
            </ul>
          </nav>
          <div className="border-border space-y-4 border-t px-5 py-5">
            <div>
              <p className="text-muted mb-2 text-xs font-semibold tracking-wider uppercase">{t('language.heading')}</p>
              <LanguageLinks
                className="grid grid-cols-2 gap-1"
                itemClassName="flex items-center gap-1 rounded-lg px-2 py-2 text-sm hover:bg-surface aria-[current=true]:bg-accent-soft aria-[current=true]:font-semibold"
              />
            </div>
            <div className="flex items-center justify-between">
              <span className="text-muted text-sm">{t('theme.heading')}</span>
              <ThemeToggle />
            </div>
          </div>
        </InlineIcons>
      </div>
    </div>
  );
}
