/**
 * The i18next options, in one object for every place that translates: the
 * prerender (`i18next.server.ts`), the browser (`entry.client.tsx`) and the
 * inline pre-paint language redirect (`detect.ts` reads `detection` from
 * here, so its keys cannot drift from i18next's).
 */
import type { InitOptions } from 'i18next';
import { site } from '~/config/site';
import { textVariables } from '~/config/site.schema';
import { detection } from './detection';
import { defaultLanguage, languages } from './languages';

export const i18nOptions = {
  supportedLngs: [...languages],
  fallbackLng: defaultLanguage,
  // `common` holds the shell's strings; a page's `t('nav.home')` finds them there too.
  defaultNS: 'common',
  fallbackNS: 'common',
  // React escapes what it renders; escaping here too would show `&amp;` in the page.
  interpolation: { escapeValue: false, defaultVariables: textVariables(site) },
  // Languages are whole codes (`de`, never `de-AT`): no region files to look for.
  load: 'languageOnly',
  // The spec's detection keys and order. i18next itself detects nothing here: the URL says the language;
  // the pre-paint redirect on unprefixed URLs (detect.ts) uses these keys.
  detection,
} as const satisfies InitOptions;
