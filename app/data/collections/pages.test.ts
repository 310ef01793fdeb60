import { describe, expect, it } from 'vitest';
import type { PageText } from './pages';
import { addressProblem, pageCollection } from './pages';

const heading = { type: 'heading', title: 'Cloud Day' } as const;
const text = (sections: PageText['sections']): PageText => ({ title: 'Cloud Day', meta: 'A day of talks.', sections });
const check = (texts: Partial<Record<'en' | 'fr', PageText>>) =>
  pageCollection.check!({ address: 'events/cloud-day' }, texts).map((p) => `${p.lang} ${p.field}: ${p.message}`);

describe('an owner’s page', () => {
  it('has a folder of its own: not one word, not the site’s own first parts', () => {
    expect(addressProblem('events/cloud-day', ['news', 'services'])).toBeUndefined();
    expect(addressProblem('cloud-day', ['news'])).toMatch(/^is one word: give it a folder of your own/);
    expect(addressProblem('news/cloud-day', ['news'])).toMatch(/^begins with "news", where the site's own pages or files are/);
  });

  it('lists English’s sections, of English’s kinds, in every language', () => {
    const en = text([heading, { type: 'contact' }]);
    expect(check({ en, fr: text([heading]) })).toEqual([
      'fr sections: has 1 entries; the English text has 2: add or remove the same entries in every language, in English’s order',
    ]);
    expect(check({ en, fr: text([heading, { type: 'text', paragraphs: ['Bonjour'] }]) })).toEqual([
      'fr sections[2].type: is “text” where English has “contact”: give every language English’s sections, in its order',
    ]);
    expect(check({ en, fr: text([heading, { type: 'contact' }]) })).toEqual([]);
  });

  it('a picture is uploaded in English; a button is a link with its words, or the booking in every page’s words', () => {
    expect(check({ en: text([{ type: 'picture', description: 'A hall' }]) })).toEqual([
      'en sections[1].image: is needed: upload the picture this section shows',
    ]);
    expect(check({ en: text([{ type: 'action', title: 'Come', link: '/projects' }]) })).toEqual([
      'en sections[1].label: is needed with a link: write the words of its button',
    ]);
    expect(check({ en: text([{ type: 'action', title: 'Come', label: 'Book now' }]) })[0]).toMatch(
      /^en sections\[1\]\.link: is missing: without a link the button books a call/,
    );
    expect(
      check({
        en: text([
          { type: 'action', title: 'Come' },
          { type: 'action', title: 'See', link: '/projects', label: 'Our projects' },
        ]),
      }),
    ).toEqual([]);
  });
});
