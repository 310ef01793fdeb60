import { clsx } from 'clsx';
import { ChevronDown, Globe } from '~/components/ui/lucide';
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useMatches } from 'react-router';
import type { RouteHandle } from '~/i18n/i18n';
import { i18nOptions } from '~/i18n/options';
import { languageNames, languages, localizePath, stripLocale } from '~/i18n/languages';
import type { Lang } from '~/i18n/languages';
import { useLang } from '~/i18n/use-lang';
import { useDismiss } from '~/hooks/use-dismiss';

/** Remembers an explicit choice where the spec's detection looks first. */
function rememberLanguage(lang: Lang) {
  try {
    localStorage.setItem(i18nOptions.detection.lookupLocalStorage, lang);
  } catch {
    /* not persisted */
  }
  document.cookie = `${i18nOptions.detection.lookupCookie}=${lang}; path=/; max-age=31536000; SameSite=Lax`;
}

/**
 * Where the current page is in another language: the same page, or for an item not written in that
 * language (a job, an article, a case study), its list page in that language.
 */
function useLanguageTarget() {
  const { pathname, search, hash } = useLocation();
  const page = useMatches().at(-1);
  const list = (page?.handle as RouteHandle | undefined)?.list;
  const written = (page?.loaderData as { item?: { languages?: readonly Lang[] } } | undefined)?.item?.languages;
  return (l: Lang) => (list && written && !written.includes(l) ? localizePath(list, l) : localizePath(stripLocale(pathname), l) + search + hash);
}

/** Links to the current page in each language (shared by the dropdown and the mobile panel). */
export function LanguageLinks({ onPick, className, itemClassName }: { onPick?: () => void; className?: string; itemClassName?: string }) {
  const current = useLang();
  const target = useLanguageTarget();
  return (
    <ul className={className}>
      {languages.map((l) => (
        <li key={l}>
          <Link
            to={target(l)}
            lang={l}
            hrefLang={l}
            aria-current={l === current ? 'true' : undefined}
            onClick={() => {
              rememberLanguage(l);
              onPick?.();
            }}
            className={itemClassName}
          >
            <span className="text-muted w-7 text-xs font-semibold uppercase">{l}</span>
            {languageNames[l]}
          </Link>
        </li>
      ))}
    </ul>
  );
}

export function LanguageMenu() {
  const { t } = useTranslation();
  const current = useLang();
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => setOpen(false), []);
  useDismiss(open, root, close, button);
  return (
    <div ref={root} className="relative">
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls="language-list"
        onClick={() => setOpen((o) => !o)}
        className="text-muted hover:bg-surface hover:text-fg inline-flex h-10 items-center gap-1.5 rounded-lg px-2.5 text-sm font-medium"
      >
        <Globe className="h-4.5 w-4.5" aria-hidden="true" />
        {/* The name starts with what the button shows ("EN"), so "click EN" works for speech input (WCAG 2.5.3). */}
        {current.toUpperCase()} <span className="sr-only">{t('language.label', { language: languageNames[current] })}</span>
        <ChevronDown className={clsx('h-4 w-4 transition-transform', open && 'rotate-180')} aria-hidden="true" />
      </button>
      <div id="language-list" hidden={!open} className="border-border bg-bg shadow-card absolute top-full right-0 z-50 mt-2 w-48 rounded-xl border p-1.5">
        <LanguageLinks
          onPick={close}
          itemClassName="flex items-center gap-2 rounded-lg px-3 py-2 text-sm hover:bg-surface aria-[current=true]:bg-accent-soft aria-[current=true]:font-semibold"
        />
      </div>
    </div>
  );
}
