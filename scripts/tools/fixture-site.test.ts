import { describe, expect, it } from 'vitest';
import { keyPaths } from './fixture-site';

describe('the fixture site’s key check', () => {
  it('reads a catalogue’s keys with each list as one key: owners add and remove its entries', () => {
    expect(keyPaths({ hero: { title: 'T', badges: ['a', 'b'] }, faq: [{ q: 'Q', a: 'A' }], cta: 'Go' })).toEqual(['hero.title', 'hero.badges', 'faq', 'cta']);
  });
});
