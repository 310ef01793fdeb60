import { useMemo } from 'react';
import type { Namespace } from './instance';
import { translator } from './translate';
import { useLang } from './use-lang';

/**
 * `t` for the current page's language (from the URL) and the given
 * namespace. Route loaders have loaded the catalogues before the page
 * renders, so nothing here waits or re-renders on its own.
 */
export function useTranslation(ns: Namespace = 'common') {
  const lang = useLang();
  const t = useMemo(() => translator(lang, [ns]), [lang, ns]);
  return { t, lang };
}
