/** Bad input and bad conditions: hostile URLs, code that fails to load after a redeploy, and no JavaScript at all. */
import { test as plain } from '@playwright/test';
import { catalogue, ordered, published, text, withBrand } from './content';

const germanCommon = catalogue<Record<'footer' | 'nav' | 'error', Record<string, string>>>('de', 'common');
import { asWithoutJavaScript, expect, expectAccessibleInBothThemes, gotoReady, policyViolations, test } from './fixtures';

test('hostile URLs run nothing they carry (their answers and views: urls.spec.ts)', async ({ page }) => {
  const dialogs: string[] = [];
  page.on('dialog', (d) => {
    dialogs.push(d.message());
    void d.dismiss();
  });
  for (const path of [
    '/%3Cscript%3Ealert(1)%3C%2Fscript%3E',
    '/about?lng=xx',
    '/about?lng=%22%3E%3Cscript%3Ealert(1)%3C%2Fscript%3E',
    '/contactus?service=%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E',
  ]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(path.includes('?') ? 200 : 404);
    await expect(page.locator('html'), path).toHaveAttribute('lang', 'en');
    await expect(page.locator('h1'), path).toHaveCount(1);
    await page.waitForLoadState('networkidle');
    expect(await page.locator('img[src="x"], script:not([type]):text("alert")').count(), path).toBe(0);
  }
  expect(dialogs).toEqual([]);
});

// These tests make the page's own code fail to load, which the browser reports as errors: no console check.
plain.describe('code that fails to load (a stale page after a redeploy)', () => {
  plain('a missing route module: one reload, then the translated notice over the readable page, never a loop', async ({ page }) => {
    await page.route(/\/assets\/\(_lang\)\.contactus-[^/]+\.js$/, (route) => route.fulfill({ status: 404, body: 'gone' }));
    const violations = await policyViolations(page);
    let loads = 0;
    page.on('load', () => loads++);
    await page.goto('/fr/contactus');
    const notice = page.locator('#load-error');
    await expect(notice).toBeVisible({ timeout: 15_000 });
    await expect(notice).toContainText(text('fr', 'common:error.partial'));
    await expect(notice.getByRole('link', { name: text('fr', 'common:error.reload') })).toHaveAttribute('href', '/fr/contactus');
    // Nothing more is loading: no third load is on its way.
    await page.waitForLoadState('networkidle');
    expect(loads).toBe(2);
    await expect(page.locator('h1')).toBeVisible();
    await expectAccessibleInBothThemes(page, 'load-error notice', { within: '#load-error' });
    expect(violations).toEqual([]);
  });

  plain('a missing below-the-fold part: one reload, then the translated error page with its reload button', async ({ page }) => {
    await page.route(/\/assets\/map-embed-[^/]+\.js$/, (route) => route.fulfill({ status: 404, body: 'gone' }));
    const violations = await policyViolations(page);
    let loads = 0;
    page.on('load', () => loads++);
    await gotoReady(page, '/de/contactus');
    // A key press wakes the deferred part (app/components/ui/deferred.tsx), whose code is gone.
    await page.keyboard.press('Shift');
    await expect.poll(() => loads).toBe(2);
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await page.keyboard.press('Shift');
    await expect(page.locator('h1')).toHaveText(germanCommon.error.title!);
    await page.waitForLoadState('networkidle');
    expect(loads).toBe(2);
    await expect(page.getByRole('button', { name: 'Seite neu laden' })).toBeVisible();
    await expectAccessibleInBothThemes(page, 'error page');
    expect(violations).toEqual([]);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('pages are complete: the home page down to its FAQ, an article, a job', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('h1')).toBeVisible();
    const faq = page.locator('details').filter({ hasText: 'How do you price your work?' });
    await faq.locator('summary').focus();
    await page.keyboard.press('Enter');
    await expect(faq.getByText('fixed price')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    const article = ordered.news.find((a) => a.languages.includes('de'));
    if (article) {
      await page.goto(`/de/news/${article.key}`);
      await expect(page.locator('h1')).toHaveText(withBrand(article.texts.de!.title));
      await expect(page.locator('main article').first()).toContainText(withBrand(article.texts.de!.conclusion.at(-1)!));
    }
    const job = ordered.jobs.find((j) => j.languages.includes('fr'));
    if (job) {
      await page.goto(`/fr/career-details/${job.key}`);
      await expect(page.locator('h1')).toHaveText(withBrand(job.texts.fr!.title));
      await expect(page.locator('main')).toContainText(withBrand(job.texts.fr!.requirements.at(-1)!));
    }
  });

  test('the footer links navigate', async ({ page }) => {
    await page.goto('/de');
    const footer = page.getByRole('contentinfo');
    await footer.getByRole('link', { name: germanCommon.footer.privacy }).click();
    await expect(page).toHaveURL(/\/de\/legal\/privacy-policy$/);
    await expect(page.locator('h1')).toBeVisible();
    await footer.getByRole('link', { name: germanCommon.nav.projects, exact: true }).click();
    await expect(page).toHaveURL(/\/de\/projects$/);
  });

  test('the mobile menu opens and its links navigate', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/fr');
    await page.getByRole('button', { name: text('fr', 'common:nav.openMenu') }).click();
    const panel = page.getByRole('dialog', { name: text('fr', 'common:nav.menu') });
    await expect(panel).toBeInViewport();
    await panel.locator('summary').first().click();
    await expect(panel.locator('a[href^="/fr/services/"]')).toHaveCount(published(ordered.services, 'fr').length);
    await panel.getByRole('link', { name: text('fr', 'common:nav.careers'), exact: true }).click();
    await expect(page).toHaveURL(/\/fr\/careers$/);
    await expect(page.locator('h1')).toBeVisible();
  });

  test('the contact page says how to reach the company instead of a form that cannot send', async ({ page }) => {
    await page.goto('/es/contactus');
    const note = page.locator('p', { hasText: 'Este formulario necesita JavaScript' });
    await expect(note).toBeVisible();
    await expect(note.locator('a')).toHaveAttribute('href', /^mailto:/);
  });
});

test.describe('without JavaScript, for axe (pages served with their scripts removed)', () => {
  // The pages' static state is their template's; the contact page is the one whose content changes without JavaScript.
  for (const path of ['/es/contactus']) {
    test(`${path} has no serious accessibility violation in either theme`, async ({ page }) => {
      await asWithoutJavaScript(page);
      await page.goto(path);
      await expect(page.locator('script')).toHaveCount(0);
      await expectAccessibleInBothThemes(page, `${path} without JavaScript`);
    });
  }

  test('the open mobile menu has no serious accessibility violation in either theme', async ({ page }) => {
    await asWithoutJavaScript(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/fr');
    await page.getByRole('button', { name: text('fr', 'common:nav.openMenu') }).click();
    const panel = page.getByRole('dialog', { name: text('fr', 'common:nav.menu') });
    await panel.locator('summary').first().click();
    await expect(panel.locator('a[href^="/fr/services/"]').first()).toBeVisible();
    await expectAccessibleInBothThemes(page, 'mobile menu without JavaScript', { within: '#mobile-menu' });
  });
});

test('with JavaScript, the same menu keeps focus inside and closes on navigation', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await gotoReady(page, '/es');
  await page.getByRole('button', { name: text('es', 'common:nav.openMenu') }).click();
  const panel = page.getByRole('dialog', { name: text('es', 'common:nav.menu') });
  await expect(panel.getByRole('button', { name: text('es', 'common:nav.closeMenu') })).toBeFocused();
  await expectAccessibleInBothThemes(page, 'mobile menu', { within: '#mobile-menu' });
  await panel.getByRole('link', { name: text('es', 'common:nav.contact'), exact: true }).click();
  await expect(page).toHaveURL(/\/es\/contactus$/);
  await expect(panel).not.toBeInViewport();
});
