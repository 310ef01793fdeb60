/** The i18next options, in one object for every place that translates, so the redirect's detection keys cannot drift. */
import type { InitOptions } from 'i18next';
import { site } from '~/config/site';
import { textVariables } from '~/config/site.schema';
import { detection } from './detection';
import { defaultLanguage, languages } from './languages';

export const i18nOptions = {
  supportedLngs: [...languages],
  fallbackLng: defaultLanguage,
  defaultNS: 'common',
  fallbackNS: 'common',
  // React escapes what it renders; escaping here too would show `&amp;` in the page.
  interpolation: { escapeValue: false, defaultVariables: textVariables(site) },
  load: 'languageOnly',
  // i18next itself detects nothing: the URL says the language; the pre-paint redirect (detect.ts) uses these keys.
  detection,
} as const satisfies InitOptions;
