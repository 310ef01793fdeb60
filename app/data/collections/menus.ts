/** The site's menus: an entry to a page of the site shows in the languages that page is written in; one to another site, in all. */
import { z } from 'zod';
import { overflows } from '../../components/layout/header-room.ts';
import { defaultLanguage, isLang, languageNames, languages, prefixedLanguages, stripLocale } from '../../i18n/languages.ts';
import type { Lang } from '../../i18n/languages.ts';
import { isSitePath } from '../../lib/markdown.ts';
import type { Problem } from './collection.ts';
import { formatted, inEachLanguage, items } from './fields.ts';
import { pageLanguages } from './links.ts';
import { checkSingleFile, singleFileText } from './single-file.ts';
import { BEHIND, behindKeys, TRANSLATED_FROM, translatedFrom } from './translations.ts';
import type { Sources } from './translations.ts';

export const MENUS_FILE = 'app/data/content/menus.json';
/** The format the content manager reads and writes the file in (app/admin/single-file-formats.ts). */
export const MENUS_FORMAT = 'menus-json';
export const MENUS_ENTRY = 'menus';

/** The page the header's services menu belongs to: its entry opens the menu. */
export const SERVICES_PATH = '/services';

const LINK = /^(?:\/[^\s]*|https:\/\/[^\s/?#]+\.[^\s/?#]+(?:[/?#]\S*)?)$/;
const entry = {
  link: formatted(LINK, 'an address of the site, from its first slash (like /careers), or another site’s full https:// address', {
    label: 'Leads to',
    hint: 'A page of the site as its address shows after the site’s name, without the language (/careers, /services/cloud-services, /events/cloud-day), or another site’s full address.',
  }),
  label: inEachLanguage({
    label: 'Words',
    hint: 'In each language the page is written in (every language for another site); empty in the others, where the entry does not show.',
  }),
};
const menu = (label: string, hint: string, min: number) => items(entry, { label, hint, itemLabel: 'Entry', min });

export const menusSchema = z.strictObject({
  // The English each translated entry's words were saved against, by `menuKey`: kept by the editor (app/admin/menu-translations.tsx).
  [TRANSLATED_FROM]: z
    .partialRecord(z.enum(prefixedLanguages as [Lang, ...Lang[]]), z.record(z.string(), z.string()))
    .optional()
    .meta({ label: 'Translations', widget: 'menu-translations' }),
  header: menu('Header', 'The navigation bar, left to right; the mobile menu lists the same. The entry leading to /services opens the services menu.', 1),
  topBar: menu('Top bar', 'The thin bar above the header, right of the e-mail address and the phone (from 768 pixels wide).', 0),
  footer: menu('Footer: quick links', 'The footer’s first column of links.', 0),
});

export type Menus = z.infer<typeof menusSchema>;
export const menuNames = ['header', 'topBar', 'footer'] as const;
export type MenuName = (typeof menuNames)[number];
type Entry = Menus[MenuName][number];

/** What a translation's record calls an entry: its menu and link, so that reordering entries keeps their record. */
const menuKey = (name: MenuName, link: string) => `${name} ${link}`;
/** One language's words by `menuKey`; an entry the editor holds half-written (no link or words yet) has none. */
const menuTexts = (menus: Pick<Menus, MenuName>, lang: Lang): Record<string, string> =>
  Object.fromEntries(
    menuNames.flatMap((name) =>
      (menus[name] ?? []).flatMap((e: Partial<Entry> | undefined) => (e?.link && e.label?.[lang] ? [[menuKey(name, e.link), e.label[lang]]] : [])),
    ),
  );

/** What an owner calls an entry: "Header, entry 3". */
const menuLabels: Record<MenuName, string> = { header: 'Header', topBar: 'Top bar', footer: 'Footer: quick links' };
export const entryName = (name: string, index: number) => `${menuLabels[name as MenuName] ?? name}${index < 0 ? '' : `, entry ${index + 1}`}`;

/** A field in an owner's words: `header.2.label.de` → "Header, entry 3, words in Deutsch:". */
export function menuFieldName(field: string) {
  const [menu, index, part, lang] = field.split('.');
  const where = index === undefined ? '' : part === 'label' && isLang(lang) ? `, words in ${languageNames[lang]}` : ', leads to';
  return `${entryName(menu!, index === undefined ? -1 : Number(index))}${where}:`;
}

export interface BehindEntry {
  name: MenuName;
  index: number;
  /** The English now, and the English the translation was saved against. */
  english: string;
  translatedFrom: string;
}

/** The entries whose words in `lang` were saved against an English that has changed since. */
export function behindEntries(menus: Pick<Menus, MenuName>, record: Sources | undefined, lang: Lang): BehindEntry[] {
  const english = menuTexts(menus, defaultLanguage);
  const behind = new Set(behindKeys(english, { ...menuTexts(menus, lang), [TRANSLATED_FROM]: record ?? {} }));
  return menuNames.flatMap((name) =>
    menus[name].flatMap((e: Partial<Entry> | undefined, index) => {
      const key = menuKey(name, e?.link ?? '');
      return behind.has(key) ? [{ name, index, english: english[key]!, translatedFrom: record![key]! }] : [];
    }),
  );
}

/** The record after the words of `lang` that changed since `before` were saved against today's English; others keep theirs. */
export function recordedFrom(menus: Pick<Menus, MenuName>, before: Pick<Menus, MenuName> | undefined, record: Sources | undefined, lang: Lang): Sources {
  const now = menuTexts(menus, lang);
  const was = before ? menuTexts(before, lang) : {};
  const changed = Object.keys(now).filter((key) => now[key] !== was[key]);
  return translatedFrom(menuTexts(menus, defaultLanguage), { ...now, [TRANSLATED_FROM]: record ?? {} }, changed);
}

/** Every entry's words in `lang` marked as saved against today's English. */
export const upToDate = (menus: Pick<Menus, MenuName>, record: Sources | undefined, lang: Lang): Sources => {
  const now = menuTexts(menus, lang);
  return translatedFrom(menuTexts(menus, defaultLanguage), { ...now, [TRANSLATED_FROM]: record ?? {} }, Object.keys(now));
};

/** An entry as a page shows it in one language. */
export interface MenuLink {
  /** A path of the site (without the language: links add it) or another site's address. */
  to: string;
  label: string;
  external?: true;
  services?: true;
}
export type MenuLinks = Record<MenuName, MenuLink[]>;

/** What the menus are checked against: the site's pages and what shares the header's rows with them. */
export interface MenuContext {
  /** Every address the build writes, in each language (app/seo/paths.ts). */
  sitePaths: ReadonlySet<string>;
  brand: string;
  email: string;
  phone: string;
  contact: Record<Lang, string>;
}

const path = (link: string) => link.replace(/[?#].*$/, '').replace(/(.)\/$/, '$1');
const shownIn = (e: Entry, sitePaths: ReadonlySet<string>): readonly Lang[] => (isSitePath(e.link) ? pageLanguages(path(e.link), sitePaths) : languages);
const names = (langs: readonly Lang[]) => langs.map((l) => languageNames[l]).join(', ');

function entryProblems(name: MenuName, e: Entry, i: number, sitePaths: ReadonlySet<string>): Omit<Problem, 'file'>[] {
  const at = `${name}.${i}`;
  if (isSitePath(e.link) && stripLocale(path(e.link)) !== path(e.link))
    return [
      {
        field: `${at}.link`,
        message: `names a language (“${e.link}”): write the address without it, and each language’s menu leads to its own page`,
      },
    ];
  const shown = shownIn(e, sitePaths);
  if (!shown.length)
    return [
      {
        field: `${at}.link`,
        message: `leads to “${e.link}”, a page the site does not have: choose one it has, or write another site’s address in full`,
      },
    ];
  return languages.flatMap((lang): Omit<Problem, 'file'>[] => {
    const words = e.label[lang]?.trim();
    if (!words && shown.includes(lang))
      return [
        {
          field: `${at}.label.${lang}`,
          lang,
          message: `is needed: “${e.link}” is written in ${languageNames[lang]}, and the entry shows there`,
        },
      ];
    if (words && !shown.includes(lang))
      return [
        {
          field: `${at}.label.${lang}`,
          lang,
          message: `is for a language “${e.link}” is not written in: leave it empty (the entry shows in ${names(shown)})`,
        },
      ];
    return [];
  });
}

export function menuLinks(menus: Menus, sitePaths: ReadonlySet<string>): Record<Lang, MenuLinks> {
  const links = (name: MenuName, lang: Lang) =>
    menus[name]
      .filter((e) => shownIn(e, sitePaths).includes(lang) && e.label[lang]?.trim())
      .map((e): MenuLink => {
        const site = isSitePath(e.link);
        return {
          to: e.link,
          label: e.label[lang]!.trim(),
          ...(site ? {} : { external: true as const }),
          ...(name === 'header' && site && path(e.link) === SERVICES_PATH ? { services: true as const } : {}),
        };
      });
  return Object.fromEntries(
    languages.map((lang) => [
      lang,
      {
        header: links('header', lang),
        topBar: links('topBar', lang),
        footer: links('footer', lang),
      },
    ]),
  ) as Record<Lang, MenuLinks>;
}

/** No entries in any language: what pages show while the menus file cannot be used (the build names why). */
export const noMenuLinks = () =>
  Object.fromEntries(languages.map((lang): [Lang, MenuLinks] => [lang, { header: [], topBar: [], footer: [] }])) as Record<Lang, MenuLinks>;

/** A row that does not hold its words in a language, at the narrowest width where it does not (one message a row). */
function fitProblems(menus: Menus, context: MenuContext): Omit<Problem, 'file'>[] {
  const all = menuLinks(menus, context.sitePaths);
  return languages.flatMap((lang) =>
    overflows(
      {
        brand: context.brand,
        entries: all[lang].header,
        contact: context.contact[lang],
      },
      {
        email: context.email,
        phone: context.phone,
        labels: all[lang].topBar.map((l) => l.label),
      },
    )
      .filter((o, i, list) => list.findIndex((p) => p.row === o.row) === i)
      .map(({ row, width, need, room }) => ({
        field: row,
        lang,
        message:
          row === 'header'
            ? `does not fit the header in ${languageNames[lang]} at ${width} pixels wide: the brand, the entries and the buttons need ${need} pixels, the bar holds ${room}. Shorten a label in ${languageNames[lang]}, or remove an entry`
            : `does not fit the top bar in ${languageNames[lang]} at ${width} pixels wide: the e-mail address, the phone and the entries need ${need} pixels, the bar holds ${room}. Shorten a label in ${languageNames[lang]}, or remove an entry`,
      })),
  );
}

/** The menus file's text checked: the menus, or one problem per field. */
export function checkMenus(text: string, context: MenuContext): { menus?: Menus; problems: Problem[]; notices: Problem[] } {
  const { data, problems } = checkSingleFile(MENUS_FILE, menusSchema, text, 'is not part of a menu');
  if (!data) return { problems, notices: [] };
  const file = (p: Omit<Problem, 'file'>): Problem => ({
    file: MENUS_FILE,
    ...p,
  });
  const services = data.header.flatMap((e, i) => (isSitePath(e.link) && path(e.link) === SERVICES_PATH ? [i] : []));
  const entries = [
    ...menuNames.flatMap((name) => data[name].flatMap((e, i) => entryProblems(name, e, i, context.sitePaths))),
    ...services.slice(1).map((i) => ({
      field: `header.${i}.link`,
      message: `leads to ${SERVICES_PATH} a second time: the header opens the services menu once`,
    })),
  ].map(file);
  const notices = prefixedLanguages.flatMap((lang) =>
    behindEntries(data, data[TRANSLATED_FROM]?.[lang], lang).map(({ name, index }) => file({ field: `${name}.${index}.label.${lang}`, lang, message: BEHIND })),
  );
  if (entries.length) return { problems: entries, notices };
  const fit = fitProblems(data, context).map(file);
  return fit.length ? { problems: fit, notices } : { menus: data, problems: [], notices };
}

/** The menus as their file keeps them: keys in the schema's order at every depth (single-file.ts). */
export const menusFile = (menus: unknown) => singleFileText(menus, menusSchema);
