/** Drafts in Decap's editorial workflow on a git copy of the project (tests/e2e/drafts.ts): "Save" keeps a branch, "Publish" merges it. */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';
import { JSDOM } from 'jsdom';
import { languageOf, languages, localizePath, prefixedLanguages } from '../../app/i18n/languages';
import { redirectPaths } from '../../app/seo/paths';
import { readContent } from '../../scripts/build/content/read';
import { startDevServer, stopDevServer } from '../../scripts/tools/dev-server';
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
import { draftsCopy, file, previewOf, save, setStatus } from './drafts';

test.describe.configure({ mode: 'serial' });
test.use({ screenshot: 'only-on-failure' });

const copy = draftsCopy('drafts');
const { work, git, onBranch, statusOf, branches } = copy;
const SLUG = 'platform-engineer';
/** A message's countdowns: Decap's messages close when the animation of their progress bar ends (it pauses under the pointer). */
const countdowns = (message: Locator) =>
  message
    .first()
    .locator('.Toastify__progress-bar')
    .evaluate((bar) => bar.getAnimations().length);

test('a job saved is a draft: its branch holds its four languages, main and the working tree are untouched; reopened and saved again, it keeps them', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const main = git('rev-parse', 'main');
  const violations = await openCms(page, { backend: copy.backend(), work });
  await newItem(page, 'Jobs', 'jobs');
  const en = await pane(page, 'en');
  await writeJobText(en, frontend.en);
  await writeJobFacts(en, { slug: SLUG, deadline: day(365), where: 'Remote', apply: ['E-mail subject', 'Platform Engineer Application'] });
  await enterDay(en, 'Starts on', day(400));
  for (const lang of prefixedLanguages) await writeJobText(await pane(page, lang), frontend[lang]);
  await save(page);
  // A first save makes the branch and copies it to the checkout, slowly; Decap's message then closes itself (a refusal's does not).
  const saved = page.locator('.Toastify__toast', { hasText: 'Entry saved' });
  await expect(saved).toBeVisible({ timeout: 30_000 });
  expect(await countdowns(saved)).toBe(1);
  await expect(page.getByText('Status: Draft', { exact: true })).toBeVisible({ timeout: 30_000 });
  await expect(page).toHaveURL(new RegExp(`/collections/jobs/entries/${SLUG}$`));

  expect(branches()).toEqual([`cms/jobs/${SLUG}`]);
  for (const lang of languages) expect(onBranch(`cms/jobs/${SLUG}`, file(SLUG, lang)), lang).toMatchObject({ title: frontend[lang].title });
  expect(git('rev-parse', 'main'), 'main has no new commit').toBe(main);
  expect(existsSync(join(work, file(SLUG, 'en'))), 'the working tree has no file of the draft').toBe(false);
  expect(git('status', '--porcelain'), 'the working tree is as it was').toBe('');

  // Reopened, the editor and the draft load again: slow.
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
  await openCms(page, { backend: copy.backend(), work, draftSites: true });
  await openItem(page, 'jobs', SLUG);
  await expect(page.getByText('Status: Draft', { exact: true })).toBeVisible({ timeout: 30_000 });
  const href = await previewOf(page);
  expect(href).toMatch(new RegExp(`^http://localhost:\\d+/career-details/${SLUG}$`));
  const html = await (await request.get(href)).text();
  expect(html).toContain(frontend.en.title);
  expect(existsSync(join(work, file(SLUG, 'en'))), 'nothing of the draft in the working tree').toBe(false);
});

test('a refused save says why and stays until it is closed', async ({ page }) => {
  await openCms(page, { backend: copy.backend(), work });
  await openItem(page, 'jobs', SLUG);
  await expect(page.getByText('Status: Draft', { exact: true })).toBeVisible({ timeout: 30_000 });
  const before = git('rev-parse', `cms/jobs/${SLUG}`);
  await retype(input(await pane(page, 'de'), 'Summary'), '');
  await save(page);
  const refusal = page.getByText(/Not saved\. Deutsch: .*Summary/);
  await expect(refusal).toBeVisible();
  expect(await countdowns(page.locator('.Toastify__toast', { has: refusal }))).toBe(0);
  expect(git('rev-parse', `cms/jobs/${SLUG}`), 'nothing saved').toBe(before);
});

test('two drafts at once; going from one item’s address straight to another’s edits and saves that other; a deleted draft leaves nothing', async ({ page }) => {
  await openCms(page, { backend: copy.backend(), work });
  const other = 'backend-developer-awka';
  const before = git('show', `main:${file(other, 'en')}`);
  await openItem(page, 'jobs', SLUG);
  await expect(input(await pane(page, 'en'), 'Job title')).toHaveValue(frontend.en.title);
  // The address changes, the page does not reload.
  await page.evaluate((hash) => (window.location.hash = hash), `#/collections/jobs/entries/${other}`);
  const title = input(await pane(page, 'en'), 'Job title');
  // The other item's files are read from the branches: slow.
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

test('moved to Ready and published: main and the working tree have the job in four languages, and its draft is gone', async ({ page }) => {
  test.setTimeout(120_000);
  await openCms(page, { backend: copy.backend(), work });
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
  const { content, errors } = readContent(work);
  expect(errors).toEqual([]);
  expect(content.jobs.find((j) => j.key === SLUG)?.languages).toEqual([...languages]);
});

test('a new job’s taken web address, saved at once: the save waits for the check and says why on the field; nothing is saved', async ({ page }) => {
  await openCms(page, { backend: copy.backend(), work });
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
  await openCms(page, { backend: copy.backend(), work });
  await openItem(page, 'jobs', from);
  await retype(input(await pane(page, 'en'), 'Job title'), 'Sales Lead');
  await save(page);
  await until(() => branches().join() === `cms/jobs/${from}`, 'a draft of the published job');
  await setStatus(page, 'In review');
  await until(() => statusOf(`cms/jobs/${from}`) === 'decap-cms/pending_review', 'its status');

  await retype(input(await pane(page, 'en'), 'Web address'), to);
  await save(page);
  // Decap reloads the item at its new address once its branch has moved: a save and a load.
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
  // The build redirects the old address in each language to the new one (served in tests/e2e/admin.spec.ts).
  expect(redirectPaths(content).filter((path) => path.endsWith(`/career-details/${from}`))).toEqual(
    languages.map((lang) => localizePath(`/career-details/${from}`, lang)),
  );
});

test('a page text’s draft, reopened: the translations behind their new English are still marked behind', async ({ page }) => {
  await openCms(page, { backend: copy.backend(), work });
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
  // The draft's catalogues come from its branch: slow.
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
  await openCms(page, { backend: copy.backend(), work, draftSites: true });
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

test('an owner’s page in English and French: an address of the site’s own is refused on the field, a link to a page the site does not have before saving; saved as a draft, its own site has it with its head tags in both languages and in no other; published, the build takes it; a header entry to the event page, as a draft, is in its site’s English and French headers alone, then published', async ({
  page,
  request,
}) => {
  test.setTimeout(360_000);
  await openCms(page, { backend: copy.backend(), work, draftSites: true });
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

  // A header entry to the event page, in drafts too: its draft's site has it in every English and French header, and no other.
  await page.goto('/admin/#/collections/menus/entries/menus');
  const header = field(page.locator('body'), 'Header');
  await header.getByRole('button', { name: /^Add entry$/i }).click();
  await retype(header.getByLabel(/^Leads to/).last(), EVENT.link);
  const words = field(header, 'Words');
  for (const [lang, name] of [
    ['en', 'English'],
    ['fr', 'Français'],
  ] as const)
    await retype(input(words, name), EVENT.label[lang]);
  await save(page);
  await expect(page.getByText('Status: Draft', { exact: true })).toBeVisible({ timeout: 30_000 });
  expect((onBranch('cms/menus/menus', MENUS) as { header: unknown[] }).header.at(-1)).toEqual(EVENT);
  const menuSite = new URL(await previewOf(page)).origin;
  for (const path of ['/', '/fr/about', '/es', '/de/careers']) {
    const doc = new JSDOM(await (await request.get(`${menuSite}${path}`)).text()).window.document;
    const lang = languageOf(path);
    const links = [...doc.querySelectorAll('[data-menu-list="header"] a')].map((a) => `${a.textContent} ${a.getAttribute('href')}`);
    expect(
      links.filter((l) => l.includes('/events/')),
      path,
    ).toEqual(lang === 'en' || lang === 'fr' ? [`${EVENT.label[lang]} ${localizePath(EVENT.link, lang)}`] : []);
  }
  await setStatus(page, 'In review');
  await setStatus(page, 'Ready');
  await publish(page);
  await until(() => readFileSync(join(work, MENUS), 'utf8').includes(EVENT.link), 'the published menus in the working tree');
});

const MENUS = 'app/data/content/menus.json';
const EVENT = { link: '/events/cloud-day-2027', label: { en: 'Cloud Day', fr: 'Journée cloud' } };

test('a service withdrawn in a draft and published: it leaves every menu, list and form, and its address leads to the services page in every language; the site from main has what was published before it', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const withdrawn = 'cloud-services';
  await openCms(page, { backend: copy.backend(), work });
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
      const job = await (await request.get(`${site.url}${localizePath(`/career-details/${SLUG}`, lang)}`)).text();
      expect(job, `${lang}: the job published before`).toContain(frontend[lang].title);
    }
  } finally {
    await stopDevServer(site);
  }
});
