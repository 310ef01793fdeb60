/**
 * Drafts, as owners work on the live site: the content manager in its editorial workflow against its local
 * backend (scripts/tools/cms-backend.ts, as `npm run cms` starts it) on a git repository holding a copy of the
 * project. "Save" keeps a draft on a branch of that repository and nothing else; the draft's preview is its own
 * site; "Publish" merges it into main and the working tree.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import type { Locator, Page, Route } from '@playwright/test';
import { languages, localizePath, prefixedLanguages } from '../../app/i18n/languages';
import { redirectPaths } from '../../app/seo/paths';
import { readContent } from '../../scripts/build/content/read';
import { startCmsBackend } from '../../scripts/tools/cms-backend';
import type { CmsBackend } from '../../scripts/tools/cms-backend';
import { startDevServer, stopDevServer } from '../../scripts/tools/dev-server';
import { copyWithFixture } from '../../scripts/tools/fixture-site';
import {
  addTo,
  choose,
  day,
  enterDay,
  field,
  frontend,
  input,
  newItem,
  openCms,
  openItem,
  pane,
  publish,
  retype,
  training,
  until,
  writeJobFacts,
  writeJobText,
  writeServiceText,
} from './cms';

test.describe.configure({ mode: 'serial' });
test.use({ screenshot: 'only-on-failure' });

const work = join(tmpdir(), `cms-drafts-e2e-${process.pid}`);
const SLUG = 'platform-engineer';
const file = (slug: string, lang: string) => `app/data/content/jobs/${slug}.${lang}.json`;
const git = (...args: string[]) => execFileSync('git', args, { cwd: work, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
/** A file as a branch of the copy's repository holds it, or nothing. */
const onBranch = (branch: string, path: string) => {
  try {
    return JSON.parse(git('show', `${branch}:${path}`)) as Record<string, unknown>;
  } catch {
    return undefined;
  }
};
/** A draft's status on the board, kept in its branch's description, or nothing. */
const statusOf = (branch: string) => {
  try {
    return git('config', `branch.${branch}.description`);
  } catch {
    return undefined;
  }
};
const branches = () => git('branch', '--list', 'cms/*', '--format=%(refname:short)').split('\n').filter(Boolean);

let backend: CmsBackend | undefined;

test.beforeAll(async () => {
  copyWithFixture(process.cwd(), work);
  git('init', '-q', '-b', 'main');
  git('-c', 'user.name=Owner', '-c', 'user.email=owner@example.com', 'commit', '-q', '--allow-empty', '-m', 'Start');
  git('add', '-A');
  git('-c', 'user.name=Owner', '-c', 'user.email=owner@example.com', 'commit', '-q', '-m', 'The site');
  git('config', 'user.name', 'Owner');
  git('config', 'user.email', 'owner@example.com');
  backend = await startCmsBackend({ checkout: work, mode: 'git', log: () => undefined });
});

test.afterAll(async () => {
  await backend?.close();
  rmSync(work, { recursive: true, force: true });
});

/** The editor's status menu set to `status`. */
async function setStatus(page: Page, status: 'Draft' | 'In review' | 'Ready') {
  await page.getByText(/^Status: /).click();
  await page.getByRole('menuitem', { name: status }).click();
  // The backend's answer: seconds on a busy machine.
  await expect(page.getByText(`Status: ${status}`, { exact: true })).toBeVisible({ timeout: 30_000 });
}

async function save(page: Page) {
  await page.getByRole('button', { name: 'Save', exact: true }).click();
}

/**
 * The address of the open draft's own site, once it answers: it starts when it is first asked for (a cold dev
 * server: minutes on a loaded machine), and the editor's "Check for Preview" asks again.
 */
async function previewOf(page: Page) {
  const view = page.locator('a', { hasText: 'View Preview' });
  const check = page.getByRole('button', { name: 'Check for Preview' });
  await expect(async () => {
    if ((await check.isVisible()) && (await check.isEnabled())) await check.click();
    await expect(view).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 240_000 });
  return (await view.getAttribute('href'))!;
}

test('a job saved is a draft: its branch holds its four languages, main and the working tree are untouched; reopened and saved again, it keeps them', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const main = git('rev-parse', 'main');
  const violations = await openCms(page, { backend: backend!, work });
  await newItem(page, 'Jobs', 'jobs');
  const en = await pane(page, 'en');
  await writeJobText(en, frontend.en);
  await writeJobFacts(en, { slug: SLUG, deadline: day(365), where: 'Remote', apply: ['E-mail subject', 'Platform Engineer Application'] });
  await enterDay(en, 'Starts on', day(400));
  for (const lang of prefixedLanguages) await writeJobText(await pane(page, lang), frontend[lang]);
  await save(page);
  // A first save makes the branch and copies it to the checkout: seconds on a busy machine.
  await expect(page.getByText('Status: Draft', { exact: true })).toBeVisible({ timeout: 30_000 });
  await expect(page).toHaveURL(new RegExp(`/collections/jobs/entries/${SLUG}$`));

  expect(branches()).toEqual([`cms/jobs/${SLUG}`]);
  for (const lang of languages) expect(onBranch(`cms/jobs/${SLUG}`, file(SLUG, lang)), lang).toMatchObject({ title: frontend[lang].title });
  expect(git('rev-parse', 'main'), 'main has no new commit').toBe(main);
  expect(existsSync(join(work, file(SLUG, 'en'))), 'the working tree has no file of the draft').toBe(false);
  expect(git('status', '--porcelain'), 'the working tree is as it was').toBe('');

  // Reopened (the editor and the draft load again: seconds on a busy machine), every language is there, and a second save keeps them.
  await page.reload();
  await expect(page.getByText('Status: Draft', { exact: true })).toBeVisible({ timeout: 30_000 });
  await expect(input(await pane(page, 'de'), 'Job title')).toHaveValue(frontend.de.title);
  await retype(input(await pane(page, 'en'), 'Summary'), 'Run the platform our clients’ software runs on, from anywhere in Nigeria.');
  await save(page);
  await until(
    () => onBranch(`cms/jobs/${SLUG}`, file(SLUG, 'en'))?.summary === 'Run the platform our clients’ software runs on, from anywhere in Nigeria.',
    'the second save on the branch',
  );
  for (const lang of prefixedLanguages)
    expect(onBranch(`cms/jobs/${SLUG}`, file(SLUG, lang)), lang).toMatchObject({ title: frontend[lang].title, summary: frontend[lang].summary });
  expect(git('rev-parse', 'main')).toBe(main);
  expect(violations).toEqual([]);
});

test('the draft’s editor links to its own site, which shows the draft before it is published', async ({ page, request }) => {
  test.setTimeout(300_000);
  await openCms(page, { backend: backend!, work });
  await openItem(page, 'jobs', SLUG);
  await expect(page.getByText('Status: Draft', { exact: true })).toBeVisible({ timeout: 30_000 });
  const href = await previewOf(page);
  expect(href).toMatch(new RegExp(`^http://localhost:\\d+/career-details/${SLUG}$`));
  const html = await (await request.get(href)).text();
  expect(html).toContain(frontend.en.title);
  expect(existsSync(join(work, file(SLUG, 'en'))), 'nothing of the draft in the working tree').toBe(false);
});

test('a refused save says why and stays until it is closed', async ({ page }) => {
  await openCms(page, { backend: backend!, work });
  await openItem(page, 'jobs', SLUG);
  await expect(page.getByText('Status: Draft', { exact: true })).toBeVisible({ timeout: 30_000 });
  const before = git('rev-parse', `cms/jobs/${SLUG}`);
  await retype(input(await pane(page, 'de'), 'Summary'), '');
  await save(page);
  const refusal = page.getByText(/Not saved\. Deutsch: .*Summary/);
  await expect(refusal).toBeVisible();
  // Decap closes its messages after 8 s; this one stays.
  await page.waitForTimeout(9_000);
  await expect(refusal).toBeVisible();
  expect(git('rev-parse', `cms/jobs/${SLUG}`), 'nothing saved').toBe(before);
});

test('two drafts at once; going from one item’s address straight to another’s edits and saves that other; a deleted draft leaves nothing', async ({ page }) => {
  await openCms(page, { backend: backend!, work });
  const other = 'backend-developer-awka';
  const before = git('show', `main:${file(other, 'en')}`);
  await openItem(page, 'jobs', SLUG);
  await expect(input(await pane(page, 'en'), 'Job title')).toHaveValue(frontend.en.title);
  // The address changes, the page does not reload.
  await page.evaluate((hash) => (window.location.hash = hash), `#/collections/jobs/entries/${other}`);
  const title = input(await pane(page, 'en'), 'Job title');
  // The other item loads in place of the first: its files are read from the branches on two busy cores.
  await expect(title).toHaveValue('Backend Developer', { timeout: 20_000 });
  await retype(title, 'Backend Developer (Node.js)');
  await save(page);
  await until(() => branches().length === 2, 'a second draft beside the first');
  expect(onBranch(`cms/jobs/${other}`, file(other, 'en'))).toMatchObject({ slug: other, title: 'Backend Developer (Node.js)' });
  expect(onBranch(`cms/jobs/${SLUG}`, file(SLUG, 'en')), 'the first draft is as it was').toMatchObject({ title: frontend.en.title });

  page.on('dialog', (dialog) => void dialog.accept());
  await page.getByRole('button', { name: 'Delete unpublished changes' }).click();
  await until(() => branches().join() === `cms/jobs/${SLUG}`, 'the deleted draft’s branch gone');
  expect(statusOf(`cms/jobs/${other}`), 'its status gone with it').toBeUndefined();
  expect(git('show', `main:${file(other, 'en')}`), 'the published job as it was').toBe(before);
  expect(git('status', '--porcelain')).toBe('');
});

test('moved to Ready and published: main and the working tree have the job in four languages, the site from main shows it, and its draft is gone', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await openCms(page, { backend: backend!, work });
  await openItem(page, 'jobs', SLUG);
  await setStatus(page, 'In review');
  await setStatus(page, 'Ready');
  await until(() => statusOf(`cms/jobs/${SLUG}`) === 'decap-cms/pending_publish', 'the board’s status, kept with the branch');
  page.on('dialog', (dialog) => void dialog.accept());
  await publish(page);
  await until(() => existsSync(join(work, file(SLUG, 'de'))), 'the published job in the working tree');
  for (const lang of languages) expect(onBranch('main', file(SLUG, lang)), lang).toMatchObject({ title: frontend[lang].title });
  // The draft's branch goes as the backend answers, after the files reach the working tree.
  await until(() => branches().length === 0, 'its draft gone');
  expect(git('status', '--porcelain')).toBe('');
  // The site from main has it in every language.
  const { content, errors } = readContent(work);
  expect(errors).toEqual([]);
  expect(content.jobs.find((j) => j.key === SLUG)?.languages).toEqual([...languages]);
  const site = await startDevServer(work);
  try {
    const html = await (await request.get(`${site.url}${localizePath(`/career-details/${SLUG}`, 'de')}`)).text();
    expect(html).toContain(frontend.de.title);
  } finally {
    await stopDevServer(site);
  }
});

test('a new job’s taken web address, saved at once: the save waits for the check and says why on the field; nothing is saved', async ({ page }) => {
  await openCms(page, { backend: backend!, work });
  await newItem(page, 'Jobs', 'jobs');
  const en = await pane(page, 'en');
  await input(en, 'Job title').fill('DevOps Engineer');
  await input(en, 'Web address').fill('devops-engineer-hybrid');
  await save(page);
  await expect(field(en, 'Web address').getByText(/another job already has the web address "devops-engineer-hybrid"/)).toBeVisible();
  expect(branches()).toEqual([]);
});

test('a published job’s draft whose web address changes: the draft moves with it, its files moved on its branch; published, main has them at the new address, and the old one leads there', async ({
  page,
}) => {
  const [from, to] = ['sales-manager-hybrid', 'sales-lead-hybrid'];
  await openCms(page, { backend: backend!, work });
  await openItem(page, 'jobs', from);
  await retype(input(await pane(page, 'en'), 'Job title'), 'Sales Lead');
  await save(page);
  await until(() => branches().join() === `cms/jobs/${from}`, 'a draft of the published job');
  await setStatus(page, 'In review');
  await until(() => statusOf(`cms/jobs/${from}`) === 'decap-cms/pending_review', 'its status');

  await retype(input(await pane(page, 'en'), 'Web address'), to);
  await save(page);
  // Decap reloads the item at its new address once its branch has moved: a save and a load on two busy cores.
  await expect(page).toHaveURL(new RegExp(`/collections/jobs/entries/${to}$`), { timeout: 20_000 });
  await until(() => branches().join() === `cms/jobs/${to}`, 'one draft, moved to the new address');
  expect(statusOf(`cms/jobs/${to}`), 'its status moved with it').toBe('decap-cms/pending_review');
  expect(onBranch(`cms/jobs/${to}`, file(to, 'en'))).toMatchObject({ slug: to, title: 'Sales Lead', formerAddresses: [from] });
  for (const lang of languages) {
    expect(onBranch(`cms/jobs/${to}`, file(to, lang)), lang).toMatchObject({ slug: to });
    expect(onBranch(`cms/jobs/${to}`, file(from, lang)), `${lang}: no file left at the old address`).toBeUndefined();
  }
  expect(existsSync(join(work, file(from, 'en'))), 'the working tree keeps the published job until the draft is published').toBe(true);

  await setStatus(page, 'Ready');
  page.on('dialog', (dialog) => void dialog.accept());
  await publish(page);
  await until(() => existsSync(join(work, file(to, 'de'))), 'the job at its new address in the working tree');
  expect(
    languages.filter((lang) => existsSync(join(work, file(from, lang)))),
    'nothing left at the old address',
  ).toEqual([]);
  const { content, errors } = readContent(work);
  expect(errors).toEqual([]);
  expect(content.jobs.find((j) => j.key === to)).toMatchObject({ languages: [...languages], facts: { formerAddresses: [from] } });
  // The build writes the old address in each language as a permanent redirect to the new one (served by Cloudflare's
  // runtime in tests/e2e/admin.spec.ts).
  expect(redirectPaths(content).filter((path) => path.endsWith(`/career-details/${from}`))).toEqual(
    languages.map((lang) => localizePath(`/career-details/${from}`, lang)),
  );
});

test('a page text’s draft, reopened: the translations behind their new English are still marked behind', async ({ page }) => {
  await openCms(page, { backend: backend!, work });
  await page.getByRole('link', { name: 'Page texts', exact: true }).click();
  await page.getByRole('link', { name: /^Home page/ }).click();
  const titleIn = async (lang: 'en' | 'fr') =>
    field(field(await pane(page, lang), 'Hero'), 'Title')
      .locator('textarea, input')
      .first();
  const status = async (lang: 'en' | 'fr') => (await pane(page, lang)).getByTestId('translation-status');
  const newTitle = 'Technology that carries your organisation, and takes it further';
  await retype(await titleIn('en'), newTitle);
  await save(page);
  await until(
    () => branches().some((b) => b.startsWith('cms/pages/') && git('show', `${b}:public/locales/en/home.json`).includes(newTitle)),
    'the English text on a draft',
  );
  expect(git('show', 'main:public/locales/en/home.json'), 'main as it was').not.toContain(newTitle);

  await page.reload();
  // The draft's four catalogues come from its branch: seconds on a busy machine.
  await expect(page.getByText('Writing in EN', { exact: true })).toBeVisible({ timeout: 60_000 });
  await expect(await titleIn('en')).toHaveValue(newTitle);
  await expect(await status('en')).toContainText('Behind: Français 1, Español 1, Deutsch 1.');
  await expect(await status('fr')).toContainText(`Hero › Title: English now “${newTitle}”`);
});

const SERVICE = 'security-awareness-training';
const serviceFile = (slug: string, lang: string) => `app/data/content/services/${slug}.${lang}.json`;
/** The links of an HTML page's services menu, and its home grid's and contact form's services, as a crawler reads them. */
const servicesOf = (html: string) => ({
  menu: [...html.matchAll(/<a[^>]*href="((?:\/\w\w)?\/services\/[a-z0-9-]+)"/g)].map((m) => m[1]),
  options: [...html.matchAll(/<option value="([a-z0-9-]+)"/g)].map((m) => m[1]),
});

test('a new service written in four languages, saved as a draft: its own site has its page, and every page’s services menu, the home grid, the services page and the contact form offer it, in each language', async ({
  page,
  request,
}) => {
  test.setTimeout(360_000);
  await openCms(page, { backend: backend!, work });
  await newItem(page, 'Services', 'services');
  const en = await pane(page, 'en');
  await writeServiceText(en, training.en);
  await input(en, 'Web address').fill(SERVICE);
  await choose(en, 'Category', 'Security');
  await choose(en, 'Icon', 'Training');
  await input(en, 'Position in lists').fill('3');
  await choose(field(en, 'What we deliver'), 'Icon', 'Graduation cap');
  for (const lang of prefixedLanguages) await writeServiceText(await pane(page, lang), training[lang]);
  await save(page);
  await expect(page.getByText('Status: Draft', { exact: true })).toBeVisible({ timeout: 30_000 });
  for (const lang of languages) expect(onBranch(`cms/services/${SERVICE}`, serviceFile(SERVICE, lang)), lang).toMatchObject({ title: training[lang].title });
  expect(onBranch(`cms/services/${SERVICE}`, serviceFile(SERVICE, 'en'))).toMatchObject({
    category: 'security',
    icon: 'training',
    position: 3,
    withdrawn: false,
    deliverables: [{ icon: 'graduation-cap', title: training.en.deliverable.title }],
  });
  expect(onBranch(`cms/services/${SERVICE}`, serviceFile(SERVICE, 'fr'))?.deliverables, 'the icon is English’s alone').toEqual([
    { title: training.fr.deliverable.title, description: training.fr.deliverable.description, details: training.fr.deliverable.details },
  ]);

  const site = new URL(await previewOf(page)).origin;
  expect(await previewOf(page)).toBe(`${site}/services/${SERVICE}`);
  for (const lang of languages) {
    const at = (path: string) => `${site}${localizePath(path, lang)}`;
    const own = await (await request.get(at(`/services/${SERVICE}`))).text();
    expect(own, lang).toContain(training[lang].deliverable.title);
    const link = localizePath(`/services/${SERVICE}`, lang);
    for (const path of ['/', '/services', '/about'])
      expect(servicesOf(await (await request.get(at(path))).text()).menu, `${lang} ${path}: its menu (and the home grid, the services page)`).toContain(link);
    expect(servicesOf(await (await request.get(at('/contactus'))).text()).options, `${lang}: the contact form`).toContain(SERVICE);
  }
  expect(existsSync(join(work, serviceFile(SERVICE, 'en'))), 'nothing of the draft in the working tree').toBe(false);

  await setStatus(page, 'In review');
  await setStatus(page, 'Ready');
  page.on('dialog', (dialog) => void dialog.accept());
  await publish(page);
  await until(() => existsSync(join(work, serviceFile(SERVICE, 'de'))), 'the published service in the working tree');
});

/** An owner's page's words in one language: its title, heading, a paragraph, a question and its answer. */
const partnerWeek = {
  en: {
    title: 'Partner Week 2027',
    meta: 'Five days of open sessions for the companies we work with, in Lagos and online.',
    heading: 'Partner Week',
    paragraph: 'Each morning one of our teams shows what it built this year, and **you** choose the afternoon workshops.',
    question: 'Who can come?',
    answer: 'Anyone from a company we work with, and the people they bring.',
  },
  fr: {
    title: 'Semaine des partenaires 2027',
    meta: 'Cinq jours de sessions ouvertes pour les entreprises avec qui nous travaillons, à Lagos et en ligne.',
    heading: 'Semaine des partenaires',
    paragraph: 'Chaque matin, l’une de nos équipes montre ce qu’elle a construit cette année, et **vous** choisissez les ateliers de l’après-midi.',
    question: 'Qui peut venir ?',
    answer: 'Toute personne d’une entreprise avec qui nous travaillons, et celles qu’elle amène.',
  },
};
const PAGE_FILE = (lang: string) => `app/data/content/ownPages/events-partner-week-2027.${lang}.json`;

/** Writes an owner's page's title, description and four sections (heading, text, questions, contact banner) in a language's column. */
async function writeOwnPage(page: Page, lang: 'en' | 'fr', paragraph: string = partnerWeek[lang].paragraph) {
  const words = partnerWeek[lang];
  const column = await pane(page, lang);
  await input(column, 'Page title').fill(words.title);
  await input(column, 'Search description').fill(words.meta);
  const sections = field(column, 'Sections');
  const add = async (kind: string) => {
    await sections.getByRole('button', { name: 'Add section' }).first().click();
    await page.getByRole('menuitem', { name: kind, exact: true }).click();
  };
  await add('Page heading');
  await sections
    .getByLabel(/^Heading/)
    .last()
    .fill(words.heading);
  await add('Text');
  await addTo(field(sections, 'Paragraphs'), 'Add paragraph', [paragraph]);
  await add('Questions and answers');
  await sections
    .getByLabel(/^Heading/)
    .last()
    .fill(words.question.replace(/\?.*/, ''));
  await field(sections, 'Questions').getByRole('button', { name: 'Add question' }).click();
  await sections
    .getByLabel(/^Question/)
    .last()
    .fill(words.question);
  await sections
    .getByLabel(/^Answer/)
    .last()
    .fill(words.answer);
  await add('Contact banner');
}

test('an owner’s page in English and French: an address of the site’s own is refused on the field, a link to a page the site does not have before saving; saved as a draft, its own site has it with its head tags in both languages and in no other; published, the build takes it', async ({
  page,
  request,
}) => {
  test.setTimeout(360_000);
  await openCms(page, { backend: backend!, work });
  await newItem(page, 'Your own pages', 'ownPages');
  const en = await pane(page, 'en');
  await input(en, 'Web address').fill('services/partner-week-2027');
  await writeOwnPage(page, 'en', `${partnerWeek.en.paragraph} See [our quantum work](/services/quantum).`);
  await writeOwnPage(page, 'fr');
  await save(page);
  await expect(field(en, 'Web address').getByText(/begins with "services", where the site's own pages or files are/)).toBeVisible();
  await retype(input(en, 'Web address'), 'events/partner-week-2027');
  await save(page);
  await expect(page.getByText(/English: Sections links to “\/services\/quantum”, a page the site does not have/)).toBeVisible();
  expect(
    branches().filter((b) => b.startsWith('cms/ownPages/')),
    'nothing saved',
  ).toEqual([]);
  await page.getByRole('button', { name: 'close' }).first().click();
  await field(en, 'Paragraphs').locator('[contenteditable="true"]').last().fill(partnerWeek.en.paragraph);
  await save(page);
  await expect(page.getByText('Status: Draft', { exact: true })).toBeVisible({ timeout: 30_000 });
  const branch = 'cms/ownPages/events-partner-week-2027';
  expect(onBranch(branch, PAGE_FILE('en'))).toMatchObject({
    address: 'events/partner-week-2027',
    sections: [{ type: 'heading' }, { type: 'text' }, { type: 'questions' }, { type: 'contact' }],
  });
  expect(onBranch(branch, PAGE_FILE('fr'))).toMatchObject({ title: partnerWeek.fr.title });
  expect(onBranch(branch, PAGE_FILE('de'))?.title, 'no German text').toBeUndefined();

  const site = new URL(await previewOf(page)).origin;
  for (const lang of ['en', 'fr'] as const) {
    const html = await (await request.get(`${site}${localizePath('/events/partner-week-2027', lang)}`)).text();
    expect(html, lang).toContain(`<h1`);
    expect(html, lang).toContain(partnerWeek[lang].heading);
    expect(html, lang).toContain(`<title>${partnerWeek[lang].title}`);
    expect(html, `${lang}: the other language`).toMatch(/<link rel="alternate" hrefLang="fr" href="[^"]*\/fr\/events\/partner-week-2027"/);
    expect(html, `${lang}: no third`).not.toMatch(/<link rel="alternate" hrefLang="(es|de)"/);
  }
  // The draft's site is the dev server, which answers every address: a page it does not have holds none of the page's words.
  expect(await (await request.get(`${site}/de/events/partner-week-2027`)).text(), 'no German page').not.toContain(partnerWeek.en.heading);

  await setStatus(page, 'In review');
  await setStatus(page, 'Ready');
  page.on('dialog', (dialog) => void dialog.accept());
  await publish(page);
  await until(() => existsSync(join(work, PAGE_FILE('fr'))), 'the published page in the working tree');
  const { content, errors } = readContent(work);
  expect(errors).toEqual([]);
  expect(content.ownPages.find((p) => p.key === 'events/partner-week-2027')?.languages).toEqual(['en', 'fr']);
});

test('a service withdrawn in a draft and published: it leaves every menu, list and form, and its address leads to the services page in every language', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const withdrawn = 'cloud-services';
  await openCms(page, { backend: backend!, work });
  await openItem(page, 'services', withdrawn);
  const en = await pane(page, 'en');
  await expect(input(en, 'Service name')).toHaveValue('Cloud services');
  await field(en, 'Withdrawn').getByRole('switch').click();
  await save(page);
  await until(() => branches().includes(`cms/services/${withdrawn}`), 'a draft of the withdrawn service');
  expect(onBranch(`cms/services/${withdrawn}`, serviceFile(withdrawn, 'de')), 'the same in every language').toMatchObject({ withdrawn: true });
  await setStatus(page, 'In review');
  await setStatus(page, 'Ready');
  page.on('dialog', (dialog) => void dialog.accept());
  await publish(page);
  await until(() => onBranch('main', serviceFile(withdrawn, 'en'))?.withdrawn === true, 'the withdrawal on main');

  const { content, errors } = readContent(work);
  expect(errors).toEqual([]);
  expect(redirectPaths(content).filter((p) => p.endsWith(`/services/${withdrawn}`))).toEqual(
    languages.map((lang) => localizePath(`/services/${withdrawn}`, lang)),
  );
  const site = await startDevServer(work);
  try {
    for (const lang of languages) {
      const answer = await request.get(`${site.url}${localizePath(`/services/${withdrawn}`, lang)}`, { maxRedirects: 0 });
      expect(answer.status(), lang).toBe(301);
      expect(answer.headers().location, lang).toBe(localizePath('/services', lang));
      const home = servicesOf(await (await request.get(`${site.url}${localizePath('/', lang)}`)).text());
      expect(home.menu, `${lang}: gone from the menu and the home grid`).not.toContain(localizePath(`/services/${withdrawn}`, lang));
      expect(home.menu, `${lang}: the published new service is there`).toContain(localizePath(`/services/${SERVICE}`, lang));
      expect(servicesOf(await (await request.get(`${site.url}${localizePath('/contactus', lang)}`)).text()).options, lang).not.toContain(withdrawn);
    }
  } finally {
    await stopDevServer(site);
  }
});

test('a reviewer sends a draft back to its author with a note: reopened, the draft shows it', async ({ page }) => {
  test.setTimeout(120_000);
  const job = 'devops-engineer-hybrid';
  const note = 'Please say whether the role can be done from Abuja, then send it back for review.';
  await openCms(page, { backend: backend!, work });
  await openItem(page, 'jobs', job);
  await retype(input(await pane(page, 'en'), 'Location'), 'Nigeria, hybrid: Awka or remote');
  await save(page);
  await until(() => branches().includes(`cms/jobs/${job}`), 'the draft');
  await setStatus(page, 'In review');
  await page.getByTitle('Toggle notes').click();
  await page.getByPlaceholder('Add a note...').fill(note);
  await page.getByRole('button', { name: 'Add Note' }).click();
  await expect(page.getByText(note)).toBeVisible({ timeout: 30_000 });
  await setStatus(page, 'Draft');

  await page.reload();
  await expect(page.getByText('Status: Draft', { exact: true })).toBeVisible({ timeout: 30_000 });
  // The editor opens with the pane it last showed: the notes, here.
  await expect(page.getByText('Notes', { exact: true })).toBeVisible();
  await expect(page.getByText(note)).toBeVisible({ timeout: 30_000 });
});

test('on a phone (390 px), every control of a draft’s bar and of its card on the board is on the screen, to be pressed', async ({ page }) => {
  const job = 'devops-engineer-hybrid';
  await openCms(page, { backend: backend!, work });
  await openItem(page, 'jobs', job);
  await expect(page.getByText('Status: Draft', { exact: true })).toBeVisible({ timeout: 30_000 });
  await page.setViewportSize({ width: 390, height: 844 });
  /** The controls of a box that lie outside the screen's width, by their names. */
  const offScreen = (box: Locator) =>
    box
      .locator('button, a')
      .evaluateAll((els) =>
        els
          .filter((e) => e.getClientRects().length > 0 && (e.getBoundingClientRect().right > window.innerWidth || e.getBoundingClientRect().left < 0))
          .map((e) => e.textContent?.trim()),
      );
  const bar = page.locator('[class*="ToolbarContainer"]');
  for (const name of ['Save', 'Publish', 'Delete unpublished changes']) await expect(bar.getByRole('button', { name, exact: true })).toBeInViewport();
  await expect(bar.getByText(/^Status: /)).toBeInViewport();
  expect(await offScreen(bar)).toEqual([]);

  await page.goto('/admin/#/workflow');
  const card = page.locator('[class*="WorkflowCardContainer"]', { hasText: 'DevOps Engineer' });
  await expect(card).toBeVisible({ timeout: 30_000 });
  for (const name of ['Delete changes', 'Publish changes']) await expect(card.getByRole('button', { name })).toBeInViewport();
  expect(await offScreen(page.locator('body'))).toEqual([]);
});

test('a save while the site’s files cannot be reached says so in words, and keeps what was typed', async ({ page }) => {
  const job = 'devops-engineer-hybrid';
  await openCms(page, { backend: backend!, work });
  await openItem(page, 'jobs', job);
  const location = input(await pane(page, 'en'), 'Location');
  await retype(location, 'Nigeria: Awka, Abuja or remote');
  const unreachable = (route: Route) => route.abort('connectionrefused');
  await page.route('**/api/v1', unreachable);
  await save(page);
  await expect(page.getByText(/^Not saved\. The content manager cannot reach the site’s files: the connection is down/)).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText(/TypeError|Failed to fetch/)).toHaveCount(0);
  await expect(location).toHaveValue('Nigeria: Awka, Abuja or remote');
  await page.unroute('**/api/v1', unreachable);
  await save(page);
  await until(() => onBranch(`cms/jobs/${job}`, file(job, 'en'))?.location === 'Nigeria: Awka, Abuja or remote', 'saved once the files are reached');
});

test('a publish refused because this computer’s copy has changes of its own says which files, whole, and what to do', async ({ page }) => {
  const job = 'devops-engineer-hybrid';
  const path = file(job, 'en');
  const own = join(work, path);
  writeFileSync(own, readFileSync(own, 'utf8').replace('"title": "DevOps Engineer"', '"title": "DevOps Engineer (edited here)"'));
  try {
    await openCms(page, { backend: backend!, work });
    await openItem(page, 'jobs', job);
    await setStatus(page, 'In review');
    await setStatus(page, 'Ready');
    page.on('dialog', (dialog) => void dialog.accept());
    await publish(page);
    await expect(
      page.getByText(
        `Not published. The copy of the site on this computer has changes of its own to ${path}, which publishing would overwrite. Ask whoever made them to keep or undo them in the site’s history, then publish again.`,
      ),
    ).toBeVisible({ timeout: 30_000 });
    expect(branches(), 'the draft is kept').toContain(`cms/jobs/${job}`);
  } finally {
    git('checkout', '--', path);
  }
});

/** A change committed on the site's branch of the copy, as if another person's draft had been published there. */
function publishedMeanwhile(path: string, change: (data: Record<string, unknown>) => void) {
  const data = JSON.parse(readFileSync(join(work, path), 'utf8')) as Record<string, unknown>;
  change(data);
  writeFileSync(join(work, path), `${JSON.stringify(data, null, 2)}\n`);
  git('add', path);
  git('commit', '-q', '-m', `Another person's change to ${path}`);
}

test('two windows on one draft: the second save says the draft was saved meanwhile, asks first, and keeps both people’s changes', async ({ page, browser }) => {
  test.setTimeout(180_000);
  const job = 'backend-developer-awka';
  await openCms(page, { backend: backend!, work });
  await openItem(page, 'jobs', job);
  await retype(input(await pane(page, 'en'), 'Location'), 'Awka, Anambra (on-site)');
  await save(page);
  await until(() => onBranch(`cms/jobs/${job}`, file(job, 'en'))?.location === 'Awka, Anambra (on-site)', 'the first window’s draft');

  const second = await (await browser.newContext()).newPage();
  await openCms(second, { backend: backend!, work });
  await openItem(second, 'jobs', job);
  await retype(input(await pane(page, 'en'), 'Team or industry'), 'Platform engineering');
  await save(page);
  await until(() => onBranch(`cms/jobs/${job}`, file(job, 'en'))?.industry === 'Platform engineering', 'the first window’s second save');

  const asked: string[] = [];
  second.on('dialog', (dialog) => {
    asked.push(dialog.message());
    void dialog.accept();
  });
  await retype(input(await pane(second, 'en'), 'Summary'), 'Build the services behind our clients’ platforms.');
  await save(second);
  await until(() => onBranch(`cms/jobs/${job}`, file(job, 'en'))?.summary === 'Build the services behind our clients’ platforms.', 'the second window’s save');
  expect(asked).toEqual([
    'Since you opened this job, its draft was saved again (by someone else, or in another window), with changes to Team or industry (English). Their changes are kept with yours. Save yours?',
  ]);
  expect(onBranch(`cms/jobs/${job}`, file(job, 'en')), 'both windows’ changes').toMatchObject({
    location: 'Awka, Anambra (on-site)',
    industry: 'Platform engineering',
    summary: 'Build the services behind our clients’ platforms.',
  });
});

test('a draft whose job changed on the site meanwhile: changes to other fields are published with it; the same field is refused in words, and nothing is lost', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const job = 'call-center-representative-awka';
  await openCms(page, { backend: backend!, work });
  page.on('dialog', (dialog) => void dialog.accept());
  /** A draft of the job with a new summary, moved to Ready, while the site changes the job as `meanwhile` says. */
  const draftWhile = async (summary: string, meanwhile: (data: Record<string, unknown>) => void) => {
    await openItem(page, 'jobs', job);
    await retype(input(await pane(page, 'en'), 'Summary'), summary);
    await save(page);
    await until(() => onBranch(`cms/jobs/${job}`, file(job, 'en'))?.summary === summary, `the draft saying “${summary}”`);
    await setStatus(page, 'In review');
    await setStatus(page, 'Ready');
    publishedMeanwhile(file(job, 'en'), meanwhile);
    await openItem(page, 'jobs', job);
    await publish(page);
  };

  await draftWhile('Answer our clients’ calls and chats, and see each request through.', (d) => (d.location = 'Awka, Lagos, Abuja and Port Harcourt'));
  await until(() => !branches().includes(`cms/jobs/${job}`), 'the draft published');
  expect(onBranch('main', file(job, 'en')), 'the draft’s change and the site’s').toMatchObject({
    summary: 'Answer our clients’ calls and chats, and see each request through.',
    location: 'Awka, Lagos, Abuja and Port Harcourt',
  });

  await draftWhile('Win and keep the trust of the clients our teams serve.', (d) => (d.summary = 'Be the voice our clients hear first.'));
  await expect(
    page.getByText(
      'Not published. Since this draft was saved, the published job was changed on the site in the same places: Summary (English): the site now has “Be the voice our clients hear first.”, this draft “Win and keep the trust of the clients our teams serve.”. Decide which words stay: write them in the draft and save it (it asks before it replaces the site’s), then publish again. Nothing is lost.',
    ),
  ).toBeVisible({ timeout: 30_000 });
  expect(branches(), 'the draft is kept').toContain(`cms/jobs/${job}`);
  expect(onBranch(`cms/jobs/${job}`, file(job, 'en'))?.summary, 'the draft as it was').toBe('Win and keep the trust of the clients our teams serve.');
  expect(onBranch('main', file(job, 'en'))?.summary, 'the site as it was').toBe('Be the voice our clients hear first.');
});
