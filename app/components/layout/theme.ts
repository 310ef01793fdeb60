/**
 * Light/dark theme: stored under the spec's `theme` key, applied as
 * `data-theme` on <html>. `applyTheme` runs inline in <head> before first
 * paint (serialised, so it must stay self-contained); until the visitor
 * chooses, the system preference decides and is followed live.
 */
import { useCallback, useEffect, useState } from 'react';

const THEME_KEY = 'theme';
export type Theme = 'light' | 'dark';

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

const readStored = (): Theme | null => {
  try {
    const v = localStorage.getItem(THEME_KEY);
    return v === 'light' || v === 'dark' ? v : null;
  } catch {
    return null;
  }
};

export function useTheme() {
  const [theme, setThemeState] = useState<Theme>('light');
  useEffect(() => {
    setThemeState(document.documentElement.getAttribute('data-theme') === 'dark' ? 'dark' : 'light');
    const media = window.matchMedia('(prefers-color-scheme: dark)');
    const follow = () => {
      if (readStored()) return;
      const next: Theme = media.matches ? 'dark' : 'light';
      document.documentElement.setAttribute('data-theme', next);
      setThemeState(next);
    };
    media.addEventListener('change', follow);
    return () => media.removeEventListener('change', follow);
  }, []);
  const setTheme = useCallback((next: Theme) => {
    document.documentElement.setAttribute('data-theme', next);
    try {
      localStorage.setItem(THEME_KEY, next);
    } catch {
      /* not persisted; still applied */
    }
    setThemeState(next);
  }, []);
  return { theme, setTheme, toggle: () => setTheme(theme === 'dark' ? 'light' : 'dark') };
}
