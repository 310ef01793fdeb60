/**
 * The tests' own content: the site's code with the fixture content of tests/fixture-site in place of the owners'
 * (items, page texts, uploads). The end-to-end tests build and read it, so no edit an owner makes (a reworded
 * text, a new job, an article removed) changes what they see; only a change to the code does. The fixture holds
 * what the tests need (an article in German, a case study with a gallery, a job in French…) and is edited only
 * with the tests that rely on it.
 */
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

/** The fixture's folder, laid out as the project is. */
export const FIXTURE_SITE = join(process.cwd(), 'tests', 'fixture-site');

/** What belongs to the owners: folders the content manager writes, replaced by the fixture's. */
const OWNED = ['app/data/content', 'public/media/uploads'];

/**
 * The page texts: the fixture's catalogues over the project's. A page the fixture has no catalogue for (a new one)
 * is built with the project's texts until a test needs texts of its own for it.
 */
const TEXTS = 'public/locales';

/** Not part of a copy of the code: installed or built things, history, and the tests themselves. */
const LEFT_OUT = new Set(['node_modules', '.git', 'build', '.react-router', '.wrangler', 'test-results', 'playwright-report', 'tests']);

/**
 * `project`'s code copied into `work`, with the fixture's content in place of the owners' and `project`'s
 * installed packages linked in: a checkout whose owners wrote the fixture.
 */
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
  cpSync(join(FIXTURE_SITE, TEXTS), join(work, TEXTS), { recursive: true, force: true });
  symlinkSync(join(project, 'node_modules'), join(work, 'node_modules'));
}

/** The key paths of a catalogue, a list counting as one key: its entries are the owners' to add or remove. */
export function keyPaths(value: unknown, prefix = ''): string[] {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return [prefix];
  return Object.entries(value).flatMap(([key, v]) => keyPaths(v, prefix ? `${prefix}.${key}` : key));
}

/**
 * Keys belong to the code: for each catalogue the fixture has, the English keys the project's have and the
 * fixture's lack, or the reverse, one line each. A new key needs its fixture text for the tests' build to show
 * it; a new catalogue needs none (its page is built with the project's texts).
 */
export function fixtureKeyDrift(project: string) {
  const english = (root: string) => join(root, 'public', 'locales', 'en');
  const keys = (root: string, file: string) =>
    existsSync(join(english(root), file)) ? new Set(keyPaths(JSON.parse(readFileSync(join(english(root), file), 'utf8')))) : new Set<string>();
  const files = new Set(readdirSync(english(FIXTURE_SITE)).filter((f) => f.endsWith('.json')));
  return [...files].sort().flatMap((file) => {
    const [ours, fixture] = [keys(project, file), keys(FIXTURE_SITE, file)];
    return [
      ...[...ours]
        .filter((k) => !fixture.has(k))
        .map((k) => `public/locales/en/${file}: ${k} is not in the fixture site: add it to tests/fixture-site/public/locales/*/${file}, in four languages`),
      ...[...fixture]
        .filter((k) => !ours.has(k))
        .map((k) => `tests/fixture-site/public/locales/en/${file}: ${k} is no longer a key of the site: remove it from the fixture's four languages`),
    ];
  });
}
