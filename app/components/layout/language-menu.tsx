import { ChevronDown, Globe } from '~/components/ui/lucide';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useMatches } from 'react-router';
import type { RouteHandle } from '~/i18n/i18n';
import { languageNames, languages, localizePath, stripLocale } from '~/i18n/languages';
import type { Lang } from '~/i18n/languages';
import { useLang } from '~/i18n/use-lang';

const LIST_ID = 'language-list';

/** Where the current page is in another language: the same page, or its list page when that language lacks it. */
function useLanguageTarget() {
  const { pathname, search, hash } = useLocation();
  const page = useMatches().at(-1);
  const list = (page?.handle as RouteHandle | undefined)?.list;
  const data = page?.loaderData as { item?: { languages?: readonly Lang[] }; languages?: readonly Lang[] } | undefined;
  const written = data?.item?.languages ?? data?.languages;
  return (l: Lang) => (list && written && !written.includes(l) ? localizePath(list, l) : localizePath(stripLocale(pathname), l) + search + hash);
}

/** Links to the current page in each language, for the dropdown and the mobile panel. */
export function LanguageLinks({ className, itemClassName }: { className?: string; itemClassName?: string }) {
  const current = useLang();
  const target = useLanguageTarget();
  return (
    <ul className={className}>
      {languages.map((l) => (
        <li key={l}>
          <Link to={target(l)} lang={l} hrefLang={l} aria-current={l === current ? 'true' : undefined} data-language-choice={l} className={itemClassName}>
            <span className="text-muted w-7 text-xs font-semibold uppercase">{l}</span>
            {languageNames[l]}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** A native popover, so it opens before the page's JavaScript; focus leaving it closes it (app/shell/menus.ts). */
export function LanguageMenu() {
  const { t } = useTranslation();
  const current = useLang();
  return (
    <div className="group">
      <button
        type="button"
        popoverTarget={LIST_ID}
        className="language-menu-button text-muted hover:bg-surface hover:text-fg inline-flex h-10 items-center gap-1.5 rounded-lg px-2.5 text-sm font-medium"
      >
        <Globe className="h-4.5 w-4.5" aria-hidden="true" />
        {/* The name starts with what the button shows ("EN"), so "click EN" works for speech input (WCAG 2.5.3). */}
        {current.toUpperCase()} <span className="sr-only">{t('language.label', { language: languageNames[current] })}</span>
        <ChevronDown className="h-4 w-4 transition-transform group-has-[:popover-open]:rotate-180" aria-hidden="true" />
      </button>
      <div id={LIST_ID} popover="auto" data-menu className="language-menu border-border bg-bg shadow-card w-48 rounded-xl border p-1.5">
        <LanguageLinks itemClassName="flex items-center gap-2 rounded-lg px-3 py-2 text-sm hover:bg-surface aria-[current=true]:bg-accent-soft aria-[current=true]:font-semibold" />
      </div>
    </div>
  );
}
