/**
 * The tests' own content: the site's code with tests/fixture-site's content in place of the owners', so no edit an
 * owner makes changes what the end-to-end tests see. Its page texts are laid over the site's (`testCatalogue`).
 */
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { flatten, served, TRANSLATED_FROM, translatedFrom } from '../../app/data/collections/translations.ts';
import { defaultLanguage, languages } from '../../app/i18n/languages.ts';
import type { Lang } from '../../app/i18n/languages.ts';
import { fillCatalogue } from './fill-to-limits.ts';

/** The fixture's folder, laid out as the project is. */
export const FIXTURE_SITE = join(process.cwd(), 'tests', 'fixture-site');

/** What belongs to the owners: folders the content manager writes, replaced by the fixture's. */
const OWNED = ['app/data/content', 'public/media/uploads'];

const TEXTS = 'public/locales';

/** The languages whose every text the fixture keeps; of the others it keeps the lists. */
const KEPT_WHOLE = ['en', 'de'] as const;

/** Not part of a copy of the code: installed or built things, history, and the tests themselves. */
const LEFT_OUT = new Set(['node_modules', '.git', 'build', '.build-previous', '.react-router', '.wrangler', 'test-results', 'playwright-report', 'tests']);

/** `project`'s code copied into `work` with the fixture's content and `project`'s packages linked in. */
export function copyWithFixture(project: string, work: string) {
  rmSync(work, { recursive: true, force: true });
  mkdirSync(work, { recursive: true });
  cpSync(project, work, {
    recursive: true,
    filter: (source) => {
      const path = relative(project, source).split(sep).join('/');
      return !LEFT_OUT.has(path.split('/')[0]!) && !OWNED.some((owned) => path === owned || path.startsWith(`${owned}/`));
    },
  });
  for (const owned of OWNED) if (existsSync(join(FIXTURE_SITE, owned))) cpSync(join(FIXTURE_SITE, owned), join(work, owned), { recursive: true });
  writeTestTexts(project, work);
  symlinkSync(join(project, 'node_modules'), join(work, 'node_modules'));
}

/** The page texts of the tests' build (`testCatalogue`) written into `root`'s public/locales, which they replace. */
export function writeTestTexts(project: string, root: string) {
  rmSync(join(root, TEXTS), { recursive: true, force: true });
  for (const lang of languages) {
    mkdirSync(join(root, TEXTS, lang), { recursive: true });
    for (const ns of namespaces(project))
      writeFileSync(join(root, TEXTS, lang, `${ns}.json`), `${JSON.stringify(testCatalogue(project, lang, ns), null, 2)}\n`);
  }
  return root;
}

type Catalogue = Record<string, unknown>;
const isBranch = (value: unknown): value is Catalogue => !!value && typeof value === 'object' && !Array.isArray(value);
const readJson = (path: string) => (existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as Catalogue) : undefined);

export const namespaces = (project: string) =>
  readdirSync(join(project, TEXTS, defaultLanguage))
    .filter((f) => f.endsWith('.json'))
    .map((f) => f.slice(0, -'.json'.length))
    .sort();

const cataloguesOf = (project: string, lang: Lang, ns: string) =>
  [readJson(join(project, TEXTS, lang, `${ns}.json`)) ?? {}, readJson(join(FIXTURE_SITE, TEXTS, lang, `${ns}.json`))] as const;

/** `over` laid on `under` key by key, in `under`'s keys alone (a key the site dropped is gone); a list is taken whole. */
export function laid(under: Catalogue, over: Catalogue | undefined): Catalogue {
  return Object.fromEntries(
    Object.entries(under).map(([key, value]) => {
      const ours = over?.[key];
      if (isBranch(value)) return [key, laid(value, isBranch(ours) ? ours : undefined)];
      return [key, ours !== undefined && !isBranch(ours) ? ours : value];
    }),
  );
}

/** A catalogue as the tests' build has it: the fixture's over the project's, German at its limits, no translation behind. */
export function testCatalogue(project: string, lang: Lang, ns: string): Catalogue {
  const [site, fixture] = cataloguesOf(project, lang, ns);
  const laidTexts = laid(served(site), fixture && served(fixture));
  const texts = lang === 'de' ? (fillCatalogue(laidTexts, ns) as Catalogue) : laidTexts;
  if (lang === defaultLanguage) return texts;
  return { ...texts, [TRANSLATED_FROM]: translatedFrom(testCatalogue(project, defaultLanguage, ns), texts, flatten(texts).keys()) };
}

/** The lists of a catalogue, by key path (`faq.items`). */
function lists(value: unknown, prefix = ''): string[] {
  if (Array.isArray(value)) return [prefix];
  return isBranch(value) ? Object.entries(value).flatMap(([key, v]) => lists(v, prefix ? `${prefix}.${key}` : key)) : [];
}

/** The fixture's page texts brought level with the project's keys (`KEPT_WHOLE` whole, the others' lists); a line per file written. */
export function snapshotTexts(project: string) {
  const written: string[] = [];
  const own = namespaces(project);
  for (const lang of languages) {
    const folder = join(FIXTURE_SITE, TEXTS, lang);
    for (const file of readdirSync(folder).filter((f) => f.endsWith('.json') && !own.includes(f.slice(0, -'.json'.length)))) {
      rmSync(join(folder, file));
      written.push(`${relative(project, join(folder, file))}: removed (the site has no such page texts)`);
    }
    for (const ns of own) {
      const path = join(folder, `${ns}.json`);
      const whole = served(testCatalogue(project, lang, ns));
      const englishLists = lists(testCatalogue(project, defaultLanguage, ns));
      const kept = (KEPT_WHOLE as readonly string[]).includes(lang) ? whole : pick(whole, englishLists);
      const next = Object.keys(kept).length ? `${JSON.stringify(kept, null, 2)}\n` : undefined;
      const now = existsSync(path) ? readFileSync(path, 'utf8') : undefined;
      if (next === now) continue;
      if (next) writeFileSync(path, next);
      else rmSync(path, { force: true });
      written.push(`${relative(project, path)}: ${now ? "brought level with the site's keys" : "written from the site's texts"}`);
    }
  }
  return written;
}

function pick(value: Catalogue, paths: string[], prefix = ''): Catalogue {
  return Object.fromEntries(
    Object.entries(value).flatMap(([key, v]) => {
      const path = prefix ? `${prefix}.${key}` : key;
      if (paths.includes(path)) return [[key, v]];
      if (!isBranch(v) || !paths.some((p) => p.startsWith(`${path}.`))) return [];
      return [[key, pick(v, paths, path)]];
    }),
  );
}
