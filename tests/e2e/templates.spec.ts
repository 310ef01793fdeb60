/**
 * Every template, in a browser, in every language: what only a browser can judge is decided by the route's
 * template, the shell and the language, not by which article or job fills it. The templates are read from
 * the built pages (tests/e2e/site.ts), so a new route file is walked without a second edit, and a new article
 * or job adds no test: each template is walked on its first item in list order (the newest article and job),
 * and so are both not-found documents.
 *
 * Walked in English and in German, whose fixture texts run to each text's limit (the longest words the layout
 * must hold): what the engines and probes judge (structure, names, roles, colours, what covers what) the
 * template, the theme and the length of the words decide, and each language's own words are read per URL from
 * the HTML (tests/e2e/urls.spec.ts). On each: no console error, hydration problem or policy violation (the
 * fixture); no IBM Equal Access violation and no serious axe violation, in the light and the dark theme. Nothing
 * focused hidden under something fixed, tabbing either way, and no control whose hit area another layer takes,
 * at 1280 and 390 px; no sideways scrolling at 320 px.
 */
import type { Page } from '@playwright/test';
import { languages, localizePath } from '../../app/i18n/languages';
import type { Lang } from '../../app/i18n/languages';
import { coveredControls, expect, expectAccessibleInBothThemes, focusObscured, gotoReady, test } from './fixtures';
import { sitemapPaths, templates } from './site';

/** The languages each template is walked in (every URL in the exhaustive walk). */
const WALKED: readonly Lang[] = process.env.WALK === 'every-url' ? languages : ['en', 'de'];

async function walk(page: Page, path: string) {
  await expectAccessibleInBothThemes(page, path);
  await page.evaluate(() => document.documentElement.removeAttribute('data-theme'));
  // Focus Not Obscured (WCAG 2.4.11): whatever takes focus stays clear of what is fixed on screen; and a click
  // anywhere on a control lands on it, not on a layer above it.
  for (const [width, height] of [
    [1280, 800],
    [390, 844],
  ] as const) {
    await page.setViewportSize({ width, height });
    expect.soft(await focusObscured(page), `${path}: focus obscured at ${width} px`).toEqual([]);
    expect.soft(await coveredControls(page), `${path}: hit areas at ${width} px`).toEqual([]);
  }
  // Reflow (WCAG 1.4.10): at 320 px nothing is wider than the screen, however long the language's words.
  await page.setViewportSize({ width: 320, height: 640 });
  expect.soft(await page.evaluate(() => document.documentElement.scrollWidth), `${path}: page width at 320 px`).toBeLessThanOrEqual(320);
  await page.setViewportSize({ width: 1280, height: 800 });
}

/**
 * `npm run test:walk` (WALK=every-url) walks every URL of the sitemap instead, one test each: the exhaustive run,
 * for before a redesign; not part of `npm test`.
 */
const groups =
  process.env.WALK === 'every-url'
    ? sitemapPaths().map((path) => ({ name: path, paths: [path] }))
    : templates().map(({ route, samples }) => ({
        name: route.replace('routes/($lang).', '').replace('routes/($lang)', 'home'),
        paths: WALKED.flatMap((lang) => samples[lang] ?? []),
      }));

for (const { name, paths } of groups) {
  test(`${name}: ${paths.join(', ')}`, async ({ page }) => {
    // Two engines in two themes and two probes at two widths, in two languages, on 2 shared cores.
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
