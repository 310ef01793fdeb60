/** What the content pages do in a browser, on one item each (what each shows, for every item: tests/e2e/items.spec.ts). */
import { listedProjects } from '../../app/data/rules/projects';
import { needed, ordered, published } from './content';
import { expect, gotoReady, ORIGIN, test } from './fixtures';

test.describe('service pages', () => {
  test('the accordion keeps one item open at a time, and clicking the open one closes it', async ({ page }) => {
    await gotoReady(page, '/services/cybersecurity-services');
    const items = page.getByTestId('service-accordion').locator('details');
    await expect(items).toHaveCount(6);
    await items.nth(2).locator('summary').click();
    await expect(items.nth(2)).toHaveAttribute('open', '');
    await expect(items.nth(2).locator('li').first()).toBeVisible();
    await expect(items.first()).not.toHaveAttribute('open');
    await expect(items.first().locator('li').first()).toBeHidden();
    await expect(page.getByTestId('service-accordion').locator('details[open]')).toHaveCount(1);
    await items.nth(2).locator('summary').click();
    await expect(items.nth(2)).not.toHaveAttribute('open');
    await expect(page.getByTestId('service-accordion').locator('details[open]')).toHaveCount(0);
  });

  test('the enquiry link opens the contact form with that service selected', async ({ page }) => {
    await gotoReady(page, '/services/cloud-services');
    await page.getByRole('main').getByRole('link', { name: 'Send a message' }).first().click();
    await expect(page).toHaveURL(/\/contactus\?service=cloud-services$/);
    await expect(page.getByLabel('Service', { exact: true })).toHaveValue('cloud-services');
    await expect(page.getByLabel('Service', { exact: true }).locator('option:checked')).toHaveText('Cloud services');
  });
});

const projects = ordered.projects;
const listed = listedProjects(projects.map((p) => ({ ...p.facts, item: p }))).map((p) => p.item);
needed(listed.length > 0, 'listed case study');
const inCategory = (category: string) => listed.filter((p) => p.facts.category === category);

test.describe('projects', () => {
  test('shows the listed projects in order, filters them by category, and a card opens its case study', async ({ page }) => {
    await gotoReady(page, '/projects');
    const grid = page.getByTestId('project-grid');
    const visibleCards = grid.locator('li:visible');
    const filter = (name: string) => page.getByRole('group', { name: 'Filter projects' }).getByRole('button', { name, exact: true });
    await expect(visibleCards.getByRole('link')).toHaveText(listed.map((p) => p.texts.en!.title));
    await expect(filter('All')).toHaveAttribute('aria-pressed', 'true');
    await expect(filter('Software development')).toHaveAttribute('aria-pressed', 'false');

    await filter('Software development').click();
    await expect(filter('Software development')).toHaveAttribute('aria-pressed', 'true');
    await expect(filter('All')).toHaveAttribute('aria-pressed', 'false');
    await expect(visibleCards.getByRole('link')).toHaveText(inCategory('software').map((p) => p.texts.en!.title));

    await filter('Network solutions').click();
    await expect(filter('Network solutions')).toHaveAttribute('aria-pressed', 'true');
    await expect(filter('Software development')).toHaveAttribute('aria-pressed', 'false');
    await expect(visibleCards.getByRole('link')).toHaveText(inCategory('network').map((p) => p.texts.en!.title));

    await filter('All').click();
    const hrefs = await visibleCards.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(hrefs).toEqual(listed.map((p) => `/projects/${p.key}`));

    const last = listed.at(-1)!;
    await grid.getByRole('link', { name: last.texts.en!.title, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/projects/${last.key}$`));
    await expect(page.locator('h1')).toHaveText(last.texts.en!.title);
  });

  const withGallery = needed(
    projects.find((p) => p.texts.en && p.texts.en.gallery.length >= 2),
    'case study with two gallery images',
  );
  test('the gallery viewer opens on a thumbnail, moves with keys and buttons, and closes with Escape', async ({ page }) => {
    const total = withGallery.texts.en!.gallery.length;
    await gotoReady(page, `/projects/${withGallery.key}`);
    const thumbs = page.getByRole('region', { name: 'Gallery' }).getByRole('img');
    const src = (i: number) => thumbs.nth(i).getAttribute('src');
    const [first, second, last] = [await src(0), await src(1), await src(total - 1)];
    const thumb = page.getByRole('button', { name: 'Enlarge image 1' });
    await thumb.click();
    const viewer = page.getByRole('dialog');
    await expect(viewer).toBeVisible();
    const image = viewer.getByRole('img');
    await expect(viewer).toContainText(`Image 1 of ${total}`);
    await expect(image).toHaveAttribute('src', first!);
    await expect(image).toBeVisible(); // drawn the frame after the press

    await page.keyboard.press('ArrowRight');
    await expect(viewer).toContainText(`Image 2 of ${total}`);
    await expect(image).toHaveAttribute('src', second!);
    await expect(image).toBeVisible();
    await page.keyboard.press('ArrowLeft');
    await expect(viewer).toContainText(`Image 1 of ${total}`);
    await expect(image).toHaveAttribute('src', first!);

    await viewer.getByRole('button', { name: 'Previous image' }).click();
    await expect(viewer).toContainText(`Image ${total} of ${total}`); // wraps around
    await expect(image).toHaveAttribute('src', last!);
    await viewer.getByRole('button', { name: 'Next image' }).click();
    await expect(viewer).toContainText(`Image 1 of ${total}`);

    await page.keyboard.press('Escape');
    await expect(viewer).toBeHidden();
    await expect(thumb).toBeFocused();
  });
});

const articles = published(ordered.news, 'en');
const newest = needed(articles[0], 'article in English');

test.describe('an article', () => {
  const url = `${ORIGIN}/news/${newest.key}`;

  test('its image loads, and its call to action opens the scheduler', async ({ page }) => {
    await gotoReady(page, `/news/${newest.key}`);
    const body = page.getByRole('main').locator('article').first();
    const hero = body.locator('header').getByRole('img');
    await expect(hero).toHaveJSProperty('complete', true);
    expect(await hero.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await body.getByRole('complementary').getByRole('button').click();
    const scheduler = page.getByRole('dialog', { name: 'Book a 30-minute call' });
    await expect(scheduler).toBeVisible();
    await expect(scheduler.locator('iframe')).toBeAttached();
    await scheduler.getByRole('button', { name: 'Close' }).click();
    await expect(scheduler).toBeHidden();
  });

  test('without a share sheet, "Copy link" copies the page URL and says so', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.clock.install({ time: new Date('2025-06-02T09:00:00Z') });
    await gotoReady(page, `/news/${newest.key}`);
    await page.clock.pauseAt(new Date('2025-06-02T09:01:00Z')); // only runFor moves time from here on
    await expect(page.locator('link[rel=canonical]')).toHaveAttribute('href', url);
    const share = page.getByRole('region', { name: 'Share this article' });
    await expect(share.getByRole('button', { name: 'Share', exact: true })).toHaveCount(0);
    await share.getByRole('button', { name: 'Copy link' }).click();
    await expect(share.getByRole('button', { name: 'Link copied' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
    // The confirmation goes back to the copy label after a moment.
    await page.clock.runFor(3000);
    await expect(share.getByRole('button', { name: 'Copy link' })).toBeVisible();
  });

  test('with a share sheet, "Share" hands it the URL and title', async ({ page }) => {
    await page.addInitScript(() => {
      const w = window as unknown as { __shared: unknown[] };
      w.__shared = [];
      Object.defineProperty(navigator, 'share', {
        configurable: true,
        value: (data: unknown) => {
          w.__shared.push(data);
          return Promise.resolve();
        },
      });
    });
    await gotoReady(page, `/news/${newest.key}`);
    const share = page.getByRole('region', { name: 'Share this article' });
    await expect(share.getByRole('button', { name: 'Copy link' })).toHaveCount(0);
    await share.getByRole('button', { name: 'Share', exact: true }).click();
    const title = await page.locator('h1').textContent();
    await expect.poll(() => page.evaluate(() => (window as unknown as { __shared: unknown[] }).__shared)).toEqual([{ url, title }]);
  });
});

test('a legal page’s table of contents takes the reader to its section', async ({ page }) => {
  await gotoReady(page, '/de/legal/terms-and-conditions');
  const toc = page.locator('nav[aria-labelledby="toc-title"]').getByRole('link');
  const href = (await toc.last().getAttribute('href'))!;
  const target = page.locator(`main section${href}`);
  await expect(target).not.toBeInViewport();
  await toc.last().click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  await expect(target.getByRole('heading', { level: 2 })).toBeInViewport();
});
