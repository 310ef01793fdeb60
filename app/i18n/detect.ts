/**
 * Language detection for unprefixed (English) URLs; only a supported code counts, so nothing a visitor puts in a
 * URL or cookie reaches the page. `detectAndRedirect` is serialised into an inline <head> script: no imports or outer variables.
 */

/** Where a language choice is looked up: i18next's detection option names. */
export interface DetectionKeys {
  lookupQuerystring: string;
  lookupCookie: string;
  lookupLocalStorage: string;
  lookupSessionStorage: string;
}

export interface DetectionSources {
  search: string;
  cookie: string;
  local: string | null;
  session: string | null;
  browser: readonly string[];
}

export function pickLanguage(sources: DetectionSources, supported: readonly string[], keys: DetectionKeys): string | null {
  const normalise = (value: string | null | undefined) => {
    if (!value) return null;
    const base = value.trim().toLowerCase().split(/[-_]/)[0] ?? '';
    return supported.includes(base) ? base : null;
  };
  const fromQuery = normalise(new URLSearchParams(sources.search).get(keys.lookupQuerystring));
  let fromCookie: string | null = null;
  for (const part of sources.cookie.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0 || part.slice(0, eq).trim() !== keys.lookupCookie) continue;
    try {
      fromCookie = normalise(decodeURIComponent(part.slice(eq + 1)));
    } catch {
      fromCookie = null;
    }
    break;
  }
  const candidates = [fromQuery, fromCookie, normalise(sources.local), normalise(sources.session)];
  for (const c of candidates) if (c) return c;
  for (const b of sources.browser) {
    const c = normalise(b);
    if (c) return c;
  }
  return null;
}

/** Runs in <head> before first paint: sends an unprefixed URL's visitor to their language, remembering a `?lng=` choice. */
export function detectAndRedirect(supported: readonly string[], pick: typeof pickLanguage, keys: DetectionKeys) {
  try {
    const path = location.pathname;
    const first = path.split('/')[1] ?? '';
    // Prefixed URLs (and `/en/…`, which is not a page) already say their language.
    if (supported.indexOf(first) >= 0) return;
    let local: string | null = null;
    let session: string | null = null;
    try {
      local = localStorage.getItem(keys.lookupLocalStorage);
      session = sessionStorage.getItem(keys.lookupSessionStorage);
    } catch {
      /* storage blocked: go on with the rest */
    }
    const lang = pick(
      { search: location.search, cookie: document.cookie, local, session, browser: navigator.languages || [navigator.language] },
      supported,
      keys,
    );
    if (!lang) return;
    const params = new URLSearchParams(location.search);
    const query = keys.lookupQuerystring;
    if (params.has(query)) {
      const chosen = pick({ search: location.search, cookie: '', local: null, session: null, browser: [] }, supported, keys);
      if (chosen) {
        try {
          localStorage.setItem(keys.lookupLocalStorage, chosen);
        } catch {
          /* ignore */
        }
      }
      params.delete(query);
    }
    if (lang === supported[0]) {
      if (location.search.indexOf(query + '=') >= 0) {
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
