/** What the served site sends and links: security headers, a strict per-page policy, safe external links. */
import { observatoryScore } from '../../scripts/observatory';
import { expect, gotoHydrated, test } from './fixtures';

test('every page response carries the security headers and its own strict policy', async ({ request }) => {
  for (const path of ['/', '/fr/about', '/contactus', '/de/career-details/devops-engineer-hybrid']) {
    const headers = (await request.get(path)).headers();
    expect(Number(/max-age=(\d+)/.exec(headers['strict-transport-security'] ?? '')?.[1])).toBeGreaterThanOrEqual(15_768_000);
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['permissions-policy']).toContain('camera=()');
    expect(headers['cross-origin-opener-policy']).toBe('same-origin');
    const csp = headers['content-security-policy'] ?? '';
    const scriptSrc = csp.split('; ').find((d) => d.startsWith('script-src')) ?? '';
    expect(scriptSrc).toMatch(/^script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+$/);
    for (const d of ["frame-ancestors 'none'", "object-src 'none'", "base-uri 'self'", "default-src 'self'"]) expect(csp).toContain(d);
    // Scored by the HTTP Observatory's rules (scripts/observatory.ts): A+.
    expect(observatoryScore(headers)).toMatchObject({ score: 110, grade: 'A+' });
  }
});

test('the not-found document carries its policy inside it, since hosts serve it at any path', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.locator('meta[http-equiv="Content-Security-Policy"]')).toHaveAttribute('content', /script-src 'self' 'sha256-/);
});

test('interactive pages run under the policy without a single violation', async ({ page }) => {
  const violations: string[] = [];
  await page.exposeFunction('reportViolation', (v: string) => violations.push(v));
  await page.addInitScript(() => document.addEventListener('securitypolicyviolation', (e) => (window as unknown as { reportViolation: (v: string) => void }).reportViolation(`${e.violatedDirective} ${e.blockedURI}`)));
  for (const path of ['/', '/es/contactus', '/news/ai-business-transformation']) {
    await gotoHydrated(page, path);
    await page.getByRole('button', { name: /book|call|réserver|reservar|buchen/i }).first().click();
    await page.keyboard.press('Escape');
  }
  expect(violations).toEqual([]);
});

test('external links open in a new tab without an opener or referrer', async ({ page }) => {
  for (const path of ['/', '/projects/afriwok', '/news/future-of-software-development']) {
    await gotoHydrated(page, path);
    const external = page.locator('a[href^="http"]:not([href^="http://127.0.0.1"])');
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
    if (!r.url().startsWith('http://127.0.0.1')) thirdParty.push(r.url());
  });
  await gotoHydrated(page, '/');
  await page.waitForLoadState('networkidle');
  expect(thirdParty).toEqual([]);
});
