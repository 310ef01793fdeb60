import { describe, expect, it } from 'vitest';
import { fillFrom } from './complete-catalogues';

describe('fillFrom', () => {
  it('takes what a language lacks from English, at any depth, and keeps what it has', () => {
    const en = { nav: { home: 'Home', about: 'About us' }, skip: 'Skip', list: ['a', 'b'] };
    const fr = { nav: { home: 'Accueil' }, list: ['x'] };
    expect(fillFrom(en, fr)).toEqual({ tree: { nav: { home: 'Accueil', about: 'About us' }, skip: 'Skip', list: ['x'] }, filled: ['nav.about', 'skip'] });
  });

  it('leaves a language’s own plural forms alone, and fills a plural key it lacks altogether', () => {
    const en = { shown_one: 'one', shown_other: 'other', time_one: '1 min', time_other: 'n min' };
    const fr = { shown_one: 'un', shown_many: 'beaucoup', shown_other: 'autres' };
    const { tree, filled } = fillFrom(en, fr);
    expect(tree).toEqual({ ...fr, time_one: '1 min', time_other: 'n min' });
    expect(filled).toEqual(['time_one', 'time_other']);
  });

  it('fills nothing when the language is complete', () => {
    expect(fillFrom({ a: { b: 'B' } }, { a: { b: 'Bé' } }).filled).toEqual([]);
  });
});
