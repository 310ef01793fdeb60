import { describe, expect, it } from 'vitest';
import { languageNames, languages, localizePath } from '~/i18n/languages';
import type { Lang } from '~/i18n/languages';
import { problemLine } from './collection';
import { behindEntries, checkMenus, menuLinks, menusFile, recordedFrom, upToDate } from './menus';
import type { MenuContext, Menus } from './menus';
import { BEHIND, TRANSLATED_FROM } from './translations';

/** Words in every language: those given, and in a language not given, the English ones followed by its code. */
const inEvery = (given: Partial<Record<Lang, string>> & { en: string }) =>
  Object.fromEntries(languages.map((l) => [l, given[l] ?? `${given.en} ${l}`])) as Record<Lang, string>;
const every = (words: string) => inEvery({ en: words });
const pages = ['/', '/about', '/services', '/careers', '/events/cloud-day'];
const context: MenuContext = {
  // Every page in every language, but the event's, in English and French only.
  sitePaths: new Set([
    ...pages.filter((p) => !p.startsWith('/events')).flatMap((p) => languages.map((l) => localizePath(p, l))),
    '/events/cloud-day',
    '/fr/events/cloud-day',
  ]),
  brand: 'Orvane',
  email: 'hello@example.com',
  phone: '+1 202 555 0143',
  contact: inEvery({
    en: 'Send a message',
    fr: 'Envoyer un message',
    es: 'Enviar un mensaje',
    de: 'Nachricht senden',
  }),
};
const good: Menus = {
  header: [
    {
      link: '/',
      label: inEvery({ en: 'Home', fr: 'Accueil', es: 'Inicio', de: 'Startseite' }),
    },
    {
      link: '/services',
      label: inEvery({
        en: 'Services',
        fr: 'Services',
        es: 'Servicios',
        de: 'Leistungen',
      }),
    },
    { link: '/events/cloud-day', label: { en: 'Events', fr: 'Événements' } },
  ],
  topBar: [{ link: 'https://status.example.com', label: every('Status') }],
  footer: [{ link: '/careers#open-positions', label: every('Careers') }],
};
const lines = (menus: unknown) => checkMenus(JSON.stringify(menus), context).problems.map(problemLine);
const withHeader = (...header: Menus['header']) => ({
  ...good,
  header: [...good.header, ...header],
});

describe('the menus', () => {
  it('show each entry in the languages its page is written in, another site’s in every one', () => {
    expect(lines(good)).toEqual([]);
    const links = menuLinks(good, context.sitePaths);
    expect(links.fr.header.map((l) => l.label)).toEqual(['Accueil', 'Services', 'Événements']);
    expect(links.de.header.map((l) => l.label)).toEqual(['Startseite', 'Leistungen']);
    expect(links.en.header[1]).toEqual({
      to: '/services',
      label: 'Services',
      services: true,
    });
    expect(links.es.topBar).toEqual([{ to: 'https://status.example.com', label: 'Status es', external: true }]);
    expect(links.de.footer).toEqual([{ to: '/careers#open-positions', label: 'Careers de' }]);
  });

  it('refuse an entry leading nowhere, or naming a language, in words naming the field', () => {
    expect(lines(withHeader({ link: '/services/quantum', label: every('Quantum') }))).toEqual([
      'app/data/content/menus.json: header.3.link: leads to “/services/quantum”, a page the site does not have: choose one it has, or write another site’s address in full',
    ]);
    expect(lines(withHeader({ link: '/fr/about', label: every('About') }))).toEqual([
      'app/data/content/menus.json: header.3.link: names a language (“/fr/about”): write the address without it, and each language’s menu leads to its own page',
    ]);
  });

  it('need words in each language the page is written in, and none in the others', () => {
    const some: Partial<Record<Lang, string>> = { en: 'About', fr: 'À propos', es: 'Quiénes somos' };
    expect(
      lines(
        withHeader({
          link: '/about',
          label: some,
        }),
      ),
    ).toEqual(
      languages
        .filter((l) => !(l in some))
        .map(
          (l) => `app/data/content/menus.json: header.3.label.${l} (${l}): is needed: “/about” is written in ${languageNames[l]}, and the entry shows there`,
        ),
    );
    expect(
      lines({
        ...good,
        footer: [{ link: '/events/cloud-day', label: every('Cloud Day') }],
      }),
    ).toEqual(
      languages
        .filter((l) => l !== 'en' && l !== 'fr')
        .map(
          (l) =>
            `app/data/content/menus.json: footer.0.label.${l} (${l}): is for a language “/events/cloud-day” is not written in: leave it empty (the entry shows in English, Français)`,
        ),
    );
  });

  it('open the services menu once', () => {
    expect(lines(withHeader({ link: '/services', label: every('More') }))).toEqual([
      'app/data/content/menus.json: header.3.link: leads to /services a second time: the header opens the services menu once',
    ]);
  });

  it('refuse words that do not fit the header, naming the language and the width', () => {
    // The header's seven entries, and one more.
    const same = (w: string) => Object.fromEntries(languages.map((l) => [l, w])) as Record<Lang, string>;
    const five = ['About us', 'Projects', 'News', 'Careers', 'Contact us'].map((w) => ({ link: '/about', label: same(w) }));
    const eight = (de: string) => ({
      ...good,
      header: [...good.header.slice(0, 2), ...five, { link: '/careers', label: { ...same('Events'), de } }],
    });
    expect(lines(eight('Termine'))).toEqual([]);
    expect(lines(eight('Veranstaltungen und Termine'))).toEqual([
      expect.stringMatching(
        /^app\/data\/content\/menus\.json: header \(de\): does not fit the header in Deutsch at 992 pixels wide: the brand, the entries and the buttons need \d+ pixels, the bar holds 912\. Shorten a label in Deutsch, or remove an entry$/,
      ),
    ]);
    const crowded = { ...good, topBar: ['Talk to us', 'Become a member', 'Alumni'].map((w) => ({ link: '/about', label: { ...same(w), de: `${w} (de)` } })) };
    expect(lines(crowded)).toEqual([]);
    crowded.topBar[2]!.label.de = 'Verzeichnis der Ehemaligen';
    expect(lines(crowded)).toEqual([
      expect.stringMatching(/^app\/data\/content\/menus\.json: topBar \(de\): does not fit the top bar in Deutsch at 768 pixels wide/),
    ]);
  });

  it('refuse what is not a menu, and are written in the schema’s order', () => {
    expect(lines({ ...good, sidebar: [] })).toEqual(['app/data/content/menus.json: sidebar: is not part of a menu']);
    expect(
      lines({
        ...good,
        header: [{ link: 'careers', label: every('Careers') }],
      }),
    ).toEqual([
      'app/data/content/menus.json: header.0.link: must be an address of the site, from its first slash (like /careers), or another site’s full https:// address',
    ]);
    expect(
      menusFile({
        footer: [],
        topBar: [],
        header: [{ label: { en: 'Home' }, link: '/' }],
      }),
    ).toBe(`${JSON.stringify({ header: [{ link: '/', label: { en: 'Home' } }], topBar: [], footer: [] }, null, 2)}\n`);
  });

  it('mark an entry’s words behind once its English changed after they were saved, wherever the entry moved; the build names them', () => {
    const record = recordedFrom(good, undefined, undefined, 'fr');
    expect(record['header /events/cloud-day']).toBe('Events');
    const renamed = {
      ...good,
      [TRANSLATED_FROM]: { fr: record },
      header: [{ link: '/events/cloud-day', label: { en: 'Events and meetups', fr: 'Événements' } }, ...good.header.slice(0, 2)],
    };
    expect(behindEntries(renamed, record, 'fr')).toEqual([{ name: 'header', index: 0, english: 'Events and meetups', translatedFrom: 'Events' }]);
    expect(behindEntries(renamed, record, 'de'), 'no record, nothing known').toEqual([]);
    expect(checkMenus(JSON.stringify(renamed), context).notices.map(problemLine)).toEqual([`app/data/content/menus.json: header.0.label.fr (fr): ${BEHIND}`]);

    // French words typed again are saved against today's English; the others keep their record.
    const retyped = { ...renamed, header: [{ ...renamed.header[0]!, label: { en: 'Events and meetups', fr: 'Rencontres' } }, ...renamed.header.slice(1)] };
    const after = recordedFrom(retyped, renamed, record, 'fr');
    expect(after['header /events/cloud-day']).toBe('Events and meetups');
    expect(after['header /']).toBe(record['header /']);
    expect(behindEntries(retyped, after, 'fr')).toEqual([]);
    expect(behindEntries(renamed, upToDate(renamed, record, 'fr'), 'fr'), 'marked up to date').toEqual([]);
  });
});
