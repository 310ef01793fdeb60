import { describe, expect, it } from 'vitest';
import { problemLine } from './collection';
import { MARKUP_MESSAGE } from './page-texts';
import { limitOf } from '../../i18n/text-limits';
import { checkBiographies, checkCatalogues, checkFigures, placeholders, SAME_AS_ENGLISH } from './page-text-checks';
import type { CatalogueFile } from './page-text-checks';

type Lang = CatalogueFile['lang'];
const file = (lang: Lang, data: unknown, ns = 'contact'): CatalogueFile => ({
  lang,
  ns,
  path: `public/locales/${lang}/${ns}.json`,
  text: typeof data === 'string' ? data : JSON.stringify(data, null, 2),
});
const english = {
  title: 'Contact us',
  form: { send: 'Send your message', sent: 'Thanks, {{name}}!' },
  minutes_one: '{{count}} minute',
  minutes_other: '{{count}} minutes',
};
const french = {
  title: 'Contactez-nous',
  form: { send: 'Envoyer', sent: 'Merci, {{name}} !' },
  minutes_one: '{{count}} mn',
  minutes_many: '{{count}} mn',
  minutes_other: '{{count}} mn',
};
const german = {
  title: 'Kontakt',
  form: { send: 'Nachricht senden', sent: 'Danke, {{name}}!' },
  minutes_one: '{{count}} Minute',
  minutes_other: '{{count}} Minuten',
};
const spanish = {
  title: 'Contacto',
  form: { send: 'Enviar mensaje', sent: '¡Gracias, {{name}}!' },
  minutes_one: '{{count}} minuto',
  minutes_many: '{{count}} minutos',
  minutes_other: '{{count}} minutos',
};
/** Each translation's record of English: saved against today's English. */
const record = {
  title: english.title,
  'form.send': english.form.send,
  'form.sent': english.form.sent,
  minutes_other: english.minutes_other,
  minutes_one: english.minutes_one,
};
for (const translation of [french, german, spanish] as Record<string, unknown>[]) translation._translatedFrom = record;
const lines = (files: CatalogueFile[]) => checkCatalogues(files).errors.map(problemLine);
const site = (de: unknown = german) => [file('en', english), file('fr', french), file('es', spanish), file('de', de)];

describe('checkCatalogues: what the build refuses in the page texts, one line each naming file, key and language', () => {
  it('takes catalogues that say everything English says, with its placeholders and each grammar’s plural forms', () => {
    expect(checkCatalogues(site())).toEqual({ errors: [], notices: [] });
  });

  it('a testimonial’s photograph is chosen in English alone, is an upload, and is described in every language', () => {
    const entry = (extra: object) => ({ testimonials: { items: [{ name: 'Ada', ...extra }, { name: 'Tunde' }] } });
    const files = (en: object, translated: object) => [
      file('en', entry(en), 'sections'),
      ...(['fr', 'es', 'de'] as const).map((l) => file(l, entry(translated), 'sections')),
    ];
    expect(lines(files({ photo: '/media/uploads/ada.png', photoAlt: 'Ada, smiling' }, { photoAlt: 'Ada, souriante' }))).toEqual([]);
    expect(lines(files({ photo: '/media/uploads/ada.png' }, {}))).toEqual([
      'public/locales/en/sections.json: testimonials.items.0.photoAlt (en): is needed with a photograph: say what it shows, for people who cannot see it',
    ]);
    expect(lines(files({ photo: 'https://example.com/ada.png', photoAlt: 'Ada' }, { photoAlt: 'Ada', photo: '/media/uploads/ada.png' }))).toEqual([
      'public/locales/en/sections.json: testimonials.items.0.photo (en): must be a PNG, JPEG, WebP or AVIF picture uploaded to /media/uploads/, not "https://example.com/ada.png"',
      ...(['fr', 'es', 'de'] as const).map(
        (l) =>
          `public/locales/${l}/sections.json: testimonials.items.0.photo (${l}): is chosen in the English column, for every language: remove it from this file`,
      ),
    ]);
  });

  it('a German text removed: an error naming it with the English text to translate, never English on a German page', () => {
    const { send: _, ...form } = german.form;
    expect(lines(site({ ...german, form }))).toEqual([
      'public/locales/de/contact.json: form.send (de): is missing: write its de text (English: "Send your message")',
    ]);
  });

  it('a comma lost in a hand edit: the file, with the line and column', () => {
    const text = JSON.stringify(german, null, 2).replace('"Kontakt",', '"Kontakt"');
    expect(lines(site(text))).toEqual([
      `public/locales/de/contact.json: (file) (de): is not valid JSON at line 3, column 3: expected ',' or '}' after property value: mend it in a text editor`,
    ]);
  });

  it('a placeholder lost, a text emptied, a key English does not have, a list where a text belongs, a number', () => {
    expect(lines(site({ ...german, title: ' ', extra: 'Hallo', year: 2014, form: { send: ['Senden'], sent: 'Danke!' } }))).toEqual([
      'public/locales/de/contact.json: title (de): is empty: write its de text',
      'public/locales/de/contact.json: year (de): must be a text (in quotes), a list or a group of texts',
      'public/locales/de/contact.json: form.send (de): is missing: write its de text (English: "Send your message")',
      'public/locales/de/contact.json: form.send.0 (de): is not a text of the English catalogue: remove it, or add it to English first',
      'public/locales/de/contact.json: extra (de): is not a text of the English catalogue: remove it, or add it to English first',
      'public/locales/de/contact.json: year (de): is not a text of the English catalogue: remove it, or add it to English first',
      'public/locales/de/contact.json: form.sent (de): must hold the same placeholders as English ({{name}}), not none',
    ]);
  });

  it('a German hero title longer than its place holds: one line with the length and the limit', () => {
    const limit = limitOf('home', 'hero.title')!;
    const home = (title: string) => ({ hero: { title } });
    const files = (de: string) => [
      file('en', home('We build it'), 'home'),
      file('fr', home('Nous'), 'home'),
      file('es', home('Nosotros'), 'home'),
      file('de', home(de), 'home'),
    ];
    expect(lines(files('x'.repeat(limit)))).toEqual([]);
    expect(lines(files('x'.repeat(limit + 1)))).toEqual([
      `public/locales/de/home.json: hero.title (de): has ${limit + 1} of at most ${limit} characters: shorten it, its place on the page holds no more`,
    ]);
  });

  it('a text with markup: one line naming the tag (the page would show it as typed)', () => {
    const home = (title: string) => ({ hero: { title } });
    const files = ['en', 'fr', 'es', 'de'].map((lang) => file(lang as 'en', home(lang === 'fr' ? 'Nous <b>construisons</b>' : 'Title < 2')));
    expect(lines(files)).toEqual([`public/locales/fr/contact.json: hero.title (fr): holds the tag <b>: ${MARKUP_MESSAGE}`]);
  });

  it('the biographies: one per board member of the facts, else a notice (the two are saved apart), never an error', () => {
    const about = (lang: Lang, bios: string[]) => file(lang, { team: { bios } }, 'about');
    const notices = (de: string[]) => checkBiographies([about('en', ['a', 'b']), about('de', de)], 2).map(problemLine);
    expect(notices(['a', 'b'])).toEqual([]);
    expect(notices(['a'])).toEqual([
      'public/locales/de/about.json: team.bios (de): has 1 biography for the 2 board members of app/data/content/company.json: the last member is shown without one; write it, in the members’ order',
    ]);
    expect(notices(['a', 'b', 'c', 'd'])).toEqual([
      'public/locales/de/about.json: team.bios (de): has 4 biographies for the 2 board members of app/data/content/company.json: the last 2 are not shown; remove them, or add their members on the Company page',
    ]);
  });

  it('a founding year written in digits: refused, to write {{founded}}; the placeholder, other numbers and longer ones pass', () => {
    const home = (title: string) => file('fr', { about: { title }, _translatedFrom: { 'about.title': 'Since 2014' } }, 'home');
    expect(checkFigures([home('Depuis 2014, à vos côtés')], 2014).map(problemLine)).toEqual([
      'public/locales/fr/home.json: about.title (fr): states the founding year, 2014, in digits: write {{founded}}, which the site fills in from the company’s facts',
    ]);
    for (const fine of ['Depuis {{founded}}, à vos côtés', '20140 requêtes par jour', 'Plus de 200 projets'])
      expect(checkFigures([home(fine)], 2014), fine).toEqual([]);
  });

  it('plural forms: each language the ones its grammar has', () => {
    const { minutes_many: _, ...noMany } = french;
    expect(lines([file('en', english), file('fr', noMany)])).toEqual([
      'public/locales/fr/contact.json: minutes (fr): has the plural forms one, other: fr needs exactly minutes_many, minutes_one, minutes_other',
    ]);
  });

  it('a language without a file of English’s', () => {
    expect(lines([file('en', english), { lang: 'de', ns: 'contact', path: 'public/locales/de/contact.json', text: undefined }])).toEqual([
      "public/locales/de/contact.json: (file) (de): is missing: every language has a file for each of English's (public/locales/en/contact.json)",
    ]);
  });

  it('a text left the same as English is a notice, not an error: it may be a name', () => {
    const { errors, notices } = checkCatalogues(site({ ...german, form: { ...german.form, send: 'Send your message' } }));
    expect(errors).toEqual([]);
    expect(notices.map(problemLine)).toEqual(['public/locales/de/contact.json: form.send (de): is the same as English: translate it, unless it is a name']);
  });

  it('a few letters around placeholders are no notice: "Page {{page}}" is often the same word', () => {
    const en = { ...english, form: { ...english.form, sent: 'Page {{name}}' } };
    const { notices } = checkCatalogues([
      file('en', en),
      file('fr', french),
      file('es', spanish),
      file('de', { ...german, form: { ...german.form, sent: 'Page {{name}}' } }),
    ]);
    expect(notices.filter((n) => n.message === SAME_AS_ENGLISH)).toEqual([]);
  });
});

describe('checkCatalogues: translations behind their English', () => {
  it('a text whose English changed since its translation was saved is a notice, in each language, until that language records the new English', () => {
    const changed = { ...english, title: 'Get in touch' };
    const files = (de: unknown) => [file('en', changed), file('fr', french), file('es', spanish), file('de', de)];
    const { errors, notices } = checkCatalogues(files(german));
    expect(errors).toEqual([]);
    expect(notices.map(problemLine)).toEqual(
      ['fr', 'es', 'de'].map(
        (lang) => `public/locales/${lang}/contact.json: title (${lang}): is behind its English (changed since this translation was saved): translate it again`,
      ),
    );
    const saved = { ...german, _translatedFrom: { ...record, title: 'Get in touch' } };
    expect(checkCatalogues(files(saved)).notices.map((n) => n.lang)).toEqual(['fr', 'es']);
  });

  it('a text with no record of its English (a language just added, a hand edit) is not behind', () => {
    const changed = { ...english, title: 'Get in touch' };
    const { _translatedFrom: _, ...unrecorded } = german as Record<string, unknown>;
    expect(checkCatalogues([file('en', changed), file('fr', french), file('es', spanish), file('de', unrecorded)]).notices.map((n) => n.lang)).toEqual([
      'fr',
      'es',
    ]);
  });

  it('a record that is not texts, or one in English, is an error', () => {
    expect(
      lines([file('en', { ...english, _translatedFrom: {} }), file('fr', french), file('es', spanish), file('de', { ...german, _translatedFrom: ['x'] })]),
    ).toEqual([
      'public/locales/en/contact.json: _translatedFrom (en): is a translation’s record of its English: English has none, remove it',
      'public/locales/de/contact.json: _translatedFrom (de): must be a group of texts: each key with the English its translation was saved against',
    ]);
  });
});

describe('placeholders', () => {
  it('finds each placeholder once, sorted', () => {
    expect(placeholders('{{brand}} at {{ phone }}, {{brand}}')).toEqual(['brand', 'phone']);
    expect(placeholders('no placeholders')).toEqual([]);
  });
});
