/** Contact form (EmailJS), contact map, careers list, job pages and a legal page's contents. */
import type { Page, Request, Route } from '@playwright/test';
import { applyMethod, careersLists, mailto } from '../../app/data/jobs';
import { formatDate } from '../../app/i18n/format';
import { addDays, BRAND, literally, noonInLagos, ordered, published, withBrand } from './content';
import { expect, expectAccessibleInBothThemes, gotoHydrated, hydrateDeferred, test } from './fixtures';

const EMAILJS = 'https://api.emailjs.com/**';
const SITE_EMAIL = 'hello@example.com';
const HR_EMAIL = 'careers@example.com';

type Enquiry = { firstName: string; lastName: string; email: string; service: string; message: string };
const enquiry: Enquiry = {
  firstName: 'Ada',
  lastName: 'Okafor',
  email: 'ada@example.org',
  service: 'cloud-services',
  message: 'We would like to move our file servers to the cloud.',
};

/** EmailJS refuses headless browsers; make this one look like a person's. */
async function notHeadless(page: Page) {
  await page.addInitScript(() => Object.defineProperty(Navigator.prototype, 'webdriver', { get: () => false }));
}

/** Answers EmailJS with `answer` and records every request it received. */
async function answerEmailJs(page: Page, answer: (route: Route) => Promise<void> = (r) => r.fulfill({ status: 200, body: 'OK' })) {
  const requests: Request[] = [];
  await page.route(EMAILJS, async (route) => {
    requests.push(route.request());
    await answer(route);
  });
  return requests;
}

const form = (page: Page) => {
  const f = page.getByTestId('contact-form');
  return {
    root: f,
    firstName: f.getByLabel('First name'),
    lastName: f.getByLabel('Last name'),
    email: f.getByLabel('Work e-mail'),
    service: f.getByLabel('Service'),
    message: f.getByLabel('Message', { exact: true }),
    submit: f.getByRole('button', { name: 'Send message' }),
  };
};

async function fill(page: Page, values: Enquiry = enquiry) {
  const f = form(page);
  await f.firstName.fill(values.firstName);
  await f.lastName.fill(values.lastName);
  await f.email.fill(values.email);
  await f.service.selectOption(values.service);
  await f.message.fill(values.message);
}

async function expectFieldsHold(page: Page, values: Enquiry = enquiry) {
  const f = form(page);
  await expect(f.firstName).toHaveValue(values.firstName);
  await expect(f.lastName).toHaveValue(values.lastName);
  await expect(f.email).toHaveValue(values.email);
  await expect(f.service).toHaveValue(values.service);
  await expect(f.message).toHaveValue(values.message);
}

/** The red message with its outcome, the fields kept, the button back, the address offered; then the expected console log is consumed. */
async function expectFailure(page: Page, consoleErrors: string[], failure: string, text: string) {
  const error = page.getByTestId('form-error');
  await expect(error).toBeVisible();
  await expect(error).toHaveAttribute('data-failure', failure);
  await expect(error).toHaveAttribute('role', 'alert');
  await expect(error).toContainText(text);
  await expect(error).toHaveCSS('color', /^rgb\((1\d\d|2\d\d), \d{1,2}, \d{1,2}\)$/); // red-ish
  await expect(error.getByRole('link', { name: SITE_EMAIL })).toHaveAttribute('href', `mailto:${SITE_EMAIL}`);
  await expect(page.getByTestId('form-success')).toHaveCount(0);
  await expectFieldsHold(page);
  await expect(form(page).submit).toBeEnabled();
  expect(consoleErrors.join('\n')).toContain('Contact form');
  consoleErrors.splice(0);
}

const TEXT = {
  failed: 'Failed to send message. Please try again later.',
  blocked: 'Our e-mail service refused this message.',
  throttled: 'You have just sent a message. Please wait a few seconds before sending another.',
  network: 'your connection seems to be offline',
  timeout: 'Our e-mail service is taking too long to answer.',
};

test.describe('contact form: fields and validation', () => {
  test('all five fields are required: an empty submit sends nothing and the browser marks them invalid', async ({ page }) => {
    await notHeadless(page);
    const requests = await answerEmailJs(page);
    await gotoHydrated(page, '/contactus');
    const f = form(page);
    for (const field of [f.firstName, f.lastName, f.email, f.service, f.message]) {
      await expect(field).toHaveAttribute('required', '');
      expect(await field.evaluate((el: HTMLInputElement) => el.validity.valid)).toBe(false);
    }
    await f.submit.click();
    expect(await f.root.evaluate((el: HTMLFormElement) => el.checkValidity())).toBe(false);
    await expect(f.root.locator('input:invalid, select:invalid, textarea:invalid')).toHaveCount(5);
    // The first invalid field gets focus from the browser's check.
    await expect(f.firstName).toBeFocused();
    await expect(page.getByTestId('form-success')).toHaveCount(0);
    await expect(page.getByTestId('form-error')).toHaveCount(0);
    expect(requests).toHaveLength(0);
    await expectAccessibleInBothThemes(page, 'contact form with invalid fields', { within: '[data-testid="contact-form"]' });
  });

  test('the e-mail field takes only an e-mail address', async ({ page }) => {
    await notHeadless(page);
    const requests = await answerEmailJs(page);
    await gotoHydrated(page, '/contactus');
    const f = form(page);
    await expect(f.email).toHaveAttribute('type', 'email');
    await fill(page, { ...enquiry, email: 'not-an-email' });
    await f.submit.click();
    expect(await f.email.evaluate((el: HTMLInputElement) => el.validity.typeMismatch)).toBe(true);
    await expect(f.root.locator('input:invalid, select:invalid, textarea:invalid')).toHaveCount(1);
    await expect(f.email).toBeFocused();
    await expect(page.getByTestId('form-success')).toHaveCount(0);
    expect(requests).toHaveLength(0);
  });

  test('message is a 5-row text area; service offers 11 services, general and other behind a disabled placeholder', async ({ page }) => {
    await gotoHydrated(page, '/contactus');
    const f = form(page);
    await expect(f.message).toHaveJSProperty('tagName', 'TEXTAREA');
    await expect(f.message).toHaveAttribute('rows', '5');
    const options = f.service.locator('option');
    await expect(options).toHaveCount(14);
    await expect(options.first()).toHaveText('Select a service');
    await expect(options.first()).toBeDisabled();
    await expect(options.first()).toHaveAttribute('value', '');
    await expect(f.service).toHaveValue('');
    const values = await options.evaluateAll((els) => els.slice(1).map((o) => (o as HTMLOptionElement).value));
    expect(values.slice(-2)).toEqual(['general', 'other']);
    expect([...values].sort()).toEqual(
      [
        'managed-it-services',
        'cloud-services',
        'cybersecurity-services',
        'it-consulting-strategy',
        'software-development',
        'data-services',
        'infrastructure-services',
        'it-support-helpdesk',
        'communication-collaboration',
        'backup-disaster-recovery',
        'hardware-software-procurement',
        'general',
        'other',
      ].sort(),
    );
    await expect(f.service.locator('option:not([disabled])')).toHaveCount(13);
  });

  test('?service=cloud-services preselects that service; an unknown one is ignored', async ({ page }) => {
    await gotoHydrated(page, '/contactus?service=cloud-services');
    await expect(form(page).service).toHaveValue('cloud-services');
    await expect(form(page).service.locator('option:checked')).toHaveText('Cloud services');
    await gotoHydrated(page, '/contactus?service=nope');
    await expect(form(page).service).toHaveValue('');
  });
});

test.describe('contact form: sending', () => {
  test('sends the five fields to EmailJS, shows "sending" meanwhile, then the green message and empty fields', async ({ page }) => {
    await notHeadless(page);
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const requests = await answerEmailJs(page, async (route) => {
      await gate;
      await route.fulfill({ status: 200, body: 'OK' });
    });
    await gotoHydrated(page, '/contactus');
    await fill(page);
    const f = form(page);
    await f.submit.click();
    const sendingButton = f.root.getByRole('button', { name: 'Sending message...' });
    await expect(sendingButton).toBeDisabled();
    await expect(f.root.getByRole('button', { name: 'Send message' })).toHaveCount(0);
    await expect.poll(() => requests.length).toBe(1);
    await expect(page.getByTestId('form-success')).toHaveCount(0);
    release();

    const success = page.getByTestId('form-success');
    await expect(success).toHaveText("Message sent successfully! We'll get back to you soon.");
    await expect(success).toHaveCSS('color', /^rgb\(\d{1,2}, (1\d\d|2\d\d), \d{1,3}\)$/); // green-ish
    for (const field of [f.firstName, f.lastName, f.email, f.service, f.message]) await expect(field).toHaveValue('');
    await expect(f.submit).toBeEnabled();
    await expect(page.getByTestId('form-error')).toHaveCount(0);

    const request = requests[0]!;
    expect(request.method()).toBe('POST');
    expect(request.url()).toBe('https://api.emailjs.com/api/v1.0/email/send');
    const body = request.postDataJSON();
    expect(body).toMatchObject({ service_id: 'service_e2e', template_id: 'template_e2e', user_id: 'public_e2e' });
    expect(typeof body.lib_version).toBe('string');
    expect(body.template_params).toEqual(enquiry);
    expect(requests).toHaveLength(1);
    await expectAccessibleInBothThemes(page, 'contact form, sent', { within: '[data-testid="contact-form"]' });
  });

  test('a second send within 10 s is throttled without a second request', async ({ page, consoleErrors }) => {
    await notHeadless(page);
    const requests = await answerEmailJs(page);
    await gotoHydrated(page, '/contactus');
    await fill(page);
    await form(page).submit.click();
    await expect(page.getByTestId('form-success')).toBeVisible();
    await fill(page);
    await form(page).submit.click();
    await expect(page.getByTestId('form-error')).toContainText(TEXT.throttled);
    await expectFailure(page, consoleErrors, 'throttled', TEXT.throttled);
    expect(requests).toHaveLength(1);
  });

  test('each refusal (400, 403, 429, 451, 500) shows its message and keeps every field, so the visitor can send again', async ({ page, consoleErrors }) => {
    await notHeadless(page);
    let status = 0;
    const requests = await answerEmailJs(page, (route) => route.fulfill({ status, body: `error ${status}` }));
    await page.clock.install();
    await gotoHydrated(page, '/contactus');
    await fill(page);
    for (const [answer, failure] of [
      [400, 'failed'],
      [403, 'blocked'],
      [429, 'throttled'],
      [451, 'blocked'],
      [500, 'failed'],
    ] as const) {
      status = answer;
      // The library holds a second send for 10 s (its rate limit): each attempt starts after it.
      await page.clock.fastForward(11_000);
      await form(page).submit.click();
      await expectFailure(page, consoleErrors, failure, TEXT[failure]);
    }
    expect(requests).toHaveLength(5);
  });

  test('a network failure shows the offline message and keeps every field', async ({ page, consoleErrors }) => {
    await notHeadless(page);
    await answerEmailJs(page, (route) => route.abort());
    await gotoHydrated(page, '/contactus');
    await fill(page);
    await form(page).submit.click();
    await expectFailure(page, consoleErrors, 'network', TEXT.network);
    await expectAccessibleInBothThemes(page, 'contact form, send failed', { within: '[data-testid="contact-form"]' });
  });

  test('no answer within 15 s shows the timeout message and keeps every field', async ({ page, consoleErrors }) => {
    await notHeadless(page);
    await page.clock.install({ time: new Date('2025-06-01T10:00:00Z') });
    let requested!: () => void;
    const reached = new Promise<void>((r) => (requested = r));
    await page.route(EMAILJS, () => requested()); // never answers
    await gotoHydrated(page, '/contactus');
    await page.clock.pauseAt(new Date('2025-06-01T10:01:00Z')); // only runFor moves time from here on
    await fill(page);
    await form(page).submit.click();
    await reached;
    await page.clock.runFor(14_000);
    await expect(form(page).root.getByRole('button', { name: 'Sending message...' })).toBeDisabled();
    await expect(page.getByTestId('form-error')).toHaveCount(0);
    await page.clock.runFor(1_100);
    await expectFailure(page, consoleErrors, 'timeout', TEXT.timeout);
  });

  test('a filled honeypot ("website") sends nothing yet shows success', async ({ page }) => {
    await notHeadless(page);
    const requests = await answerEmailJs(page);
    await gotoHydrated(page, '/contactus');
    const honeypot = page.locator('input[name="website"]');
    await expect(honeypot).toHaveAttribute('tabindex', '-1');
    await expect(honeypot).not.toBeInViewport();
    await fill(page);
    await honeypot.fill('https://spam.example', { force: true });
    await form(page).submit.click();
    await expect(page.getByTestId('form-success')).toBeVisible();
    // Give a request every chance to go out before checking none did.
    await page.waitForLoadState('networkidle');
    expect(requests).toHaveLength(0);
  });

  test('markup, emoji and long text travel as plain text and are never rendered', async ({ page }) => {
    await notHeadless(page);
    const dialogs: string[] = [];
    page.on('dialog', (d) => {
      dialogs.push(d.message());
      void d.dismiss();
    });
    const requests = await answerEmailJs(page);
    await gotoHydrated(page, '/contactus');
    const hostile: Enquiry = {
      firstName: '<img src=x onerror=alert(1)>',
      lastName: '"><script>alert(2)</script>',
      email: 'ada@example.org',
      service: 'other',
      message: `Héllo 👋🏽 ${'<b>bold</b> & </textarea><img src=x onerror=alert(3)> '.repeat(60)}🚀 end`,
    };
    await fill(page, hostile);
    // The draft comes back after a reload as text, not markup.
    await page.reload();
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await expectFieldsHold(page, hostile);
    await form(page).submit.click();
    await expect(page.getByTestId('form-success')).toBeVisible();
    expect(requests).toHaveLength(1);
    expect(requests[0]!.postDataJSON().template_params).toEqual(hostile);
    await expect(page.locator('img[src="x"]')).toHaveCount(0);
    await expect(page.locator('main script:not([type])')).toHaveCount(0);
    expect(dialogs).toEqual([]);
  });

  test('a draft survives a reload and is gone once sent', async ({ page }) => {
    await notHeadless(page);
    await answerEmailJs(page);
    await gotoHydrated(page, '/contactus');
    await fill(page);
    await page.reload();
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await expectFieldsHold(page);
    await form(page).submit.click();
    await expect(page.getByTestId('form-success')).toBeVisible();
    await page.reload();
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    const f = form(page);
    await expect(f.service.locator('option')).toHaveCount(14);
    for (const field of [f.firstName, f.lastName, f.email, f.service, f.message]) await expect(field).toHaveValue('');
  });
});

test.describe('contact map', () => {
  test('loads only when scrolled near: spinner for 1 s, then the map frame', async ({ page }) => {
    await page.clock.install({ time: new Date('2025-06-01T10:00:00Z') });
    await gotoHydrated(page, '/contactus');
    await page.clock.pauseAt(new Date('2025-06-01T10:01:00Z'));
    const map = page.getByTestId('map');
    const openLink = page.getByRole('link', { name: 'Open the map in a new tab' });
    await expect(openLink).toHaveAttribute('target', '_blank');
    await expect(openLink).toHaveAttribute('href', /^https:\/\/www\.openstreetmap\.org\//);
    await expect(map).toHaveAttribute('data-phase', 'idle');
    await expect(page.locator('iframe[title="Map of our office locations"]')).toHaveCount(0);
    await expect(page.locator('iframe[src*="openstreetmap"]')).toHaveCount(0);

    await hydrateDeferred(page, 'offices-map');
    await expect(map.getByRole('status')).toHaveText('Loading map...');
    await expect(map.locator('svg.animate-spin')).toBeVisible();
    await expect(map).toContainText('Headquarters: Awka, Nigeria');
    await page.clock.runFor(900);
    await expect(map.locator('iframe')).toHaveCount(0);
    await page.clock.runFor(200);
    const frame = page.getByTitle('Map of our office locations');
    await expect(frame).toBeVisible();
    await expect(frame).toHaveAttribute('src', /^https:\/\/www\.openstreetmap\.org\/export\/embed/);
    await expect(map.getByRole('status')).toHaveCount(0);
    await expect(page.locator('iframe[title="Map of our office locations"]')).toHaveCount(1);
    await expect(openLink).toBeVisible();
  });

  test('with the map host unreachable the offices and the map link still show, without errors', async ({ page }) => {
    await page.route(/openstreetmap\.org/, (route) => route.abort());
    await gotoHydrated(page, '/contactus');
    const failed = page.waitForEvent('requestfailed', (r) => r.url().includes('openstreetmap.org'));
    await page.getByTestId('map').scrollIntoViewIfNeeded();
    await expect(page.getByTitle('Map of our office locations')).toBeAttached();
    await failed;
    const offices = page.getByRole('heading', { name: 'Our offices' }).locator('xpath=..');
    for (const office of ['United States', 'Africa', 'Europe']) await expect(offices.getByText(office, { exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Open the map in a new tab' })).toBeVisible();
    await expect(page.getByRole('link', { name: SITE_EMAIL }).first()).toHaveAttribute('href', `mailto:${SITE_EMAIL}`);
  });
});

// ---------------------------------------------------------------- careers
// The jobs are the owners' content: what each page must show is read from the content files, with the clock
// set where the content puts each job in the state under test.

const jobs = ordered.jobs;
const newest = jobs[0];
const engagementLabels = { onsite: 'On-site', hybrid: 'Hybrid or remote', remote: 'Remote' } as const;
const afterEveryDeadline = noonInLagos(
  addDays(
    jobs
      .map((j) => j.facts.applicationDeadline)
      .sort()
      .at(-1) ?? '2025-01-01',
    1,
  ),
);
const applyHeadings = (job: (typeof jobs)[number], lang: 'en' = 'en') => {
  const t = job.texts[lang]!;
  return [
    'About us',
    ...(t.roleSummary ? ['Role summary'] : []),
    'Responsibilities',
    'Requirements',
    ...(t.bonusSkills ? ['Bonus skills'] : []),
    ...(t.whatWeOffer ? ['What we offer'] : []),
    ...(applyMethod(job.facts, t.note, HR_EMAIL).kind === 'none' ? [] : ['How to apply']),
  ];
};

test.describe('careers list', () => {
  test.skip(!newest, 'no job in the content');

  test('on the day the newest job is posted, the open jobs are listed newest first, each card with its facts and a details link', async ({ page }) => {
    const now = noonInLagos(newest!.facts.datePosted);
    const { open, closed } = careersLists(
      jobs.map((j) => ({ ...j.facts, job: j })),
      now.getTime(),
    );
    await page.clock.setFixedTime(now);
    await gotoHydrated(page, '/careers');
    const cards = page.getByTestId('open-jobs').getByRole('listitem');
    await expect(cards.getByRole('heading', { level: 3 })).toHaveText(open.map((j) => j.job.texts.en!.title));
    for (const [i, { job }] of open.entries()) {
      const card = cards.nth(i);
      await expect(card).toContainText(job.texts.en!.industry);
      await expect(card).toContainText(job.texts.en!.location);
      await expect(card).toContainText(engagementLabels[job.facts.engagement]);
      await expect(card.locator('time')).toHaveText(formatDate(job.facts.applicationDeadline, 'en'));
      await expect(card).not.toContainText('Closed');
      await expect(card.getByRole('link', { name: new RegExp(`^View details\\s*:\\s*${literally(job.texts.en!.title)}$`) })).toHaveAttribute(
        'href',
        `/career-details/${job.key}`,
      );
    }
    await expect(page.getByText('We are hiring', { exact: true })).toBeVisible();
    await expect(page.getByTestId('no-open-jobs')).toHaveCount(0);
    // The closed ones are folded away under a count, and open on request.
    const folded = page.getByTestId('closed-jobs');
    await expect(folded.locator('li')).toHaveCount(closed.length);
    if (closed.length) {
      await expect(folded.locator('li').first()).toBeHidden();
      await folded.locator('summary').click();
      await expect(folded.getByRole('heading', { level: 3 })).toHaveText(closed.map((j) => j.job.texts.en!.title));
      for (const card of await folded.locator('li').all()) await expect(card.getByText('Closed', { exact: true })).toBeVisible();
    }
  });

  test('the day before a job is posted it is not listed at all', async ({ page }) => {
    await page.clock.setFixedTime(noonInLagos(addDays(newest!.facts.datePosted, -1)));
    await gotoHydrated(page, '/careers');
    await expect(page.getByRole('main').getByRole('heading', { name: newest!.texts.en!.title, exact: true })).toHaveCount(0);
    await expect(page.getByRole('main').locator(`a[href="/career-details/${newest!.key}"]`)).toHaveCount(0);
  });

  test('after every deadline there are no open positions: the closed ones are folded away, and an open application is offered', async ({ page }) => {
    await page.clock.setFixedTime(afterEveryDeadline);
    await gotoHydrated(page, '/careers');
    const empty = page.getByTestId('no-open-jobs');
    await expect(empty).toContainText('No open positions right now');
    await expect(empty).toContainText('Check back soon');
    await expect(page.getByTestId('open-jobs')).toHaveCount(0);
    await expect(page.getByTestId('closed-jobs').locator('li')).toHaveCount(jobs.length);
    await expect(page.getByTestId('closed-jobs').locator('summary')).toContainText(`${jobs.length} closed position${jobs.length === 1 ? '' : 's'}`);
    await expect(page.getByTestId('closed-jobs').locator('li').first()).toBeHidden();
    // The copy follows the state: nothing says "we are hiring"; why people work here and an open application lead.
    await expect(page.locator('main')).not.toContainText('We are hiring');
    await expect(page.locator('main')).not.toContainText('roles we are hiring for now');
    await expect(page.getByRole('heading', { level: 2, name: 'Why people work here' })).toBeVisible();
    await expect(page.getByTestId('open-application')).toHaveAttribute('href', `mailto:${HR_EMAIL}?subject=Open%20application`);
    // Opened, the closed roles read as well as the open ones did.
    await page.getByTestId('closed-jobs').locator('summary').click();
    await expect(page.getByTestId('closed-jobs').locator('li').first()).toBeVisible();
    await expectAccessibleInBothThemes(page, 'closed roles opened', { within: '[data-testid="closed-jobs"]' });
  });

  test('with no open role, German visitors are offered an open application with a German subject line (/de/careers)', async ({ page }) => {
    await page.clock.setFixedTime(afterEveryDeadline);
    await gotoHydrated(page, '/de/careers');
    await expect(page.locator('main')).not.toContainText('Wir stellen ein');
    await expect(page.getByTestId('open-application')).toHaveAttribute('href', `mailto:${HR_EMAIL}?subject=Initiativbewerbung`);
    const german = published(jobs, 'de').length;
    await expect(page.getByTestId('closed-jobs').locator('summary')).toContainText(`${german} abgeschlossene Ausschreibung${german === 1 ? '' : 'en'}`);
  });

  test('a deadline lasts to the end of that day in Nigeria (UTC+1)', async ({ page }) => {
    const deadline = newest!.facts.applicationDeadline;
    await page.clock.setFixedTime(new Date(`${deadline}T22:30:00Z`)); // 23:30 in Lagos
    await gotoHydrated(page, '/careers');
    await expect(page.getByTestId('open-jobs').locator(`a[href="/career-details/${newest!.key}"]`)).toHaveCount(1);
    await page.clock.setFixedTime(new Date(`${deadline}T23:30:00Z`)); // 00:30 the next day in Lagos
    await gotoHydrated(page, '/careers');
    await expect(page.getByTestId('open-jobs').locator(`a[href="/career-details/${newest!.key}"]`)).toHaveCount(0);
    await expect(page.getByTestId('closed-jobs').locator(`a[href="/career-details/${newest!.key}"]`)).toHaveCount(1);
  });

  test('deadlines are written the way the language writes dates (/fr/careers)', async ({ page }) => {
    const french = published(jobs, 'fr')[0];
    test.skip(!french, 'no job in French');
    await page.clock.setFixedTime(noonInLagos(french!.facts.datePosted));
    await gotoHydrated(page, '/fr/careers');
    const card = page
      .getByTestId('open-jobs')
      .getByRole('listitem')
      .filter({ has: page.locator(`a[href="/fr/career-details/${french!.key}"]`) });
    await expect(card.locator('time')).toHaveText(formatDate(french!.facts.applicationDeadline, 'fr'));
    await expect(card.getByRole('heading')).toHaveText(french!.texts.fr!.title);
  });
});

const mainHeadings = (page: Page) => page.locator('main h2');

test.describe('job details', () => {
  test.skip(!newest, 'no job in the content');

  test('header: back link and the facts (company, industry, location, engagement, deadline, start date)', async ({ page }) => {
    const job = newest!;
    await page.clock.setFixedTime(noonInLagos(job.facts.datePosted));
    await gotoHydrated(page, `/career-details/${job.key}`);
    const back = page.getByRole('link', { name: 'Back to careers' });
    await expect(back).toHaveAttribute('href', '/careers');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(job.texts.en!.title);
    const facts = await page
      .locator('main dl')
      .first()
      .evaluate((dl) =>
        Object.fromEntries(
          [...dl.querySelectorAll(':scope > div')].map((d) => [d.querySelector('dt')!.textContent!.trim(), d.querySelector('dd')!.textContent!.trim()]),
        ),
      );
    expect(facts).toEqual({
      Company: BRAND,
      Industry: job.texts.en!.industry,
      Location: job.texts.en!.location,
      Engagement: engagementLabels[job.facts.engagement],
      'Apply by': formatDate(job.facts.applicationDeadline, 'en'),
      'Start date': 'Immediate',
    });
    await back.click();
    await expect(page).toHaveURL(/\/careers$/);
    await expect(page.getByTestId('open-jobs').locator(`a[href="/career-details/${job.key}"]`)).toHaveCount(1);
  });

  // One job per way of applying the content has (by e-mail with a subject, a note, none): the template's branches.
  const byApplyKind = [...new Map(jobs.map((j) => [applyMethod(j.facts, j.texts.en?.note, HR_EMAIL).kind, j])).values()];
  for (const job of byApplyKind) {
    test(`${job.key}: sections in order, optional ones only where present; how to apply as its facts say`, async ({ page }) => {
      await page.clock.setFixedTime(noonInLagos(job.facts.datePosted));
      await gotoHydrated(page, `/career-details/${job.key}`);
      await expect(mainHeadings(page)).toHaveText(applyHeadings(job));
      await expect(page.getByRole('region', { name: 'Responsibilities' }).getByRole('listitem')).toHaveText(job.texts.en!.responsibilities.map(withBrand));
      await expect(page.getByRole('region', { name: 'Requirements' }).getByRole('listitem')).toHaveText(job.texts.en!.requirements.map(withBrand));
      const method = applyMethod(job.facts, job.texts.en!.note, HR_EMAIL);
      const byEmail = page.getByRole('link', { name: 'Apply via e-mail' });
      const here = page.getByRole('link', { name: 'Apply here' });
      if (method.kind === 'email') {
        await expect(byEmail).toHaveAttribute('href', mailto(method.to, method.subject));
        await expect(page.getByTestId('apply-note')).toHaveCount(0);
        await expect(here).toHaveCount(0);
      } else if (method.kind === 'note') {
        await expect(page.getByTestId('apply-note')).toHaveText(withBrand(job.texts.en!.note!));
        await expect(here).toHaveAttribute('href', `mailto:${HR_EMAIL}`);
        await expect(byEmail).toHaveCount(0);
      } else await expect(page.getByRole('heading', { name: 'How to apply' })).toHaveCount(0);
      await expect(page.getByTestId('job-closed')).toHaveCount(0);

      await expect(page).toHaveTitle(new RegExp(literally(job.texts.en!.title)));
    });
  }
});

test.describe('job details outside its dates', () => {
  test.skip(!newest, 'no job in the content');

  test('after the deadline: since when it is closed, and no way to apply', async ({ page }) => {
    await page.clock.setFixedTime(afterEveryDeadline);
    await gotoHydrated(page, `/career-details/${newest!.key}`);
    const status = page.getByTestId('job-closed');
    await expect(status).toContainText(`Applications closed on ${formatDate(newest!.facts.applicationDeadline, 'en')}`);
    await expect(status.getByRole('link', { name: 'Open positions' })).toHaveAttribute('href', '/careers');
    await expect(page.getByRole('link', { name: /^Apply/ })).toHaveCount(0);
    await expect(page.locator('main a[href^="mailto:"][href*="subject"]')).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'How to apply' })).toHaveCount(0);
    await expect(page.getByTestId('apply-note')).toHaveCount(0);
  });

  test('before it is posted: from when applications open, and no way to apply yet', async ({ page }) => {
    await page.clock.setFixedTime(noonInLagos(addDays(newest!.facts.datePosted, -1)));
    await gotoHydrated(page, `/career-details/${newest!.key}`);
    await expect(page.getByTestId('job-upcoming')).toContainText(`Applications open on ${formatDate(newest!.facts.datePosted, 'en')}`);
    await expect(page.getByRole('link', { name: /^Apply/ })).toHaveCount(0);
    await expect(page.getByTestId('job-closed')).toHaveCount(0);
  });
});

test('a legal page’s table of contents takes the reader to its section', async ({ page }) => {
  await gotoHydrated(page, '/de/legal/terms-and-conditions');
  const toc = page.locator('nav[aria-labelledby="toc-title"]').getByRole('link');
  const href = (await toc.last().getAttribute('href'))!;
  const target = page.locator(`main section${href}`);
  await expect(target).not.toBeInViewport();
  await toc.last().click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  await expect(target.getByRole('heading', { level: 2 })).toBeInViewport();
});
