/** Each route template in a browser, on its first item: the template decides what a browser judges, not which item fills it. */
import type { Page } from '@playwright/test';
import { languages, localizePath } from '../../app/i18n/languages';
import type { Lang } from '../../app/i18n/languages';
import { coveredControls, expect, expectAccessibleInBothThemes, focusObscured, gotoReady, test } from './fixtures';
import { sitemapPaths, templates } from './site';

/** English, and German, whose fixture texts run to each text's limit; every language in the exhaustive walk. */
const WALKED: readonly Lang[] = process.env.WALK === 'every-url' ? languages : ['en', 'de'];

async function walk(page: Page, path: string) {
  await expectAccessibleInBothThemes(page, path);
  await page.evaluate(() => document.documentElement.removeAttribute('data-theme'));
  // Focus Not Obscured (WCAG 2.4.11), and a click anywhere on a control lands on it.
  for (const [width, height] of [
    [1280, 800],
    [390, 844],
  ] as const) {
    await page.setViewportSize({ width, height });
    expect.soft(await focusObscured(page), `${path}: focus obscured at ${width} px`).toEqual([]);
    expect.soft(await coveredControls(page), `${path}: hit areas at ${width} px`).toEqual([]);
  }
  // Reflow (WCAG 1.4.10): nothing is wider than the screen, however long the language's words.
  await page.setViewportSize({ width: 320, height: 640 });
  expect.soft(await page.evaluate(() => document.documentElement.scrollWidth), `${path}: page width at 320 px`).toBeLessThanOrEqual(320);
  await page.setViewportSize({ width: 1280, height: 800 });
}

/** `npm run test:walk` (WALK=every-url) walks every sitemap URL instead, one test each: for before a redesign, not in `npm test`. */
const groups =
  process.env.WALK === 'every-url'
    ? sitemapPaths().map((path) => ({ name: path, paths: [path] }))
    : templates().map(({ route, samples }) => ({
        name: route.replace('routes/($lang).', '').replace('routes/($lang)', 'home'),
        paths: WALKED.flatMap((lang) => samples[lang] ?? []),
      }));

for (const { name, paths } of groups) {
  test(`${name}: ${paths.join(', ')}`, async ({ page }) => {
    // Both engines in both themes and both probes at each width, per language: slow.
    test.setTimeout(240_000);
    for (const path of paths) {
      const response = await gotoReady(page, path);
      expect.soft(response?.status(), path).toBe(200);
      await walk(page, path);
    }
  });
}

// The not-found documents a host serves for unknown URLs: static, they do not hydrate.
for (const kind of ['page', 'job'] as const) {
  const paths = WALKED.map((lang) => localizePath(kind === 'job' ? '/career-details/no-such-job' : '/no-such-page', lang));
  test(`not found (${kind}): ${paths.join(', ')}`, async ({ page }) => {
    test.setTimeout(240_000);
    for (const path of paths) {
      expect.soft((await page.goto(path))?.status(), path).toBe(404);
      await walk(page, path);
    }
  });
}
