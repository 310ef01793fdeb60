/**
 * The Services mega-menu: a native popover, so it works before any script; hover and focus handling are in
 * app/shell/menus.ts. The panel sits at the end of the page's HTML, out of the first screen's markup.
 */
import { ArrowRight, ChevronDown } from '~/components/ui/lucide';
import { useTranslation } from 'react-i18next';
import { inCategories } from '~/data/services';
import { useServiceLinks } from '~/lib/layout-data';
import { Icon } from '~/components/ui/icons';
import { LangLink } from '~/components/ui/lang-link';

const PANEL_ID = 'services-menu';

export function MegaMenu({ label }: { label: string }) {
  return (
    <div data-hover-menu={PANEL_ID} className="group">
      <button
        type="button"
        popoverTarget={PANEL_ID}
        className="services-menu-button text-muted hover:text-fg data-popover-open:text-fg inline-flex items-center gap-1 rounded-lg px-1.5 py-2 text-sm font-medium whitespace-nowrap xl:px-3"
      >
        {label}
        <ChevronDown className="h-4 w-4 transition-transform group-has-[[data-popover-open]]:rotate-180" aria-hidden="true" />
      </button>
    </div>
  );
}

export function ServicesMenuPanel() {
  const { t } = useTranslation();
  const services = useServiceLinks();
  return (
    <div
      id={PANEL_ID}
      popover="auto"
      data-menu
      data-hover-menu={PANEL_ID}
      className="services-menu border-border bg-bg text-fg shadow-card w-[min(56rem,calc(100vw-2rem))] rounded-2xl border p-6"
    >
      <div className="grid grid-cols-3 gap-6">
        {inCategories(services).map(([category, list]) => (
          <div key={category}>
            <p className="text-muted mb-2 px-2 text-xs font-semibold tracking-wider uppercase">{t(`serviceCategories.${category}`)}</p>
            <ul className="space-y-0.5">
              {list.map((s) => (
                <li key={s.slug}>
                  <LangLink to={`/services/${s.slug}`} className="hover:bg-surface flex items-center gap-3 rounded-lg px-2 py-2 text-sm">
                    <span className="bg-accent-soft text-accent flex h-8 w-8 shrink-0 items-center justify-center rounded-lg">
                      <Icon name={s.icon} className="h-4.5 w-4.5" />
                    </span>
                    {s.title}
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
  );
}
