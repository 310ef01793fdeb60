/**
 * The header at every width: from 320 to 1920 px in steps of 32, plus both sides of the menu's breakpoint
 * (991/992), in four languages, on a page of each family. A label broken over two lines, a control past the
 * screen's edge or a page that scrolls sideways fails, with the width and what broke.
 */
import type { Page } from '@playwright/test';
import type { Lang } from '../../app/i18n/languages';
import { languages, localizePath } from '../../app/i18n/languages';
import { samplePath } from './content';
import { expect, gotoHydrated, test } from './fixtures';

const widths = [...new Set([...Array.from({ length: 51 }, (_, i) => 320 + 32 * i), 991, 992, 1920])].sort((a, b) => a - b);

/** A page of each family in a language (undefined when the content has none in it). */
const families: Record<string, (lang: Lang) => string | undefined> = {
  home: (lang) => localizePath('/', lang),
  about: (lang) => localizePath('/about', lang),
  service: (lang) => localizePath('/services/cloud-services', lang),
  project: (lang) => samplePath.project(lang),
  article: (lang) => samplePath.article(lang),
  careers: (lang) => localizePath('/careers', lang),
  contact: (lang) => localizePath('/contactus', lang),
  legal: (lang) => localizePath('/legal/privacy-policy', lang),
};

/** What is wrong with the header at the page's current width (empty when it fits). */
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
    // Controls past either edge of the screen.
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

for (const lang of languages) {
  for (const [family, pathOf] of Object.entries(families)) {
    const path = pathOf(lang);
    test(`${lang} ${family}: the header fits at every width from 320 to 1920 px`, async ({ page }) => {
      test.skip(!path, `no ${family} in ${lang}`);
      await page.setViewportSize({ width: widths[0]!, height: 800 });
      await gotoHydrated(page, path!);
      await page.evaluate(() => document.fonts.ready);
      const failures: string[] = [];
      for (const width of widths) {
        await page.setViewportSize({ width, height: 800 });
        for (const problem of await headerProblems(page)) failures.push(`${width} px: ${problem}`);
      }
      expect(failures, path).toEqual([]);
    });
  }
}
