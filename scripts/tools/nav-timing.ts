/**
 * `npx tsx scripts/tools/nav-timing.ts --base http://127.0.0.1:3000 [--base2 URL] [--runs 5] [--cpu 4] [--no-rest]`:
 * a visitor's click-to-paint between two pages at a slowed CPU, the pointer resting on the link first (which lets
 * Speculation Rules prefetch), to the new page's first paint or its new heading's frame. Measures, never fails.
 */
import { chromium } from '@playwright/test';
import type { Page } from '@playwright/test';

const arg = (name: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i < 0 ? undefined : process.argv[i + 1];
};
const bases = [arg('base') ?? 'http://127.0.0.1:3000', arg('base2')].filter((b): b is string => !!b);
const runs = Number(arg('runs') ?? 5);
const cpu = Number(arg('cpu') ?? 4);
/** `--no-rest`: the click comes without the pointer resting on the link first (nothing is prefetched). */
const rest = !process.argv.includes('--no-rest');
/** From, link target: pairs of pages linked from the header's navigation bar (two plain, two hydrated). */
const pairs = [
  ['/about', '/projects'],
  ['/news', '/careers'],
  ['/', '/contactus'],
  ['/contactus', '/'],
] as const;

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

async function once(page: Page, base: string, from: string, to: string) {
  await page.goto(base + from);
  // Ready as a visitor finds it: hydrated where the page starts the framework, else once the shell's script ran.
  await page.locator(`html[data-${(await page.locator('#page-bootstrap').count()) ? 'hydrated' : 'shell'}]`).waitFor({ state: 'attached' });
  await page.waitForTimeout(1000);
  // The press and, for a navigation in place, the frame after the heading changes, in the page's own clock (epoch ms).
  // A string, not a function: tsx would wrap a named function in a helper the page does not have.
  await page.evaluate(`
    addEventListener('pointerdown', () => sessionStorage.setItem('pressAt', String(performance.timeOrigin + performance.now())), { capture: true, once: true });
    const h1 = document.querySelector('main h1')?.textContent;
    new MutationObserver((_, observer) => {
      if (document.querySelector('main h1')?.textContent === h1) return;
      observer.disconnect();
      requestAnimationFrame(() => sessionStorage.setItem('paintAt', String(performance.timeOrigin + performance.now())));
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  `);
  const origin = await page.evaluate(() => performance.timeOrigin);
  const link = page.locator(`header nav a[href="${to}"]:visible`).first();
  if (rest) {
    await link.hover();
    await page.waitForTimeout(300);
  }
  await link.click();
  await page.waitForURL((url) => url.pathname === to);
  await page.locator('main h1').waitFor();
  const result = await page.waitForFunction(
    (before) => {
      const press = Number(sessionStorage.getItem('pressAt'));
      if (performance.timeOrigin !== before) {
        const fcp = performance.getEntriesByName('first-contentful-paint')[0];
        return fcp ? { kind: 'load', ms: performance.timeOrigin + fcp.startTime - press } : null;
      }
      const paint = sessionStorage.getItem('paintAt');
      return paint ? { kind: 'in place', ms: Number(paint) - press } : null;
    },
    origin,
    { timeout: 15_000 },
  );
  return (await result.jsonValue()) as { kind: string; ms: number };
}

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
console.log(`click-to-paint, CPU slowed ${cpu}x, medians of ${runs}${rest ? ', the pointer resting 300 ms on the link' : ', no rest before the click'}`);
for (const [from, to] of pairs)
  for (const base of bases) {
    const samples: number[] = [];
    let kind = '';
    for (let i = 0; i < runs; i++) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
      const r = await once(page, base, from, to);
      samples.push(r.ms);
      kind = r.kind;
      await context.close();
    }
    console.log(`${from} → ${to}  ${base}  ${kind}  median ${median(samples).toFixed(0)} ms  [${samples.map((s) => s.toFixed(0)).join(', ')}]`);
  }
await browser.close();
