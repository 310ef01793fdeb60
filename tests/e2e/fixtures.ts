/**
 * Shared test set-up: every page starts with third-party hosts answered
 * locally (nothing leaves the machine), and every test fails if the page
 * logged an error or a React hydration problem.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';

export const ORIGIN = 'https://www.example.com';

/** Every indexable URL of the build, as the sitemap lists them (site-relative). */
export function sitemapPaths(): string[] {
  const xml = readFileSync(join(process.cwd(), 'build', 'client', 'sitemap.xml'), 'utf8');
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
}

export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('console', (msg) => {
        // The browser reports a not-found document's own 404 status; that is the page working as meant.
        if (/status of 404/.test(msg.text()) && msg.location().url === page.url()) return;
        if (msg.type() === 'error' || /hydrat/i.test(msg.text())) errors.push(msg.text());
      });
      page.on('pageerror', (err) => errors.push(String(err)));
      // Third parties are unreachable here: answer the scheduler and map with a tiny page, refuse the rest.
      await page.route(/^https?:\/\/(?!127\.0\.0\.1|localhost)/, (route) => {
        const url = route.request().url();
        if (/calendly\.com|openstreetmap\.org/.test(url)) return route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>frame</title><p>third-party frame</p>' });
        return route.abort();
      });
      await use(errors);
      expect(errors, 'console errors').toEqual([]);
    },
    { auto: true },
  ],
});
export { expect };

export async function gotoHydrated(page: Page, path: string) {
  const response = await page.goto(path);
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  return response;
}

/**
 * Brings a deferred part of the page (ui/deferred.tsx, marked `data-deferred`) into view and waits until
 * it has hydrated, as it does for a visitor who scrolls to it.
 */
export async function hydrateDeferred(page: Page, name: string) {
  await page.locator(`[data-deferred="${name}"]`).scrollIntoViewIfNeeded();
  const ready = page.locator(`[data-deferred="${name}"][data-hydrated]`);
  for (let i = 0; i < 250 && (await ready.count()) === 0; i++) {
    // Under a paused test clock, React's commit of a freshly hydrated part waits on a timer: let a little
    // test time pass (20 ms steps, so timers the part starts are not pushed far along).
    await page.clock.runFor(20).catch(() => page.waitForTimeout(20));
  }
  await ready.waitFor({ state: 'attached' });
}

/** Serious and critical axe violations, as short strings (empty when clean). */
export async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')}`);
}
