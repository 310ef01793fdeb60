/** The finish a buyer notices, held by measurement: a reading measure for articles, a services box that never cuts a card's text. */
import { languages, localizePath } from '../../app/i18n/languages';
import { needed, ordered, published, samplePath, text } from './content';
import { expect, gotoReady, test } from './fixtures';

test.describe('articles are set at a reading measure', () => {
  // In each language the longest article: the most full lines to count.
  const paths = languages.map((lang) => {
    const length = (a: (typeof ordered.news)[number]) => JSON.stringify(a.texts[lang]).length;
    const longest = needed([...published(ordered.news, lang)].sort((a, b) => length(b) - length(a))[0], `article in ${lang}`);
    return localizePath(`/news/${longest.key}`, lang);
  });
  test(`60–75 characters a line and a line height near 1.7 (${paths.join(', ')})`, async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    for (const path of paths) {
      await gotoReady(page, path);
      const { perLine, lineHeight } = await page
        .locator('main article')
        .first()
        .evaluate((article) => {
          // The reading measure is the body text's column: the widest paragraphs (cards and quotes are narrower).
          const paragraphs = [...article.querySelectorAll<HTMLParagraphElement>('section p, div.space-y-5 > p')].filter((p) => p.textContent!.trim());
          const width = Math.max(...paragraphs.map((p) => p.clientWidth));
          const body = paragraphs.filter((p) => p.clientWidth === width);
          const full: number[] = [];
          for (const p of body) {
            const lines = new Map<number, number>();
            const walker = document.createTreeWalker(p, NodeFilter.SHOW_TEXT);
            for (let node = walker.nextNode(); node; node = walker.nextNode())
              for (let i = 0; i < node.textContent!.length; i++) {
                const range = document.createRange();
                range.setStart(node, i);
                range.setEnd(node, i + 1);
                const top = Math.round(range.getBoundingClientRect().top);
                lines.set(top, (lines.get(top) ?? 0) + 1);
              }
            full.push(...[...lines.values()].slice(0, -1));
          }
          const style = getComputedStyle(body[0]!);
          return { perLine: full.reduce((a, b) => a + b, 0) / full.length, lineHeight: parseFloat(style.lineHeight) / parseFloat(style.fontSize) };
        });
      expect.soft(perLine, `${path}: characters a line`).toBeGreaterThanOrEqual(60);
      expect.soft(perLine, `${path}: characters a line`).toBeLessThanOrEqual(75);
      expect.soft(lineHeight, path).toBeGreaterThanOrEqual(1.6);
      expect.soft(lineHeight, path).toBeLessThanOrEqual(1.8);
    }
  });
});

test('below an article, the other articles fill the row: no empty column', async ({ page }) => {
  const others = Math.min(published(ordered.news, 'de').length - 1, 3);
  needed(others >= 2, 'three articles in German');
  await page.setViewportSize({ width: 1440, height: 900 });
  await gotoReady(page, samplePath.article('de')!);
  const list = page.locator('section[aria-labelledby="news-teaser-title"] ul');
  const cards = list.locator(':scope > li');
  await expect(cards).toHaveCount(others);
  const [row, first, last] = await Promise.all([list.boundingBox(), cards.nth(0).boundingBox(), cards.nth(others - 1).boundingBox()]);
  expect(first!.y).toBe(last!.y);
  expect(last!.x + last!.width, 'the last card ends where the row ends').toBeCloseTo(row!.x + row!.width, 0);
});

test.describe('the services box never cuts a card through its text', () => {
  for (const path of ['/', '/de']) {
    test(`at 320, 390, 768 and 1280 px, at rest and after each reveal (${path})`, async ({ page }) => {
      for (const width of [320, 390, 768, 1280]) {
        await page.setViewportSize({ width, height: 900 });
        await gotoReady(page, path);
        const box = page.getByTestId('services-scroll');
        await box.scrollIntoViewIfNeeded();
        const cut = () =>
          box.evaluate((el) => {
            const bottom = el.getBoundingClientRect().bottom;
            const problems: string[] = [];
            for (const card of el.querySelectorAll<HTMLElement>('li:not([hidden])')) {
              const walker = document.createTreeWalker(card, NodeFilter.SHOW_TEXT);
              for (let node = walker.nextNode(); node; node = walker.nextNode()) {
                if (!node.textContent?.trim()) continue;
                const range = document.createRange();
                range.selectNodeContents(node);
                for (const r of range.getClientRects())
                  if (r.top < bottom - 1 && r.bottom > bottom + 1) problems.push(`"${node.textContent.trim()}" cut at the box's edge`);
              }
            }
            return problems;
          });
        expect.soft(await cut(), `${width} px, at rest`).toEqual([]);
        for (let reveal = 0; reveal < 2; reveal++) {
          const shown = await box.locator('li:not([hidden])').count();
          await box.evaluate((el) => el.scrollTo({ top: el.scrollHeight }));
          await expect(box.locator('li:not([hidden])')).not.toHaveCount(shown);
          expect.soft(await cut(), `${width} px, after scroll ${reveal + 1}`).toEqual([]);
        }
      }
    });
  }
});

test.describe('one clear next step, in the same words everywhere', () => {
  test('a case study’s strong button books a call; the live product is a plain link', async ({ page }) => {
    const live = needed(
      samplePath.project('en', (p) => Boolean(p.facts.liveUrl)),
      'case study linking a live product',
    );
    await gotoReady(page, live);
    const visit = page.getByRole('main').getByRole('link', { name: 'Visit website' });
    await expect(visit).toHaveCSS('background-color', 'rgba(0, 0, 0, 0)');
    await expect(page.getByRole('main').getByRole('button', { name: 'Book a 30-minute call' })).toBeVisible();
  });

  test('“Back to top” is a plain link at the foot of the page, not a button beside the booking one', async ({ page }) => {
    await gotoReady(page, '/fr/about');
    const footer = page.getByRole('contentinfo');
    const top = footer.getByRole('link', { name: text('fr', 'common:footer.backToTop') });
    await expect(top).toHaveAttribute('href', '#top');
    await expect(top).toHaveCSS('background-color', 'rgba(0, 0, 0, 0)');
    await expect(footer.getByRole('button', { name: text('fr', 'common:scheduler.book') })).toHaveCSS('background-color', 'rgba(0, 0, 0, 0)');
  });
});

test.describe('headings keep their weight on every system font', () => {
  // This machine's interface font has no semibold, as on many Linux desktops: a heading asking for 600 is drawn in the Bold.
  const paths = ['/', '/de/services/cloud-services', '/fr/about', samplePath.article('en')].filter((p): p is string => p !== undefined);
  test(`headings and figures of 24 px and up are not drawn in a bold face (${paths.join(', ')})`, async ({ page }) => {
    for (const path of paths) {
      await gotoReady(page, path);
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('DOM.enable');
      await cdp.send('CSS.enable');
      const { root } = await cdp.send('DOM.getDocument', { depth: 0 });
      const { nodeIds } = await cdp.send('DOM.querySelectorAll', { nodeId: root.nodeId, selector: 'main h1, main h2:not(.sr-only), main dd' });
      expect(nodeIds.length).toBeGreaterThan(1);
      const bold: string[] = [];
      for (const nodeId of nodeIds) {
        // Small labels (an eyebrow, a caption) stay semibold; only the display sizes turn heavy.
        const { computedStyle } = await cdp.send('CSS.getComputedStyleForNode', { nodeId });
        if (parseFloat(computedStyle.find((p) => p.name === 'font-size')!.value) < 24) continue;
        const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
        const heavy = fonts.filter((f) => /(?<!semi|demi)bold|black|heavy/i.test(f.postScriptName || f.familyName));
        if (heavy.length) bold.push(`${(await cdp.send('DOM.getOuterHTML', { nodeId })).outerHTML.slice(0, 80)} → ${heavy[0]!.postScriptName}`);
      }
      expect.soft(bold, path).toEqual([]);
    }
  });
});
