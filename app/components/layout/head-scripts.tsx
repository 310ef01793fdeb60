/**
 * Inline <head> scripts that must run before first paint: the theme, and
 * language detection on unprefixed URLs. Their source is the tested
 * functions themselves, serialised.
 */
import { detectAndRedirect, pickLanguage } from '~/i18n/detect';
import { languages } from '~/i18n/languages';
import { applyTheme } from './theme';

export const themeScript = `(${applyTheme.toString()})()`;
export const detectScript = `(${detectAndRedirect.toString()})(${JSON.stringify(languages)},${pickLanguage.toString()})`;

export function HeadScripts() {
  return (
    <>
      <script suppressHydrationWarning dangerouslySetInnerHTML={{ __html: themeScript }} />
      <script suppressHydrationWarning dangerouslySetInnerHTML={{ __html: detectScript }} />
    </>
  );
}
