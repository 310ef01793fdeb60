/** Reads and checks every collection's files from disk (app/data/content). */
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { collectionNames, collections } from '../../../app/data/collections/index.ts';
import type { Content } from '../../../app/data/collections/index.ts';
import { problemLine } from '../../../app/data/collections/collection.ts';
import { isScheduled } from '../../../app/data/rules/news.ts';
import type { Problem } from '../../../app/data/collections/collection.ts';
import { checkCollection, parseJson } from '../../../app/data/collections/validate.ts';
import { crossChecks } from '../../../app/data/collections/links.ts';
import { checkCompanyFacts, COMPANY_FILE } from '../../../app/data/collections/company.ts';
import type { CompanyFacts } from '../../../app/data/collections/company.ts';
import { MENUS_FILE } from '../../../app/data/collections/menus.ts';
import type { ContentFile } from '../../../app/data/collections/validate.ts';
import type { CatalogueFile } from '../../../app/data/collections/page-text-checks.ts';
import { defaultLanguage, languages } from '../../../app/i18n/languages.ts';
import { routePaths, siteFolders } from './site-folders.ts';
import { allPaths } from '../../../app/seo/paths.ts';

function readFiles(root: string, folder: string): ContentFile[] {
  const dir = join(root, folder);
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => {
      const { data, error } = parseJson(readFileSync(join(dir, name), 'utf8'));
      return { path: `${folder}/${name}`, data, ...(error ? { parseError: error } : {}) };
    });
}

/** Every collection checked, as the site has it at `now`. */
export function readContent(root = process.cwd(), now = Date.now()) {
  const errors: Problem[] = [];
  const notices: Problem[] = [];
  const check = <K extends keyof Content>(name: K) => {
    // One collection at a time; TypeScript cannot follow `collections[name]` through the generic.
    const collection = collections[name] as unknown as Parameters<typeof checkCollection>[0];
    const result = checkCollection(collection, readFiles(root, collection.folder));
    errors.push(...result.errors);
    notices.push(...result.notices);
    return result.items as Content[K];
  };
  const checked = Object.fromEntries(collectionNames.map((name) => [name, check(name)])) as unknown as Content;
  // An article dated later has no page yet, but its files are checked now.
  const content = { ...checked, news: checked.news.filter((a) => !isScheduled(a.facts, now)) };
  const sitePaths = new Set(allPaths(routePaths(root), content));
  errors.push(...crossChecks(checked, siteFolders(root), sitePaths));
  return { content, errors, notices, sitePaths };
}

export function readCompanyFacts(root = process.cwd()) {
  const file = join(root, COMPANY_FILE);
  if (!existsSync(file)) return { problems: [{ file: COMPANY_FILE, field: '(file)', message: 'is missing: the company’s facts are kept in it' }] };
  return checkCompanyFacts(readFileSync(file, 'utf8'));
}

export function readMenusFile(root = process.cwd()) {
  const file = join(root, MENUS_FILE);
  return existsSync(file) ? readFileSync(file, 'utf8') : undefined;
}

export function errorReport(errors: readonly Problem[]) {
  return [
    `The content has ${errors.length} error${errors.length === 1 ? '' : 's'}:`,
    ...errors.map((e) => `  ${problemLine(e)}`),
    'Correct each field named (in the content manager, or in the file), then build again. The site as it was stays online until the build passes.',
  ].join('\n');
}

/** What the content plugin checked, kept for the build's later steps so that each file is read once per build. */
export interface CheckedContent {
  content: Content;
  /** Items not yet translated into a language. */
  notices: Problem[];
  /** Page texts the same as English (may be names), page texts and menus' words behind their English, biographies not one per board member. */
  catalogueNotices: Problem[];
  facts?: CompanyFacts;
}

const CHECKED = join('build', 'content.json');

export function writeCheckedContent(root: string, checked: CheckedContent) {
  mkdirSync(join(root, 'build'), { recursive: true });
  writeFileSync(join(root, CHECKED), JSON.stringify(checked));
}

export function readCheckedContent(root = process.cwd()): CheckedContent {
  if (!existsSync(join(root, CHECKED))) throw new Error(`${CHECKED} is missing: the site's build (react-router build, in npm run build) writes it first.`);
  return JSON.parse(readFileSync(join(root, CHECKED), 'utf8')) as CheckedContent;
}

const FOLDER = 'public/locales';

/** Every language's file for every English namespace, as they are on disk. */
export function readCatalogues(root = process.cwd()): CatalogueFile[] {
  const english = join(root, FOLDER, defaultLanguage);
  if (!existsSync(english)) return [];
  const namespaces = readdirSync(english)
    .filter((f) => f.endsWith('.json'))
    .map((f) => f.slice(0, -'.json'.length))
    .sort();
  return languages.flatMap((lang) =>
    namespaces.map((ns) => {
      const path = `${FOLDER}/${lang}/${ns}.json`;
      return { lang, ns, path, text: existsSync(join(root, path)) ? readFileSync(join(root, path), 'utf8') : undefined };
    }),
  );
}
