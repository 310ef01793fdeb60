import { useCallback } from 'react';
import { useLocation } from 'react-router';
import { languageOf, localizePath } from './languages';

/** The language of the current URL. */
export function useLang() {
  return languageOf(useLocation().pathname);
}

/** Turns a language-neutral path (`/about`) into the current language's URL. */
export function useLocalize() {
  const lang = useLang();
  return useCallback((path: string) => localizePath(path, lang), [lang]);
}
