import { describe, expect, it } from 'vitest';
import { addCatalogue, defaultVariables, hasCatalogue, interpolate, lookup, translator } from './translate';

addCatalogue('xx', 'common', { nav: { home: 'Home' }, hello: 'Hello {{name}}', brandLine: 'By {{brand}}', only: 'in common' });
addCatalogue('xx', 'page', { title: 'Page title', list: ['{{n}} one', 'two'], nested: { a: { b: 'deep {{brand}}' } }, hello: 'Page hello' });
addCatalogue('yy', 'common', { nav: { home: 'Accueil' } });
defaultVariables.brand = 'Acme';

describe('lookup', () => {
  it('follows dotted paths and gives undefined for missing ones', () => {
    expect(lookup({ a: { b: { c: 1 } } }, 'a.b.c')).toBe(1);
    expect(lookup({ a: { b: 'x' } }, 'a.b.c')).toBeUndefined();
    expect(lookup(undefined, 'a')).toBeUndefined();
  });
});

describe('interpolate', () => {
  it('fills variables, then the defaults, and leaves unknown ones visible', () => {
    expect(interpolate('{{name}} at {{brand}}', { name: 'Ada' })).toBe('Ada at Acme');
    expect(interpolate('{{ n }} items', { n: 3 })).toBe('3 items');
    expect(interpolate('{{missing}}', {})).toBe('{{missing}}');
  });

  it('inserts values as text, never re-reading them as templates', () => {
    expect(interpolate('{{a}}', { a: '{{brand}}' })).toBe('{{brand}}');
  });
});

describe('translator', () => {
  const t = translator('xx', ['page']);

  it('looks in the given namespaces first, then common', () => {
    expect(t('title')).toBe('Page title');
    expect(t('hello')).toBe('Page hello');
    expect(t('only')).toBe('in common');
    expect(t('nav.home')).toBe('Home');
  });

  it('takes an explicit namespace prefix', () => {
    expect(t('common:hello', { name: 'Ada' })).toBe('Hello Ada');
    expect(t('common:title')).toBe('common:title');
  });

  it('uses the brand by default', () => {
    expect(t('brandLine')).toBe('By Acme');
  });

  it('returns objects and arrays only when asked, with their strings interpolated', () => {
    expect(t('list', { returnObjects: true, n: 1 })).toEqual(['1 one', 'two']);
    expect(t('nested', { returnObjects: true })).toEqual({ a: { b: 'deep Acme' } });
    expect(t('list')).toBe('list');
  });

  it('answers a missing key with its default value or the key', () => {
    expect(t('nope', { defaultValue: '' })).toBe('');
    expect(t('nope')).toBe('nope');
  });

  it('is bound to its language', () => {
    expect(translator('yy', ['page'])('nav.home')).toBe('Accueil');
    expect(hasCatalogue('yy', 'page')).toBe(false);
  });
});
