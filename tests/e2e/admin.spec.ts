/** The built Decap CMS end to end, against its local backend on a copy of this project; then what it wrote, as the site renders it. */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import type { APIRequestContext, Locator } from '@playwright/test';
import { XMLParser } from 'fast-xml-parser';
import { JSDOM } from 'jsdom';
import sharp from 'sharp';
import { telHref } from '../../app/config/site.schema';
import { problemLine } from '../../app/data/collections/collection';
import { dataPaths } from '../../app/seo/paths';
import { formatDate } from '../../app/i18n/format';
import { languageNames, languageOf, languages, localizePath, prefixedLanguages } from '../../app/i18n/languages';
import { limitOf } from '../../app/i18n/text-limits';
import type { Lang } from '../../app/i18n/languages';
import { readContent } from '../../scripts/build/content/read';
import { startCmsBackend } from '../../scripts/tools/cms-backend';
import type { CmsBackend } from '../../scripts/tools/cms-backend';
import { startDevServer, stopDevServer } from '../../scripts/tools/dev-server';
import type { DevServer } from '../../scripts/tools/dev-server';
import { copyWithFixture } from '../../scripts/tools/fixture-site';
import {
  addTo,
  choose,
  day,
  enterDay,
  field,
  frontend,
  inEveryLanguage,
  input,
  newItem,
  openCms,
  pane,
  publish,
  retype,
  saved,
  until,
  writeJobFacts,
  writeJobText,
} from './cms';
import type { JobText } from './cms';

test.describe.configure({ mode: 'serial' });
// The CMS is someone else's interface: on a failure, the picture of it says more than the locator.
test.use({ screenshot: 'only-on-failure' });

const project = process.cwd();
const work = join(tmpdir(), `cms-e2e-${process.pid}`);
const jobs = join(work, 'app', 'data', 'content', 'jobs');
const news = join(work, 'app', 'data', 'content', 'news');
const HR_EMAIL = 'careers@example.com';

let backend: CmsBackend | undefined;
let site: DevServer | undefined;

test.beforeAll(async () => {
  copyWithFixture(project, work);
  // The CMS's local backend on the copy, without drafts: what the editor publishes lands in its working tree.
  backend = await startCmsBackend({ checkout: work, mode: 'fs' });
});

test.afterAll(async () => {
  await backend?.close();
  if (site) await stopDevServer(site);
  rmSync(work, { recursive: true, force: true });
});

/** The second job: in every language but German. */
const supportLead = {
  en: {
    title: 'Support Desk Lead',
    industry: 'IT support',
    location: 'Awka, Anambra',
    summary: 'Lead the team that answers our clients’ calls and tickets, on site in Awka.',
    aboutUs: '{{brand}} looks after the computers, networks and software of businesses across Nigeria.',
    responsibility: 'Run the daily queue of calls and tickets, and coach the team.',
    requirement: 'Two years leading a help desk.',
    howToApply: 'Send your CV with the title of the role as the subject.',
  },
  fr: {
    title: 'Responsable du support (H/F)',
    industry: 'Support informatique',
    location: 'Awka, Anambra',
    summary: 'Dirigez l’équipe qui répond aux appels et aux tickets de nos clients, sur site à Awka.',
    aboutUs: '{{brand}} prend soin des ordinateurs, réseaux et logiciels d’entreprises dans tout le Nigeria.',
    responsibility: 'Piloter chaque jour la file des appels et des tickets, et accompagner l’équipe.',
    requirement: 'Deux ans à la tête d’un centre de support.',
    howToApply: 'Envoyez votre CV avec l’intitulé du poste en objet.',
  },
  es: {
    title: 'Responsable del centro de soporte',
    industry: 'Soporte informático',
    location: 'Awka, Anambra',
    summary: 'Dirige el equipo que atiende las llamadas y los tickets de nuestros clientes, presencialmente en Awka.',
    aboutUs: '{{brand}} cuida los equipos, las redes y el software de empresas de toda Nigeria.',
    responsibility: 'Gestionar a diario la cola de llamadas y tickets, y formar al equipo.',
    requirement: 'Dos años dirigiendo un centro de soporte.',
    howToApply: 'Envía tu CV con el nombre del puesto como asunto.',
  },
} satisfies Partial<Record<Lang, JobText>>;

interface ArticleText {
  title: string;
  description: string;
  imageAlt: string;
  intro: string;
  heading: string;
  paragraph: string;
  conclusion: string;
  ctaTitle: string;
  ctaText: string;
}

const article = inEveryLanguage<ArticleText>('article (tests/e2e/admin.spec.ts)', {
  en: {
    title: 'Keeping cloud costs under control',
    description: 'Most cloud bills grow faster than the business. Three habits that keep them in line.',
    imageAlt: 'A blue and green gradient with an orange sun',
    intro: 'Cloud spending rarely jumps; it creeps, one forgotten test server at a time.',
    heading: 'Tag everything, then look every week',
    paragraph: 'A cost you cannot attribute to a team or a product will not be cut. Tags make the bill readable.',
    conclusion: 'Small, regular reviews save more than one big clean-up a year.',
    ctaTitle: 'Want a second look at your bill?',
    ctaText: 'We review cloud accounts and show where the money goes.',
  },
  fr: {
    title: 'Garder la maîtrise de ses coûts cloud',
    description: 'La plupart des factures cloud grandissent plus vite que l’activité. Trois habitudes pour les contenir.',
    imageAlt: 'Un dégradé bleu et vert avec un soleil orange',
    intro: 'Les dépenses cloud augmentent rarement d’un coup : elles s’accumulent, un serveur de test oublié après l’autre.',
    heading: 'Tout étiqueter, puis regarder chaque semaine',
    paragraph: 'Un coût que l’on ne peut rattacher ni à une équipe ni à un produit ne sera jamais réduit. Les étiquettes rendent la facture lisible.',
    conclusion: 'De petites revues régulières économisent plus qu’un grand ménage annuel.',
    ctaTitle: 'Un regard neuf sur votre facture ?',
    ctaText: 'Nous analysons les comptes cloud et montrons où part l’argent.',
  },
  es: {
    title: 'Mantener bajo control los costes de la nube',
    description: 'Casi todas las facturas de la nube crecen más rápido que el negocio. Tres hábitos para contenerlas.',
    imageAlt: 'Un degradado azul y verde con un sol naranja',
    intro: 'El gasto en la nube rara vez se dispara de golpe: crece poco a poco, un servidor de pruebas olvidado tras otro.',
    heading: 'Etiquétalo todo y revísalo cada semana',
    paragraph: 'Un coste que no puede atribuirse a un equipo o a un producto nunca se reduce. Las etiquetas hacen legible la factura.',
    conclusion: 'Las revisiones pequeñas y frecuentes ahorran más que una gran limpieza al año.',
    ctaTitle: '¿Revisamos su factura?',
    ctaText: 'Analizamos cuentas en la nube y mostramos adónde va el dinero.',
  },
  de: {
    title: 'Cloud-Kosten im Griff behalten',
    description: 'Die meisten Cloud-Rechnungen wachsen schneller als das Geschäft. Drei Gewohnheiten, die sie begrenzen.',
    imageAlt: 'Ein blau-grüner Farbverlauf mit einer orangefarbenen Sonne',
    intro: 'Cloud-Ausgaben springen selten nach oben: Sie wachsen schleichend, mit jedem vergessenen Testserver.',
    heading: 'Alles markieren und jede Woche hinsehen',
    paragraph: 'Kosten, die sich keinem Team und keinem Produkt zuordnen lassen, werden nie gesenkt. Tags machen die Rechnung lesbar.',
    conclusion: 'Kleine, regelmäßige Prüfungen sparen mehr als ein großes Aufräumen im Jahr.',
    ctaTitle: 'Sollen wir Ihre Rechnung prüfen?',
    ctaText: 'Wir analysieren Cloud-Konten und zeigen, wohin das Geld fließt.',
  },
});

async function writeArticleText(p: Locator, t: ArticleText) {
  await input(p, 'Title').fill(t.title);
  await input(p, 'Description').fill(t.description);
  await input(p, 'Image description').fill(t.imageAlt);
  await addTo(field(p, 'Introduction'), 'Add paragraph', [t.intro]);
  const sections = field(p, 'Sections');
  await sections.getByRole('button', { name: 'Add section' }).click();
  await input(sections, 'Heading').fill(t.heading);
  await addTo(field(sections, 'Paragraphs'), 'Add paragraph', [t.paragraph]);
  await addTo(field(p, 'Conclusion'), 'Add paragraph', [t.conclusion]);
  const cta = field(p, 'Closing call to action');
  await input(cta, 'Title').fill(t.ctaTitle);
  await input(cta, 'Text').fill(t.ctaText);
}

const read = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;

/** After a refused save: the field's message, where the owner sees it without scrolling. */
async function refusedOn(within: Locator, label: string, message: RegExp) {
  const problem = field(within, label).getByText(message);
  await expect(problem).toBeVisible();
  await expect(problem).toBeInViewport();
}

const stems = (folder: string) => readdirSync(folder).map((f) => f.replace(/\.[a-z]{2}\.json$/, ''));

test('the CMS refuses, on the field and in view, what the build would refuse: nothing wrong is saved', async ({ page }) => {
  test.setTimeout(240_000);
  const violations = await openCms(page, { backend: backend!, work });
  const before = new Set(stems(jobs));
  await newItem(page, 'Jobs', 'jobs');
  const en = await pane(page, 'en');
  await publish(page);
  await expect(page.getByText('Not saved: the fields marked in red say what to change.')).toBeVisible();
  await refusedOn(en, 'Job title', /required/i);
  await expect(field(en, 'Apply by')).toContainText(/required/i);
  // The owner goes on at once: no late message may scroll into view under their press, or the press is lost.
  await addTo(field(en, 'Responsibilities'), 'Add responsibility', [supportLead.en.responsibility], 1_500);

  await writeJobText(en, supportLead.en);
  await writeJobFacts(en, { slug: 'Support Desk Lead', deadline: day(60), where: 'On-site', apply: ['E-mail subject', 'Support Desk Lead'] });
  await publish(page);
  await refusedOn(en, 'Web address', /lowercase letters and digits joined by single hyphens/);

  await retype(input(en, 'Web address'), 'devops-engineer-hybrid');
  await publish(page);
  await refusedOn(en, 'Web address', /already has the web address "devops-engineer-hybrid"/);

  await retype(input(en, 'Web address'), 'qa-desk-lead');
  await enterDay(en, 'Apply by', day(-5));
  await publish(page);
  await refusedOn(en, 'Apply by', /must be after the publication day/);

  await enterDay(en, 'Apply by', '2027-02-30');
  await publish(page);
  await refusedOn(en, 'Apply by', /30 February 2027 does not exist/);
  await enterDay(en, 'Apply by', day(60));

  await input(await pane(page, 'de'), 'Job title').fill('Leitung Support-Desk');
  await publish(page);
  const refusal = page.getByText(/Not saved\. Deutsch: Team or industry, Location, Summary, .* are missing or wrong/);
  await expect(refusal).toBeVisible();
  await expect(refusal).toBeInViewport();
  // It stays until closed: no countdown bar.
  await expect(page.locator('.Toastify__toast', { has: refusal }).locator('.Toastify__progress-bar--wrp[data-hidden="false"]')).toHaveCount(0);
  expect(new Set(stems(jobs)), 'nothing saved while anything was wrong').toEqual(before);

  // Emptied, the German text is simply not written yet: the job is saved in English.
  await retype(input(await pane(page, 'de'), 'Job title'), '');
  await publish(page);
  expect(await saved(join(jobs, 'qa-desk-lead.en.json'), 'the saved job')).toMatchObject({ slug: 'qa-desk-lead', applicationDeadline: day(60) });
  const german = join(jobs, 'qa-desk-lead.de.json');
  expect((await saved(german, 'the German file')).title, 'the German title left empty').toBe('');
  expect(violations).toEqual([]);
});

test('a duplicated job cannot be saved under the web address of the one it copies', async ({ page }) => {
  await openCms(page, { backend: backend!, work });
  await page.getByRole('link', { name: 'Jobs', exact: true }).click();
  await page.locator('a[href$="/collections/jobs/entries/devops-engineer-hybrid"]').click();
  await expect(page.getByText('Writing in EN', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Published', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Duplicate' }).click();
  const en = await pane(page, 'en');
  await expect(input(en, 'Web address')).toHaveValue('devops-engineer-hybrid');
  await publish(page);
  await refusedOn(en, 'Web address', /already has the web address "devops-engineer-hybrid"/);
  expect(stems(jobs).filter((s) => s.startsWith('devops-engineer-hybrid-'))).toEqual([]);
});

test('a title the page or its sharing image cannot hold is refused on the field, in words; emoji and Arabic are taken', async ({ page }) => {
  test.setTimeout(180_000);
  const violations = await openCms(page, { backend: backend!, work });
  await newItem(page, 'Jobs', 'jobs');
  const en = await pane(page, 'en');
  const rocket = { ...supportLead.en, title: '🚀 Backend Developer مطور' };
  await writeJobText(en, { ...rocket, title: 'Backend developer for payments and wallets '.repeat(7).trim() });
  await writeJobFacts(en, { slug: 'backend-developer-rocket', deadline: day(30), where: 'On-site', apply: ['E-mail subject', 'Backend Developer'] });
  await publish(page);
  await refusedOn(en, 'Job title', /has 300 of at most 100 characters: shorten it/);
  await retype(input(en, 'Job title'), 'Cloud 漢字 engineer');
  await publish(page);
  await refusedOn(en, 'Job title', /letters the page's sharing image cannot draw \(漢 字\)/);
  await retype(input(en, 'Job title'), rocket.title);
  await publish(page);
  expect((await saved(join(jobs, 'backend-developer-rocket.en.json'), 'the saved job')).title).toBe(rocket.title);
  expect(violations).toEqual([]);
});

test('an upload that is not a picture, or is over 10 MB, is refused when it is chosen, in words; nothing is uploaded', async ({ page }) => {
  const fake = join(work, 'team-photo.png');
  writeFileSync(fake, 'Meeting notes, not a photo.\n');
  const huge = join(work, 'huge.png');
  // A PNG's first bytes, then padding: the size is checked before the content.
  writeFileSync(huge, Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(11 * 1024 * 1024)]));
  await openCms(page, { backend: backend!, work });
  await newItem(page, 'News', 'news');
  const en = await pane(page, 'en');
  await en.getByRole('button', { name: 'Choose an image' }).click();
  const said = (message: string) => page.getByText(message, { exact: true });
  const notPicture =
    '“team-photo.png” is not a PNG, JPEG, WebP or AVIF picture, whatever its name says. Choose the picture itself (a PNG, JPEG, WebP or AVIF file), or a logo drawn as SVG.';
  await page.locator('input[type=file]').setInputFiles(fake);
  await expect(said(notPicture)).toBeInViewport();
  await page.locator('input[type=file]').setInputFiles(huge);
  await expect(
    said('“huge.png” is 11 MB: an image may be at most 10 MB. Save it smaller (2,400 pixels wide is plenty for the site) and choose it again.'),
  ).toBeInViewport();
  await expect(said(notPicture)).toBeVisible();
  const onTop = await said(notPicture).evaluate((message) => {
    const box = message.getBoundingClientRect();
    return (
      document
        .elementFromPoint(box.left + box.width / 2, box.top + box.height / 2)
        ?.closest('.Toastify__toast')
        ?.contains(message) === true
    );
  });
  expect(onTop).toBe(true);
  const uploads = join(work, 'public', 'media', 'uploads');
  expect(existsSync(uploads) ? readdirSync(uploads).filter((f) => /team-photo|huge/.test(f)) : []).toEqual([]);
});

test('typing a web address letter by letter leaves the console free of errors', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  await openCms(page, { backend: backend!, work });
  await newItem(page, 'Jobs', 'jobs');
  await input(await pane(page, 'en'), 'Web address').pressSequentially('frontend-engineer-lagos', { delay: 20 });
  // Each value is checked with the backend (is it taken?): wait for the answers.
  await page.evaluate(() => (globalThis as unknown as { decapChecksPending: () => Promise<unknown> }).decapChecksPending());
  expect(errors).toEqual([]);
});

test('a file the editor cannot read is named, with its line and column, and its item cannot be saved: no file changes', async ({ page }) => {
  const french = join(jobs, 'sales-manager-hybrid.fr.json');
  const english = join(jobs, 'sales-manager-hybrid.en.json');
  const intact = readFileSync(french, 'utf8');
  // A comma lost in a hand edit on GitHub.
  writeFileSync(french, intact.replace(/",\n(\s+"slug")/, '"\n$1'));
  const before = [readFileSync(french, 'utf8'), readFileSync(english, 'utf8')];
  try {
    await openCms(page, { backend: backend!, work });
    await page.getByRole('link', { name: 'Jobs', exact: true }).click();
    await page.locator('a[href$="/collections/jobs/entries/sales-manager-hybrid"]').click();
    const en = await pane(page, 'en');
    const notice = page.getByTestId('cms-unreadable').first();
    await expect(notice).toBeVisible();
    await expect(notice).toBeInViewport();
    await expect(notice).toContainText(
      /The file app\/data\/content\/jobs\/sales-manager-hybrid\.fr\.json \(Français\) cannot be read: line 3, column 3: expected ',' or '}' after property value\./,
    );
    await retype(input(en, 'Location'), 'Awka, Anambra State');
    // What the editor asks its backend to write: a refused save asks nothing, before it shows why.
    const writes: string[] = [];
    page.on('request', (request) => {
      const action = request.url().endsWith('/api/v1') ? (request.postDataJSON() as { action?: string } | null)?.action : undefined;
      if (action === 'persistEntry' || action === 'persistMedia') writes.push(action);
    });
    await publish(page);
    await expect(en.locator('[class*="ControlErrorsList"] li', { hasText: 'sales-manager-hybrid.fr.json (Français) cannot be read' })).toBeInViewport();
    expect(writes, 'nothing asked to be written').toEqual([]);
    expect([readFileSync(french, 'utf8'), readFileSync(english, 'utf8')], 'no file written').toEqual(before);
  } finally {
    writeFileSync(french, intact);
  }
});

test('a one-word edit of a job changes one line of its file', async ({ page }) => {
  const file = join(jobs, 'backend-developer-awka.en.json');
  const before = readFileSync(file, 'utf8');
  const summary = String(read(file).summary);
  const edited = summary.replace(/\bBuild\b|\bbuild\b/, 'Design');
  expect(edited, 'the summary has a word to change').not.toBe(summary);
  await openCms(page, { backend: backend!, work });
  await page.getByRole('link', { name: 'Jobs', exact: true }).click();
  await page.locator('a[href$="/collections/jobs/entries/backend-developer-awka"]').click();
  await retype(input(await pane(page, 'en'), 'Summary'), edited);
  await publish(page);
  // Read once written whole: a file being written reads short.
  await until(() => ((t) => t !== before && t.endsWith('}\n'))(readFileSync(file, 'utf8')), 'the saved file');
  const [a, b] = [before.split('\n'), readFileSync(file, 'utf8').split('\n')];
  expect(b.length).toBe(a.length);
  expect(b.filter((line, i) => line !== a[i])).toEqual([`  "summary": ${JSON.stringify(edited)},`]);
});

test('a published job’s new web address: its files move with it, and the old address is kept', async ({ page }) => {
  await openCms(page, { backend: backend!, work });
  await page.getByRole('link', { name: 'Jobs', exact: true }).click();
  await page.locator('a[href$="/collections/jobs/entries/call-center-representative-awka"]').click();
  await retype(input(await pane(page, 'en'), 'Web address'), 'customer-care-representative-awka');
  await publish(page);
  await expect(page).toHaveURL(/\/collections\/jobs\/entries\/customer-care-representative-awka$/);
  await until(() => languages.every((l) => existsSync(join(jobs, `customer-care-representative-awka.${l}.json`))), 'the four files at the new address');
  expect(
    languages.filter((l) => existsSync(join(jobs, `call-center-representative-awka.${l}.json`))),
    'no file left at the old address',
  ).toEqual([]);
  expect(read(join(jobs, 'customer-care-representative-awka.en.json'))).toMatchObject({
    slug: 'customer-care-representative-awka',
    formerAddresses: ['call-center-representative-awka'],
  });
  await page.goto('/admin/#/collections/jobs/new');
  await expect(page.getByText('Writing in EN', { exact: true })).toBeVisible();
  const en = await pane(page, 'en');
  await input(en, 'Web address').fill('call-center-representative-awka');
  await publish(page);
  await refusedOn(en, 'Web address', /another job had the web address "call-center-representative-awka", which now leads to it/);
});

test('an owner writes a job in four languages: it lands in the working tree, one file per language', async ({ page }) => {
  test.setTimeout(180_000);
  const violations = await openCms(page, { backend: backend!, work });
  await newItem(page, 'Jobs', 'jobs');
  await expect(page.getByText('Not saved yet', { exact: true }), 'a new item does not claim to be saved').toBeVisible();
  await page.locator('button[title="Toggle preview"]').click();
  await expect(page.frameLocator('iframe').getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true');
  await page.locator('button[title="Toggle i18n"]').click();
  const en = await pane(page, 'en');
  await writeJobText(en, frontend.en);
  await writeJobFacts(en, { slug: 'frontend-engineer', deadline: day(365), where: 'Remote', apply: ['E-mail subject', 'Frontend Engineer Application'] });
  await enterDay(en, 'Starts on', day(400));
  for (const lang of prefixedLanguages) await writeJobText(await pane(page, lang), frontend[lang]);
  await publish(page);
  await until(() => languages.every((l) => existsSync(join(jobs, `frontend-engineer.${l}.json`))), 'the four files of the job');
  await expect(page.getByText('Changes saved', { exact: true })).toBeVisible();
  expect(read(join(jobs, 'frontend-engineer.en.json'))).toMatchObject({
    slug: 'frontend-engineer',
    title: 'Frontend Engineer',
    engagement: 'remote',
    employmentType: 'FULL_TIME',
    country: 'NG',
    applicationDeadline: day(365),
    subjectLine: 'Frontend Engineer Application',
    requirements: [frontend.en.requirement],
  });
  expect(read(join(jobs, 'frontend-engineer.de.json'))).toMatchObject({ title: frontend.de.title, applicationDeadline: day(365) });
  expect(violations).toEqual([]);
});

test('an owner posts an article with an uploaded PNG in four languages', async ({ page }) => {
  test.setTimeout(180_000);
  const png = join(work, 'cloud-costs.png');
  await sharp({ create: { width: 1800, height: 1000, channels: 3, background: '#1d4ed8' } })
    .composite([{ input: Buffer.from('<svg width="1800" height="1000"><circle cx="1300" cy="380" r="220" fill="#f2b880"/></svg>'), top: 0, left: 0 }])
    .png()
    .toFile(png);
  const violations = await openCms(page, { backend: backend!, work });
  await newItem(page, 'News', 'news');
  const en = await pane(page, 'en');
  await writeArticleText(en, article.en);
  await input(en, 'Web address').fill('cloud-cost-control');
  await enterDay(en, 'Published on', day(-1));
  await choose(en, 'Topic', 'Cloud');
  await en.getByRole('button', { name: 'Choose an image' }).click();
  await page.locator('input[type=file]').setInputFiles(png);
  await page.getByRole('button', { name: 'Choose selected' }).click();
  for (const lang of prefixedLanguages) await writeArticleText(await pane(page, lang), article[lang]);
  await publish(page);
  await until(() => languages.every((l) => existsSync(join(news, `cloud-cost-control.${l}.json`))), 'the four files of the article');
  await until(() => existsSync(join(work, 'public', 'media', 'uploads', 'cloud-costs.png')), 'the upload in the media folder');
  expect(read(join(news, 'cloud-cost-control.en.json'))).toMatchObject({
    slug: 'cloud-cost-control',
    topic: 'cloud',
    image: '/media/uploads/cloud-costs.png',
    title: article.en.title,
  });
  expect(violations).toEqual([]);
});

test('an owner writes a second job, leaving its German text empty', async ({ page }) => {
  test.setTimeout(180_000);
  await openCms(page, { backend: backend!, work });
  await newItem(page, 'Jobs', 'jobs');
  const en = await pane(page, 'en');
  await writeJobText(en, supportLead.en);
  await writeJobFacts(en, {
    slug: 'support-desk-lead',
    deadline: day(60),
    where: 'On-site',
    apply: ['Note to applicants', 'Put “Support Desk Lead” in the subject line.'],
  });
  for (const lang of ['fr', 'es'] as const) await writeJobText(await pane(page, lang), supportLead[lang]);
  await publish(page);
  await until(() => (['en', 'fr', 'es'] as const).every((l) => existsSync(join(jobs, `support-desk-lead.${l}.json`))), 'the job’s files');
  const german = join(jobs, 'support-desk-lead.de.json');
  expect(await saved(german, 'the German file'), 'a file of facts alone').not.toHaveProperty('title');
});

test('the preview shows the illustration the site shows for an item without an upload', async ({ page }) => {
  await openCms(page, { backend: backend!, work });
  await page.goto('/admin/#/collections/news/entries/ai-business-transformation');
  await expect(page.getByText('Writing in EN', { exact: true })).toBeVisible();
  const preview = page.frameLocator('iframe');
  if (!(await page.locator('iframe').isVisible())) await page.locator('button[title="Toggle preview"]').click();
  await expect(preview.locator('article header img')).toHaveAttribute('src', '/art/news/ai-business-transformation.svg');
  await page.goto('/admin/#/collections/news/new');
  const en = await pane(page, 'en');
  await input(en, 'Web address').fill('edge-computing-basics');
  await enterDay(en, 'Published on', day(-1));
  await choose(en, 'Topic', 'Cloud');
  const drawn = preview.locator('article header img');
  await expect(drawn).toHaveAttribute('src', /^data:image\/svg\+xml,/);
  const svg = decodeURIComponent((await drawn.getAttribute('src'))!.slice('data:image/svg+xml,'.length));
  expect(svg).toMatch(/^<svg [^>]*width="\d+" height="\d+"/);
  expect(svg).not.toContain('Drawn illustration');
  expect(await drawn.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
});

test('an article’s preview opens in the language last written and names what the page leaves out of its Markdown; a fact’s copy says where it is changed', async ({
  page,
}) => {
  await openCms(page, { backend: backend!, work });
  await page.goto('/admin/#/collections/news/entries/ai-business-transformation');
  await expect(page.getByText('Writing in EN', { exact: true })).toBeVisible();
  await addTo(field(await pane(page, 'en'), 'Introduction'), 'Add paragraph', ['Never <script>alert(1)</script> and [this](javascript:alert(1)).']);
  const french = await pane(page, 'fr');
  await expect(field(french, 'Web address').getByTestId('cms-copied')).toHaveText('The same in every language: change it in the English column.');
  const frenchTitle = 'L’IA au service des entreprises, sans détour';
  await retype(input(french, 'Title'), frenchTitle);
  await page.locator('button[title="Toggle preview"]').click();
  const preview = page.frameLocator('iframe');
  await expect(preview.locator('h1')).toHaveText(frenchTitle);
  await preview.getByRole('button', { name: 'English' }).click();
  await expect(preview.getByTestId('cms-left-out')).toHaveText(
    'The page leaves out what it cannot show safely: the HTML “<script>”; the HTML “</script>”; the link to “javascript:alert(1)” (its words stay). Write it as words, or as a link starting with https://.',
  );
});

test('page texts: a French text without its {{brand}} is refused on the field, in view; a German hero title, previewed by the home page’s sections before saving, changes one line of the German file alone; a French save keeps its own plural forms', async ({
  page,
}) => {
  const file = (lang: Lang) => join(work, 'public', 'locales', lang, 'home.json');
  const before = Object.fromEntries(languages.map((l) => [l, readFileSync(file(l), 'utf8')])) as Record<Lang, string>;
  expect(await openCms(page, { backend: backend!, work })).toEqual([]);
  await page.getByRole('link', { name: 'Page texts', exact: true }).click();
  await page.getByRole('link', { name: /^Home page/ }).click();

  const french = await pane(page, 'fr');
  const sharing = field(french, 'Search and sharing');
  const description = field(sharing, 'Description').locator('textarea, input').first();
  await retype(description, 'Une description sans la marque.');
  await publish(page);
  await refusedOn(sharing, 'Description', /^Keep \{\{brand\}\}: the site writes the brand there\.$/);
  expect(
    languages.map((l) => readFileSync(file(l), 'utf8')),
    'nothing written',
  ).toEqual(languages.map((l) => before[l]));
  await page.reload();

  const german = await pane(page, 'de');
  const title = field(field(german, 'Hero'), 'Title').locator('textarea, input').first();
  const newTitle = 'IT, die Ihr Unternehmen trägt: geplant, gebaut und betreut';
  await retype(title, newTitle);
  if (!(await page.locator('iframe').isVisible())) await page.locator('button[title="Toggle preview"]').click();
  const preview = page.frameLocator('iframe');
  await preview.getByRole('button', { name: 'Deutsch' }).click();
  await expect(preview.locator('h1')).toHaveText(newTitle);
  // The right-hand column shows the preview or another language: back to the language.
  await page.locator('button[title="Toggle i18n"]').click();
  await publish(page);
  // decap-server rewrites a file in place: wait for the saved text and the file's end, not the first change.
  const saved = (lang: Lang, text: string) => () => ((t) => t.includes(text) && t.endsWith('}\n'))(readFileSync(file(lang), 'utf8'));
  await until(saved('de', newTitle), 'the saved German texts');
  // The other languages' files are written beside it: read them once the save is done.
  await expect(page.getByText('Changes saved', { exact: true })).toBeVisible();
  const [was, now] = [before.de.split('\n'), readFileSync(file('de'), 'utf8').split('\n')];
  expect(now.filter((line, i) => line !== was[i])).toEqual([expect.stringContaining(newTitle)]);
  expect(now).toHaveLength(was.length);
  for (const lang of ['en', 'fr', 'es'] as const) expect(readFileSync(file(lang), 'utf8'), lang).toBe(before[lang]);

  // French has a plural form English has no field for ("many"): a French save keeps it.
  expect(before.fr).toContain('"shown_many"');
  const eyebrow = field(field(await pane(page, 'fr'), 'Hero'), 'Eyebrow')
    .locator('textarea, input')
    .first();
  await retype(eyebrow, 'Services informatiques, au plus près de vous');
  await publish(page);
  await until(saved('fr', 'au plus près de vous'), 'the saved French texts');
  const [wasFr, nowFr] = [before.fr.split('\n'), readFileSync(file('fr'), 'utf8').split('\n')];
  expect(nowFr.filter((line, i) => line !== wasFr[i])).toEqual([expect.stringContaining('au plus près de vous')]);
  expect(nowFr).toHaveLength(wasFr.length);
});

test('page texts: a German hero title past its limit is refused on the field; after the English one changes, French, Spanish and German show as behind, and saving the French clears French alone', async ({
  page,
}) => {
  const file = (lang: Lang) => join(work, 'public', 'locales', lang, 'home.json');
  const read = (lang: Lang) => JSON.parse(readFileSync(file(lang), 'utf8')) as { hero: { title: string }; _translatedFrom?: Record<string, string> };
  const before = Object.fromEntries(languages.map((l) => [l, readFileSync(file(l), 'utf8')])) as Record<Lang, string>;
  const limit = limitOf('home', 'hero.title')!;
  expect(await openCms(page, { backend: backend!, work })).toEqual([]);
  await page.getByRole('link', { name: 'Page texts', exact: true }).click();
  await page.getByRole('link', { name: /^Home page/ }).click();
  const titleIn = (pane: Locator) => field(field(pane, 'Hero'), 'Title').locator('textarea, input').first();
  const status = (pane: Locator) => pane.getByTestId('translation-status');

  const tooLong = `Technologie, die Ihr Unternehmen trägt, ${'und voranbringt '.repeat(8)}`.slice(0, limit + 1);
  await retype(titleIn(await pane(page, 'de')), tooLong);
  await publish(page);
  await expect(field(field(await pane(page, 'de'), 'Hero'), 'Title').getByTestId('cms-count')).toHaveText(`${limit + 1} of ${limit} characters`);
  await refusedOn(
    field(await pane(page, 'de'), 'Hero'),
    'Title',
    new RegExp(`^${limit + 1} of ${limit} characters: shorten it, the place on the page holds no more\\.$`),
  );
  expect(readFileSync(file('de'), 'utf8'), 'nothing written').toBe(before.de);
  await page.reload();

  const english = await pane(page, 'en');
  await expect(status(english)).toContainText('Every translation is up to date.');
  const newTitle = 'Technology that carries your organisation, and takes it further';
  await retype(titleIn(english), newTitle);
  await expect(status(english)).toContainText('Behind: Français 1, Español 1, Deutsch 1.');
  await publish(page);
  const saved = (lang: Lang, text: string) => () => ((t) => t.includes(text) && t.endsWith('}\n'))(readFileSync(file(lang), 'utf8'));
  await until(saved('en', newTitle), 'the saved English texts');
  await expect(page.getByText('Changes saved', { exact: true })).toBeVisible();
  for (const lang of ['fr', 'es', 'de'] as const) expect(readFileSync(file(lang), 'utf8'), `${lang}: the last translation kept`).toBe(before[lang]);

  const french = await pane(page, 'fr');
  await expect(status(french)).toContainText('1 Français text is behind');
  await expect(status(french)).toContainText(`Hero › Title: English now “${newTitle}”`);
  const frenchTitle = 'Une technologie qui porte votre organisation, et l’emmène plus loin';
  await retype(titleIn(french), frenchTitle);
  await expect(status(french)).toContainText('Every Français text is up to date with its English.');
  await publish(page);
  await until(saved('fr', frenchTitle), 'the saved French texts');
  await expect(page.getByText('Changes saved', { exact: true })).toBeVisible();
  expect(read('fr')._translatedFrom?.['hero.title']).toBe(newTitle);
  for (const lang of ['es', 'de'] as const) expect(readFileSync(file(lang), 'utf8'), `${lang}: still behind`).toBe(before[lang]);
  await expect(status(await pane(page, 'en'))).toContainText('Behind: Español 1, Deutsch 1.');
});

const NEW_QUESTION = inEveryLanguage<{ question: string; answer: string }>('NEW_QUESTION (tests/e2e/admin.spec.ts)', {
  en: {
    question: 'Can you work beside our own IT team?',
    answer: 'Yes. We often take on one part of the work, such as the network or the cloud, and hand it over to your team with documentation and training.',
  },
  fr: {
    question: 'Travaillez-vous avec notre équipe informatique ?',
    answer:
      'Oui. Nous prenons souvent en charge une partie du travail, comme le réseau ou le cloud, puis la confions à votre équipe avec documentation et formation.',
  },
  es: {
    question: '¿Trabajan junto a nuestro equipo de TI?',
    answer: 'Sí. A menudo asumimos una parte del trabajo, como la red o la nube, y la entregamos a su equipo con documentación y formación.',
  },
  de: {
    question: 'Arbeiten Sie mit unserer eigenen IT zusammen?',
    answer: 'Ja. Oft übernehmen wir einen Teil der Arbeit, etwa das Netzwerk oder die Cloud, und übergeben ihn mit Dokumentation und Schulung an Ihr Team.',
  },
});
/** The FAQ's second question in English, as it was before the owners removed it. */
let removedQuestion = '';

test('page texts: a question added to the FAQ and one removed, in four languages; an emptied English question, and a language with fewer questions than English, are refused before anything is written', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const file = (lang: Lang) => join(work, 'public', 'locales', lang, 'sections.json');
  const faq = (lang: Lang) => (read(file(lang)) as { faq: { items: { question: string; answer: string }[] } }).faq.items;
  const before = Object.fromEntries(languages.map((l) => [l, readFileSync(file(l), 'utf8')])) as Record<Lang, string>;
  const unchanged = () =>
    expect(
      languages.map((l) => readFileSync(file(l), 'utf8')),
      'nothing written',
    ).toEqual(languages.map((l) => before[l]));
  const count = faq('en').length;
  removedQuestion = faq('en')[1]!.question;
  expect(await openCms(page, { backend: backend!, work })).toEqual([]);
  await page.getByRole('link', { name: 'Page texts', exact: true }).click();
  await page.getByRole('link', { name: /^Sections shared by several pages/ }).click();
  const questions = async (lang: Lang) => field(field(await pane(page, lang), 'Questions and answers'), 'Items');
  const entries = (list: Locator) => list.locator('[class*="-ListItem"]');
  const opened = async (entry: Locator) => {
    if (!(await input(entry, 'Question').isVisible())) await entry.locator('[class*="ListItemTopBar"] button').first().click();
    await expect(input(entry, 'Question')).toBeVisible();
    return entry;
  };
  const addQuestion = async (lang: Lang) => {
    const list = await questions(lang);
    await list.getByRole('button', { name: 'Add entry' }).click();
    await expect(entries(list)).toHaveCount(count + 1);
    const entry = await opened(entries(list).last());
    await input(entry, 'Question').fill(NEW_QUESTION[lang].question);
    await input(entry, 'Answer').fill(NEW_QUESTION[lang].answer);
  };
  const removeSecond = async (lang: Lang) => {
    const list = await questions(lang);
    await entries(list).nth(1).locator('[class*="ListItemTopBar"] button').last().click();
    await expect(entries(list)).toHaveCount(count);
  };

  const first = await opened(entries(await questions('en')).first());
  await retype(input(first, 'Question'), '');
  await publish(page);
  await refusedOn(first, 'Question', /^Question is required: write it\.$/);
  unchanged();
  await page.reload();

  // Added in English alone: the languages' lists never opened are checked before saving too.
  await addQuestion('en');
  const french = await questions('fr');
  await publish(page);
  await expect(french.getByText(`English has ${count + 1} entries here, Français ${count}: add the missing one, in English’s order.`)).toBeVisible();
  unchanged();
  await addQuestion('fr');
  await publish(page);
  await expect(page.getByText(/Not saved\. Español, faq\.items\.5\.question: is missing: write its es text/)).toBeVisible();
  unchanged();
  await addQuestion('es');
  await addQuestion('de');
  for (const lang of languages) await removeSecond(lang);
  await publish(page);
  await until(
    () => languages.every((l) => readFileSync(file(l), 'utf8').includes(NEW_QUESTION[l].question) && readFileSync(file(l), 'utf8').endsWith('}\n')),
    'the saved questions',
  );
  await expect(page.getByText('Changes saved', { exact: true })).toBeVisible();
  for (const lang of languages) {
    const items = faq(lang);
    expect(items, lang).toHaveLength(count);
    expect(items.at(-1), lang).toEqual(NEW_QUESTION[lang]);
    expect(items.map((i) => i.question)).not.toContain(JSON.parse(before[lang]).faq.items[1].question);
  }
});

const NEW_US_PHONE = '+1 415 555 0199';

test('the company’s facts: an e-mail without @ is refused on the field, in view; a new phone, previewed before saving, is saved once, for every language', async ({
  page,
}) => {
  const file = join(work, 'app', 'data', 'content', 'company.json');
  const before = readFileSync(file, 'utf8');
  expect(await openCms(page, { backend: backend!, work })).toEqual([]);
  await page.getByRole('link', { name: 'Company', exact: true }).click();
  await page.getByRole('link', { name: /Company facts/ }).click();
  const email = page.getByLabel('E-mail for enquiries', { exact: true });
  await email.fill('hello.example.com');
  await publish(page);
  const refusal = page.getByText(/^Use an e-mail address, like hello@company\.com/);
  await expect(refusal).toBeInViewport();
  expect(readFileSync(file, 'utf8'), 'nothing written').toBe(before);

  await retype(email, read(file).email as string);
  await page.getByLabel('United States office', { exact: true }).fill(NEW_US_PHONE);
  const preview = page.frameLocator('iframe');
  await preview.getByRole('button', { name: 'Deutsch' }).click();
  await expect(preview.getByTestId('cms-company-preview')).toHaveAttribute('data-lang', 'de');
  const germanCommon = read(join(work, 'public', 'locales', 'de', 'common.json')) as { footer: { locations: string } };
  await expect(preview.locator('footer')).toContainText(germanCommon.footer.locations);
  await expect(preview.locator(`a[href="${telHref(NEW_US_PHONE)}"]`)).toHaveCount(3);
  await publish(page);
  await until(() => ((t) => t.includes(NEW_US_PHONE) && t.endsWith('}\n'))(readFileSync(file, 'utf8')), 'the saved facts');
  expect(read(file)).toEqual({ ...JSON.parse(before), phones: { ...(JSON.parse(before) as { phones: object }).phones, us: NEW_US_PHONE } });
  const [was, is] = [before.split('\n'), readFileSync(file, 'utf8').split('\n')];
  expect(
    is.filter((line, i) => line !== was[i]),
    'one changed value, one changed line',
  ).toEqual([`    "us": "${NEW_US_PHONE}",`]);
});

const EVENT_ENTRY = { link: '/events/cloud-day-2027', label: { en: 'Events', fr: 'Événements' } };

test('the menus: German words too long for the header are refused before saving, naming the language and the width; an entry to the event page is saved in English and French', async ({
  page,
}) => {
  const file = join(work, 'app', 'data', 'content', 'menus.json');
  const before = readFileSync(file, 'utf8');
  expect(await openCms(page, { backend: backend!, work })).toEqual([]);
  await page.getByRole('link', { name: 'Menus', exact: true }).click();
  await page.getByRole('link', { name: /Header, top bar and footer/ }).click();
  const header = field(page.locator('body'), 'Header');
  await openEntry(header, '/careers');
  const words = field(header, 'Words');
  const german = input(words, 'Deutsch');
  const careers = await german.inputValue();
  await retype(german, 'Karriere und offene Stellen');
  await publish(page);
  await expect(
    page.getByText(
      /^Not saved\. Header: does not fit the header in Deutsch at 992 pixels wide: the brand, the entries and the buttons need \d+ pixels, the bar holds 912\. Shorten a label in Deutsch/,
    ),
  ).toBeVisible();
  expect(readFileSync(file, 'utf8'), 'nothing written').toBe(before);

  await retype(german, careers);
  // New English words put the entry's translations behind, named in the Translations field, until the English is back.
  const english = input(words, 'English');
  await retype(english, 'Jobs');
  const translations = page.getByTestId('menu-translations');
  for (const lang of ['fr', 'es', 'de'] as const)
    await expect(translations.locator(`[data-lang="${lang}"]`)).toContainText(`Header, entry 6: English now “Jobs”, translated from “Careers”`);
  await retype(english, 'Careers');
  await expect(translations).toContainText('Every translation is up to date');

  await header.getByRole('button', { name: /^Add entry$/i }).click();
  await retype(header.getByLabel(/^Leads to/).last(), EVENT_ENTRY.link);
  const added = field(header, 'Words');
  await retype(input(added, 'English'), EVENT_ENTRY.label.en);
  await retype(input(added, 'Français'), EVENT_ENTRY.label.fr);
  // The preview lists each language's entries as the build would take them, over the site's own header.
  const preview = page.frameLocator('iframe');
  await preview.getByRole('button', { name: 'Français' }).click();
  await expect(preview.getByTestId('cms-menus-preview')).toHaveAttribute('data-lang', 'fr');
  await expect(preview.getByText(`${EVENT_ENTRY.label.fr} → /fr${EVENT_ENTRY.link}`)).toBeVisible();
  await expect(preview.getByText('✓ The build takes these menus in Français.')).toBeVisible();
  await expect(preview.locator('[data-menu-list="header"] a', { hasText: EVENT_ENTRY.label.fr })).toHaveAttribute('href', `/fr${EVENT_ENTRY.link}`);
  await publish(page);
  await until(() => readFileSync(file, 'utf8').includes(EVENT_ENTRY.link), 'the saved menus');
  const was = JSON.parse(before) as { header: unknown[]; _translatedFrom: { fr: object } };
  expect(read(file), 'the entry, and its French words recorded as translated from its English').toEqual({
    ...was,
    _translatedFrom: { ...was._translatedFrom, fr: { ...was._translatedFrom.fr, [`header ${EVENT_ENTRY.link}`]: EVENT_ENTRY.label.en } },
    header: [...was.header, EVENT_ENTRY],
  });
});

const LOGO_WORDS = Object.fromEntries(languages.map((l) => [l, 'Afriwok'])) as Record<Lang, string>;
const PHOTO_WORDS = inEveryLanguage<string>('PHOTO_WORDS (tests/e2e/admin.spec.ts)', {
  en: 'Robert Hayes in a grey suit',
  fr: 'Robert Hayes en costume gris',
  es: 'Robert Hayes con traje gris',
  de: 'Robert Hayes im grauen Anzug',
});

/** Opens a collapsed list entry, found by the summary its top bar shows. */
async function openEntry(list: Locator, summary: string) {
  const bar = list.getByText(summary, { exact: true }).locator('xpath=ancestor::div[.//button][1]');
  await bar.locator('button').first().click();
}

test('the company’s facts: a client’s logo and a board member’s photograph, uploaded and described in four languages; an SVG holding a script is refused when it is chosen, a missing description before saving', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const file = join(work, 'app', 'data', 'content', 'company.json');
  const hostile = join(work, 'afriwok-hostile.svg');
  writeFileSync(
    hostile,
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 40" onload="fetch(\'https://evil.example\')"><script>alert(1)</script><rect width="120" height="40"/></svg>\n',
  );
  const clean = join(work, 'afriwok.svg');
  writeFileSync(
    clean,
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 40"><circle cx="20" cy="20" r="16" fill="#0f766e"/><rect x="44" y="14" width="70" height="12" rx="6" fill="#0f172a"/></svg>\n',
  );
  const portrait = join(work, 'robert-hayes.png');
  await sharp({ create: { width: 600, height: 600, channels: 3, background: '#93c5fd' } })
    .png()
    .toFile(portrait);
  expect(await openCms(page, { backend: backend!, work })).toEqual([]);
  await page.getByRole('link', { name: 'Company', exact: true }).click();
  await page.getByRole('link', { name: /Company facts/ }).click();

  const clients = field(page.locator('body'), 'Clients shown on the home page');
  await openEntry(clients, 'Afriwok');
  const afriwok = field(clients, 'Logo');
  await afriwok.getByRole('button', { name: 'Choose an image' }).click();
  await page.locator('input[type=file]').setInputFiles(hostile);
  const refusal = page.getByText(/^“afriwok-hostile\.svg” holds more than a drawing, which the site does not show: the onload attribute, <script>\./);
  await expect(refusal).toBeInViewport();
  await refusal.click();
  await expect(refusal).toBeHidden();
  await page.locator('input[type=file]').setInputFiles(clean);
  await page.getByRole('button', { name: 'Choose selected' }).click();
  const description = field(clients, 'Logo’s description');
  for (const lang of languages.filter((l) => l !== 'de')) await input(description, languageNames[lang]).fill(LOGO_WORDS[lang]);

  const board = field(page.locator('body'), 'Board members (about page)');
  await openEntry(board, 'Robert Hayes');
  await field(board, 'Photograph').getByRole('button', { name: 'Choose an image' }).click();
  await page.locator('input[type=file]').setInputFiles(portrait);
  await page.getByRole('button', { name: 'Choose selected' }).click();
  const photo = field(board, 'Photograph’s description');
  for (const lang of languages) await input(photo, languageNames[lang]).fill(PHOTO_WORDS[lang]);

  const before = readFileSync(file, 'utf8');
  await publish(page);
  await expect(page.getByText(/A description is needed with the logo of client 1 \(Afriwok\): say what it shows, in Deutsch\./)).toBeVisible();
  expect(readFileSync(file, 'utf8'), 'nothing written').toBe(before);
  await input(description, 'Deutsch').fill(LOGO_WORDS.de);
  await publish(page);
  await until(() => readFileSync(file, 'utf8').includes('/media/uploads/afriwok.svg'), 'the saved facts');
  const saved = read(file) as { clients: Record<string, unknown>[]; board: Record<string, unknown>[] };
  expect(saved.clients[0]).toMatchObject({ name: 'Afriwok', logo: '/media/uploads/afriwok.svg', description: LOGO_WORDS });
  expect(saved.board[1]).toMatchObject({ name: 'Robert Hayes', photo: '/media/uploads/robert-hayes.png', description: PHOTO_WORDS });
  expect(existsSync(join(work, 'public', 'media', 'uploads', 'afriwok-hostile.svg')), 'the refused file was not uploaded').toBe(false);
});

test.describe('what the owner saved, as the site renders it', () => {
  // The content checks of the files written, then the site's dev server on the copy: no build of the site inside the suite.
  test.beforeAll(async () => {
    test.setTimeout(120_000);
    site = await startDevServer(work);
  });

  const at = (path: string) => `${site!.url}${path}`;
  const documentAt = async (request: APIRequestContext, path: string, status = 200) => {
    const response = await request.get(at(path));
    expect(response.status(), path).toBe(status);
    return new JSDOM(await response.text()).window.document;
  };

  /** The content check alone, run on the copy: its exit status and what it printed. */
  const contentBuild = () => {
    const run = spawnSync(
      process.execPath,
      [
        join(project, 'node_modules', 'vite', 'bin', 'vite.js'),
        'build',
        '--config',
        join(project, 'scripts', 'build', 'content', 'fixtures', 'vite.config.ts'),
      ],
      {
        env: { ...process.env, CONTENT_FIXTURE_ROOT: work, FORCE_COLOR: '0' },
        encoding: 'utf8',
      },
    );
    return { status: run.status, lines: `${run.stdout}${run.stderr}`.split('\n').filter((l) => l.trim()) };
  };
  const handEdit = (file: string, change: (data: Record<string, unknown>) => void) => {
    const data = read(file);
    change(data);
    writeFileSync(file, `${JSON.stringify(data, null, 2)}\n`);
  };

  test('the content layer’s own build takes every file written, and the site lists the new pages in their languages', () => {
    const build = contentBuild();
    expect(
      build.lines.filter((l) => /error|problem/i.test(l)),
      'content build output',
    ).toEqual([]);
    expect(build.status).toBe(0);
    const { content, errors } = readContent(work);
    expect(errors.map(problemLine)).toEqual([]);
    const paths = dataPaths(content);
    for (const lang of languages) {
      expect(paths).toContain(localizePath('/career-details/frontend-engineer', lang));
      expect(paths).toContain(localizePath('/news/cloud-cost-control', lang));
      expect(paths.includes(localizePath('/career-details/support-desk-lead', lang)), lang).toBe(lang in supportLead);
    }
  });

  test('the header entry saved for the event page is on every page in English and French, and in no Spanish or German one', async ({ request }) => {
    for (const path of ['/', '/careers', '/fr', '/fr/about', '/es', '/de/about']) {
      const lang = languageOf(path);
      const links = [...(await documentAt(request, path)).querySelectorAll('[data-menu-list="header"] a')].map(
        (a) => `${a.textContent} ${a.getAttribute('href')}`,
      );
      const written = lang === 'en' || lang === 'fr' ? [`${EVENT_ENTRY.label[lang]} ${localizePath(EVENT_ENTRY.link, lang)}`] : [];
      expect(
        links.filter((l) => l.includes('/events/')),
        path,
      ).toEqual(written);
    }
  });

  test('the phone saved once is the one every page shows, in every language: the contact page and the footer', async ({ request }) => {
    const tel = `tel:${NEW_US_PHONE.replace(/ /g, '')}`;
    for (const path of ['/contactus', '/de/contactus', '/fr/about'])
      expect((await documentAt(request, path)).querySelectorAll(`a[href="${tel}"]`).length, path).toBeGreaterThanOrEqual(path.includes('contact') ? 3 : 2);
  });

  test('the client’s uploaded logo is on the home page and the member’s photograph on the about page, in every language, with their descriptions', async ({
    request,
  }) => {
    for (const lang of languages) {
      const logo = (await documentAt(request, localizePath('/', lang))).querySelector('section[aria-labelledby="clients-title"] li img');
      expect([logo?.getAttribute('alt'), logo?.getAttribute('src')], lang).toEqual([
        LOGO_WORDS[lang],
        expect.stringMatching(/^\/media\/img\/afriwok-[0-9a-f]+\.svg$/),
      ]);
      const portraits = (await documentAt(request, localizePath('/about', lang))).querySelectorAll('section[aria-labelledby="team-title"] img');
      expect(
        [...portraits].map((img) => img.getAttribute('alt')),
        lang,
      ).toContain(PHOTO_WORDS[lang]);
    }
  });

  test('/careers lists the new job as open in four languages; the job without German has no German page', async ({ request }) => {
    for (const lang of languages) {
      const open = (await documentAt(request, localizePath('/careers', lang))).querySelector('[data-testid="open-jobs"]')!;
      expect(open.querySelectorAll(`a[href="${localizePath('/career-details/frontend-engineer', lang)}"]`), lang).toHaveLength(1);
      expect(
        [...open.querySelectorAll('h3')].map((h) => h.textContent),
        lang,
      ).toContain(frontend[lang].title);
      expect(open.querySelectorAll(`a[href="${localizePath('/career-details/support-desk-lead', lang)}"]`), lang).toHaveLength(lang === 'de' ? 0 : 1);
    }
    await documentAt(request, '/de/career-details/support-desk-lead', 404);
    const job = await documentAt(request, '/career-details/support-desk-lead');
    expect([...job.querySelectorAll('link[rel=alternate][hreflang]')].map((e) => e.getAttribute('hreflang')).sort()).toEqual(['en', 'es', 'fr', 'x-default']);
    expect(job.querySelector('[data-testid="apply-note"]')?.textContent).toContain('Support Desk Lead');
  });

  test('the job page carries a valid JobPosting and applies by e-mail with its subject', async ({ request }) => {
    const job = await documentAt(request, '/career-details/frontend-engineer');
    expect(job.querySelector('h1')?.textContent).toBe('Frontend Engineer');
    expect(job.querySelector(`time[datetime="${day(400)}"]`)?.textContent).toBe(formatDate(day(400), 'en'));
    expect([...job.querySelectorAll('main a')].find((a) => a.textContent === 'Apply via e-mail')?.getAttribute('href')).toBe(
      `mailto:${HR_EMAIL}?subject=Frontend%20Engineer%20Application`,
    );
    const records = [...job.querySelectorAll('script[type="application/ld+json"]')].map((s) => JSON.parse(s.textContent!) as Record<string, unknown>);
    const posting = records.find((r) => r['@type'] === 'JobPosting')!;
    // What Google requires of a job posting, and what a remote one adds.
    expect(posting).toMatchObject({
      '@context': 'https://schema.org',
      title: 'Frontend Engineer',
      datePosted: day(-1),
      validThrough: `${day(365)}T23:59:59+01:00`,
      jobStartDate: day(400),
      employmentType: 'FULL_TIME',
      hiringOrganization: { '@type': 'Organization', name: 'Orvane' },
      jobLocationType: 'TELECOMMUTE',
      applicantLocationRequirements: { '@type': 'Country', name: 'NG' },
    });
    expect(String(posting.description)).toContain(frontend.en.requirement);
  });

  test('the article’s page and its cards show the uploaded image as AVIF and WebP at several widths, with its size', async ({ request }) => {
    const page = await documentAt(request, '/news/cloud-cost-control');
    expect(page.querySelector('h1')?.textContent).toBe(article.en.title);
    const hero = page.querySelector('main article header picture')!;
    for (const type of ['image/avif', 'image/webp']) {
      const candidates = hero
        .querySelector(`source[type="${type}"]`)!
        .getAttribute('srcset')!
        .split(',')
        .map((c) => c.trim().split(' '));
      expect(candidates.map(([, w]) => w)).toEqual(['480w', '960w', '1600w']);
      for (const [src] of candidates) {
        const response = await request.get(at(src!));
        expect(response.status(), src).toBe(200);
        expect(response.headers()['content-type'], src).toBe(type);
      }
    }
    const img = hero.querySelector('img')!;
    expect([img.getAttribute('alt'), img.getAttribute('width'), img.getAttribute('height')]).toEqual([article.en.imageAlt, '1600', '889']);
    const og = page.querySelector('meta[property="og:image"]')!.getAttribute('content')!;
    expect(og).toMatch(/\/media\/img\/cloud-costs-[0-9a-f]+-og\.jpg$/);
    expect((await request.get(at(new URL(og).pathname))).headers()['content-type']).toBe('image/jpeg');
    const records = [...page.querySelectorAll('script[type="application/ld+json"]')].map((s) => JSON.parse(s.textContent!) as Record<string, unknown>);
    expect(records.find((r) => r['@type'] === 'NewsArticle')!.image).toEqual([expect.stringMatching(/\/media\/img\/cloud-costs-[0-9a-f]+-1600\.webp$/)]);
    const home = await documentAt(request, '/de');
    const card = [...home.querySelectorAll('section[aria-labelledby="news-teaser-title"] article')].find((a) => a.textContent?.includes(article.de.title));
    expect(card?.querySelector('picture source[type="image/avif"]')?.getAttribute('srcset')).toMatch(/cloud-costs-[0-9a-f]+-480\.avif 480w/);
  });

  test('the four feeds list the new article first, each in its language', async ({ request }) => {
    for (const lang of languages) {
      const feed = new XMLParser().parse(await (await request.get(at(localizePath('/news/feed.xml', lang)))).text()) as {
        rss: { channel: { item: { title: string; link: string }[] } };
      };
      expect([feed.rss.channel.item[0]!.title, feed.rss.channel.item[0]!.link]).toEqual([
        article[lang].title,
        `https://www.example.com${localizePath('/news/cloud-cost-control', lang)}`,
      ]);
    }
  });

  // A former address's redirect on Cloudflare's runtime (routing.spec.ts) and a logo drawn safe (images.test.ts) are the build's, checked on the fixture.
  test('an article’s Markdown edited by hand reaches its page, its HTML kept safe', async ({ request }) => {
    handEdit(join(news, 'cloud-cost-control.en.json'), (d) => {
      const [first] = d.sections as { paragraphs: string[] }[];
      first!.paragraphs = [
        'Cloud bills **grow** *quietly*: read [our review](https://example.org/review).\n\n- tag every resource\n- look every week',
        'Never <script>alert(1)</script><iframe src="https://evil.example"></iframe> [this](javascript:alert(1)) <img src=x onerror=alert(1)>.',
      ];
    });
    const article = async () => (await documentAt(request, '/news/cloud-cost-control')).querySelector('main article');
    await expect.poll(async () => (await article())?.querySelector('strong')?.textContent, { timeout: 30_000 }).toBe('grow');
    const text = (await article())!;
    expect(text.querySelector('em')?.textContent).toBe('quietly');
    const link = text.querySelector('a[href="https://example.org/review"]')!;
    expect([link.textContent, link.getAttribute('target'), link.getAttribute('rel')]).toEqual(['our review', '_blank', 'noopener noreferrer']);
    expect([...text.querySelectorAll('li')].map((li) => li.textContent)).toEqual(expect.arrayContaining(['tag every resource', 'look every week']));
    const written = text.querySelector('section[aria-labelledby="section-0"] .article-text')!;
    expect(written.innerHTML).not.toMatch(/<script|<iframe|<img|onerror|javascript:/);
    expect(written.textContent).toContain('Never');
  });

  test('hand edits the build refuses: a fact changed in one language, a translation missing its summary; one line each, no stack trace', () => {
    const german = join(jobs, 'devops-engineer-hybrid.de.json');
    const french = join(jobs, 'devops-engineer-hybrid.fr.json');
    handEdit(german, (d) => (d.applicationDeadline = '2025-10-15'));
    handEdit(french, (d) => delete d.summary);
    // A title longer than the page holds; a text file named like a picture, named as an article's image; a comma lost.
    handEdit(join(jobs, 'backend-developer-awka.de.json'), (d) => (d.title = 'Backend-Entwickler für Zahlungen '.repeat(10).slice(0, 300)));
    mkdirSync(join(work, 'public', 'media', 'uploads'), { recursive: true });
    writeFileSync(join(work, 'public', 'media', 'uploads', 'team-photo.png'), 'Meeting notes, not a photo.\n');
    handEdit(join(news, 'ai-business-transformation.en.json'), (d) => (d.image = '/media/uploads/team-photo.png'));
    const spanish = join(jobs, 'devops-engineer-hybrid.es.json');
    writeFileSync(spanish, readFileSync(spanish, 'utf8').replace(/",\n(\s+"slug")/, '"\n$1'));
    const { status, lines } = contentBuild();
    expect(status).toBe(1);
    const problems = [
      /^ {2}app\/data\/content\/jobs\/devops-engineer-hybrid\.es\.json: \(file\) \(es\): is not valid JSON at line 3, column 3: expected ',' or '}' after property value/,
      /^ {2}app\/data\/content\/jobs\/backend-developer-awka\.de\.json: title \(de\): has 300 of at most 100 characters: shorten it$/,
      /^ {2}app\/data\/content\/jobs\/devops-engineer-hybrid\.fr\.json: summary \(fr\): is missing: this language has text, so it needs every required field/,
      /^ {2}app\/data\/content\/jobs\/devops-engineer-hybrid\.de\.json: applicationDeadline \(de\): is "2025-10-15" here but "2025-09-30" in the English file/,
      /^ {2}app\/data\/content\/news\/ai-business-transformation\.en\.json: image \(en\): names \/media\/uploads\/team-photo\.png, which is not a PNG, JPEG, WebP or AVIF picture/,
    ];
    expect(lines).toEqual([
      `The content has ${problems.length} errors:`,
      ...problems.map((p) => expect.stringMatching(p)),
      expect.stringMatching(/^Correct each field named/),
    ]);
    expect(lines.join('\n')).not.toMatch(/\bat .*:\d+:\d+|node_modules/);
  });

  test('after the build that failed on a bad item, npm run cms’s site (the dev server) serves every other page, and the bad item’s pages say what is wrong', async ({
    request,
  }) => {
    for (const path of ['/', '/careers', '/de/careers', '/career-details/frontend-engineer', '/news/cloud-cost-control', '/fr/news', '/fr/projects/afriwok'])
      expect((await request.get(at(path))).status(), path).toBe(200);
    const article = await request.get(at('/news/ai-business-transformation'));
    expect(article.status()).toBe(500);
    expect(await article.text()).toMatch(/ai-business-transformation\.en\.json.*image.*team-photo\.png, which is not a PNG/s);
    const bad = await request.get(at('/de/career-details/devops-engineer-hybrid'));
    expect(bad.status()).toBe(500);
    const text = await bad.text();
    expect(text).toContain('devops-engineer-hybrid.de.json');
    expect(text).toContain('applicationDeadline');
    expect(text).not.toMatch(/node_modules|\.vite-temp/);
  });

  test('the FAQ as the owners left it: the new question on /about in each language, the removed one gone', async ({ request }) => {
    for (const lang of languages) {
      const html = await (await request.get(at(lang === 'en' ? '/about' : `/${lang}/about`))).text();
      const asked = [...new JSDOM(html).window.document.querySelectorAll('[data-testid="faq"] summary')].map((s) => s.textContent?.trim());
      expect(asked, lang).toContain(NEW_QUESTION[lang].question);
      if (lang === 'en') expect(asked).not.toContain(removedQuestion);
    }
  });

  test('a page text saved while the site runs is on its page at once, in the HTML the server answers', async ({ request }) => {
    const file = join(work, 'public', 'locales', 'en', 'contact.json');
    const texts = read(file) as { hero: { title: string } };
    const saved = 'Tell us what you need, and we answer within a day';
    writeFileSync(file, `${JSON.stringify({ ...texts, hero: { ...texts.hero, title: saved } }, null, 2)}\n`);
    await expect
      .poll(
        async () =>
          (
            await request
              .get(at('/contactus'))
              .then((r) => r.text())
              .catch(() => '')
          ).includes(saved),
        { timeout: 30_000 },
      )
      .toBe(true);
  });
});

test('on a phone (390 px) the editor fits the screen: its columns one above the other, nothing off to the right', async ({ page }) => {
  await openCms(page, { backend: backend!, work });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/admin/#/collections/jobs/entries/devops-engineer-hybrid');
  await expect(page.getByText('Writing in EN', { exact: true })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(390);
  for (const box of await page.locator('button, input, select').evaluateAll((all) => all.map((e) => e.getBoundingClientRect().right)))
    expect(box).toBeLessThanOrEqual(390);
  await expect(
    page
      .getByRole('button', { name: 'Publish' })
      .or(page.getByRole('button', { name: 'Published' }))
      .first(),
  ).toBeInViewport();
});

test('/admin/ is kept out of search engines and served with its own policy; public pages keep theirs', async ({ page, request }) => {
  const violations = await openCms(page, { backend: backend!, work });
  await expect(page.locator('meta[name=robots]')).toHaveAttribute('content', 'noindex, nofollow');
  await page.getByRole('link', { name: 'News', exact: true }).click();
  await page.locator('a[href$="/collections/news/entries/cloud-cost-control"]').click();
  await expect(page.getByText('Writing in EN', { exact: true })).toBeVisible();
  await expect
    .poll(
      () =>
        page
          .locator('img[src$="/media/uploads/cloud-costs.png"]')
          .first()
          .evaluate((i: HTMLImageElement) => i.naturalWidth),
      { message: 'the thumbnail of the upload' },
    )
    .toBe(1800);
  await page.locator('button[title="Toggle preview"]').click();
  const preview = page.frameLocator('iframe');
  await expect(preview.getByTestId('cms-languages')).toContainText('English ✓ complete');
  await expect(preview.locator('h1')).toHaveCSS('font-size', /^(3[0-9]|4[0-9]|5[0-9])px$/);
  await preview.getByRole('button', { name: 'Deutsch' }).click();
  await expect(preview.locator('h1')).toHaveText(article.de.title);
  await expect(preview.locator('article header time')).toHaveText(formatDate(day(-1), 'de'));
  expect(violations).toEqual([]);

  await page.goto('/admin/#/collections/jobs');
  const devops = page.locator('a[href$="/collections/jobs/entries/devops-engineer-hybrid"]');
  await expect(devops).toContainText('closed since 30 September 2025');
  await expect(devops).toContainText('EN FR ES DE');
  await expect(page.locator('a[href$="/collections/jobs/entries/frontend-engineer"]')).toContainText(`open, apply by`);
  await devops.click();
  await expect(page.getByRole('link', { name: /View Live/i })).toHaveAttribute('href', /\/career-details\/devops-engineer-hybrid$/);
  await expect(field(await pane(page, 'en'), 'Responsibilities')).toContainText('Build and maintain CI/CD pipelines in GitHub Actions');

  const admin = (await request.get('/admin/')).headers();
  expect(admin['content-security-policy']).toMatch(/connect-src 'self' [^;]*https:\/\/api\.github\.com/);
  expect(admin['x-robots-tag']).toBe('noindex, nofollow');
  const about = (await request.get('/about')).headers()['content-security-policy']!;
  expect(about).not.toContain('unsafe');
  expect(about).toContain("default-src 'none'");
  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).not.toContain('/admin');
});
