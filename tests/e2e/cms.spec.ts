/**
 * The content manager as an owner uses it, end to end: Decap CMS as the build made it (/admin/, served by
 * Cloudflare's runtime with its own policy), against its local backend (decap-server) working on a copy
 * of this project. It refuses an item without a required field; it writes a job and an article with an
 * uploaded image in four languages, and a second job without German; then the copy is built and served,
 * and the new content is checked where visitors and crawlers meet it: lists, pages, structured data,
 * responsive images, the sitemap and the feeds.
 */
import { spawn, spawnSync } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';
import sharp from 'sharp';
import { serveBuild } from '../../scripts/wrangler';

test.describe.configure({ mode: 'serial' });
// The CMS is someone else's interface: on a failure, the picture of it says more than the locator.
test.use({ screenshot: 'only-on-failure' });

const project = process.cwd();
const work = join(tmpdir(), `cms-e2e-${process.pid}`);
const jobs = join(work, 'app', 'data', 'content', 'jobs');
const news = join(work, 'app', 'data', 'content', 'news');
const HR_EMAIL = 'careers@example.com';
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const langs = ['en', 'fr', 'es', 'de'] as const;
type Lang = (typeof langs)[number];
const prefix = (lang: Lang) => (lang === 'en' ? '' : `/${lang}`);

let backend: ChildProcess | undefined;
let site: { url: string; child: ChildProcess } | undefined;

test.beforeAll(async () => {
  rmSync(work, { recursive: true, force: true });
  mkdirSync(work, { recursive: true });
  for (const entry of ['app', 'public', 'scripts', 'package.json', 'tsconfig.json', 'vite.config.ts', 'vite.admin.config.ts', 'react-router.config.ts'])
    cpSync(join(project, entry), join(work, entry), { recursive: true });
  symlinkSync(join(project, 'node_modules'), join(work, 'node_modules'));
  // The CMS's local backend on the copy: what the editor saves lands in its working tree.
  backend = spawn(process.execPath, [join(project, 'node_modules', 'decap-server', 'dist', 'index.js')], {
    env: { ...process.env, PORT: '8081', GIT_REPO_DIRECTORY: work, MODE: 'fs' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  await new Promise<void>((resolve, reject) => {
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (/listening on port 8081/.test(output)) resolve();
    };
    backend!.stdout!.on('data', onData);
    backend!.stderr!.on('data', onData);
    backend!.once('exit', (code) => reject(new Error(`decap-server exited (${code}):\n${output}`)));
  });
});

test.afterAll(() => {
  backend?.kill();
  site?.child.kill();
  rmSync(work, { recursive: true, force: true });
});

/** The CMS, signed in to its local backend; every policy violation it causes is collected. */
async function openCms(page: Page) {
  const violations: string[] = [];
  await page.exposeFunction('reportViolation', (v: string) => violations.push(v));
  await page.addInitScript(() =>
    document.addEventListener('securitypolicyviolation', (e) =>
      (window as unknown as { reportViolation: (v: string) => void }).reportViolation(`${e.effectiveDirective} blocked ${e.blockedURI || 'inline'}`),
    ),
  );
  await page.setViewportSize({ width: 1440, height: 1000 });
  // The editor shows uploads by their public address; `npm run cms` serves them from the working tree (vite.admin.config.ts), as here.
  await page.route(/\/media\/uploads\//, (route) => {
    const file = join(work, 'public', decodeURIComponent(new URL(route.request().url()).pathname));
    return existsSync(file) ? route.fulfill({ path: file }) : route.fulfill({ status: 404 });
  });
  // Decap rewrites the address as it starts: wait for its sign-in, not for the first load.
  await page.goto('/admin/', { waitUntil: 'commit' });
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('heading', { name: 'Collections' })).toBeVisible();
  return violations;
}

/** A new item of a collection, from its list (as an editor gets there). */
async function newItem(page: Page, collection: string, name: string) {
  await page.getByRole('link', { name: collection, exact: true }).click();
  await page.locator(`a[href$="/collections/${name}/new"]`).click();
  await expect(page.getByText('Writing in EN', { exact: true })).toBeVisible();
}

/** The editor's pane for a language: English on the left; the others on the right, chosen from its menu. */
async function pane(page: Page, lang: Lang): Promise<Locator> {
  const label = (l: Lang) => page.getByText(`Writing in ${l.toUpperCase()}`, { exact: true });
  if (lang !== 'en' && !(await label(lang).isVisible())) {
    await page.getByText(/^Writing in (FR|ES|DE)$/).click();
    await page.getByRole('menuitem', { name: lang, exact: true }).click();
  }
  return page
    .locator('div[class*="ControlPaneContainer"]')
    .filter({ has: label(lang) })
    .last();
}

/** A field's label as the CMS writes it: optional fields say so. */
const labelled = (label: string) => new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}( \\(optional\\))?$`);

/** The input of the field labelled `label`. */
const input = (within: Locator, label: string) => within.getByLabel(labelled(label)).first();

/** The control of the field labelled `label` directly (not of a field nested in it). */
const field = (within: Locator, label: string) =>
  within
    .locator('div[class*="ControlContainer"]')
    .filter({
      has: within
        .page()
        .locator('label')
        .filter({ hasText: labelled(label) }),
    })
    .last();

async function choose(within: Locator, label: string, option: string) {
  await input(within, label).click();
  await within.page().getByRole('option', { name: option, exact: true }).click();
}

/** Adds each entry to a list of plain texts (responsibilities, paragraphs). */
async function addTo(list: Locator, add: string, entries: readonly string[]) {
  for (const text of entries) {
    await list.getByRole('button', { name: add }).click();
    await list.locator('textarea').last().fill(text);
  }
}

async function publish(page: Page) {
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await page.getByText('Publish now', { exact: true }).click();
}

const until = (check: () => boolean, what: string) => expect.poll(check, { message: what, timeout: 20_000 }).toBe(true);

interface JobText {
  title: string;
  industry: string;
  location: string;
  summary: string;
  aboutUs: string;
  responsibility: string;
  requirement: string;
  howToApply: string;
}

async function writeJobText(p: Locator, t: JobText) {
  await input(p, 'Job title').fill(t.title);
  await input(p, 'Team or industry').fill(t.industry);
  await input(p, 'Location').fill(t.location);
  await input(p, 'Summary').fill(t.summary);
  await input(p, 'About us').fill(t.aboutUs);
  await addTo(field(p, 'Responsibilities'), 'Add responsibility', [t.responsibility]);
  await addTo(field(p, 'Requirements'), 'Add requirement', [t.requirement]);
  await input(p, 'How to apply').fill(t.howToApply);
}

/** The facts of a job, entered once in the English column. */
async function writeJobFacts(en: Locator, facts: { slug: string; deadline: string; where: string; apply: ['E-mail subject' | 'Note to applicants', string] }) {
  await input(en, 'Web address').fill(facts.slug);
  await input(en, 'Published on').fill(day(-1));
  await input(en, 'Apply by').fill(facts.deadline);
  await choose(en, 'Where the work is done', facts.where);
  await choose(en, 'Type of contract', 'Full time');
  await input(en, 'Country code').fill('NG');
  await input(en, facts.apply[0]).fill(facts.apply[1]);
}

const frontend: Record<Lang, JobText> = {
  en: {
    title: 'Frontend Engineer',
    industry: 'Software development',
    location: 'Nigeria, remote',
    summary: 'Build the web interfaces our clients and their customers use every day, from anywhere in Nigeria.',
    aboutUs: '{{brand}} designs, builds and runs software for businesses and institutions.',
    responsibility: 'Build fast, accessible React interfaces from design to production.',
    requirement: 'Three years of professional work with React and TypeScript.',
    howToApply: 'Send your CV and links to two interfaces you are proud of.',
  },
  fr: {
    title: 'Ingénieur frontend (H/F)',
    industry: 'Développement logiciel',
    location: 'Nigeria, à distance',
    summary: 'Concevez les interfaces web que nos clients et leurs usagers utilisent chaque jour, depuis n’importe où au Nigeria.',
    aboutUs: '{{brand}} conçoit, développe et exploite des logiciels pour les entreprises et les institutions.',
    responsibility: 'Réaliser des interfaces React rapides et accessibles, de la maquette à la production.',
    requirement: 'Trois ans d’expérience professionnelle avec React et TypeScript.',
    howToApply: 'Envoyez votre CV et les liens de deux interfaces dont vous êtes fier.',
  },
  es: {
    title: 'Ingeniero/a frontend',
    industry: 'Desarrollo de software',
    location: 'Nigeria, en remoto',
    summary: 'Crea las interfaces web que nuestros clientes y sus usuarios utilizan a diario, desde cualquier lugar de Nigeria.',
    aboutUs: '{{brand}} diseña, desarrolla y opera software para empresas e instituciones.',
    responsibility: 'Construir interfaces React rápidas y accesibles, del diseño a producción.',
    requirement: 'Tres años de experiencia profesional con React y TypeScript.',
    howToApply: 'Envía tu CV y enlaces a dos interfaces de las que estés orgulloso/a.',
  },
  de: {
    title: 'Frontend-Entwickler (m/w/d)',
    industry: 'Softwareentwicklung',
    location: 'Nigeria, remote',
    summary: 'Sie bauen die Weboberflächen, die unsere Kunden und deren Nutzer täglich verwenden – von überall in Nigeria.',
    aboutUs: '{{brand}} entwirft, entwickelt und betreibt Software für Unternehmen und Institutionen.',
    responsibility: 'Schnelle, barrierefreie React-Oberflächen vom Entwurf bis in die Produktion bauen.',
    requirement: 'Drei Jahre Berufserfahrung mit React und TypeScript.',
    howToApply: 'Senden Sie Ihren Lebenslauf und Links zu zwei Oberflächen, auf die Sie stolz sind.',
  },
};

const supportLead: Record<Exclude<Lang, 'de'>, JobText> = {
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
};

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

const article: Record<Lang, ArticleText> = {
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
};

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

test('the CMS refuses to save a job without its required fields, or with a web address of the wrong form', async ({ page }) => {
  const violations = await openCms(page);
  await newItem(page, 'Jobs', 'jobs');
  const en = await pane(page, 'en');
  await input(en, 'Job title').fill('Frontend Engineer');
  await input(en, 'Web address').fill('Frontend-Engineer');
  await publish(page);
  await expect(page.getByText(/missed a required field/)).toBeVisible();
  await expect(field(en, 'Web address')).toContainText('Use lowercase letters and digits joined by single hyphens');
  await expect(field(en, 'Apply by')).toContainText(/required/i);
  expect(existsSync(join(jobs, 'Frontend-Engineer.en.json')) || existsSync(join(jobs, 'frontend-engineer.en.json'))).toBe(false);
  expect(violations).toEqual([]);
});

test('an owner writes a job in four languages: it lands in the working tree, one file per language', async ({ page }) => {
  test.setTimeout(180_000);
  const violations = await openCms(page);
  await newItem(page, 'Jobs', 'jobs');
  const en = await pane(page, 'en');
  await writeJobText(en, frontend.en);
  await writeJobFacts(en, { slug: 'frontend-engineer', deadline: day(365), where: 'Remote', apply: ['E-mail subject', 'Frontend Engineer Application'] });
  for (const lang of ['fr', 'es', 'de'] as const) await writeJobText(await pane(page, lang), frontend[lang]);
  await publish(page);
  await until(() => langs.every((l) => existsSync(join(jobs, `frontend-engineer.${l}.json`))), 'the four files of the job');
  expect(read(join(jobs, 'frontend-engineer.en.json'))).toMatchObject({
    id: 'frontend-engineer',
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
  const violations = await openCms(page);
  await newItem(page, 'News', 'news');
  const en = await pane(page, 'en');
  await writeArticleText(en, article.en);
  await input(en, 'Web address').fill('cloud-cost-control');
  await input(en, 'Published on').fill(day(-1));
  await en.getByRole('button', { name: 'Choose an image' }).click();
  await page.locator('input[type=file]').setInputFiles(png);
  await page.getByRole('button', { name: 'Choose selected' }).click();
  for (const lang of ['fr', 'es', 'de'] as const) await writeArticleText(await pane(page, lang), article[lang]);
  await publish(page);
  await until(() => langs.every((l) => existsSync(join(news, `cloud-cost-control.${l}.json`))), 'the four files of the article');
  await until(() => existsSync(join(work, 'public', 'media', 'uploads', 'cloud-costs.png')), 'the upload in the media folder');
  expect(read(join(news, 'cloud-cost-control.en.json'))).toMatchObject({
    slug: 'cloud-cost-control',
    image: '/media/uploads/cloud-costs.png',
    title: article.en.title,
  });
  expect(violations).toEqual([]);
});

test('an owner writes a second job, leaving its German text empty', async ({ page }) => {
  test.setTimeout(180_000);
  await openCms(page);
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
  if (existsSync(german)) expect(read(german)).not.toHaveProperty('title');
});

test.describe('after a build of the edited copy', () => {
  test.beforeAll(async () => {
    test.setTimeout(600_000);
    const run = (args: string[]) => {
      const result = spawnSync('npx', args, { cwd: work, encoding: 'utf8', env: { ...process.env, FORCE_COLOR: '0' } });
      if (result.status !== 0) throw new Error(`npx ${args.join(' ')} failed:\n${result.stdout}\n${result.stderr}`);
    };
    run(['react-router', 'build']);
    run(['tsx', 'scripts/postbuild.ts']);
    site = await serveBuild({ root: join(work, 'build', 'client'), port: 4180 });
  });

  const at = (path: string) => `${site!.url}${path}`;

  test('/careers lists the new job as open in four languages; the job without German has no German page', async ({ page }) => {
    for (const lang of langs) {
      await page.goto(at(`${prefix(lang)}/careers`));
      const open = page.getByTestId('open-jobs');
      await expect(open.locator(`a[href="${prefix(lang)}/career-details/frontend-engineer"]`)).toHaveCount(1);
      await expect(open.getByRole('heading', { name: frontend[lang].title, exact: true })).toBeVisible();
      await expect(open.locator(`a[href="${prefix(lang)}/career-details/support-desk-lead"]`)).toHaveCount(lang === 'de' ? 0 : 1);
    }
    const missing = await page.goto(at('/de/career-details/support-desk-lead'));
    expect(missing?.status()).toBe(404);
    await page.goto(at('/career-details/support-desk-lead'));
    const alternates = await page.locator('link[rel=alternate][hreflang]').evaluateAll((els) => els.map((e) => e.getAttribute('hreflang')));
    expect(alternates.sort()).toEqual(['en', 'es', 'fr', 'x-default']);
    await expect(page.getByTestId('apply-note')).toContainText('Support Desk Lead');
  });

  test('the job page carries a valid JobPosting and applies by e-mail with its subject', async ({ page }) => {
    await page.goto(at('/career-details/frontend-engineer'));
    await expect(page.locator('h1')).toHaveText('Frontend Engineer');
    await expect(page.getByRole('link', { name: 'Apply via e-mail' })).toHaveAttribute('href', `mailto:${HR_EMAIL}?subject=Frontend%20Engineer%20Application`);
    const records = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((s) => JSON.parse(s) as Record<string, unknown>);
    const posting = records.find((r) => r['@type'] === 'JobPosting')!;
    // What Google requires of a job posting, and what a remote one adds.
    expect(posting).toMatchObject({
      '@context': 'https://schema.org',
      title: 'Frontend Engineer',
      datePosted: day(-1),
      validThrough: `${day(365)}T23:59:59+01:00`,
      employmentType: 'FULL_TIME',
      hiringOrganization: { '@type': 'Organization', name: 'Orvane' },
      jobLocationType: 'TELECOMMUTE',
      applicantLocationRequirements: { '@type': 'Country', name: 'NG' },
    });
    expect(String(posting.description)).toContain(frontend.en.requirement);
    expect(Date.parse(String(posting.validThrough))).toBeGreaterThan(Date.now());
  });

  test('the article’s page and its cards show the uploaded image as AVIF and WebP at several widths, with its size', async ({ page, request }) => {
    await page.goto(at('/news/cloud-cost-control'));
    await expect(page.locator('h1')).toHaveText(article.en.title);
    const hero = page.locator('main article header picture');
    for (const type of ['image/avif', 'image/webp']) {
      const srcset = (await hero.locator(`source[type="${type}"]`).getAttribute('srcset'))!;
      const candidates = srcset.split(',').map((c) => c.trim().split(' '));
      expect(candidates.map(([, w]) => w)).toEqual(['480w', '960w', '1600w']);
      for (const [src] of candidates) {
        const response = await request.get(at(src!));
        expect(response.status(), src).toBe(200);
        expect(response.headers()['content-type'], src).toBe(type);
      }
    }
    const img = hero.locator('img');
    await expect(img).toHaveAttribute('alt', article.en.imageAlt);
    await expect(img).toHaveAttribute('width', '1600');
    await expect(img).toHaveAttribute('height', '889');
    await expect.poll(() => img.evaluate((i: HTMLImageElement) => i.currentSrc)).toMatch(/\/media\/img\/cloud-costs-[0-9a-f]+-\d+\.avif$/);
    // Shared as a 1200×630 crop of the upload; the structured data names the image too.
    const og = (await page.locator('meta[property="og:image"]').getAttribute('content'))!;
    expect(og).toMatch(/\/media\/img\/cloud-costs-[0-9a-f]+-og\.jpg$/);
    expect((await request.get(at(new URL(og).pathname))).headers()['content-type']).toBe('image/jpeg');
    const records = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((s) => JSON.parse(s) as Record<string, unknown>);
    expect(records.find((r) => r['@type'] === 'NewsArticle')!.image).toEqual([expect.stringMatching(/\/media\/img\/cloud-costs-[0-9a-f]+-1600\.webp$/)]);
    // The cards: the home page's newest articles.
    await page.goto(at('/de'));
    const card = page.locator('section[aria-labelledby="news-teaser-title"] article').filter({ hasText: article.de.title });
    await expect(card.locator('picture source[type="image/avif"]')).toHaveAttribute('srcset', /cloud-costs-[0-9a-f]+-480\.avif 480w/);
  });

  test('the sitemap and the four feeds list the new job and article, each in its languages', async ({ page, request }) => {
    const sitemap = await (await request.get(at('/sitemap.xml'))).text();
    for (const lang of langs) {
      expect(sitemap).toContain(`<loc>https://www.example.com${prefix(lang)}/career-details/frontend-engineer</loc>`);
      expect(sitemap).toContain(`<loc>https://www.example.com${prefix(lang)}/news/cloud-cost-control</loc>`);
      expect(sitemap.includes(`<loc>https://www.example.com${prefix(lang)}/career-details/support-desk-lead</loc>`)).toBe(lang !== 'de');
      const feed = await (await request.get(at(`${prefix(lang)}/news/feed.xml`))).text();
      const items = await page.evaluate(
        (xml) =>
          [...new DOMParser().parseFromString(xml, 'application/xml').querySelectorAll('item')].map((i) => [
            i.querySelector('title')?.textContent,
            i.querySelector('link')?.textContent,
          ]),
        feed,
      );
      // The newest article first.
      expect(items[0]).toEqual([article[lang].title, `https://www.example.com${prefix(lang)}/news/cloud-cost-control`]);
    }
  });
});

test('/admin/ is kept out of search engines and served with its own policy; public pages keep theirs', async ({ page, request }) => {
  const violations = await openCms(page);
  await expect(page.locator('meta[name=robots]')).toHaveAttribute('content', 'noindex, nofollow');
  // An item with its preview: the site's sections, styled, in the CMS's frame.
  await page.getByRole('link', { name: 'News', exact: true }).click();
  await page.locator('a[href*="/collections/news/entries/"]').first().click();
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
  await expect(preview.getByTestId('cms-languages')).toContainText('English ✓ published');
  await expect(preview.locator('h1')).toHaveCSS('font-size', /^(3[0-9]|4[0-9]|5[0-9])px$/);
  expect(violations).toEqual([]);

  const admin = (await request.get('/admin/')).headers();
  expect(admin['content-security-policy']).toMatch(/connect-src 'self' [^;]*https:\/\/api\.github\.com/);
  expect(admin['x-robots-tag']).toBe('noindex, nofollow');
  const about = (await request.get('/about')).headers()['content-security-policy']!;
  expect(about).not.toContain('unsafe');
  expect(about).toContain("default-src 'none'");
  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).not.toContain('/admin');
});
