import { describe, expect, it } from 'vitest';
import { defaultLanguage, isLang, languageNames, languageOf, languages, localeTags, localizePath, prefixedLanguages, stripLocale } from './languages';

const neutralPaths = [
  '/',
  '/about',
  '/services',
  '/services/cloud-services',
  '/projects/afriwok',
  '/news/ai-business-transformation',
  '/legal/privacy-policy',
  '/career-details/backend-developer-awka',
];

describe('the language list', () => {
  it('has English first and default, and prefixes every other language', () => {
    expect(languages[0]).toBe('en');
    expect(defaultLanguage).toBe('en');
    expect(prefixedLanguages).toEqual(languages.slice(1));
  });

  it('names each language once', () => {
    expect(new Set(languages).size).toBe(languages.length);
    expect(languages.length).toBeGreaterThan(1);
  });

  it('gives every language, and no other code, a name and a locale tag of its own', () => {
    expect(Object.keys(languageNames).sort()).toEqual([...languages].sort());
    expect(Object.keys(localeTags).sort()).toEqual([...languages].sort());
    for (const l of languages) {
      expect(languageNames[l].trim()).not.toBe('');
      expect(localeTags[l]).toMatch(new RegExp(`^${l}_[A-Z]{2}$`));
    }
    expect(new Set(Object.values(languageNames)).size).toBe(languages.length);
    expect(new Set(Object.values(localeTags)).size).toBe(languages.length);
  });
});

describe('isLang', () => {
  it.each([...languages])('accepts %s', (v) => expect(isLang(v)).toBe(true));
  it.each(['EN', 'Fr', 'xx', 'de-AT', '', ' fr', 'fr ', 'english', 'toString', '__proto__'])('rejects %j', (v) => expect(isLang(v)).toBe(false));
  it.each([undefined, null, 0, {}, ['fr']])('rejects the non-string %j', (v) => expect(isLang(v)).toBe(false));
});

describe('localizePath', () => {
  it('leaves English paths unprefixed', () => {
    expect(localizePath('/', 'en')).toBe('/');
    expect(localizePath('/about', 'en')).toBe('/about');
    expect(localizePath('/services/cloud-services', 'en')).toBe('/services/cloud-services');
  });

  it('prefixes French, Spanish and German', () => {
    expect(localizePath('/about', 'fr')).toBe('/fr/about');
    expect(localizePath('/about', 'es')).toBe('/es/about');
    expect(localizePath('/services/cloud-services', 'de')).toBe('/de/services/cloud-services');
  });

  it('gives the bare prefix for the home page, without a trailing slash', () => {
    expect(localizePath('/', 'fr')).toBe('/fr');
    expect(localizePath('/', 'es')).toBe('/es');
    expect(localizePath('/', 'de')).toBe('/de');
  });

  it('accepts a path without its leading slash', () => {
    expect(localizePath('about', 'en')).toBe('/about');
    expect(localizePath('about', 'de')).toBe('/de/about');
  });
});

describe('languageOf', () => {
  it('reads the prefix of French, Spanish and German paths', () => {
    expect(languageOf('/fr')).toBe('fr');
    expect(languageOf('/fr/')).toBe('fr');
    expect(languageOf('/es/about')).toBe('es');
    expect(languageOf('/de/services/cloud-services')).toBe('de');
  });

  it('treats unprefixed paths as English', () => {
    expect(languageOf('/')).toBe('en');
    expect(languageOf('')).toBe('en');
    expect(languageOf('/about')).toBe('en');
  });

  it('does not mistake a segment that merely starts like a language for a prefix', () => {
    expect(languageOf('/french')).toBe('en');
    expect(languageOf('/frx/about')).toBe('en');
    expect(languageOf('/FR/about')).toBe('en');
    expect(languageOf('/about/fr')).toBe('en');
  });

  it('reports /en/… as English although `en` is not a prefix', () => {
    expect(languageOf('/en/about')).toBe('en');
    expect(languageOf('/en')).toBe('en');
  });
});

describe('stripLocale', () => {
  it('removes the prefix of French, Spanish and German paths', () => {
    expect(stripLocale('/fr/about')).toBe('/about');
    expect(stripLocale('/es/services/cloud-services')).toBe('/services/cloud-services');
    expect(stripLocale('/de/news/ai-business-transformation')).toBe('/news/ai-business-transformation');
  });

  it('maps a bare prefix (with or without slash) to the home page', () => {
    expect(stripLocale('/fr')).toBe('/');
    expect(stripLocale('/fr/')).toBe('/');
    expect(stripLocale('/de')).toBe('/');
  });

  it('leaves English paths alone, and the empty path is home', () => {
    expect(stripLocale('/')).toBe('/');
    expect(stripLocale('/about')).toBe('/about');
    expect(stripLocale('')).toBe('/');
  });

  it('keeps /en/… as it is: `en` is no prefix, so /en/about is not /about', () => {
    expect(stripLocale('/en/about')).toBe('/en/about');
    expect(stripLocale('/en')).toBe('/en');
  });

  it('does not cut a segment that merely starts like a language', () => {
    expect(stripLocale('/french/about')).toBe('/french/about');
    expect(stripLocale('/design')).toBe('/design');
  });
});

describe('round trips', () => {
  for (const lang of languages) {
    it.each(neutralPaths)(`${lang}: %s survives localize → languageOf/stripLocale`, (path) => {
      const localized = localizePath(path, lang);
      expect(languageOf(localized)).toBe(lang);
      expect(stripLocale(localized)).toBe(path);
      expect(localizePath(stripLocale(localized), languageOf(localized))).toBe(localized);
    });
  }

  it('gives every language its own URL for every path', () => {
    for (const path of neutralPaths) {
      const urls = languages.map((l) => localizePath(path, l));
      expect(new Set(urls).size).toBe(languages.length);
    }
  });
});

describe('languageOf a route param', () => {
  it('no param (unprefixed URL) is English', () => {
    expect(languageOf({})).toBe('en');
  });

  it.each([...prefixedLanguages])('the served prefix %s is its language', (l) => {
    expect(languageOf({ lang: l })).toBe(l);
  });

  it.each(['en', 'xx', 'FR', 'about', '', 'de-AT'])('reads the prefix %j as English, as the path would', (p) => {
    expect(languageOf({ lang: p })).toBe('en');
    expect(languageOf(`/${p}/about`)).toBe('en');
  });
});
