/** The contact form (EmailJS): fields, validation, sending, failures and drafts; and the contact page's map. */
import type { Page, Request, Route } from '@playwright/test';
import { company, ordered, published } from './content';
import { expect, expectAccessibleInBothThemes, gotoReady, hydrateDeferred, test } from './fixtures';

const EMAILJS = 'https://api.emailjs.com/**';
const SITE_EMAIL = company.email;

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

/** The failure as the visitor sees it (fields kept, the address offered); then its expected console log is consumed. */
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
    await gotoReady(page, '/contactus');
    const f = form(page);
    for (const field of [f.firstName, f.lastName, f.email, f.service, f.message]) {
      await expect(field).toHaveAttribute('required', '');
      expect(await field.evaluate((el: HTMLInputElement) => el.validity.valid)).toBe(false);
    }
    await f.submit.click();
    expect(await f.root.evaluate((el: HTMLFormElement) => el.checkValidity())).toBe(false);
    await expect(f.root.locator('input:invalid, select:invalid, textarea:invalid')).toHaveCount(5);
    await expect(f.firstName).toBeFocused();
    await expect(page.getByTestId('form-success')).toHaveCount(0);
    await expect(page.getByTestId('form-error')).toHaveCount(0);
    expect(requests).toHaveLength(0);
    await expectAccessibleInBothThemes(page, 'contact form with invalid fields', { within: '[data-testid="contact-form"]' });
  });

  test('the e-mail field takes only an e-mail address', async ({ page }) => {
    await notHeadless(page);
    const requests = await answerEmailJs(page);
    await gotoReady(page, '/contactus');
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

  test('message is a 5-row text area; service offers every service of the language in order, then general and other, behind a disabled placeholder', async ({
    page,
  }) => {
    await gotoReady(page, '/contactus');
    const f = form(page);
    await expect(f.message).toHaveJSProperty('tagName', 'TEXTAREA');
    await expect(f.message).toHaveAttribute('rows', '5');
    const options = f.service.locator('option');
    await expect(options.first()).toHaveText('Select a service');
    await expect(options.first()).toBeDisabled();
    await expect(options.first()).toHaveAttribute('value', '');
    await expect(f.service).toHaveValue('');
    const offered = published(ordered.services, 'en');
    const shown = await options.evaluateAll((els) => els.slice(1).map((o) => [(o as HTMLOptionElement).value, o.textContent]));
    expect(shown).toEqual([...offered.map((s) => [s.facts.formValue ?? s.key, s.texts.en!.title]), ['general', 'General inquiry'], ['other', 'Other']]);
    await expect(f.service.locator('option:not([disabled])')).toHaveCount(offered.length + 2);
  });

  test('?service=cloud-services preselects that service; an unknown one is ignored', async ({ page }) => {
    await gotoReady(page, '/contactus?service=cloud-services');
    await expect(form(page).service).toHaveValue('cloud-services');
    await expect(form(page).service.locator('option:checked')).toHaveText('Cloud services');
    await gotoReady(page, '/contactus?service=nope');
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
    await gotoReady(page, '/contactus');
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
    await gotoReady(page, '/contactus');
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
    await gotoReady(page, '/contactus');
    await fill(page);
    for (const [answer, failure] of [
      [400, 'failed'],
      [403, 'blocked'],
      [429, 'throttled'],
      [451, 'blocked'],
      [500, 'failed'],
    ] as const) {
      status = answer;
      // The library rate-limits a second send: each attempt starts after that window.
      await page.clock.fastForward(11_000);
      await form(page).submit.click();
      await expectFailure(page, consoleErrors, failure, TEXT[failure]);
    }
    expect(requests).toHaveLength(5);
  });

  test('a network failure shows the offline message and keeps every field', async ({ page, consoleErrors }) => {
    await notHeadless(page);
    await answerEmailJs(page, (route) => route.abort());
    await gotoReady(page, '/contactus');
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
    await gotoReady(page, '/contactus');
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
    await gotoReady(page, '/contactus');
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
    await gotoReady(page, '/contactus');
    const hostile: Enquiry = {
      firstName: '<img src=x onerror=alert(1)>',
      lastName: '"><script>alert(2)</script>',
      email: 'ada@example.org',
      service: 'other',
      message: `Héllo 👋🏽 ${'<b>bold</b> & </textarea><img src=x onerror=alert(3)> '.repeat(60)}🚀 end`,
    };
    await fill(page, hostile);
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
    await gotoReady(page, '/contactus');
    await fill(page);
    await page.reload();
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await expectFieldsHold(page);
    await form(page).submit.click();
    await expect(page.getByTestId('form-success')).toBeVisible();
    await page.reload();
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    const f = form(page);
    await expect(f.service.locator('option')).toHaveCount(published(ordered.services, 'en').length + 3);
    for (const field of [f.firstName, f.lastName, f.email, f.service, f.message]) await expect(field).toHaveValue('');
  });
});

test.describe('contact map', () => {
  test('loads only when scrolled near: spinner for 1 s, then the map frame', async ({ page }) => {
    await page.clock.install({ time: new Date('2025-06-01T10:00:00Z') });
    await gotoReady(page, '/contactus');
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
    await gotoReady(page, '/contactus');
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
