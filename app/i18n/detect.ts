/**
 * Language detection for unprefixed (English) URLs, in the spec's order:
 * `?lng=`, cookie `i18next`, localStorage `i18nextLng`, sessionStorage
 * `i18nextLng`, browser languages. A value counts only if it is one of the
 * supported codes, so nothing a visitor puts in a URL or a cookie reaches
 * the page.
 *
 * `detectAndRedirect` is serialised into an inline <head> script (see
 * `app/components/layout/head-scripts.tsx`), so it must stay self-contained:
 * no imports, no outer variables.
 */
export const LANGUAGE_STORAGE_KEY = 'i18nextLng';
export const LANGUAGE_COOKIE = 'i18next';
export const LANGUAGE_QUERY = 'lng';

export interface DetectionSources {
  search: string;
  cookie: string;
  local: string | null;
  session: string | null;
  browser: readonly string[];
}

export function pickLanguage(sources: DetectionSources, supported: readonly string[]): string | null {
  const normalise = (value: string | null | undefined) => {
    if (!value) return null;
    const base = value.trim().toLowerCase().split(/[-_]/)[0] ?? '';
    return supported.includes(base) ? base : null;
  };
  const fromQuery = normalise(new URLSearchParams(sources.search).get('lng'));
  const cookieMatch = /(?:^|;\s*)i18next=([^;]*)/.exec(sources.cookie);
  let fromCookie: string | null = null;
  try {
    fromCookie = normalise(cookieMatch ? decodeURIComponent(cookieMatch[1] ?? '') : null);
  } catch {
    fromCookie = null;
  }
  const candidates = [fromQuery, fromCookie, normalise(sources.local), normalise(sources.session)];
  for (const c of candidates) if (c) return c;
  for (const b of sources.browser) {
    const c = normalise(b);
    if (c) return c;
  }
  return null;
}

/**
 * Runs in <head> before first paint on every page. On an unprefixed URL,
 * sends the visitor to their language's version when it is not English.
 * Remembers an explicit `?lng=` choice.
 */
export function detectAndRedirect(supported: readonly string[], pick: typeof pickLanguage) {
  try {
    const path = location.pathname;
    const first = path.split('/')[1] ?? '';
    // Prefixed URLs (and `/en/…`, which is not a page) already say their language.
    if (supported.indexOf(first) >= 0) return;
    let local: string | null = null;
    let session: string | null = null;
    try {
      local = localStorage.getItem('i18nextLng');
      session = sessionStorage.getItem('i18nextLng');
    } catch {
      /* storage blocked: go on with the rest */
    }
    const lang = pick(
      { search: location.search, cookie: document.cookie, local, session, browser: navigator.languages || [navigator.language] },
      supported,
    );
    if (!lang) return;
    const params = new URLSearchParams(location.search);
    if (params.has('lng')) {
      // Only a valid `?lng=` is an explicit choice worth remembering.
      const chosen = pick({ search: location.search, cookie: '', local: null, session: null, browser: [] }, supported);
      if (chosen) {
        try {
          localStorage.setItem('i18nextLng', chosen);
        } catch {
          /* ignore */
        }
      }
      params.delete('lng');
    }
    if (lang === supported[0]) {
      if (location.search.indexOf('lng=') >= 0) {
        const rest = params.toString();
        history.replaceState(history.state, '', path + (rest ? '?' + rest : '') + location.hash);
      }
      return;
    }
    const rest = params.toString();
    location.replace('/' + lang + (path === '/' ? '' : path) + (rest ? '?' + rest : '') + location.hash);
  } catch {
    /* detection is a convenience; never break the page */
  }
}
