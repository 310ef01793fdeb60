/** Redirects of old URLs and the not-found views, as a static host serves them. */
import { expect, expectAccessibleInBothThemes, gotoHydrated, test } from './fixtures';

test.describe('redirects', () => {
  for (const [from, to] of [
    ['/works/afriwok', '/projects/afriwok'],
    ['/fr/works/crystalbricks', '/fr/projects/crystalbricks'],
    ['/news-details/2', '/news/ai-business-transformation'],
    ['/de/news-details/3', '/de/news/building-scalable-network-infrastructure'],
  ] as const) {
    test(`${from} moves permanently to ${to}`, async ({ page, request }) => {
      const response = await request.get(from, { maxRedirects: 0 });
      expect(response.status()).toBe(301);
      expect(response.headers().location).toBe(to);
      await page.goto(from);
      await expect(page).toHaveURL(new RegExp(`${to}$`));
      await expect(page.locator('h1')).toHaveCount(1);
    });
  }

  test('the pre-rendered redirect pages refresh at once and are not indexed', async ({ request }) => {
    // What a host without _redirects support would serve.
    const html = await (await request.get('/works/afriwok/index.html')).text();
    expect(html).toContain('content="0;url=/projects/afriwok"');
    expect(html).toContain('noindex');
  });

  test('/latest-news shows the news list, canonical to /news', async ({ page }) => {
    const response = await gotoHydrated(page, '/latest-news');
    expect(response?.status()).toBe(200);
    await expect(page.locator('a[href^="/news/"]')).toHaveCount(3);
    await expect(page.locator('link[rel=canonical]')).toHaveAttribute('href', 'https://www.example.com/news');
  });

  test('a trailing slash redirects to the canonical URL', async ({ request }) => {
    const response = await request.get('/fr/about/', { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(response.headers().location).toBe('/fr/about');
  });
});

test.describe('not found', () => {
  for (const [path, lang, title] of [
    ['/no-such-page', 'en', 'Page not found'],
    ['/en/about', 'en', 'Page not found'],
    ['/xx/about', 'en', 'Page not found'],
    ['/career-details/no-such-job', 'en', 'Page not found'],
    ['/fr/no-such-page', 'fr', null],
    ['/de/services/no-such-service', 'de', null],
  ] as const) {
    test(`${path} answers 404 with the ${lang} not-found page`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page.locator('meta[name=robots]')).toHaveAttribute('content', /noindex/);
      await expect(page.locator('h1')).toHaveCount(1);
      if (title) await expect(page.locator('h1')).toHaveText(title);
      else await expect(page.locator('h1')).not.toHaveText('Page not found');
      await expect(page.getByRole('main').getByRole('link').first()).toHaveAttribute('href', lang === 'en' ? '/' : `/${lang}`);
      await expectAccessibleInBothThemes(page, `not found ${path}`);
    });
  }

  test('an unknown job reached in the app shows "Job not found" with a way back to careers', async ({ page }) => {
    await gotoHydrated(page, '/careers');
    await page.evaluate(() => {
      const a = document.createElement('a');
      a.href = '/career-details/no-such-job';
      a.textContent = 'ghost job';
      document.querySelector('main')!.append(a);
    });
    // A plain anchor is a full load (static 404); navigate inside the app instead.
    await page.evaluate(() => (window as unknown as { __reactRouterDataRouter: { navigate: (to: string) => void } }).__reactRouterDataRouter.navigate('/career-details/no-such-job'));
    await expect(page.locator('h1')).toHaveText('Job not found');
    await expectAccessibleInBothThemes(page, 'job not found');
    await page.getByRole('link', { name: 'Back to careers' }).click();
    await expect(page).toHaveURL(/\/careers$/);
  });

  test('an unknown language prefix reached in the app shows the not-found view', async ({ page }) => {
    await gotoHydrated(page, '/');
    await page.evaluate(() => (window as unknown as { __reactRouterDataRouter: { navigate: (to: string) => void } }).__reactRouterDataRouter.navigate('/xx'));
    await expect(page.locator('h1')).toHaveText('Page not found');
  });
});
