import { describe, expect, it } from 'vitest';
import { behindKeys } from '../../app/data/collections/translations';
import { languages } from '../../app/i18n/languages';
import { laid, namespaces, testCatalogue } from './fixture-site';

describe('the page texts of the tests’ build', () => {
  it('are the fixture’s texts over the site’s, in the site’s keys alone, a list taken whole', () => {
    const site = { hero: { title: 'Site title', cta: 'Site cta' }, faq: [{ q: 'Q1' }, { q: 'Q2' }], added: 'New key' };
    const fixture = { hero: { title: 'Fixture title' }, faq: [{ q: 'Only' }], dropped: 'Gone from the site' };
    expect(laid(site, fixture)).toEqual({ hero: { title: 'Fixture title', cta: 'Site cta' }, faq: [{ q: 'Only' }], added: 'New key' });
  });

  it('start with every translation up to date with the tests’ English', () => {
    for (const ns of namespaces(process.cwd()))
      for (const lang of languages.filter((l) => l !== 'en'))
        expect(behindKeys(testCatalogue(process.cwd(), 'en', ns), testCatalogue(process.cwd(), lang, ns)), `${lang}/${ns}`).toEqual([]);
  });
});
