/**
 * The route walk: every URL of the sitemap, in every language, gets what
 * all pages share: status 200 with no redirect, the right <html lang>, a title with the
 * brand, one h1, a self canonical, hreflang for every language and
 * x-default, no console errors, hydration problems or policy violations,
 * and no serious axe violations in the light and dark themes; no focused
 * element hidden under the fixed header or the WhatsApp button, tabbing
 * either way, at 1280 and 390 px; and no horizontal scrolling on a 320 px
 * screen.
 */
import { expect, expectAccessibleInBothThemes, focusObscured, gotoHydrated, ORIGIN, sitemapPaths, test } from './fixtures';

const paths = sitemapPaths();

// Reduced motion: no transitions mid-measurement and every reveal-on-view section visible, so axe checks all content.
test.use({ reducedMotion: 'reduce' });
const langOf = (path: string) => /^\/(fr|es|de)(\/|$)/.exec(path)?.[1] ?? 'en';

test('the sitemap lists every page of the spec in four languages', () => {
  const bare = new Set(paths.map((p) => p.replace(/^\/(fr|es|de)(?=\/|$)/, '') || '/'));
  for (const lang of ['en', 'fr', 'es', 'de']) expect(paths.filter((p) => langOf(p) === lang)).toHaveLength(bare.size);
  for (const p of [
    '/',
    '/about',
    '/projects',
    '/news',
    '/contactus',
    '/careers',
    '/legal/privacy-policy',
    '/legal/terms-and-conditions',
    '/projects/unizik-portal',
    '/career-details/devops-engineer-hybrid',
  ])
    expect(bare).toContain(p);
  expect([...bare].filter((p) => p.startsWith('/services/'))).toHaveLength(11);
  expect([...bare].filter((p) => p.startsWith('/news/'))).toHaveLength(3);
});

for (const path of paths) {
  test(`page ${path}`, async ({ page }) => {
    const response = await gotoHydrated(page, path);
    expect(response?.status()).toBe(200);
    expect(response?.request().redirectedFrom()?.url() ?? null, 'no redirect before the page').toBeNull();
    await expect(page.locator('html')).toHaveAttribute('lang', langOf(path));
    await expect(page).toHaveTitle(/\S.* \| Orvane$/);
    await expect(page.locator('h1')).toHaveCount(1);
    await expect(page.locator('h1')).not.toBeEmpty();
    await expect(page.locator('link[rel=canonical]')).toHaveAttribute('href', ORIGIN + path);
    const hreflangs = await page.locator('link[rel=alternate][hreflang]').evaluateAll((els) => els.map((e) => e.getAttribute('hreflang')));
    expect(hreflangs.sort()).toEqual(['de', 'en', 'es', 'fr', 'x-default']);
    await expect(page.locator('meta[name=description]')).toHaveAttribute('content', /.{50,}/);
    await expect(page.locator('meta[name=robots]')).toHaveAttribute('content', 'index, follow, max-snippet:-1, max-image-preview:large, max-video-preview:-1');

    await expectAccessibleInBothThemes(page, path);

    // Focus Not Obscured (WCAG 2.4.11): whatever takes focus stays clear of what is fixed on screen.
    for (const [width, height] of [
      [1280, 800],
      [390, 844],
    ] as const) {
      await page.setViewportSize({ width, height });
      expect(await focusObscured(page), `focus obscured at ${width} px`).toEqual([]);
    }

    // Reflow (WCAG 1.4.10): at 320 px nothing is wider than the screen, however long the language's words.
    await page.setViewportSize({ width: 320, height: 640 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth), 'page width at 320 px').toBeLessThanOrEqual(320);
  });
}
