/** The header at each breakpoint of the built stylesheet and either side of it, in German, the longest language. */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, gotoReady, test } from './fixtures';
import { BUILD, templates } from './site';

const breakpoints = [
  ...new Set(
    readdirSync(join(BUILD, 'assets'))
      .filter((f) => f.endsWith('.css'))
      .flatMap((f) => [...readFileSync(join(BUILD, 'assets', f), 'utf8').matchAll(/\(width>=([\d.]+)(px|rem)\)/g)])
      .map((m) => Number(m[1]) * (m[2] === 'rem' ? 16 : 1)),
  ),
];
const widths = [...new Set([320, 1920, 1150, ...breakpoints.flatMap((b) => [b - 1, b, b + 1])])].sort((a, b) => a - b);

function headerProblems(page: Page) {
  return page.evaluate(() => {
    const problems: string[] = [];
    const header = document.querySelector('body > * header, header')!;
    const describe = (el: Element) => `${el.tagName.toLowerCase()} "${(el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 30)}"`;
    // Text broken over lines: the text's line boxes start at more than one height.
    const walker = document.createTreeWalker(header, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement!;
      if (!node.textContent?.trim() || !parent.checkVisibility({ visibilityProperty: true })) continue;
      // Text for assistive technology only (a 1-px clipped box) breaks by design.
      if (parent.getBoundingClientRect().width <= 1 || getComputedStyle(parent).clipPath !== 'none') continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      const tops = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top / 4)));
      if (tops.size > 1) problems.push(`${describe(parent)} breaks over ${tops.size} lines`);
    }
    for (const el of header.querySelectorAll('a, button')) {
      if (!el.checkVisibility({ visibilityProperty: true })) continue;
      const r = el.getBoundingClientRect();
      if (r.width <= 1) continue;
      if (r.left < -0.5 || r.right > innerWidth + 0.5)
        problems.push(`${describe(el)} runs past the edge (${Math.round(r.left)}–${Math.round(r.right)} of ${innerWidth})`);
    }
    if (document.documentElement.scrollWidth > innerWidth) problems.push(`the page scrolls sideways (${document.documentElement.scrollWidth} px wide)`);
    return problems;
  });
}

const pages = [...templates().flatMap((t) => (t.samples.de ? [t.samples.de] : [])), '/'];

test(`the stylesheet has breakpoints to test: ${breakpoints.join(', ')} px`, () => {
  expect(breakpoints.length).toBeGreaterThan(3);
});

for (const path of pages) {
  test(`${path}: the header fits at ${widths.join(', ')} px`, async ({ page }) => {
    await page.setViewportSize({ width: widths[0]!, height: 800 });
    await gotoReady(page, path);
    await page.evaluate(() => document.fonts.ready);
    const failures: string[] = [];
    for (const width of widths) {
      await page.setViewportSize({ width, height: 800 });
      // What the page does on a resize (the shell's observers of the header) is done by the second frame after it.
      await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
      for (const problem of await headerProblems(page)) failures.push(`${width} px: ${problem}`);
    }
    expect(failures, path).toEqual([]);
  });
}
