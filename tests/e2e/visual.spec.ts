/**
 * How each template looks, compared with baselines committed beside this file (visual.spec.ts-snapshots/):
 * the first screen of each route template and of the not-found page, at 390 and 1280 px, in the light and dark
 * themes, in English and German, drawn on the fixture site (an owner's content or reworded text moves no image).
 * Pictures, the hero's moving background and embeds are hidden (`visual.css`): they compress poorly and are
 * content, not the design. `npm run test:visual:update` renews the baselines after a change that alters the look.
 * The states a press opens, the header's middle layout (992 px) and whole pages are not compared yet (issue 42).
 */
import type { Lang } from '../../app/i18n/languages';
import { expect, gotoHydrated, test } from './fixtures';
import { templates } from './site';

// Playwright draws its screenshots' styles (visual.css, stopped animations, a hidden caret) as inline styles,
// which the site's policy refuses: these tests alone set the policy aside.
test.use({ bypassCSP: true });

const shown = ['en', 'de'] as const satisfies readonly Lang[];
const widths = [
  [390, 844],
  [1280, 800],
] as const;

const groups = [
  ...templates().map(({ route, samples }) => ({ name: route.replace('routes/($lang)._index', 'home').replace('routes/($lang).', ''), samples })),
  { name: 'not-found', samples: { en: '/no-such-page', de: '/de/no-such-page' } as Partial<Record<string, string>> },
];

for (const { name, samples } of groups) {
  test(`look: ${name}`, async ({ page }) => {
    for (const lang of shown) {
      const path = samples[lang];
      if (!path) continue;
      for (const [width, height] of widths) {
        await page.setViewportSize({ width, height });
        // The not-found documents are static (they never hydrate).
        if (name === 'not-found') await page.goto(path);
        else await gotoHydrated(page, path);
        await page.evaluate(() => document.fonts.ready);
        for (const theme of ['light', 'dark'] as const) {
          await page.evaluate((t) => document.documentElement.setAttribute('data-theme', t), theme);
          await expect.soft(page, `${name}, ${lang}, ${width} px, ${theme}`).toHaveScreenshot(`${name}-${lang}-${width}-${theme}.png`, {
            stylePath: 'tests/e2e/visual.css',
            // The years of experience are counted from the founding year to the build's date: a new year is not a new look.
            mask: [page.locator('dl > div:first-child > dd.font-heading')],
            // Playwright's default (0.2, a colour distance per pixel) lets the accent one shade lighter through.
            threshold: 0.02,
          });
        }
      }
    }
  });
}
