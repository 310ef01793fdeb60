/** The site with five more years of content at the owners' pace, for measuring what grows (`npm run bench -- --five-years`). */
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, sep } from 'node:path';
import { collections } from '../../app/data/collections/index.ts';

/** Not part of the copy: installed or built things, history, the tests. */
const LEFT_OUT = new Set(['node_modules', '.git', 'build', '.react-router', '.wrangler', 'test-results', 'playwright-report', 'tests', 'bench']);

const day = (date: Date) => date.toISOString().slice(0, 10);
const monthsBefore = (from: Date, months: number, dayOfMonth: number) => new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth() - months, dayOfMonth));

/** Each item's files (one per language) of a collection's folder, by stem. */
function itemsOf(root: string, folder: string) {
  const byStem = new Map<string, { lang: string; data: Record<string, unknown> }[]>();
  for (const name of readdirSync(join(root, folder)).filter((n) => n.endsWith('.json'))) {
    const [stem, lang] = name.slice(0, -'.json'.length).split('.') as [string, string];
    byStem.set(stem, [...(byStem.get(stem) ?? []), { lang, data: JSON.parse(readFileSync(join(root, folder, name), 'utf8')) as Record<string, unknown> }]);
  }
  return [...byStem.values()];
}

/** A copy of an item under `key`, with `facts` changed in every language and no former addresses or early closing. */
function writeCopy(
  root: string,
  name: 'news' | 'jobs' | 'projects',
  key: string,
  files: { lang: string; data: Record<string, unknown> }[],
  facts: Record<string, unknown>,
) {
  const { folder, key: keyField } = collections[name];
  for (const { lang, data } of files) {
    const { formerAddresses: _, closedOn: __, ...rest } = data;
    const copy: Record<string, unknown> = { ...rest, ...facts, [keyField]: key };
    if (typeof copy.title === 'string') copy.title = `${copy.title} (${key.split('-').at(-1)})`;
    writeFileSync(join(root, folder, `${key}.${lang}.json`), `${JSON.stringify(copy, null, 2)}\n`);
  }
}

function addYears(root: string, years: number, today = new Date()) {
  const months = years * 12;
  const news = itemsOf(root, collections.news.folder);
  for (let m = 1; m <= months; m++)
    for (const half of [0, 1]) {
      const published = day(monthsBefore(today, m, half ? 20 : 6));
      writeCopy(root, 'news', `article-${m}-${half + 1}`, news[(2 * m + half) % news.length]!, { published, modified: published });
    }
  const jobs = itemsOf(root, collections.jobs.folder);
  for (let m = 1; m <= months; m++) {
    const posted = monthsBefore(today, m, 1);
    // The three newest stay open a month past today; the others closed a month after they were posted.
    const deadline = m <= 3 ? monthsBefore(today, -1, 28) : monthsBefore(posted, -1, 28);
    writeCopy(root, 'jobs', `position-${m}`, jobs[m % jobs.length]!, { datePosted: day(posted), applicationDeadline: day(deadline) });
  }
  const projects = itemsOf(root, collections.projects.folder);
  for (let i = 1; i <= years * 3; i++) writeCopy(root, 'projects', `case-study-${i}`, projects[i % projects.length]!, { position: 100 + i, listed: true });
}

function fiveYearsCopy(project = process.cwd(), years = 5) {
  const work = join(tmpdir(), `content-plus-${years}-years-${process.pid}`);
  rmSync(work, { recursive: true, force: true });
  mkdirSync(work, { recursive: true });
  cpSync(project, work, { recursive: true, filter: (source) => !LEFT_OUT.has(relative(project, source).split(sep)[0]!) });
  symlinkSync(join(project, 'node_modules'), join(work, 'node_modules'));
  addYears(work, years);
  return work;
}

/** The copy built as production builds (`npm run build`); returns its build/client. */
export function buildFiveYears(project = process.cwd(), years = 5) {
  const work = fiveYearsCopy(project, years);
  execFileSync('npm', ['run', 'build'], { cwd: work, stdio: 'inherit' });
  return join(work, 'build', 'client');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  // Today's content built the same way, beside it.
  const today = buildFiveYears(process.cwd(), 0);
  const later = buildFiveYears();
  const kb = (dir: string, path: string) => {
    const file = join(dir, path === '/' ? 'index.html' : `${path.slice(1)}.html`);
    return existsSync(file) ? `${(statSync(file).size / 1024).toFixed(0)} KB` : '-';
  };
  console.log('page (raw HTML)        today     after five years');
  for (const path of ['/news', '/fr/news', '/news/page/2', '/careers', '/fr/careers', '/', '/projects'])
    console.log(`${path.padEnd(22)} ${kb(today, path).padStart(7)}   ${kb(later, path).padStart(7)}`);
}
