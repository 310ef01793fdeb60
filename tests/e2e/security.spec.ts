/**
 * What the served site sends and links: the security headers and the one strict policy on every
 * response, the HTTP Observatory's score of every page, no policy violation in any state, safe
 * external links.
 */
import { samplePath } from './content';
import { expect, gotoHydrated, hydrateDeferred, sitemapPaths, test } from './fixtures';
import { observatory } from './observatory';

const notFoundPaths = ['/no/such/page', '/fr/nope', '/career-details/nope', '/de/career-details/nope'];

test('every page and not-found document gets the security headers and the same strict policy', async ({ request }) => {
  const policies = new Set<string>();
  for (const path of [...sitemapPaths(), ...notFoundPaths]) {
    const headers = (await request.get(path, { maxRedirects: 0 })).headers();
    const hsts = headers['strict-transport-security'] ?? '';
    expect(Number(/max-age=(\d+)/.exec(hsts)?.[1]), path).toBeGreaterThanOrEqual(31_536_000);
    expect(hsts, path).toMatch(/includeSubDomains; preload/);
    expect(headers['x-content-type-options'], path).toBe('nosniff');
    expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
    expect(headers['permissions-policy'], path).toContain('camera=()');
    expect(headers['cross-origin-opener-policy'], path).toBe('same-origin');
    expect(headers['cross-origin-resource-policy'], path).toBe('same-origin');
    policies.add(headers['content-security-policy'] ?? '');
  }
  expect(policies.size).toBe(1);
  const csp = [...policies][0]!;
  const directive = (name: string) => csp.split('; ').find((d) => d === name || d.startsWith(`${name} `));
  expect(directive('default-src')).toBe("default-src 'none'");
  expect(directive('script-src')).toMatch(/^script-src 'self'( 'sha256-[A-Za-z0-9+/=]+'){1,6}$/);
  expect(directive('style-src')).toBe("style-src 'self'");
  for (const d of ["frame-ancestors 'none'", "object-src 'none'", "base-uri 'none'", "form-action 'self'"]) expect(directive(d.split(' ')[0]!)).toBe(d);
  expect(csp).not.toMatch(/unsafe-|\*/);
  test.info().annotations.push({ type: 'Content-Security-Policy', description: csp });
});

test('the HTTP Observatory scores every page 125 or more (A+), scanning the pages as served', async ({ baseURL }) => {
  test.setTimeout(300_000);
  const paths = sitemapPaths();
  const results = await observatory(baseURL!, paths);
  expect(results.map((r) => r.error).filter(Boolean)).toEqual([]);
  expect(results).toHaveLength(paths.length);
  const low = results.filter((r) => r.score < 125 || r.grade !== 'A+').map((r) => `${r.host}: ${r.score} ${r.grade} ${JSON.stringify(r.tests)}`);
  expect(low).toEqual([]);
  // Every test passes, and the policy is read as the strictest kind: default-src 'none' and nothing unsafe.
  for (const r of results) {
    expect(
      Object.entries(r.tests)
        .filter(([, t]) => !t.pass)
        .map(([name, t]) => `${r.host} ${name}: ${t.result}`),
    ).toEqual([]);
    expect(r.tests['content-security-policy']?.result).toBe('csp-implemented-with-no-unsafe-default-src-none');
  }
  const scores = results.map((r) => r.score);
  test.info().annotations.push({ type: 'Observatory', description: `${results.length} pages, scores ${Math.min(...scores)} to ${Math.max(...scores)}` });
});

test.describe('no policy violation in any state', () => {
  // The fixture fails a test on any `securitypolicyviolation` (and any console error); these visit the states
  // that load something: hydration, deferred parts, the scheduler's frame, the map's frame, the form's send.
  test('home: hydration, every deferred part, the scheduler dialog and its frame', async ({ page }) => {
    await gotoHydrated(page, '/');
    await hydrateDeferred(page, 'home-more', 'footer');
    await page
      .getByRole('button', { name: /book a 30-minute call/i })
      .first()
      .click();
    await expect(page.getByRole('dialog').locator('iframe')).toBeVisible();
    await expect(page.getByRole('dialog').frameLocator('iframe').getByText('third-party frame')).toBeVisible();
    await page.keyboard.press('Escape');
  });

  test('contact: the map frame, and a message sent to EmailJS', async ({ page }) => {
    await page.addInitScript(() => Object.defineProperty(Navigator.prototype, 'webdriver', { get: () => false }));
    let sent = 0;
    await page.route('https://api.emailjs.com/**', (route) => (sent++, route.fulfill({ status: 200, body: 'OK' })));
    await gotoHydrated(page, '/es/contactus');
    const map = page.getByTestId('map');
    await map.scrollIntoViewIfNeeded();
    await expect(map.locator('iframe')).toBeVisible({ timeout: 5000 });
    const form = page.getByTestId('contact-form');
    await form.getByLabel('Nombre').fill('Ada');
    await form.getByLabel('Apellidos').fill('Okafor');
    await form.getByLabel(/correo/i).fill('ada@example.org');
    await form.getByLabel('Servicio').selectOption('cloud-services');
    await form.getByLabel('Mensaje', { exact: true }).fill('Hola');
    await form.getByRole('button', { name: /enviar/i }).click();
    await expect(page.getByTestId('form-success')).toBeVisible();
    expect(sent).toBe(1);
  });

  test('an article, a job, the careers list, the testimonials moving', async ({ page }) => {
    for (const path of [samplePath.article('en'), samplePath.job('de')].filter((p): p is string => p !== undefined)) {
      await gotoHydrated(page, path);
      await hydrateDeferred(page, 'footer');
    }
    await gotoHydrated(page, '/fr/careers');
    await gotoHydrated(page, '/');
    await hydrateDeferred(page, 'home-more');
    // The track moves through the CSSOM (no style attribute); the opening transition lasts 0.5 s.
    const track = page.getByTestId('testimonial-track');
    await expect(async () => {
      await page.getByRole('button', { name: 'Next testimonial' }).click();
      await expect(track).toHaveCSS('transform', /matrix\(1, 0, 0, 1, -\d+/, { timeout: 1000 });
    }).toPass();
  });

  for (const path of notFoundPaths) {
    test(`the not-found document at ${path}`, async ({ page }) => {
      expect((await page.goto(path))?.status()).toBe(404);
      await expect(page.locator('h1')).toBeVisible();
    });
  }

  test('a not-found view reached inside the app', async ({ page }) => {
    await gotoHydrated(page, '/fr/careers');
    await page.evaluate(() =>
      (window as unknown as { __reactRouterDataRouter: { navigate: (to: string) => void } }).__reactRouterDataRouter.navigate('/fr/career-details/nope'),
    );
    await expect(page.locator('h1')).toHaveText('Offre introuvable');
  });
});

test('external links open in a new tab without an opener or referrer', async ({ page }) => {
  for (const path of ['/', samplePath.project('en', (p) => Boolean(p.facts.liveUrl)), samplePath.article('en')].filter((p): p is string => p !== undefined)) {
    await gotoHydrated(page, path);
    const external = page.locator('a[href^="http"]:not([href^="https://127.0.0.1"])');
    expect(await external.count()).toBeGreaterThan(0);
    for (const a of await external.all()) {
      await expect(a).toHaveAttribute('target', '_blank');
      await expect(a).toHaveAttribute('rel', 'noopener noreferrer');
    }
  }
});

test('no third-party request is made at page start', async ({ page }) => {
  const thirdParty: string[] = [];
  page.on('request', (r) => {
    if (!r.url().startsWith('https://127.0.0.1')) thirdParty.push(r.url());
  });
  await gotoHydrated(page, '/');
  await page.waitForLoadState('networkidle');
  expect(thirdParty).toEqual([]);
});
