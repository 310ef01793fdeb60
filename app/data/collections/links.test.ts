import { describe, expect, it } from 'vitest';
import { problemLine } from './collection';
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
  news: [],
} as unknown as Content;

describe('the rules between collections', () => {
  it('a case study names only services the site offers: a withdrawn one or one that never was is an error, on the English file', () => {
    expect(crossChecks(content).map(problemLine)).toEqual([
      'app/data/content/projects/campus.en.json: servicePages (en): names “fax-and-telex”, which is not a service the site offers: choose another, or remove it',
      'app/data/content/projects/campus.en.json: servicePages (en): names “quantum”, which is not a service the site offers: choose another, or remove it',
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
