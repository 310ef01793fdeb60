import { describe, expect, it } from 'vitest';
import { behindKeys, translatedFrom, unrecordedKeys } from './translations';

const english = { hero: { title: 'Build with us', lead: 'We write software.' }, readingTime_other: '{{count}} min' };

describe('a translation’s record of the English it was saved against', () => {
  it('finds a text behind when its English changed since, and none when it has no record', () => {
    const french = {
      hero: { title: 'Construisez', lead: 'Nous écrivons.' },
      _translatedFrom: { 'hero.title': 'Build with them', 'hero.lead': 'We write software.' },
    };
    expect(behindKeys(english, french)).toEqual(['hero.title']);
    expect(behindKeys(english, { hero: { title: 'Construisez' } })).toEqual([]);
  });

  it('names the texts added by hand with no record, a plural form by its English key, and records them from today’s English', () => {
    const polish = { hero: { title: 'Buduj', lead: 'Piszemy.' }, readingTime_many: '{{count}} min', _translatedFrom: { 'hero.title': 'Build with us' } };
    const keys = unrecordedKeys(english, polish);
    expect(keys).toEqual(['hero.lead', 'readingTime_other']);
    expect(translatedFrom(english, polish, keys)).toEqual({
      'hero.title': 'Build with us',
      'hero.lead': 'We write software.',
      readingTime_other: '{{count}} min',
    });
  });
});
