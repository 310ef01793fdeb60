/** Remembers a language the visitor picks where detection looks first, for the next visit to an unprefixed URL. */
import { detection } from '~/i18n/detection';

export function startLanguageMemory() {
  document.addEventListener('click', (e) => {
    const lang = (e.target as Element | null)?.closest?.<HTMLElement>('[data-language-choice]')?.dataset.languageChoice;
    if (!lang) return;
    try {
      localStorage.setItem(detection.lookupLocalStorage, lang);
    } catch {
      /* not kept */
    }
    document.cookie = `${detection.lookupCookie}=${lang}; path=/; max-age=31536000; SameSite=Lax`;
  });
}
