/** The rules between collections, and between them and the page texts, that no one file can check alone. */
import { defaultLanguage, isLang, languageNames, languages, localizePath, stripLocale } from '../../i18n/languages.ts';
import type { Lang } from '../../i18n/languages.ts';
import { isSitePath, siteLinks } from '../../lib/markdown.ts';
import type { Problem } from './collection.ts';
import { itemFile } from './collection.ts';
import type { Content } from './index.ts';
import { collections } from './index.ts';
import type { CatalogueFile } from './page-text-checks.ts';
import { flatten } from './translations.ts';
import { addressProblem } from './pages.ts';
import { parseJson } from './validate.ts';

/** `sitePaths`: every address the build writes, in each language; `siteFolders`: the first parts of the site's own addresses. */
export function crossChecks(content: Content, siteFolders: readonly string[], sitePaths: ReadonlySet<string>): Problem[] {
  const offered = new Set(content.services.filter((s) => !s.facts.withdrawn).map((s) => s.key));
  const pages = content.ownPages.flatMap((page) =>
    [page.key, ...(page.facts.formerAddresses ?? [])].flatMap((address, i) => {
      const message = addressProblem(address, siteFolders);
      return message
        ? [{ file: itemFile(collections.ownPages.folder, page.stem, 'en'), field: i ? 'formerAddresses' : 'address', lang: 'en' as const, message }]
        : [];
    }),
  );
  return [...pages, ...services(content, offered), ...deadLinks(content, sitePaths)];
}

/** Where a link to a page of the site leads from a text in `lang`: the page in that language, unless it names one. */
function target(link: string, lang: Lang) {
  const path = link.replace(/[?#].*$/, '').replace(/(.)\/$/, '$1');
  const first = path.split('/')[1];
  return isLang(first) && first !== defaultLanguage ? path : localizePath(path, lang);
}

/** The languages the site has a linked page of its own in (the link written without a language). */
export const pageLanguages = (link: string, sitePaths: ReadonlySet<string>) => languages.filter((l) => sitePaths.has(target(link, l)));

/** Why a link from a text in `lang` leads nowhere, or undefined: the site has no such page, or not in that language. */
function deadLink(link: string, lang: Lang, sitePaths: ReadonlySet<string>): string | undefined {
  if (!isSitePath(link) || sitePaths.has(target(link, lang))) return undefined;
  const elsewhere = pageLanguages(stripLocale(link), sitePaths);
  return elsewhere.length
    ? `links to “${link}”, which the site has in ${elsewhere.map((l) => languageNames[l]).join(', ')} but not in ${languageNames[lang]}: link to a page written in ${languageNames[lang]}`
    : `links to “${link}”, a page the site does not have: link to one it has (as its address shows after the site's name), or write another site's address in full`;
}

function linksOf(name: 'news' | 'ownPages', text: Record<string, unknown>): [string, string][] {
  const markdown = (field: string, blocks: unknown) =>
    Array.isArray(blocks) ? blocks.flatMap((b) => (typeof b === 'string' ? siteLinks(b).map((l): [string, string] => [field, l]) : [])) : [];
  const sections = (text.sections ?? []) as Record<string, unknown>[];
  if (name === 'news')
    return [
      ...markdown('intro', text.intro),
      ...sections.flatMap((s, i) => markdown(`sections[${i + 1}].paragraphs`, s.paragraphs)),
      ...markdown('conclusion', text.conclusion),
    ];
  return sections.flatMap((s, i): [string, string][] => [
    ...markdown(`sections[${i + 1}].paragraphs`, s.paragraphs),
    ...(typeof s.link === 'string' ? [[`sections[${i + 1}].link`, s.link] as [string, string]] : []),
    ...((s.cards ?? []) as { link?: string }[]).flatMap((c, j): [string, string][] => (c.link ? [[`sections[${i + 1}].cards[${j + 1}].link`, c.link]] : [])),
  ]);
}

export function deadLinksOf(name: 'news' | 'ownPages', text: Record<string, unknown>, lang: Lang, sitePaths: ReadonlySet<string>) {
  return linksOf(name, text).flatMap(([field, link]) => {
    const message = deadLink(link, lang, sitePaths);
    return message ? [{ field, message }] : [];
  });
}

function deadLinks(content: Content, sitePaths: ReadonlySet<string>): Problem[] {
  return (['news', 'ownPages'] as const).flatMap((name) =>
    (content[name] as Content['news']).flatMap((item) =>
      (Object.entries(item.texts) as [Lang, Record<string, unknown>][]).flatMap(([lang, text]) =>
        deadLinksOf(name, text, lang, sitePaths).map(({ field, message }) => ({
          file: itemFile(collections[name].folder, item.stem, lang),
          field,
          lang,
          message,
        })),
      ),
    ),
  );
}

function services(content: Content, offered: ReadonlySet<string>): Problem[] {
  return content.projects.flatMap((project) =>
    (project.facts.servicePages ?? [])
      .filter((slug) => !offered.has(slug))
      .map((slug) => ({
        file: itemFile(collections.projects.folder, project.stem, 'en'),
        field: 'servicePages',
        lang: 'en' as const,
        message: `names “${slug}”, which is not a service the site offers: choose another, or remove it`,
      })),
  );
}

/** Page texts that still name a withdrawn service: notices, since the words are the owners' to change. */
export function withdrawnNamed(files: readonly CatalogueFile[], services: Content['services']): Problem[] {
  const names = services
    .filter((s) => s.facts.withdrawn)
    .flatMap((s) => (Object.entries(s.texts) as [Lang, { title: string }][]).map(([lang, t]) => ({ lang, name: t.title })));
  return files.flatMap((file) => {
    const mine = names.filter((n) => n.lang === file.lang);
    const data = mine.length && file.text !== undefined ? parseJson(file.text).data : undefined;
    return [...flatten(data)].flatMap(([key, text]) =>
      mine
        .filter(({ name }) => typeof text === 'string' && text.toLocaleLowerCase(file.lang).includes(name.toLocaleLowerCase(file.lang)))
        .map(({ name }) => ({
          file: file.path,
          field: key,
          lang: file.lang,
          message: `names “${name}”, a service the site no longer offers (it is withdrawn): reword the text`,
        })),
    );
  });
}
