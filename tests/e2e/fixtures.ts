/**
 * Shared test set-up: every test fails if the page logged an error or a
 * React hydration problem, or if the site's Content-Security-Policy blocked
 * anything. Third-party hosts do not resolve (playwright.config.ts); tests
 * that open the scheduler's or the map's frame answer them (answerThirdParties).
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import AxeBuilder from '@axe-core/playwright';
import { test as base, expect } from '@playwright/test';
import type { Page } from '@playwright/test';

export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: [
    async ({ page }, use, testInfo) => {
      const errors: string[] = [];
      // What the page's network did, printed only when the test fails: a failed chunk or a reload explains most flakes.
      const network: string[] = [];
      const at = () => `${(performance.now() / 1000).toFixed(2)}s`;
      page.on('requestfailed', (req) => network.push(`${at()} failed ${req.url()} (${req.failure()?.errorText})`));
      page.on('response', (res) => res.status() >= 500 && network.push(`${at()} ${res.status()} ${res.url()}`));
      page.on('framenavigated', (frame) => frame === page.mainFrame() && network.push(`${at()} page ${frame.url()}`));
      page.on('console', (msg) => {
        // The browser reports a not-found document's own 404 status; that is the page working as meant.
        if (/status of 404/.test(msg.text()) && msg.location().url === page.url()) return;
        if (msg.type() === 'error' || /hydrat/i.test(msg.text())) errors.push(msg.text());
      });
      page.on('pageerror', (err) => errors.push(String(err)));
      // Chromium logs most policy violations itself; the event catches every one, in every frame of ours.
      await page.addInitScript(() =>
        document.addEventListener('securitypolicyviolation', (e) =>
          console.error(`CSP violation: ${e.effectiveDirective} blocked ${e.blockedURI || 'inline'} at ${e.sourceFile}:${e.lineNumber}`),
        ),
      );
      await use(errors);
      if (testInfo.status !== testInfo.expectedStatus) console.log(`${testInfo.title}: console ${JSON.stringify(errors)}\n  ${network.join('\n  ')}`);
      expect(errors, 'console errors').toEqual([]);
    },
    { auto: true },
  ],
});
export { expect };
export { ORIGIN } from './site';

/**
 * Answers the scheduler's and the map's hosts with a tiny page of their own, for tests that open those frames.
 * Every other host outside this machine does not resolve (playwright.config.ts): nothing leaves it. Only
 * tests that need it route requests, since routing turns the browser's cache off for the page.
 */
export async function answerThirdParties(page: Page) {
  await page.route(/^https:\/\/(calendly\.com|www\.openstreetmap\.org)\//, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><html lang="en"><title>frame</title><p>third-party frame</p>' }),
  );
}

/**
 * Opens a page and waits until it answers as a visitor expects: the shell's script has run (`data-shell`)
 * and, on a page that starts the framework (it carries the bootstrap's data), React has hydrated.
 */
export async function gotoReady(page: Page, path: string) {
  const response = await page.goto(path);
  await page.locator('html[data-shell]').waitFor({ state: 'attached' });
  if (await page.locator('#page-bootstrap').count()) await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  return response;
}

/**
 * Whether the browser's accessibility tree says the popover's button (`popovertarget`) is expanded: what a
 * screen reader is told, which the browser works out from the popover itself.
 */
export async function expandedFor(page: Page, popover: string) {
  const cdp = await page.context().newCDPSession(page);
  try {
    const { result } = await cdp.send('Runtime.evaluate', { expression: `document.querySelector('[popovertarget="${popover}"]')` });
    const { node } = await cdp.send('DOM.describeNode', { objectId: result.objectId! });
    const { nodes } = await cdp.send('Accessibility.getPartialAXTree', { backendNodeId: node.backendNodeId, fetchRelatives: false });
    return nodes[0]?.properties?.find((p) => p.name === 'expanded')?.value.value === true;
  } finally {
    await cdp.detach();
  }
}

/**
 * Wakes the deferred parts of the page (ui/deferred.tsx, marked `data-deferred`) as a visitor's scroll
 * does, bringing the first into view, and waits until all of them have hydrated.
 */
export async function hydrateDeferred(page: Page, ...names: string[]) {
  await page.locator(`[data-deferred="${names[0]}"]`).scrollIntoViewIfNeeded();
  const hydrated = page.locator(names.map((name) => `[data-deferred="${name}"][data-hydrated]`).join(', '));
  for (let i = 0; i < 250 && (await hydrated.count()) < names.length; i++) {
    // Under a paused test clock, React's commit of a freshly hydrated part waits on a timer: let a little
    // test time pass (20 ms steps, so timers the parts start are not pushed far along). Without one, the
    // assertion below waits.
    if (
      !(await page.clock.runFor(20).then(
        () => true,
        () => false,
      ))
    )
      break;
  }
  await expect(hydrated).toHaveCount(names.length);
}

/** The time a frozen clock stands at until the test moves it: what a page loaded under it starts from. */
export const CLOCK_PAUSED_AT = Date.parse('2025-06-02T09:00:01Z');

/** A fake clock that stands still until the test moves it (install before the page loads). */
export async function frozenClock(page: Page) {
  await page.clock.install({ time: CLOCK_PAUSED_AT - 1000 });
  await page.clock.pauseAt(CLOCK_PAUSED_AT);
}

/**
 * Lets React finish the renders and effects that a timer callback, a focus or a pointer change set off
 * (it renders in MessageChannel tasks, which the fake clock does not hold), so timers set by those
 * effects start from the current fake time.
 */
export async function settle(page: Page) {
  for (let i = 0; i < 3; i++)
    await page.evaluate(
      () =>
        new Promise<void>((resolve) => {
          const channel = new MessageChannel();
          channel.port1.onmessage = () => resolve();
          channel.port2.postMessage(0);
        }),
    );
}

/** Every Content-Security-Policy violation the page reports, for tests that cannot use the console check. */
export async function policyViolations(page: Page) {
  const violations: string[] = [];
  await page.exposeFunction('reportPolicyViolation', (v: string) => violations.push(v));
  await page.addInitScript(() =>
    document.addEventListener('securitypolicyviolation', (e) =>
      (window as unknown as { reportPolicyViolation: (v: string) => void }).reportPolicyViolation(
        `${e.effectiveDirective} blocked ${e.blockedURI || 'inline'}`,
      ),
    ),
  );
  return violations;
}

/**
 * Serves every page as a browser without JavaScript renders it: no script of the page runs and
 * <noscript> content shows. For checks that need JavaScript themselves (axe), where a context with
 * JavaScript switched off cannot be used.
 */
export async function asWithoutJavaScript(page: Page) {
  await page.route(/^https?:\/\/(127\.0\.0\.1|localhost)/, async (route) => {
    if (route.request().resourceType() !== 'document') return route.fallback();
    const response = await route.fetch();
    const html = (await response.text()).replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '').replace(/<\/?noscript>/g, '');
    await route.fulfill({ response, body: html });
  });
}

/** The axe rules a change of colours alone can break: what the dark theme is checked for again. */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/** Serious and critical axe violations, as short strings (empty when clean): every WCAG 2.2 A and AA rule, or only the colour rules. */
async function seriousViolations(page: Page, within: string | undefined, only?: 'colours') {
  const axe = new AxeBuilder({ page });
  if (within) axe.include(within);
  const results = await (only ? axe.withRules(COLOUR_RULES) : axe.withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id}: ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(', ')}`,
    );
}

/** IBM's Equal Access engine, as its package ships it for injection into a page. */
const ibmEngine = readFileSync(fileURLToPath(import.meta.resolve('accessibility-checker-engine/ace.js')), 'utf8');

/**
 * Violations that IBM's Equal Access engine finds against WCAG 2.2 (A and AA), as short strings. The engine is
 * evaluated through the browser's debugging protocol, which the page's Content-Security-Policy does not govern,
 * as axe is; items it marks "needs review" are left out.
 */
async function ibmViolations(page: Page, within: string | undefined) {
  if (!(await page.evaluate(() => 'ace' in window))) await page.evaluate(ibmEngine);
  return page.evaluate(async (selector) => {
    const { ace } = window as unknown as { ace: { Checker: new () => { check: (d: Node, g: string[]) => Promise<{ results: IbmIssue[] }> } } };
    interface IbmIssue {
      ruleId: string;
      value: [string, string];
      message: string;
      path: Record<string, string>;
    }
    const report = await new ace.Checker().check(selector ? document.querySelector(selector)! : document, ['WCAG_2_2']);
    return report.results
      .filter((r) => r.value[0] === 'VIOLATION' && r.value[1] === 'FAIL')
      .map((r) => `${r.ruleId} at ${r.path.dom}: ${r.message}`)
      .slice(0, 8);
  }, within);
}

/**
 * No serious axe violations and no IBM Equal Access violations in the light theme, then in the dark one. The
 * switch is instant: with transitions running, the engines would measure colours halfway between the themes.
 * The dark theme changes colours only: axe checks its colour rules again there (half the time of all its rules),
 * IBM's engine, which is quicker, all of its rules. `within` (a selector) checks one part of the page only: a
 * state the template walk does not see (an open dialog, a message after sending), not the page around it.
 * `axe: false` runs IBM's engine alone.
 */
export async function expectAccessibleInBothThemes(page: Page, what: string, { within, axe = true }: { within?: string; axe?: boolean } = {}) {
  // Two runs of each engine take 5 to 35 s on a busy 2-core machine: they get their own time on top of the test's.
  base.info().setTimeout(base.info().timeout + 45_000);
  // Colours are judged at rest: cards still fading in (a list just opened) would be measured half transparent.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.playState === 'running' && a.effect?.getComputedTiming().endTime !== Infinity)
        .map((a) => a.finished.catch(() => null)),
    ),
  );
  if (axe) expect.soft(await seriousViolations(page, within), `axe, light theme: ${what}`).toEqual([]);
  expect.soft(await ibmViolations(page, within), `IBM Equal Access, light theme: ${what}`).toEqual([]);
  const background = await page.evaluate(() => {
    // A constructed style sheet, not a <style> element, which the site's policy (style-src 'self') would block.
    const instant = new CSSStyleSheet();
    instant.replaceSync('*, *::before, *::after { transition: none !important; }');
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, instant];
    document.documentElement.setAttribute('data-theme', 'dark');
    return getComputedStyle(document.body).backgroundColor;
  });
  expect(background, 'dark theme applied').not.toBe('rgb(255, 255, 255)');
  if (axe) expect.soft(await seriousViolations(page, within, 'colours'), `axe, dark theme: ${what}`).toEqual([]);
  expect.soft(await ibmViolations(page, within), `IBM Equal Access, dark theme: ${what}`).toEqual([]);
}

/** What takes focus from the keyboard. */
const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type=hidden]), select:not([disabled]), textarea:not([disabled]), summary, [tabindex]:not([tabindex="-1"])';

/**
 * Focuses every visible focusable element of the page in document order (as Tab does, from the top) and
 * then in reverse (as Shift+Tab does, from the bottom), and returns those that a fixed element (the header,
 * the WhatsApp button) covers, even in part, once focused: WCAG 2.2's Focus Not Obscured. Elements inside a
 * fixed element themselves (the header's own links) are not checked against it.
 */
export async function focusObscured(page: Page): Promise<string[]> {
  return page.evaluate(async (selector) => {
    const fixedAncestor = (node: Element | null) => {
      for (let n = node; n; n = n.parentElement) if (getComputedStyle(n).position === 'fixed') return n;
      return null;
    };
    const focusables = [...document.querySelectorAll<HTMLElement>(selector)].filter(
      (el) =>
        el.tabIndex >= 0 &&
        !el.closest('[inert], [aria-hidden="true"], dialog:not([open])') &&
        el.checkVisibility({ visibilityProperty: true }) &&
        !fixedAncestor(el),
    );
    const frame = () => new Promise((r) => requestAnimationFrame(() => r(null)));
    const problems = new Set<string>();
    const check = (el: HTMLElement, direction: string) => {
      const r = el.getBoundingClientRect();
      if (r.width === 0 || r.height === 0) return;
      const name = `${direction} ${el.tagName.toLowerCase()} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)}"`;
      // The browser scrolls a focused element that is out of sight into view (one partly at the screen's edge stays
      // where it is, as it does for Tab); what is on screen of it must not be under something fixed.
      const [left, right, top, bottom] = [Math.max(r.left, 0), Math.min(r.right, innerWidth), Math.max(r.top, 0), Math.min(r.bottom, innerHeight)];
      if (left >= right || top >= bottom) {
        problems.add(`${name} is not scrolled into view`);
        return;
      }
      const [cx, cy] = [(left + right) / 2, (top + bottom) / 2];
      const [dx, dy] = [Math.min(4, (right - left) / 4), Math.min(4, (bottom - top) / 4)];
      // A cross through the middle (round buttons have nothing in their box's corners).
      for (const [x, y] of [
        [cx, cy],
        [left + dx, cy],
        [right - dx, cy],
        [cx, top + dy],
        [cx, bottom - dy],
      ] as const) {
        const top = document.elementFromPoint(x, y);
        if (!top || el.contains(top) || top.contains(el)) continue;
        const fixed = fixedAncestor(top);
        if (fixed) {
          problems.add(`${name} is under ${fixed.tagName.toLowerCase()}${fixed.id ? `#${fixed.id}` : ''}.${[...fixed.classList].slice(0, 3).join('.')}`);
          return;
        }
      }
    };
    window.scrollTo(0, 0);
    await frame();
    for (const el of focusables) {
      el.focus();
      check(el, 'Tab');
    }
    window.scrollTo(0, document.documentElement.scrollHeight);
    await frame();
    for (const el of [...focusables].reverse()) {
      el.focus();
      check(el, 'Shift+Tab');
    }
    (document.activeElement as HTMLElement | null)?.blur();
    window.scrollTo(0, 0);
    return [...problems];
  }, FOCUSABLE);
}

/**
 * Full hit areas: every visible control, focused and scrolled to the middle of the screen, is what a click lands on at
 * its centre and near each corner (inset just enough to stay inside its rounded corners), not a layer
 * above it, transparent or not. Returns each control a click would miss, with what it would hit instead.
 */
export async function coveredControls(page: Page): Promise<string[]> {
  return page.evaluate((selector) => {
    const describe = (el: Element) =>
      `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40)}"`;
    const problems: string[] = [];
    const controls = [...document.querySelectorAll<HTMLElement>(selector)].filter(
      (el) =>
        el.tabIndex >= 0 &&
        !el.closest('[inert], [aria-hidden="true"], dialog:not([open])') &&
        el.checkVisibility({ visibilityProperty: true, opacityProperty: true }),
    );
    for (const el of controls) {
      // Focused first: a control that shows itself on focus (the skip link) is probed as it is then.
      el.focus({ preventScroll: true });
      // Layout follows the scroll at once, and hit testing reads layout: no frame to wait for (what the page does on
      // scroll, the header's shadow, changes no box).
      el.scrollIntoView({ block: 'center', inline: 'nearest', behavior: 'instant' });
      const rects = [...el.getClientRects()].filter((r) => r.width > 2 && r.height > 2);
      // A link in running text is probed at the middle of each of its line boxes (its box's corners are the
      // glyphs' extent, not what the browser hit-tests); a box at its middle and corners.
      const points =
        rects.length !== 1 || getComputedStyle(el).display === 'inline'
          ? rects.map((r) => [r.left + r.width / 2, r.top + r.height / 2, 'centre'] as const)
          : (() => {
              const r = rects[0]!;
              const radius = Math.min(parseFloat(getComputedStyle(el).borderTopLeftRadius) || 0, r.width / 2, r.height / 2);
              const inset = radius * (1 - Math.SQRT1_2) + 1;
              return [
                [r.left + r.width / 2, r.top + r.height / 2, 'centre'],
                [r.left + inset, r.top + inset, 'top left'],
                [r.right - inset, r.top + inset, 'top right'],
                [r.left + inset, r.bottom - inset, 'bottom left'],
                [r.right - inset, r.bottom - inset, 'bottom right'],
              ] as const;
            })();
      for (const [x, y, where] of points) {
        if (x < 0 || y < 0 || x >= innerWidth || y >= innerHeight) continue;
        const hit = document.elementFromPoint(x, y);
        if (!hit || el.contains(hit)) continue;
        problems.push(`${describe(el)} ${where}: a click lands on ${describe(hit)}`);
        break;
      }
    }
    (document.activeElement as HTMLElement | null)?.blur();
    window.scrollTo({ top: 0, behavior: 'instant' });
    return problems;
  }, FOCUSABLE);
}
