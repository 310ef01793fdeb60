/**
 * The rules between collections, and between them and the page texts, which no one file can check alone: an item
 * that names another (a case study's service pages) names one the site has; an owner's page keeps out of the site's
 * own addresses; a page text that names a withdrawn service is listed.
 */
import type { Lang } from '../../i18n/languages.ts';
import type { Problem } from './collection.ts';
import { itemFile } from './collection.ts';
import type { Content } from './index.ts';
import { collections } from './index.ts';
import type { CatalogueFile } from './page-text-checks.ts';
import { flatten } from './translations.ts';
import { addressProblem } from './pages.ts';
import { parseJson } from './validate.ts';

export function crossChecks(content: Content, siteFolders: readonly string[]): Problem[] {
  const offered = new Set(content.services.filter((s) => !s.facts.withdrawn).map((s) => s.key));
  const pages = content.ownPages.flatMap((page) =>
    [page.key, ...(page.facts.formerAddresses ?? [])].flatMap((address, i) => {
      const message = addressProblem(address, siteFolders);
      return message
        ? [{ file: itemFile(collections.ownPages.folder, page.stem, 'en'), field: i ? 'formerAddresses' : 'address', lang: 'en' as const, message }]
        : [];
    }),
  );
  return [...pages, ...services(content, offered)];
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

/**
 * Page texts that still name a withdrawn service (an answer of the questions, the services page's words): notices,
 * since the words are the owners' to change; a service's name is looked for in its own language.
 */
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
