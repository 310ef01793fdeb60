/**
 * Inline <head> scripts that must run before first paint: the theme, and language detection on unprefixed URLs.
 * They run once, from the pre-rendered HTML; the browser bundle renders them empty, so it does not carry their code.
 */
import { useLocation } from 'react-router';
import { detectAndRedirect, pickLanguage } from '~/i18n/detect';
import { defaultLanguage, languageOf, languages } from '~/i18n/languages';
import { i18nOptions } from '~/i18n/options';
import { applyTheme } from '~/shell/theme';

const themeScript = () => `(${applyTheme.toString()})()`;
const { lookupQuerystring, lookupCookie, lookupLocalStorage, lookupSessionStorage } = i18nOptions.detection;
export const detectScript = () =>
  `(${detectAndRedirect.toString()})(${JSON.stringify(languages)},${pickLanguage.toString()},${JSON.stringify({ lookupQuerystring, lookupCookie, lookupLocalStorage, lookupSessionStorage })})`;

export function HeadScripts() {
  const prerender = import.meta.env.SSR;
  const unprefixed = languageOf(useLocation().pathname) === defaultLanguage;
  return (
    <>
      <script suppressHydrationWarning dangerouslySetInnerHTML={{ __html: prerender ? themeScript() : '' }} />
      {unprefixed && <script suppressHydrationWarning dangerouslySetInnerHTML={{ __html: prerender ? detectScript() : '' }} />}
    </>
  );
}
