import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { inEnglishOrder } from './catalogue-order';
import { shuffled } from './shuffled';

const read = (lang: string) => readFileSync(`tests/fixture-site/public/locales/${lang}/home.json`, 'utf8');
describe('a catalogue written back in the code’s order', () => {
  it('gives back each catalogue of the fixture site as it is, however its keys come in', () => {
    const english = JSON.parse(read('en')) as unknown;
    for (const lang of ['en', 'fr', 'de'])
      expect(`${JSON.stringify(inEnglishOrder(shuffled(JSON.parse(read(lang))), english), null, 2)}\n`, lang).toBe(read(lang));
  });

  it('keeps a language’s own plural forms beside English’s, in their grammar’s order, and unknown keys last', () => {
    const english = { title: 'T', shown_one: 'one', shown_other: 'other', end: 'E' };
    expect(Object.keys(inEnglishOrder({ end: 'e', extra: 'x', shown_other: 'o', shown_many: 'm', shown_one: '1', title: 't' }, english) as object)).toEqual([
      'title',
      'shown_one',
      'shown_many',
      'shown_other',
      'end',
      'extra',
    ]);
  });
});
