import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { CmsField, TextRules } from './cms-field';
import { keyLabel, MARKUP_MESSAGE, pageTextsCollection, textFields, textProblems } from './page-texts';
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
/** What the field's rules say of a value, as the editor checks it (app/admin/widgets.tsx). */
const problems = (f: CmsField, value: string) => textProblems(value, f.text as TextRules);

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

  it('refuse a text without the placeholders its English has, one message per placeholder, naming what the site writes there', () => {
    const [description] = textFields({ description: '{{brand}} designs and runs technology, since {{founded}}.' }, 'test');
    expect(problems(description!, 'Une description sans la marque.')).toEqual([
      'Keep {{brand}}: the site writes the brand there.',
      'Keep {{founded}}: the site writes the founding year there.',
    ]);
    expect(problems(description!, '{{brand}} conçoit la technologie.')).toEqual(['Keep {{founded}}: the site writes the founding year there.']);
    expect(problems(description!, 'Depuis {{founded}}, {{brand}} conçoit…\nsur deux lignes')).toEqual([]);
    const [title] = textFields({ title: 'Our approach' }, 'test');
    expect(problems(title!, 'Notre approche, < 2 heures\net plus')).toEqual([]);
  });

  it('refuse markup, in words: the page shows a text as typed', () => {
    const [title] = textFields({ title: 'Our approach' }, 'test');
    const message = `${MARKUP_MESSAGE.replace(/^./, (c) => c.toUpperCase())}.`;
    expect(problems(title!, 'Notre <b>approche</b>')).toEqual([message]);
    expect(problems(title!, 'Voir <a href="https://example.com">ici</a>')).toEqual([message]);
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

  it('refuse, in words, a text longer than its place holds, counting its characters, with its placeholders kept', () => {
    const limit = limitOf('home', 'hero.title')!;
    const [hero] = textFields({ hero: { title: 'We build {{brand}}’s technology' } }, 'home');
    const [title] = (hero as { fields: CmsField[] }).fields;
    expect(title!.text).toEqual({ key: 'hero.title', limit, placeholders: ['brand'] });
    expect(problems(title!, `{{brand}} ${'x'.repeat(limit - 10)}`)).toEqual([]);
    const long = `{{brand}} ${'x'.repeat(limit)}`;
    expect(problems(title!, long)).toEqual([`${long.length} of ${limit} characters: shorten it, the place on the page holds no more.`]);
    expect(problems(title!, 'x')).toEqual(['Keep {{brand}}: the site writes the brand there.']);
    // A list's entries share their key's limit; a list names its place, for the count of its entries.
    const [why] = textFields({ why: { items: [{ title: 'Fast' }] } }, 'home');
    const [items] = (why as { fields: CmsField[] }).fields;
    expect(items).toMatchObject({ widget: 'list', label_singular: 'entry', text: { key: 'why.items' } });
    expect((items as { fields: CmsField[] }).fields[0]!.text).toEqual({ key: 'why.items.0.title', limit: limitOf('home', 'why.items.0.title') });
  });
});
