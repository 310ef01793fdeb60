/** i18next as the site configures it (options.ts), with the real catalogues. */
import { createInstance } from 'i18next';
import { describe, expect, it } from 'vitest';
import { site } from '~/config/site';
import { fixedT, i18n } from './i18n';
import { resources } from './i18next.server';
import { languages } from './languages';
import { i18nOptions } from './options';

describe('plural forms, in every language, for 0, 1 and many', () => {
  // The number shown decides the form (French and Spanish agree with it).
  const shown = {
    en: ['0 of 11 services shown', '1 of 11 services shown', '6 of 11 services shown'],
    fr: ['0 service affiché sur 11', '1 service affiché sur 11', '6 services affichés sur 11'],
    es: ['Se muestran 0 de 11 servicios', 'Se muestra 1 de 11 servicios', 'Se muestran 6 de 11 servicios'],
    de: ['0 von 11 Leistungen angezeigt', '1 von 11 Leistungen angezeigt', '6 von 11 Leistungen angezeigt'],
  } as const;
  it.each(Object.entries(shown))('%s: the services box counter', (lang, [zero, one, many]) => {
    const t = fixedT(lang as keyof typeof shown, 'home');
    // The fixture's German texts run on to their limits (scripts/tools/fill-to-limits.ts): each begins with its form.
    expect([0, 1, 6].map((count) => t('services.shown', { count, total: 11 }))).toEqual([zero, one, many].map((text) => expect.stringMatching(`^${text}`)));
  });

  const reading = {
    en: ['1 min read', '7 min read'],
    fr: ['1 min de lecture', '7 min de lecture'],
    es: ['1 min de lectura', '7 min de lectura'],
    de: ['1 Min. Lesezeit', '7 Min. Lesezeit'],
  } as const;
  it.each(Object.entries(reading))('%s: an article’s reading time', (lang, [one, many]) => {
    const t = fixedT(lang as keyof typeof reading, 'news');
    expect([1, 7].map((count) => t('readingTime', { count }))).toEqual([one, many].map((text) => expect.stringMatching(`^${text.replace('.', '\\.')}`)));
  });

  it('uses the form for large numbers where a language has one (French and Spanish "many")', () => {
    expect(fixedT('fr', 'home')('services.shown', { count: 1_000_000, total: 1_000_000 })).toBe('1000000 services affichés sur 1000000');
    expect(fixedT('es', 'home')('services.shown', { count: 1_000_000, total: 1_000_000 })).toBe('Se muestran 1000000 de 1000000 servicios');
  });
});

describe('a key missing in a language', () => {
  const withoutFrenchSkipLink = () => {
    const fr = { ...(resources.fr as Record<string, Record<string, unknown>>) };
    const { skipLink: _dropped, ...common } = fr.common!;
    return { ...resources, fr: { ...fr, common } };
  };

  it('falls back to the English text, never the raw key', async () => {
    const instance = createInstance();
    await instance.init({ ...i18nOptions, lng: 'fr', ns: ['common'], resources: withoutFrenchSkipLink(), initAsync: false });
    expect(instance.t('skipLink')).toBe((resources.en!.common as { skipLink: string }).skipLink);
    expect(instance.t('skipLink')).not.toBe('skipLink');
  });

  it('is found by the app instance in French as long as French has it', () => {
    expect(fixedT('fr', 'common')('skipLink')).not.toBe(fixedT('en', 'common')('skipLink'));
  });
});

describe('interpolation', () => {
  it('fills in the brand everywhere without being asked', () => {
    expect(fixedT('de', 'about')('hero.eyebrow')).toContain(site.brand);
  });

  it('does not escape: React escapes what it renders, so the text stays as written', () => {
    expect(i18n.t('footer.copyright', { lng: 'en', year: '<2025>', name: 'A & B' })).toBe('© <2025> A & B. All rights reserved.');
  });

  it('looks a page’s key up in its own namespace, then in common', () => {
    expect(fixedT('es', 'careers')('nav.careers')).toBe(fixedT('es', 'common')('nav.careers'));
  });
});

describe('the options', () => {
  it('are the spec’s: the site’s languages with English as fallback, and its detection keys', () => {
    expect(i18nOptions.supportedLngs).toEqual([...languages]);
    expect(i18nOptions.fallbackLng).toBe('en');
    expect(i18nOptions.interpolation.escapeValue).toBe(false);
    expect(i18nOptions.detection).toMatchObject({ lookupQuerystring: 'lng', lookupCookie: 'i18next', lookupLocalStorage: 'i18nextLng' });
  });
});
