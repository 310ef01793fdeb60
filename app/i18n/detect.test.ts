import { afterEach, describe, expect, it, vi } from 'vitest';
import { detectAndRedirect, pickLanguage } from './detect';
import type { DetectionSources } from './detect';
import { languages } from './languages';
import { i18nOptions } from './options';

const keys = i18nOptions.detection;

const supported: string[] = [...languages];

const none: DetectionSources = { search: '', cookie: '', local: null, session: null, browser: [] };
const pick = (sources: Partial<DetectionSources>) => pickLanguage({ ...none, ...sources }, supported, keys);

const hostile = ['<script>alert(1)</script>', 'fr"><img src=x>', '../../etc', '../fr', 'javascript:alert(1)', 'fr;', 'xx', 'zz-ZZ', '', '   '];

describe('pickLanguage: source order', () => {
  const all: DetectionSources = { search: '?lng=fr', cookie: 'i18next=es', local: 'de', session: 'en', browser: ['es-ES'] };

  it('prefers ?lng= over everything else', () => {
    expect(pickLanguage(all, supported, keys)).toBe('fr');
  });

  it('then the i18next cookie', () => {
    expect(pickLanguage({ ...all, search: '' }, supported, keys)).toBe('es');
  });

  it('then localStorage', () => {
    expect(pickLanguage({ ...all, search: '', cookie: '' }, supported, keys)).toBe('de');
  });

  it('then sessionStorage', () => {
    expect(pickLanguage({ ...all, search: '', cookie: '', local: null }, supported, keys)).toBe('en');
  });

  it('then the browser languages, in the browser’s order', () => {
    expect(pickLanguage({ ...none, browser: ['es-ES', 'de'] }, supported, keys)).toBe('es');
    expect(pickLanguage({ ...none, browser: ['xx', 'zz-BR', 'de-CH', 'fr'] }, supported, keys)).toBe('de');
  });

  it('returns null when no source names a supported language', () => {
    expect(pickLanguage(none, supported, keys)).toBeNull();
    expect(pick({ search: '?lng=xx', cookie: 'i18next=zz', local: 'xy', session: 'xz', browser: ['zx', 'zy-KR'] })).toBeNull();
  });
});

describe('pickLanguage: reading each source', () => {
  it('reads ?lng= with or without the leading ?, among other parameters', () => {
    expect(pick({ search: '?lng=de' })).toBe('de');
    expect(pick({ search: 'lng=de' })).toBe('de');
    expect(pick({ search: '?utm_source=x&lng=es&page=2' })).toBe('es');
  });

  it('does not confuse other parameters ending in lng', () => {
    expect(pick({ search: '?xlng=fr', browser: ['de'] })).toBe('de');
  });

  it('finds the i18next cookie among others, but not a cookie whose name only ends in i18next', () => {
    expect(pick({ cookie: 'theme=dark; i18next=fr; other=1' })).toBe('fr');
    expect(pick({ cookie: 'theme=dark;i18next=de' })).toBe('de');
    expect(pick({ cookie: 'my_i18next=fr; xi18next=es', browser: ['de'] })).toBe('de');
    expect(pick({ cookie: 'i18nextLng=fr', browser: ['de'] })).toBe('de');
  });

  it('decodes a URI-encoded cookie value', () => {
    expect(pick({ cookie: 'i18next=de%2DAT' })).toBe('de');
  });

  it('maps region tags to their language', () => {
    expect(pick({ search: '?lng=de-AT' })).toBe('de');
    expect(pick({ cookie: 'i18next=fr-CA' })).toBe('fr');
    expect(pick({ local: 'es_MX' })).toBe('es');
    expect(pick({ session: 'en-GB' })).toBe('en');
    expect(pick({ browser: ['de-AT'] })).toBe('de');
  });

  it('ignores case and surrounding spaces', () => {
    expect(pick({ search: '?lng=FR' })).toBe('fr');
    expect(pick({ cookie: 'i18next=DE-at' })).toBe('de');
    expect(pick({ local: ' Es ' })).toBe('es');
    expect(pick({ browser: ['FR-fr'] })).toBe('fr');
  });

  it('returns only the language code, never the raw value', () => {
    const result = pick({ search: '?lng=de-AT-x-private' });
    expect(result).toBe('de');
  });
});

describe('pickLanguage: values outside the site’s languages', () => {
  it.each(hostile)('ignores %j in ?lng= and falls through to the cookie', (v) => {
    expect(pick({ search: `?lng=${encodeURIComponent(v)}`, cookie: 'i18next=es' })).toBe('es');
  });

  it.each(hostile)('ignores %j in the cookie and falls through to localStorage', (v) => {
    expect(pick({ cookie: `i18next=${encodeURIComponent(v)}`, local: 'de' })).toBe('de');
  });

  it.each(hostile)('ignores %j in localStorage and falls through to sessionStorage', (v) => {
    expect(pick({ local: v, session: 'fr' })).toBe('fr');
  });

  it.each(hostile)('ignores %j in sessionStorage and falls through to the browser', (v) => {
    expect(pick({ session: v, browser: ['es'] })).toBe('es');
  });

  it.each(hostile)('ignores %j among browser languages', (v) => {
    expect(pick({ browser: [v, 'de'] })).toBe('de');
    expect(pick({ browser: [v] })).toBeNull();
  });

  it('never returns anything but a supported code, whatever the input', () => {
    for (const v of hostile) {
      const r = pick({ search: `?lng=${v}`, cookie: `i18next=${v}`, local: v, session: v, browser: [v] });
      expect(r === null || supported.includes(r)).toBe(true);
    }
  });

  it('honours the supported list it is given', () => {
    expect(pickLanguage({ ...none, search: '?lng=it' }, ['en', 'it'], keys)).toBe('it');
    expect(pickLanguage({ ...none, search: '?lng=fr', browser: ['en'] }, ['en', 'it'], keys)).toBe('en');
  });
});

describe('pickLanguage: malformed input', () => {
  it('does not throw on a malformed cookie encoding, and falls through', () => {
    expect(() => pick({ cookie: 'i18next=%E0%A4%A' })).not.toThrow();
    expect(pick({ cookie: 'i18next=%E0%A4%A', local: 'fr' })).toBe('fr');
    expect(pick({ cookie: 'i18next=%', browser: ['de'] })).toBe('de');
  });

  it('does not throw on a malformed query string', () => {
    expect(() => pick({ search: '?lng=%E0%A4%A&&=' })).not.toThrow();
    expect(pick({ search: '?lng=%E0%A4%A', session: 'es' })).toBe('es');
  });

  it('handles an empty cookie value', () => {
    expect(pick({ cookie: 'i18next=; theme=dark', local: 'de' })).toBe('de');
  });
});

// detectAndRedirect, against a fake browser.

interface FakeBrowser {
  url: string;
  cookie?: string;
  local?: Record<string, string>;
  session?: Record<string, string>;
  languages?: readonly string[] | undefined;
  language?: string;
  storageBlocked?: boolean;
}

function fakeBrowser(opts: FakeBrowser) {
  const u = new URL(opts.url, 'https://www.example.com');
  const replace = vi.fn<(url: string) => void>();
  const replaceState = vi.fn<(state: unknown, unused: string, url: string) => void>();
  const store = (initial: Record<string, string> = {}) => {
    const data = new Map(Object.entries(initial));
    return {
      data,
      getItem: vi.fn<(k: string) => string | null>((k) => {
        if (opts.storageBlocked) throw new DOMException('blocked', 'SecurityError');
        return data.has(k) ? data.get(k)! : null;
      }),
      setItem: vi.fn<(k: string, v: string) => void>((k, v) => {
        if (opts.storageBlocked) throw new DOMException('blocked', 'SecurityError');
        data.set(k, String(v));
      }),
    };
  };
  const local = store(opts.local);
  const session = store(opts.session);
  vi.stubGlobal('location', { pathname: u.pathname, search: u.search, hash: u.hash, replace });
  vi.stubGlobal('history', { state: { key: 'k' }, replaceState });
  vi.stubGlobal('document', { cookie: opts.cookie ?? '' });
  vi.stubGlobal('navigator', { languages: 'languages' in opts ? opts.languages : ['en-US', 'en'], language: opts.language ?? 'en-US' });
  vi.stubGlobal('localStorage', local);
  vi.stubGlobal('sessionStorage', session);
  return { replace, replaceState, local, session };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

type Detect = typeof detectAndRedirect;
type Pick = typeof pickLanguage;

/** The way the site ships it: source text, re-created with no module scope. */
const deserialise = <T>(fn: { toString(): string }) => new Function(`return (${fn.toString()})`)() as T;

const variants: [string, () => void][] = [
  ['imported', () => detectAndRedirect(supported, pickLanguage, keys)],
  ['serialised', () => deserialise<Detect>(detectAndRedirect)(supported, deserialise<Pick>(pickLanguage), keys)],
];

describe.each(variants)('detectAndRedirect (%s)', (_name, run) => {
  it('sends an unprefixed URL with ?lng=de to the German page and remembers the choice', () => {
    const b = fakeBrowser({ url: '/about?lng=de' });
    run();
    expect(b.replace).toHaveBeenCalledTimes(1);
    expect(b.replace).toHaveBeenCalledWith('/de/about');
    expect(b.local.data.get('i18nextLng')).toBe('de');
    expect(b.replaceState).not.toHaveBeenCalled();
  });

  it('keeps other query parameters and the hash, dropping only lng', () => {
    const b = fakeBrowser({ url: '/services/cloud-services?utm_source=mail&lng=fr&page=2#faq' });
    run();
    expect(b.replace).toHaveBeenCalledWith('/fr/services/cloud-services?utm_source=mail&page=2#faq');
  });

  it('sends the home page to the bare prefix', () => {
    const b = fakeBrowser({ url: '/?lng=es' });
    run();
    expect(b.replace).toHaveBeenCalledWith('/es');
  });

  it('follows the cookie, storage and browser without storing anything', () => {
    let b = fakeBrowser({ url: '/about', cookie: 'i18next=fr' });
    run();
    expect(b.replace).toHaveBeenCalledWith('/fr/about');
    expect(b.local.setItem).not.toHaveBeenCalled();

    vi.unstubAllGlobals();
    b = fakeBrowser({ url: '/about', session: { i18nextLng: 'es' } });
    run();
    expect(b.replace).toHaveBeenCalledWith('/es/about');

    vi.unstubAllGlobals();
    b = fakeBrowser({ url: '/news', languages: ['de-AT', 'en'] });
    run();
    expect(b.replace).toHaveBeenCalledWith('/de/news');
    expect(b.local.setItem).not.toHaveBeenCalled();
  });

  it('falls back to navigator.language when navigator.languages is missing', () => {
    const b = fakeBrowser({ url: '/about', languages: undefined, language: 'fr-FR' });
    run();
    expect(b.replace).toHaveBeenCalledWith('/fr/about');
  });

  it.each(['/fr/about', '/es', '/de/services/cloud-services'])('does nothing on the prefixed URL %s, even with ?lng=', (path) => {
    const b = fakeBrowser({ url: `${path}?lng=en`, cookie: 'i18next=de', languages: ['es'] });
    run();
    expect(b.replace).not.toHaveBeenCalled();
    expect(b.replaceState).not.toHaveBeenCalled();
    expect(b.local.setItem).not.toHaveBeenCalled();
  });

  it('does not redirect when the result is English', () => {
    const b = fakeBrowser({ url: '/about', languages: ['en-GB', 'de'] });
    run();
    expect(b.replace).not.toHaveBeenCalled();
    expect(b.replaceState).not.toHaveBeenCalled();
  });

  it('on ?lng=en stays, stores the choice and tidies the URL', () => {
    const b = fakeBrowser({ url: '/about?lng=en&x=1#top', languages: ['de'] });
    run();
    expect(b.replace).not.toHaveBeenCalled();
    expect(b.local.data.get('i18nextLng')).toBe('en');
    expect(b.replaceState).toHaveBeenCalledWith({ key: 'k' }, '', '/about?x=1#top');
  });

  it('does nothing when no source names a supported language', () => {
    const b = fakeBrowser({ url: '/about', languages: ['xx', 'zz-BR'] });
    run();
    expect(b.replace).not.toHaveBeenCalled();
    expect(b.replaceState).not.toHaveBeenCalled();
  });

  it('never puts an unsupported ?lng= value into the URL or storage', () => {
    const b = fakeBrowser({ url: `/about?lng=${encodeURIComponent('"><script>alert(1)</script>')}`, languages: ['en'] });
    run();
    expect(b.replace).not.toHaveBeenCalled();
    for (const [, v] of b.local.data) expect(supported).toContain(v);
  });

  it('still detects from the browser when storage is blocked, and does not throw', () => {
    const b = fakeBrowser({ url: '/about?lng=de', storageBlocked: true });
    expect(run).not.toThrow();
    expect(b.replace).toHaveBeenCalledWith('/de/about');
  });

  it('never throws, even when the environment is broken', () => {
    fakeBrowser({ url: '/about' });
    vi.stubGlobal('navigator', undefined);
    expect(run).not.toThrow();
  });
});

describe('detectAndRedirect serialisation', () => {
  it('is self-contained: the source text references no module bindings', () => {
    for (const fn of [detectAndRedirect, pickLanguage]) {
      const src = fn.toString();
      expect(src).not.toMatch(/__vite_ssr|__vi_import|import\(|require\(/);
    }
  });

  it('runs the same as the inline <head> script the site ships', async () => {
    const { detectScript } = await import('~/components/layout/head-scripts');
    const b = fakeBrowser({ url: '/contactus?lng=de-AT' });
    new Function(detectScript())();
    expect(b.replace).toHaveBeenCalledWith('/de/contactus');
    expect(b.local.data.get('i18nextLng')).toBe('de');
  });
});
