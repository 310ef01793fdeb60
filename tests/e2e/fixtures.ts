/** Shared test set-up: every test fails on a console error, a React hydration problem or a Content-Security-Policy violation. */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { test as base, expect } from '@playwright/test';
import type { Page } from '@playwright/test';

export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: [
    async ({ page }, use, testInfo) => {
      const errors: string[] = [];
      // Printed only when the test fails: a failed chunk or a reload explains most flakes.
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

/** Answers the scheduler's and the map's hosts with a stub page. Only tests that open those frames call it: routing turns the page's cache off. */
export async function answerThirdParties(page: Page) {
  await page.route(/^https:\/\/(calendly\.com|www\.openstreetmap\.org)\//, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><html lang="en"><title>frame</title><p>third-party frame</p>' }),
  );
}

/** Opens a page and waits until the shell's script has run and, on a page that starts React, it has hydrated. */
export async function gotoReady(page: Page, path: string) {
  const response = await page.goto(path);
  await page.locator('html[data-shell]').waitFor({ state: 'attached' });
  if (await page.locator('#page-bootstrap').count()) await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  return response;
}

/** Whether the accessibility tree says the popover's button is expanded: what a screen reader is told. */
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

/** Wakes the deferred parts (app/components/ui/deferred.tsx) as a visitor's scroll does and waits until all have hydrated. */
export async function hydrateDeferred(page: Page, ...names: string[]) {
  await page.locator(`[data-deferred="${names[0]}"]`).scrollIntoViewIfNeeded();
  const hydrated = page.locator(names.map((name) => `[data-deferred="${name}"][data-hydrated]`).join(', '));
  for (let i = 0; i < 250 && (await hydrated.count()) < names.length; i++) {
    // Under a paused clock React's commit of a hydrated part waits on a timer: let test time pass, in small steps.
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

export const CLOCK_PAUSED_AT = Date.parse('2025-06-02T09:00:01Z');

/** A fake clock that stands still until the test moves it (install before the page loads). */
export async function frozenClock(page: Page) {
  await page.clock.install({ time: CLOCK_PAUSED_AT - 1000 });
  await page.clock.pauseAt(CLOCK_PAUSED_AT);
}

/** Lets React finish renders a timer, focus or pointer change set off (MessageChannel tasks, which the fake clock does not hold). */
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

/** Serves pages without their scripts and with <noscript> shown, for checks that need JavaScript themselves (axe). */
export async function asWithoutJavaScript(page: Page) {
  await page.route(/^https?:\/\/(127\.0\.0\.1|localhost)/, async (route) => {
    if (route.request().resourceType() !== 'document') return route.fallback();
    const response = await route.fetch();
    const html = (await response.text()).replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '').replace(/<\/?noscript>/g, '');
    await route.fulfill({ response, body: html });
  });
}

const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

const axeEngine = readFileSync(fileURLToPath(import.meta.resolve('axe-core/axe.min.js')), 'utf8');
const ibmEngine = readFileSync(fileURLToPath(import.meta.resolve('accessibility-checker-engine/ace.js')), 'utf8');

/** Evaluates an engine's script once per document, through the debugging protocol, which the page's CSP does not govern. */
async function loadEngine(page: Page, global: string, script: string) {
  if (!(await page.evaluate((name) => name in window, global))) await page.evaluate(script);
}

/** Serious and critical axe violations as short strings: every WCAG 2.2 A and AA rule, or only the colour rules (decision 060). */
async function seriousViolations(page: Page, within: string | undefined, only?: 'colours') {
  await loadEngine(page, 'axe', axeEngine);
  const violations = await page.evaluate(
    async ({ within, rules }) => {
      interface Violation {
        id: string;
        impact?: string | null;
        nodes: { target: string[] }[];
      }
      const { axe } = window as unknown as { axe: { run: (context: unknown, options: unknown) => Promise<{ violations: Violation[] }> } };
      const runOnly = rules ? { type: 'rule', values: rules } : { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] };
      // The only frames are the scheduler's and the map's, other sites' pages (blocked here).
      const { violations } = await axe.run(within ? { include: [within] } : document, { runOnly, resultTypes: ['violations'], iframes: false });
      return violations.map(({ id, impact, nodes }) => ({ id, impact, targets: nodes.map((n) => n.target.join(' ')) }));
    },
    { within: within ?? null, rules: only ? COLOUR_RULES : null },
  );
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.targets.slice(0, 3).join(', ')}`);
}

/** IBM Equal Access violations (WCAG 2.2 A and AA), run as axe is. */
async function ibmViolations(page: Page, within: string | undefined) {
  await loadEngine(page, 'ace', ibmEngine);
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

/** No serious axe or IBM violations in the light theme, then the dark one (colours only, so axe checks just its colour rules). */
export async function expectAccessibleInBothThemes(page: Page, what: string, { within, axe = true }: { within?: string; axe?: boolean } = {}) {
  // The engines are slow on a busy machine: they get their own time on top of the test's.
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
    // Transitions off, or the engines measure colours halfway between themes. A constructed sheet: style-src 'self' blocks <style>.
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

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type=hidden]), select:not([disabled]), textarea:not([disabled]), summary, [tabindex]:not([tabindex="-1"])';

/** Focuses every visible focusable in Tab, then Shift+Tab order; returns those a fixed element covers (WCAG 2.2 Focus Not Obscured). */
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
      // The browser scrolls a focused element out of sight into view; what is on screen of it must not be under something fixed.
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

/** Each visible control, focused and centred on screen, that a click at its centre or corners would miss, with what it hits instead. */
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
      // Hit testing reads layout, which follows the scroll at once: no frame to wait for.
      el.scrollIntoView({ block: 'center', inline: 'nearest', behavior: 'instant' });
      const rects = [...el.getClientRects()].filter((r) => r.width > 2 && r.height > 2);
      // A link in running text is probed at the middle of each line box: its box's corners are not what the browser hit-tests.
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
