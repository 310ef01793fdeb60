import { describe, expect, it } from 'vitest';
import { problemLine } from './collection';
import type { Problem } from './collection';
import type { Content } from './index';
import { crossChecks, withdrawnNamed } from './links';

const service = (key: string, withdrawn: boolean, titles: Record<string, string>) => ({
  key,
  stem: key,
  languages: Object.keys(titles),
  facts: { slug: key, withdrawn },
  texts: Object.fromEntries(Object.entries(titles).map(([lang, title]) => [lang, { title }])),
});
const content = {
  services: [service('cloud-services', false, { en: 'Cloud services' }), service('fax-and-telex', true, { en: 'Fax and telex', de: 'Fax und Telex' })],
  projects: [
    { key: 'campus', stem: 'campus', languages: ['en'], facts: { servicePages: ['cloud-services', 'fax-and-telex', 'quantum'] }, texts: {} },
    { key: 'portal', stem: 'portal', languages: ['en'], facts: {}, texts: {} },
  ],
  jobs: [],
  news: [
    {
      key: 'launch',
      stem: 'launch',
      languages: ['en', 'fr'],
      facts: {},
      texts: {
        en: {
          intro: ['Read [about us](/about) and [our quantum work](/services/quantum).'],
          sections: [{ paragraphs: ['See [the news](/news/english-only#top).'] }],
          conclusion: [],
        },
        fr: {
          intro: ['Lisez [qui nous sommes](/about).'],
          sections: [{ paragraphs: ['Voir [les nouvelles](/news/english-only).'] }],
          conclusion: ['[Un autre site](https://example.org/x).'],
        },
      },
    },
  ],
  ownPages: [
    {
      key: 'events/cloud-day',
      stem: 'events-cloud-day',
      languages: ['en'],
      facts: { address: 'events/cloud-day', formerAddresses: ['services/day'] },
      texts: {},
    },
    { key: 'cloud-day', stem: 'cloud-day', languages: ['en'], facts: { address: 'cloud-day' }, texts: {} },
  ],
} as unknown as Content;
const siteFolders = ['fr', 'news', 'services'];
const sitePaths = new Set(['/', '/fr', '/about', '/fr/about', '/services', '/fr/services', '/news/english-only']);
/** The checks' problems that `which` picks, as the build prints them. */
const problems = (which: (p: Problem) => boolean) => crossChecks(content, siteFolders, sitePaths).filter(which).map(problemLine);

describe('the rules between collections', () => {
  it('a case study names only services the site offers: a withdrawn one or one that never was is an error, on the English file', () => {
    expect(problems((p) => p.field === 'servicePages')).toEqual([
      'app/data/content/projects/campus.en.json: servicePages (en): names “fax-and-telex”, which is not a service the site offers: choose another, or remove it',
      'app/data/content/projects/campus.en.json: servicePages (en): names “quantum”, which is not a service the site offers: choose another, or remove it',
    ]);
  });

  it('an owner’s page keeps out of the site’s own addresses, its former ones too, and has a folder of its own', () => {
    expect(problems((p) => p.file.includes('/ownPages/'))).toEqual([
      'app/data/content/ownPages/events-cloud-day.en.json: formerAddresses (en): begins with "services", where the site\'s own pages or files are (/services/…): begin it with a word of your own, like "events/day"',
      'app/data/content/ownPages/cloud-day.en.json: address (en): is one word: give it a folder of your own and the page\'s name, like "events/cloud-day", so that it never takes the address of a language or of a page the site adds later',
    ]);
  });

  it('a link to a page of the site leads to a page it has, in the text’s language; one to another site is not checked', () => {
    expect(problems((p) => p.file.includes('/news/'))).toEqual([
      "app/data/content/news/launch.en.json: intro (en): links to “/services/quantum”, a page the site does not have: link to one it has (as its address shows after the site's name), or write another site's address in full",
      'app/data/content/news/launch.fr.json: sections[1].paragraphs (fr): links to “/news/english-only”, which the site has in English but not in Français: link to a page written in Français',
    ]);
  });

  it('a page text that still names a withdrawn service, in its own language, is listed; one naming a service offered is not', () => {
    const file = (lang: 'en' | 'de', data: object) => ({ lang, ns: 'sections', path: `public/locales/${lang}/sections.json`, text: JSON.stringify(data) });
    const files = [
      file('en', { faq: { items: [{ a: 'We run cloud services and fax and telex lines.' }, { a: 'Nothing else.' }] } }),
      file('de', { faq: { items: [{ a: 'Wir betreiben Cloud-Dienste.' }, { a: 'Auch FAX UND TELEX.' }] } }),
    ];
    expect(withdrawnNamed(files, content.services).map(problemLine)).toEqual([
      'public/locales/en/sections.json: faq.items.0.a (en): names “Fax and telex”, a service the site no longer offers (it is withdrawn): reword the text',
      'public/locales/de/sections.json: faq.items.1.a (de): names “Fax und Telex”, a service the site no longer offers (it is withdrawn): reword the text',
    ]);
  });
});
