/**
 * The route walk: every URL of the sitemap, in every language, gets what
 * all pages share: status 200 with no redirect, the right <html lang>, a title with the
 * brand, one h1, a self canonical, hreflang for every language the page
 * exists in and x-default, no console errors, hydration problems or policy violations,
 * and no serious axe violations in the light and dark themes; no focused
 * element hidden under the fixed header or the WhatsApp button, tabbing
 * either way, at 1280 and 390 px; and no horizontal scrolling on a 320 px
 * screen.
 */
import { languages } from '../../app/i18n/languages';
import { SERVICE_SLUGS } from '../spec-facts';
import { content } from './content';
import { coveredControls, expect, expectAccessibleInBothThemes, focusObscured, gotoHydrated, ORIGIN, sitemapPaths, test } from './fixtures';

const paths = sitemapPaths();

// Reduced motion: no transitions mid-measurement and every reveal-on-view section visible, so axe checks all content.
test.use({ reducedMotion: 'reduce' });
const langOf = (path: string) => /^\/(fr|es|de)(\/|$)/.exec(path)?.[1] ?? 'en';

const prefix = (lang: string) => (lang === 'en' ? '' : `/${lang}`);
const bareOf = (path: string) => path.replace(/^\/(fr|es|de)(?=\/|$)/, '') || '/';

test('the sitemap lists every page of the spec in four languages, and each job, article and case study in the languages it is written in', () => {
  for (const lang of languages) {
    const mine = new Set(paths.filter((p) => langOf(p) === lang).map(bareOf));
    for (const p of ['/', '/about', '/projects', '/news', '/services', '/contactus', '/careers', '/legal/privacy-policy', '/legal/terms-and-conditions'])
      expect(mine, `${lang} ${p}`).toContain(p);
    expect([...mine].filter((p) => p.startsWith('/services/')).sort(), lang).toEqual(SERVICE_SLUGS.map((s) => `/services/${s}`).sort());
    const items: [string, readonly { key: string; languages: readonly string[] }[]][] = [
      ['/career-details/', content.jobs],
      ['/news/', content.news],
      ['/projects/', content.projects],
    ];
    for (const [family, list] of items)
      expect([...mine].filter((p) => p.startsWith(family)).sort(), `${lang} ${family}`).toEqual(
        list
          .filter((i) => i.languages.includes(lang))
          .map((i) => `${family}${i.key}`)
          .sort(),
      );
  }
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
    // Alternates for every language the page exists in (a job, an article or a case study may lack one), and the English one as default.
    const alternates = await page
      .locator('link[rel=alternate][hreflang]')
      .evaluateAll((els) => Object.fromEntries(els.map((e) => [e.getAttribute('hreflang'), new URL(e.getAttribute('href')!).pathname])));
    const existing = languages.filter((l) => paths.includes(prefix(l) + (bareOf(path) === '/' && l !== 'en' ? '' : bareOf(path)) || '/'));
    expect(Object.keys(alternates).sort()).toEqual([...existing, 'x-default'].sort());
    expect(alternates['x-default']).toBe(bareOf(path));
    await expect(page.locator('meta[name=description]')).toHaveAttribute('content', /.{50,}/);
    await expect(page.locator('meta[name=robots]')).toHaveAttribute('content', 'index, follow, max-snippet:-1, max-image-preview:large, max-video-preview:-1');

    await expectAccessibleInBothThemes(page, path);

    // Focus Not Obscured (WCAG 2.4.11): whatever takes focus stays clear of what is fixed on screen; and a click
    // anywhere on a control lands on it, not on a layer above it.
    for (const [width, height] of [
      [1280, 800],
      [390, 844],
    ] as const) {
      await page.setViewportSize({ width, height });
      expect(await focusObscured(page), `focus obscured at ${width} px`).toEqual([]);
      expect(await coveredControls(page), `hit areas at ${width} px`).toEqual([]);
    }

    // Reflow (WCAG 1.4.10): at 320 px nothing is wider than the screen, however long the language's words.
    await page.setViewportSize({ width: 320, height: 640 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth), 'page width at 320 px').toBeLessThanOrEqual(320);
  });
}
