/**
 * Light/dark theme as `data-theme` on <html>: `applyTheme` runs inline in <head> before first paint, so it must stay
 * self-contained; until the visitor chooses, the system preference decides and is followed live.
 */
import { markUntilDrawn } from './next-frame';

const THEME_KEY = 'theme';
type Theme = 'light' | 'dark';

export function applyTheme() {
  let theme: string | null = null;
  try {
    theme = localStorage.getItem('theme');
  } catch {
    /* storage blocked */
  }
  if (theme !== 'light' && theme !== 'dark') theme = matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
  document.documentElement.setAttribute('data-theme', theme);
}

const current = (): Theme => (document.documentElement.getAttribute('data-theme') === 'dark' ? 'dark' : 'light');

const stored = (): Theme | null => {
  try {
    const v = localStorage.getItem(THEME_KEY);
    return v === 'light' || v === 'dark' ? v : null;
  } catch {
    return null;
  }
};

/** Each toggle's tooltip says what a press does: the name CSS shows for the current theme. */
function syncTitles() {
  for (const button of document.querySelectorAll<HTMLElement>('[data-theme-toggle]'))
    button.title = button.querySelector(`[data-theme-name="${current() === 'dark' ? 'light' : 'dark'}"]`)?.textContent ?? '';
}

function setTheme(theme: Theme, remember: boolean) {
  const root = document.documentElement;
  // Without transitions while the colours change (app/styles/app.css); they are back once the new theme is on screen.
  markUntilDrawn(root, 'data-theme-switching');
  root.setAttribute('data-theme', theme);
  if (remember)
    try {
      localStorage.setItem(THEME_KEY, theme);
    } catch {
      /* not kept; still applied */
    }
  syncTitles();
}

export function startTheme() {
  syncTitles();
  document.addEventListener('click', (e) => {
    if ((e.target as Element | null)?.closest?.('[data-theme-toggle]')) setTheme(current() === 'dark' ? 'light' : 'dark', true);
  });
  const media = matchMedia('(prefers-color-scheme: dark)');
  media.addEventListener('change', () => stored() || setTheme(media.matches ? 'dark' : 'light', false));
  return syncTitles;
}
