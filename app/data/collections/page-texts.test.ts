import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { CmsField } from './cms-field';
import { keyLabel, MARKUP_MESSAGE, pageTextsCollection, textFields } from './page-texts';
import { limitOf } from '../../i18n/text-limits';

const english = Object.fromEntries(
  readdirSync('tests/fixture-site/public/locales/en').map((f) => [
    f.slice(0, -5),
    JSON.parse(readFileSync(join('tests/fixture-site/public/locales/en', f), 'utf8')) as Record<string, unknown>,
  ]),
);
const french = { home: { hero: { title: 'Titre' }, _translatedFrom: { 'hero.title': 'An older English title' } } };
const collection = pageTextsCollection(
  { en: english as Record<string, Record<string, unknown>>, fr: french as Record<string, Record<string, unknown>> },
  ['en', 'fr', 'es', 'de'],
  'en',
);
const refuses = (f: CmsField, value: string) => Boolean(f.pattern) && !new RegExp(f.pattern![0]).test(value);

describe('the page texts in the content manager', () => {
  it('are one entry per catalogue, written back to its four files in place (public/locales/{lang}/{namespace}.json)', () => {
    expect(collection.i18n).toEqual({ structure: 'multiple_folders', locales: ['en', 'fr', 'es', 'de'], default_locale: 'en' });
    expect(collection.files.map((f) => f.file).sort()).toEqual(
      Object.keys(english)
        .map((ns) => `public/locales/${ns}.json`)
        .sort(),
    );
    expect(collection.files.every((f) => f.name === /([^/]+)\.json$/.exec(f.file)![1])).toBe(true);
    expect(collection.files[0]!.label).toBe('Every page: header, footer, menus, buttons');
  });

  it('name each page with what its translations have behind, and start with the "Translation" field', () => {
    const home = collection.files.find((f) => f.name === 'home')!;
    expect(home.label).toBe('Home page · behind: Français 1');
    expect(collection.files.find((f) => f.name === 'about')!.label).toBe('About page');
    expect(home.fields[0]).toMatchObject({ name: '_translatedFrom', widget: 'translation', i18n: true });
  });

  it('label each text in words, not keys', () => {
    expect(keyLabel('privacy-policy')).toBe('Privacy policy');
    expect(keyLabel('readingTime_one')).toBe('Reading time (one)');
    expect(keyLabel('readingTime_other')).toBe('Reading time (several)');
    expect(keyLabel('meta')).toBe('Search and sharing');
  });

  it('refuse a text without the placeholders its English has, in words; any other text is free', () => {
    const [description] = textFields({ description: '{{brand}} designs and runs technology, since {{founded}}.' }, 'test');
    expect(refuses(description!, 'Une description sans la marque.')).toBe(true);
    expect(refuses(description!, '{{brand}} conçoit la technologie.')).toBe(true);
    expect(refuses(description!, 'Depuis {{founded}}, {{brand}} conçoit…\nsur deux lignes')).toBe(false);
    expect(description!.pattern![1]).toBe(`Keep {{brand}}, {{founded}} in the text: the site writes values there; ${MARKUP_MESSAGE}`);
    const [title] = textFields({ title: 'Our approach' }, 'test');
    expect(refuses(title!, 'Notre approche, < 2 heures\net plus')).toBe(false);
  });

  it('refuse markup, in words: the page shows a text as typed', () => {
    const [title] = textFields({ title: 'Our approach' }, 'test');
    expect(refuses(title!, 'Notre <b>approche</b>')).toBe(true);
    expect(refuses(title!, 'Voir <a href="https://example.com">ici</a>')).toBe(true);
    expect(title!.pattern![1]).toBe(MARKUP_MESSAGE.replace(/^./, (c) => c.toUpperCase()));
  });

  it('keep the code’s structure: fixed groups are objects, lists take entries, and a key not every entry has is optional', () => {
    const [sections] = textFields(
      {
        sections: [
          { id: 'a', title: 'A', paragraphs: ['p'], items: ['i'] },
          { id: 'b', title: 'B', paragraphs: ['p'] },
        ],
      },
      'test',
    );
    expect(sections).toMatchObject({
      widget: 'list',
      fields: [{ name: 'id' }, { name: 'title' }, { name: 'paragraphs', widget: 'list' }, { name: 'items', required: false }],
    });
    expect(textFields({ hero: { title: 'T' } }, 'test')[0]).toMatchObject({ widget: 'object', fields: [{ name: 'title', widget: 'string', required: true }] });
  });

  it('refuse, in words, a text longer than its place holds, with its placeholders kept', () => {
    const limit = limitOf('home', 'hero.title')!;
    const [hero] = textFields({ hero: { title: 'We build {{brand}}’s technology' } }, 'home');
    const [title] = (hero as { fields: CmsField[] }).fields;
    expect(refuses(title!, `{{brand}} ${'x'.repeat(limit - 10)}`)).toBe(false);
    expect(refuses(title!, `{{brand}} ${'x'.repeat(limit)}`)).toBe(true);
    expect(refuses(title!, 'x')).toBe(true);
    expect(title!.pattern![1]).toBe(
      `Use at most ${limit} characters: the place on the page holds no more; keep {{brand}} in the text: the site writes a value there; ${MARKUP_MESSAGE}`,
    );
    // A list's entries share their key's limit.
    const [items] = textFields({ why: { items: [{ title: 'Fast' }] } }, 'home');
    expect(((items as { fields: CmsField[] }).fields[0] as { fields: CmsField[] }).fields[0]!.pattern![0]).toContain(
      `{0,${limitOf('home', 'why.items.0.title')}}`,
    );
  });
});
