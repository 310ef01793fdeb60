/** What the pictures promise, measured in a browser: an icon per deliverable, one wordmark treatment, map labels that never overlap. */
import type { Locator, Page } from '@playwright/test';
import { localizePath } from '../../app/i18n/languages';
import { catalogue, company, needed, ordered } from './content';
import { expect, gotoReady, hydrateDeferred, test } from './fixtures';

test('a service page gives each deliverable its own icon, drawn from the deliverables’ sprite', async ({ page }) => {
  const service = needed(
    ordered.services.find((s) => s.texts.en!.deliverables.length > 1 && s.texts.en!.deliverables.every((d) => d.icon)),
    'service whose deliverables all have an icon',
  );
  const count = service.texts.en!.deliverables.length;
  await gotoReady(page, `/services/${service.key}`);
  const uses = page.getByTestId('service-accordion').locator('summary svg:not(.icon) use'); // not the chevron, a Lucide icon
  await expect(uses).toHaveCount(count);
  const hrefs = await uses.evaluateAll((els) => els.map((u) => u.getAttribute('href') ?? ''));
  expect(new Set(hrefs).size).toBe(count);
  expect(hrefs.every((h) => h.startsWith('/art/deliverables.svg#'))).toBe(true);
  const sprite = await (await page.request.get('/art/deliverables.svg')).text();
  for (const h of hrefs) expect(sprite).toContain(`<symbol id="${h.split('#')[1]}"`);
  await expect.poll(() => uses.evaluateAll((els) => els.filter((u) => u.getBoundingClientRect().width > 10).length)).toBe(count);
});

test.describe('client wordmarks', () => {
  for (const width of [390, 1280]) {
    test(`one treatment at ${width} px: same type, colour and mark size, each on one line${width < 600 ? ', in two columns' : ''}; an uploaded logo at the marks’ height`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await gotoReady(page, '/');
      const items = page.getByRole('region', { name: 'Trusted by organisations across three continents' }).getByRole('listitem');
      await expect(items).toHaveCount(company.clients.length);
      const drawn = items.filter({ has: page.locator('svg') });
      await expect(drawn).toHaveCount(company.clients.filter((c) => !c.logo).length);
      const looks = await drawn.evaluateAll((lis) =>
        lis.map((li) => {
          const name = getComputedStyle(li.querySelector('span')!);
          const mark = li.querySelector('svg')!.getBoundingClientRect();
          const box = li.getBoundingClientRect();
          return {
            font: `${name.fontFamily} ${name.fontSize} ${name.fontWeight} ${name.fontStyle} ${name.textTransform} ${name.letterSpacing}`,
            color: name.color,
            mark: `${mark.width}x${mark.height}`,
            height: box.height,
            left: Math.round(box.left),
          };
        }),
      );
      for (const key of ['font', 'color', 'mark'] as const) expect(new Set(looks.map((l) => l[key])).size, key).toBe(1);
      expect(Math.max(...looks.map((l) => l.height)), 'one line each').toBeLessThanOrEqual(28);
      if (width < 600) expect(new Set(looks.map((l) => l.left)).size, 'columns').toBe(2);
      const logo = items.locator('img');
      await expect(logo).toHaveCount(needed(company.clients.filter((c) => c.logo).length, 'client with a logo'));
      await logo.first().scrollIntoViewIfNeeded();
      await expect.poll(() => logo.first().evaluate((img) => (img as HTMLImageElement).complete && img.getBoundingClientRect().height)).toBe(28);
    });
  }
});

interface Rect {
  name: string;
  x: number;
  y: number;
  w: number;
  h: number;
}

/** The map's labels (office names, the headquarters legend, the loading note) and its pins, as boxes on the screen. */
function mapBoxes(map: Locator) {
  return map.evaluate((el) => {
    const rect = (e: Element, name: string, grow = 0) => {
      const b = e.getBoundingClientRect();
      return { name, x: b.x - grow, y: b.y - grow, w: b.width + 2 * grow, h: b.height + 2 * grow };
    };
    const pins = [...el.querySelectorAll('.world-map > div > span')];
    return {
      box: rect(el, 'map'),
      // A pin's dot, with its ring.
      pins: pins.map((p) => rect(p.children[0]!, `pin ${p.children[1]!.textContent}`, 4)),
      labels: [...pins.map((p) => p.children[1]!), ...el.querySelectorAll(':scope > p')].map((l) => rect(l, l.textContent ?? '')),
    };
  });
}

const overlap = (a: Rect, b: Rect) => a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;

async function labelProblems(page: Page, what: string) {
  const { box, pins, labels } = await mapBoxes(page.getByTestId('map'));
  expect(pins, `${what}: three pins`).toHaveLength(3);
  const problems: string[] = [];
  for (const l of labels) {
    if (l.x < box.x || l.y < box.y || l.x + l.w > box.x + box.w || l.y + l.h > box.y + box.h) problems.push(`"${l.name}" leaves the map`);
    for (const o of labels) if (o !== l && l.name < o.name && overlap(l, o)) problems.push(`"${l.name}" overlaps "${o.name}"`);
    for (const p of pins) if (overlap(l, p)) problems.push(`"${l.name}" covers ${p.name}`);
  }
  return problems;
}

/** Polled: the first measure after a resize may read the map's container units at the old width. */
async function expectClearLabels(page: Page, what: string) {
  await expect.poll(() => labelProblems(page, what), { message: what }).toEqual([]);
}

const LANGS = (['en', 'de'] as const).map((lang) => {
  const { offices } = catalogue<{ offices: Record<string, string> }>(lang, 'common');
  return {
    lang,
    path: localizePath('/contactus', lang),
    offices: [offices.us!, offices.europe!, offices.africa!],
    hq: catalogue<{ map: { hq: string } }>(lang, 'contact').map.hq,
  };
});

test.describe('contact map drawing', () => {
  for (const { lang, path, offices, hq } of LANGS)
    test(`${lang}: named pins whose labels never overlap at 320, 390, 768 and 1280 px, while loading and with the map host blocked`, async ({ page }) => {
      await page.route(/openstreetmap\.org/, (route) => route.abort());
      await page.clock.install({ time: new Date('2025-06-02T09:00:00Z') });
      await gotoReady(page, path);
      await page.clock.pauseAt(new Date('2025-06-02T09:01:00Z'));
      const map = page.getByTestId('map');
      await hydrateDeferred(page, 'offices-map');
      await expect(map.locator('svg.animate-spin')).toBeVisible();
      await expect(map).toContainText(hq);
      for (const office of offices) await expect(map.getByText(office, { exact: true })).toBeVisible();
      const widths = [320, 390, 768, 1280];
      for (const width of widths) {
        await page.setViewportSize({ width, height: 900 });
        await expectClearLabels(page, `${lang} ${width} px, loading`);
      }
      await page.clock.runFor(1100);
      await expect(map.locator('iframe')).toBeAttached();
      await expect(map.getByRole('status')).toHaveCount(0);
      for (const width of widths) {
        await page.setViewportSize({ width, height: 900 });
        await expectClearLabels(page, `${lang} ${width} px, map host blocked`);
      }
    });
});
