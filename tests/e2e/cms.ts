/** Drives the content manager as an owner does, signed in to a local backend (scripts/tools/cms-backend.ts) on a copy of the project. */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';
import { languages } from '../../app/i18n/languages';
import type { Lang } from '../../app/i18n/languages';
import type { CmsBackend } from '../../scripts/tools/cms-backend';
import { literally } from './content';

// When the tests started: a date typed early and read late is the same day across midnight.
const TODAY = Date.now();
/** Words a test types in each language; a language with none (one just added) fails the file, naming where to add them. */
export function inEveryLanguage<T>(what: string, words: Partial<Record<Lang, T>>): Record<Lang, T> {
  const missing = languages.filter((lang) => !(lang in words));
  if (missing.length) throw new Error(`${what} has no words in ${missing.join(', ')}: add them there`);
  return words as Record<Lang, T>;
}

export const day = (offset: number) => new Date(TODAY + offset * 86_400_000).toISOString().slice(0, 10);

/** The CMS, signed in, collecting policy violations and script errors. A draft's site is slow to start: only `draftSites` lets one start. */
export async function openCms(page: Page, { backend, work, draftSites = false }: { backend: CmsBackend; work: string; draftSites?: boolean }) {
  const violations: string[] = [];
  // Decap rejects its save promise without a reason when a field is refused (not an error); a slip in code is a TypeError or a ReferenceError.
  page.on('pageerror', (e) => {
    if (e.name === 'TypeError' || e.name === 'ReferenceError') violations.push(`script error: ${e.message}`);
  });
  await page.exposeFunction('reportViolation', (v: string) => violations.push(v));
  await page.addInitScript(() =>
    document.addEventListener('securitypolicyviolation', (e) =>
      (window as unknown as { reportViolation: (v: string) => void }).reportViolation(`${e.effectiveDirective} blocked ${e.blockedURI || 'inline'}`),
    ),
  );
  await page.setViewportSize({ width: 1440, height: 1000 });
  // The editor shows uploads by their public address: served from the working tree, as `npm run cms` does (vite.admin.config.ts).
  await page.route(/\/media\/uploads\//, (route) => {
    const file = join(work, 'public', decodeURIComponent(new URL(route.request().url()).pathname));
    return existsSync(file) ? route.fulfill({ path: file }) : route.fulfill({ status: 404 });
  });
  // The editor asks for its backend on its own origin (app/data/collections/cms-config.ts): the test's backend answers.
  await page.route('**/api/v1', async (route) => {
    if (!draftSites && (route.request().postDataJSON() as { action?: string } | null)?.action === 'getDeployPreview')
      return route.fulfill({ contentType: 'application/json', body: 'null' });
    const answer = await fetch(`${backend.url}/api/v1`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: route.request().postData() });
    const body = await answer.text();
    // The test may have ended while its page waited for the answer.
    await route.fulfill({ status: answer.status, contentType: 'application/json', body }).catch(() => undefined);
  });
  // Decap rewrites the address as it starts: wait for its sign-in, not for the first load.
  await page.goto('/admin/', { waitUntil: 'commit' });
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('heading', { name: 'Collections' })).toBeVisible();
  return violations;
}

/** Opens an item at its address and waits until the editor shows it (a draft's item comes from its branch, slowly). */
export async function openItem(page: Page, collection: string, key: string) {
  const address = `/admin/#/collections/${collection}/entries/${key}`;
  // An address the page is at already would not load it again.
  if (page.url().endsWith(address)) await page.reload();
  else await page.goto(address);
  await expect(page.getByText('Writing in EN', { exact: true })).toBeVisible({ timeout: 60_000 });
}

export async function newItem(page: Page, collection: string, name: string) {
  await page.getByRole('link', { name: collection, exact: true }).click();
  await page.locator(`a[href$="/collections/${name}/new"]`).click();
  await expect(page.getByText('Writing in EN', { exact: true })).toBeVisible();
}

/** The editor's pane for a language: English on the left; the others on the right, chosen from its menu. */
export async function pane(page: Page, lang: Lang): Promise<Locator> {
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
const labelled = (label: string) => new RegExp(`^${literally(label)}( \\(optional\\))?$`);

export const input = (within: Locator, label: string) => within.getByLabel(labelled(label)).first();

/** The control of the field labelled `label` directly (not of a field nested in it), among those shown (not in a folded list entry). */
export const field = (within: Locator, label: string) =>
  within
    .locator('div[class*="ControlContainer"]')
    .filter({
      has: within
        .page()
        .locator('label')
        .filter({ hasText: labelled(label) }),
    })
    .filter({ visible: true })
    .last();

export async function enterDay(within: Locator, label: string, value: string) {
  const [year, month, day] = value.split('-');
  const control = field(within, label);
  await retype(control.getByLabel('Day', { exact: true }), String(Number(day)));
  await control.getByLabel('Month', { exact: true }).selectOption(String(Number(month)));
  await retype(control.getByLabel('Year', { exact: true }), year!);
}

export async function choose(within: Locator, label: string, option: string) {
  await input(within, label).click();
  await within.page().getByRole('option', { name: option, exact: true }).click();
}

/** Adds each entry to a list of plain texts (responsibilities, paragraphs); `hold`: ms the button is held down. */
export async function addTo(list: Locator, add: string, entries: readonly string[], hold = 0) {
  // A plain text is a textarea; an article's paragraph is Decap's Markdown editor, an editable box.
  const boxes = list.locator('textarea, [contenteditable="true"]');
  for (const text of entries) {
    const before = await boxes.count();
    await list.getByRole('button', { name: add }).click({ delay: hold });
    await expect(boxes, `"${add}" added an entry`).toHaveCount(before + 1);
    await boxes.last().fill(text);
  }
}

export async function publish(page: Page) {
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await page.getByText('Publish now', { exact: true }).click();
}

export const until = (check: () => boolean, what: string) => expect.poll(check, { message: what, timeout: 20_000 }).toBe(true);

const parsed = (file: string): Record<string, unknown> | undefined => {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
  } catch {
    return undefined;
  }
};
/** A JSON file the editor saves, once it is there whole: the backend writes it in place, so it can be read half-written. */
export async function saved(file: string, what: string) {
  await until(() => parsed(file) !== undefined, what);
  return parsed(file)!;
}

export interface JobText {
  title: string;
  industry: string;
  location: string;
  summary: string;
  aboutUs: string;
  responsibility: string;
  requirement: string;
  howToApply: string;
}

export async function writeJobText(p: Locator, t: JobText) {
  await input(p, 'Job title').fill(t.title);
  await input(p, 'Team or industry').fill(t.industry);
  await input(p, 'Location').fill(t.location);
  await input(p, 'Summary').fill(t.summary);
  await input(p, 'About us').fill(t.aboutUs);
  await addTo(field(p, 'Responsibilities'), 'Add responsibility', [t.responsibility]);
  await addTo(field(p, 'Requirements'), 'Add requirement', [t.requirement]);
  await input(p, 'How to apply').fill(t.howToApply);
}

export async function writeJobFacts(
  en: Locator,
  facts: { slug: string; deadline: string; where: string; apply: ['E-mail subject' | 'Note to applicants', string] },
) {
  await input(en, 'Web address').fill(facts.slug);
  await enterDay(en, 'Published on', day(-1));
  await enterDay(en, 'Apply by', facts.deadline);
  await choose(en, 'Where the work is done', facts.where);
  await choose(en, 'Type of contract', 'Full time');
  await input(en, 'Country code').fill('NG');
  await input(en, facts.apply[0]).fill(facts.apply[1]);
}

export const frontend = inEveryLanguage<JobText>('frontend (tests/e2e/cms.ts)', {
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
});

/** Replaces a field's text as a person does: a fill of a filled Decap input appends, as its caret jumps back on re-render. */
export async function retype(box: Locator, value: string) {
  await box.focus();
  await box.press('ControlOrMeta+a');
  if (value) await box.page().keyboard.insertText(value);
  else await box.press('Backspace');
}

export interface ServiceText {
  title: string;
  subtitle: string;
  meta: string;
  deliverable: { title: string; description: string; details: readonly string[] };
}

export async function writeServiceText(p: Locator, t: ServiceText) {
  await input(p, 'Service name').fill(t.title);
  await input(p, 'Subtitle').fill(t.subtitle);
  await input(p, 'Search description').fill(t.meta);
  const list = field(p, 'What we deliver');
  await list.getByRole('button', { name: 'Add deliverable' }).click();
  await input(list, 'Title').fill(t.deliverable.title);
  await input(list, 'Description').fill(t.deliverable.description);
  await addTo(field(list, 'Details'), 'Add detail', t.deliverable.details);
}

export const training = inEveryLanguage<ServiceText>('training (tests/e2e/cms.ts)', {
  en: {
    title: 'Security awareness training',
    subtitle: 'Short, practical sessions that teach staff to spot phishing and handle data safely.',
    meta: 'Security awareness training by {{brand}}: phishing drills, short lessons and reports your auditors accept.',
    deliverable: {
      title: 'Phishing drills',
      description: 'We send realistic practice e-mails each month and give a two-minute lesson to whoever clicks.',
      details: ['Monthly practice campaigns', 'Lessons in the moment', 'Reports by department'],
    },
  },
  fr: {
    title: 'Sensibilisation à la sécurité',
    subtitle: 'Des séances courtes et concrètes qui apprennent aux équipes à repérer l’hameçonnage et à protéger les données.',
    meta: 'Sensibilisation à la sécurité par {{brand}} : exercices d’hameçonnage, leçons courtes et rapports acceptés par vos auditeurs.',
    deliverable: {
      title: 'Exercices d’hameçonnage',
      description: 'Chaque mois, nous envoyons des e-mails d’exercice réalistes et une leçon de deux minutes à qui clique.',
      details: ['Campagnes d’exercice mensuelles', 'Leçons sur le moment', 'Rapports par service'],
    },
  },
  es: {
    title: 'Formación en seguridad',
    subtitle: 'Sesiones breves y prácticas que enseñan al personal a detectar el phishing y a tratar los datos con cuidado.',
    meta: 'Formación en seguridad de {{brand}}: simulacros de phishing, lecciones breves e informes que aceptan sus auditores.',
    deliverable: {
      title: 'Simulacros de phishing',
      description: 'Cada mes enviamos correos de práctica realistas y una lección de dos minutos a quien hace clic.',
      details: ['Campañas de práctica mensuales', 'Lecciones en el momento', 'Informes por departamento'],
    },
  },
  de: {
    title: 'Schulungen zur IT-Sicherheit',
    subtitle: 'Kurze, praxisnahe Einheiten, in denen Mitarbeitende Phishing erkennen und sicher mit Daten umgehen lernen.',
    meta: 'Schulungen zur IT-Sicherheit von {{brand}}: Phishing-Übungen, kurze Lektionen und Berichte, die Prüfer anerkennen.',
    deliverable: {
      title: 'Phishing-Übungen',
      description: 'Jeden Monat senden wir realistische Übungs-E-Mails und eine Lektion von zwei Minuten an alle, die klicken.',
      details: ['Monatliche Übungskampagnen', 'Lektionen im Moment', 'Berichte nach Abteilung'],
    },
  },
});
