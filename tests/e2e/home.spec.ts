/** The home page (/) and the about page (/about) in a browser: the scheduler dialog, everything that moves by itself, the services box, filters, FAQ. */
import type { Locator, Page } from '@playwright/test';
import { listedProjects } from '../../app/data/rules/projects';
import { company, needed, ordered, published } from './content';
import { answerThirdParties, CLOCK_PAUSED_AT, expect, expectAccessibleInBothThemes, frozenClock, gotoReady, settle, test } from './fixtures';

// About what moves: the visitor has no reduced-motion preference (the suite's default is reduced motion).
test.use({ reducedMotion: 'no-preference' });

const SCHEDULER_URL = company.schedulerUrl;

const section = (page: Page, titleId: string) => page.locator(`section[aria-labelledby="${titleId}"]`);

const schedulerDialog = (page: Page) => page.getByRole('dialog', { name: 'Book a 30-minute call' });

const firstShownTestimonial = (page: Page) =>
  page.locator('[data-testid="testimonial-track"] > li[aria-hidden="false"] figcaption > span > span.font-semibold').first();
/** Scrolls the approach section into view and waits for its rise-in, so clicks land where aimed. */
async function approachInView(page: Page) {
  const approach = section(page, 'approach-title');
  await approach.scrollIntoViewIfNeeded();
  await expect(approach).toHaveAttribute('data-seen', 'true');
  await approach.evaluate((el) => Promise.all(el.getAnimations({ subtree: true }).map((a) => a.finished)));
  return approach;
}
const activeApproachStep = (page: Page) => section(page, 'approach-title').locator('ol button[aria-current="step"]');
const activeNewsTopic = (page: Page) => page.locator('#news-teaser-title [data-active]');

/** Test time until `target` stops showing `text`, at most `limit` ms: a rotation may start while gotoReady lets time pass. */
async function msUntilChange(page: Page, target: Locator, text: string, limit: number) {
  let waited = 0;
  while (waited < limit && (await target.textContent())?.includes(text)) {
    await page.clock.runFor(100);
    waited += 100;
  }
  return waited;
}

test.describe('scheduler dialog', () => {
  test('hero button opens it after the 500 ms press, with the 400 px scheduler frame and focus inside', async ({ page }) => {
    await answerThirdParties(page);
    await frozenClock(page);
    await gotoReady(page, '/');
    const dialog = schedulerDialog(page);
    await expect(page.locator('iframe')).toHaveCount(0);
    const opener = page.getByRole('button', { name: 'Book a 30-minute call' }).first(); // the hero's
    await opener.click();
    await page.clock.runFor(400);
    await expect(dialog).toBeHidden();
    await expect(page.locator('iframe')).toHaveCount(0);
    await page.clock.runFor(100);
    await expect(dialog).toBeVisible();
    const frame = dialog.locator('iframe');
    await expect(frame).toHaveAttribute('src', SCHEDULER_URL);
    await expect(frame).toHaveAttribute('height', '400');
    expect((await frame.boundingBox())?.height).toBeCloseTo(400, 0);
    await expect(page.frameLocator('dialog iframe').getByText('third-party frame')).toBeVisible();
    expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    const fallback = dialog.getByRole('link', { name: 'Open the booking page in a new tab' });
    await expect(fallback).toHaveAttribute('href', SCHEDULER_URL);
    await expect(fallback).toHaveAttribute('target', '_blank');
    await expect(fallback).toHaveAttribute('rel', /noopener/);
  });

  test('Escape or the close button closes it, and focus returns to the opening button (contact banner, footer)', async ({ page }) => {
    await frozenClock(page);
    await gotoReady(page, '/');
    const dialog = schedulerDialog(page);
    for (const [opener, close] of [
      [section(page, 'contact-banner-title').getByRole('button', { name: 'Book a 30-minute call' }), () => page.keyboard.press('Escape')],
      [
        page.getByRole('contentinfo').getByRole('button', { name: 'Book a 30-minute call' }),
        () => dialog.getByRole('button', { name: 'Close', exact: true }).click(),
      ],
    ] as const) {
      await opener.click();
      await page.clock.runFor(500);
      await expect(dialog).toBeVisible();
      await close();
      await expect(dialog).toBeHidden();
      await expect(opener).toBeFocused();
      await expect(page.locator('iframe')).toHaveCount(0);
    }
  });

  test('with the scheduler host blocked, the fallback link still shows and nothing is logged', async ({ page }) => {
    let blocked = 0;
    await page.route(/calendly\.com/, (route) => {
      blocked++;
      return route.abort('blockedbyclient');
    });
    await gotoReady(page, '/');
    await page.getByRole('button', { name: 'Book a 30-minute call' }).first().click();
    const dialog = schedulerDialog(page);
    await expect(dialog).toBeVisible();
    await expect(dialog.locator('iframe')).toHaveAttribute('src', SCHEDULER_URL);
    await expect.poll(() => blocked).toBeGreaterThan(0);
    await expect(dialog.getByRole('link', { name: 'Open the booking page in a new tab' })).toBeVisible();
    await expect(dialog.getByText('Calendar not showing?')).toBeVisible();
    await expectAccessibleInBothThemes(page, 'scheduler dialog, host blocked', { within: 'dialog[open]' });
  });
});

test.describe('approach steps', () => {
  test('step 1 is active first, advances every 5 s and wraps from 4 to 1', async ({ page }) => {
    await frozenClock(page);
    await gotoReady(page, '/');
    const panel = page.getByTestId('approach-panel');
    await expect(activeApproachStep(page)).toContainText('Analysis');
    await expect(panel.getByRole('heading', { level: 3 })).toHaveText('Analysis');
    // The steps start with the page, at the paused clock's time; gotoReady has let some test time pass since.
    await msUntilChange(page, activeApproachStep(page), 'Analysis', 5000);
    const firstMove = (await page.evaluate(() => Date.now())) - CLOCK_PAUSED_AT;
    expect(firstMove, 'test time from the start of the page to step 2').toBeGreaterThanOrEqual(5000);
    expect(firstMove, 'test time from the start of the page to step 2').toBeLessThanOrEqual(5100);
    await expect(activeApproachStep(page)).toContainText('Design');
    await expect(panel).toContainText('Step 2', { useInnerText: true, ignoreCase: true });
    await page.clock.runFor(4900);
    await expect(activeApproachStep(page)).toContainText('Design');
    await page.clock.runFor(100);
    await expect(activeApproachStep(page)).toContainText('Implementation');
    await page.clock.runFor(5000);
    await expect(activeApproachStep(page)).toContainText('Support');
    await page.clock.runFor(5000);
    await expect(activeApproachStep(page)).toContainText('Analysis');
    await expect(panel).toContainText('Step 1', { useInnerText: true, ignoreCase: true });
  });

  test('clicking a step or a dot selects it', async ({ page }) => {
    await gotoReady(page, '/');
    const approach = await approachInView(page);
    await approach
      .locator('ol')
      .getByRole('button', { name: /Implementation/ })
      .click();
    await expect(activeApproachStep(page)).toContainText('Implementation');
    await expect(page.getByTestId('approach-panel').getByRole('heading', { level: 3 })).toHaveText('Implementation');
    const dot = approach.getByRole('button', { name: 'Show step 4: Support' });
    await dot.click();
    await expect(dot).toHaveAttribute('aria-pressed', 'true');
    await expect(activeApproachStep(page)).toContainText('Support');
    await expect(approach.getByRole('button', { name: 'Show step 3: Implementation' })).toHaveAttribute('aria-pressed', 'false');
  });

  test('the pause button stops the rotation', async ({ page }) => {
    await frozenClock(page);
    await gotoReady(page, '/');
    const approach = await approachInView(page);
    const pause = approach.getByRole('button', { name: 'Pause the approach steps', exact: true });
    await pause.click();
    await page.mouse.move(0, 0);
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await expect(pause).toHaveAttribute('aria-pressed', 'true');
    await page.clock.runFor(16_000);
    await expect(activeApproachStep(page)).toContainText('Analysis');
    await pause.click();
    await page.mouse.move(0, 0);
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await settle(page);
    await page.clock.runFor(5000);
    await expect(activeApproachStep(page)).toContainText('Design');
  });
});

test.describe('testimonials carousel', () => {
  test('shows 1 card at 390 px, 2 at 800 px, 3 at 1280 px', async ({ page }) => {
    await gotoReady(page, '/');
    const track = page.getByTestId('testimonial-track');
    for (const [width, perView] of [
      [390, 1],
      [800, 2],
      [1280, 3],
    ] as const) {
      await page.setViewportSize({ width, height: 900 });
      await expect(track, `${width} px`).toHaveAttribute('data-per-view', String(perView));
      await expect(track.locator('> li[aria-hidden="false"]'), `${width} px`).toHaveCount(perView);
      await expect(track.locator('> li[aria-hidden="false"]').first(), `${width} px`).toContainText('Ada Okafor');
    }
  });

  test('next and previous move by one and wrap around', async ({ page }) => {
    await frozenClock(page);
    await gotoReady(page, '/');
    const region = section(page, 'testimonials-title');
    const next = region.getByRole('button', { name: 'Next testimonial' });
    const previous = region.getByRole('button', { name: 'Previous testimonial' });
    await page.clock.runFor(600); // let the opening transition end
    await expect(firstShownTestimonial(page)).toHaveText('Ada Okafor');
    await previous.click();
    await expect(firstShownTestimonial(page)).toHaveText('Lukas Brandt');
    await expect(page.getByText('Testimonial 5 of 5')).toBeAttached();
    await page.clock.runFor(600);
    await next.click();
    await expect(firstShownTestimonial(page)).toHaveText('Ada Okafor');
    await page.clock.runFor(600);
    await next.click();
    await expect(firstShownTestimonial(page)).toHaveText('Tunde Bello');
    await page.clock.runFor(600);
    await previous.click();
    await expect(firstShownTestimonial(page)).toHaveText('Ada Okafor');
  });

  test('advances by itself about every 5 s, and the pause button stops it', async ({ page }) => {
    await frozenClock(page);
    await gotoReady(page, '/');
    await expect(firstShownTestimonial(page)).toHaveText('Ada Okafor');
    // The opening transition holds the rotation; the interval starts when it ends.
    expect(await msUntilChange(page, firstShownTestimonial(page), 'Ada Okafor', 6000)).toBeGreaterThan(4000);
    await expect(firstShownTestimonial(page)).toHaveText('Tunde Bello');
    await settle(page);
    await page.clock.runFor(600);
    await settle(page);
    await page.clock.runFor(4800);
    await expect(firstShownTestimonial(page)).toHaveText('Tunde Bello');
    await page.clock.runFor(300);
    await expect(firstShownTestimonial(page)).toHaveText('Marieke Smit');

    const region = section(page, 'testimonials-title');
    await region.getByRole('button', { name: 'Pause testimonials', exact: true }).click();
    await page.mouse.move(0, 0);
    await page.clock.runFor(20_000);
    await expect(firstShownTestimonial(page)).toHaveText('Marieke Smit');
  });
});

test.describe('news teaser heading', () => {
  test('the highlighted topic moves every 2 s among three, and pause stops it', async ({ page }) => {
    await frozenClock(page);
    await gotoReady(page, '/');
    const topic = activeNewsTopic(page);
    await expect(topic).toHaveCount(1);
    await expect(topic).toHaveText('software');
    expect(await msUntilChange(page, topic, 'software', 2000)).toBeGreaterThan(1000);
    await expect(topic).toHaveText('AI');
    await page.clock.runFor(1900);
    await expect(topic).toHaveText('AI');
    await page.clock.runFor(100);
    await expect(topic).toHaveText('networks');
    await page.clock.runFor(2000);
    await expect(topic).toHaveText('software');

    await section(page, 'news-teaser-title').getByRole('button', { name: 'Pause the rotating topics' }).click();
    await page.clock.runFor(10_000);
    await expect(topic).toHaveText('software');
  });
});

test.describe('services grid', () => {
  const cards = (page: Page) => page.getByTestId('services-scroll').locator('li');
  const visibleCards = (page: Page) => page.getByTestId('services-scroll').locator('li:visible');

  /** The grid's steps: a first batch of cards, more at each reveal, until every service of the language shows. */
  const total = () => needed(published(ordered.services, 'en').length > 9 && published(ordered.services, 'en').length, 'ten services in English');
  const steps = () => [6, 9, ...Array.from({ length: Math.ceil((total() - 9) / 3) }, (_, k) => Math.min(total(), 12 + k * 3))];

  test('6 services show at first; scrolling the list to its bottom reveals 3 more, until all show', async ({ page }) => {
    await gotoReady(page, '/');
    const area = page.getByTestId('services-scroll');
    await expect(area.locator('a[href^="/services/"]')).toHaveCount(total());
    await expect(cards(page)).toHaveCount(total());
    await expect(visibleCards(page)).toHaveCount(6);
    await expect(page.getByText(`6 of ${total()} services shown`)).toBeVisible();
    const toBottom = () => area.evaluate((el) => el.scrollTo(0, el.scrollHeight));
    for (const count of steps().slice(1)) {
      await toBottom();
      await expect(visibleCards(page)).toHaveCount(count);
    }
    await expect(page.getByRole('button', { name: 'Scroll for more services' })).toHaveCount(0);
    await toBottom();
    await expect(visibleCards(page)).toHaveCount(total());
  });

  test('the "scroll for more" button reveals 3 more each time', async ({ page }) => {
    await gotoReady(page, '/');
    const more = page.getByRole('button', { name: 'Scroll for more services' });
    for (const count of steps().slice(1)) {
      await more.click();
      await expect(visibleCards(page)).toHaveCount(count);
      await expect(page.getByText(`${count} of ${total()} services shown`)).toBeVisible();
    }
    await expect(more).toHaveCount(0);
  });

  test('every card can be reached with Tab', async ({ page }) => {
    await gotoReady(page, '/');
    const links = page.getByTestId('services-scroll').locator('a');
    await links.first().focus();
    for (let i = 1; i < total(); i++) {
      await page.keyboard.press('Tab');
      await expect(links.nth(i)).toBeFocused();
    }
    await expect(visibleCards(page)).toHaveCount(total());
  });
});

test.describe('latest solutions', () => {
  test('filters show all listed projects, the software ones, the network ones, and a card opens its project', async ({ page }) => {
    const listed = listedProjects(published(ordered.projects, 'en').map((p) => ({ ...p.facts, item: p })));
    needed(listed.length > 0, 'listed case study');
    const hrefs = (category?: string) => listed.filter((p) => !category || p.category === category).map((p) => `/projects/${p.slug}`);
    await gotoReady(page, '/');
    const solutions = section(page, 'solutions-title');
    const shown = solutions.locator('[data-testid="project-grid"] > li:visible');
    const shownHrefs = () => shown.getByRole('link').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    const filter = (name: string) => solutions.getByRole('group', { name: 'Filter projects' }).getByRole('button', { name, exact: true });
    await expect(filter('All')).toHaveAttribute('aria-pressed', 'true');
    expect(await shownHrefs()).toEqual(hrefs());
    await filter('Software').click();
    await expect(filter('Software')).toHaveAttribute('aria-pressed', 'true');
    await expect(filter('All')).toHaveAttribute('aria-pressed', 'false');
    await expect(shown).toHaveCount(hrefs('software').length);
    expect(await shownHrefs()).toEqual(hrefs('software'));
    await filter('Network').click();
    await expect(filter('Network')).toHaveAttribute('aria-pressed', 'true');
    await expect(filter('Software')).toHaveAttribute('aria-pressed', 'false');
    await expect(shown).toHaveCount(hrefs('network').length);
    expect(await shownHrefs()).toEqual(hrefs('network'));
    await filter('All').click();
    await expect(shown).toHaveCount(listed.length);
    const first = shown.first().getByRole('link');
    await expect(first).toHaveAttribute('href', hrefs()[0]!);
    await first.click();
    await expect(page).toHaveURL(new RegExp(`${hrefs()[0]}$`));
    await expect(page.locator('h1')).toHaveText(listed[0]!.item.texts.en!.title);
  });
});

test.describe('FAQ', () => {
  test('all closed first; opening one closes the other; clicking the open one closes it', async ({ page }) => {
    await gotoReady(page, '/');
    const items = page.getByTestId('faq').locator('details');
    const openState = () => items.evaluateAll((ds) => ds.map((d) => (d as HTMLDetailsElement).open));
    await expect(items).toHaveCount(5);
    expect(await openState()).toEqual([false, false, false, false, false]);
    await items.nth(0).locator('summary').click();
    await expect.poll(openState).toEqual([true, false, false, false, false]);
    await expect(items.nth(0).getByText(/eleven services/)).toBeVisible();
    await items.nth(2).locator('summary').click();
    await expect.poll(openState).toEqual([false, false, true, false, false]);
    await expect(items.nth(0).getByText(/eleven services/)).toBeHidden();
    await items.nth(2).locator('summary').click();
    await expect.poll(openState).toEqual([false, false, false, false, false]);
  });
});

test.describe('hero video', () => {
  test('after load, a muted looping video with webm and mp4 sources plays, and the button pauses it', async ({ page }) => {
    await gotoReady(page, '/');
    // The poster is the video's first frame, a small file the head asks for beside the stylesheet, with high priority.
    const poster = page.getByTestId('hero-poster');
    const src = await poster.getAttribute('src');
    await expect(page.locator(`head link[rel="preload"][as="image"][fetchpriority="high"][href="${src}"]`)).toHaveCount(1);
    expect(await poster.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1280);
    const video = page.getByTestId('hero-video');
    await expect(video).toHaveCount(1);
    expect(await video.evaluate((v: HTMLVideoElement) => ({ muted: v.muted, loop: v.loop }))).toEqual({ muted: true, loop: true });
    expect(await video.locator('source').evaluateAll((s) => s.map((e) => e.getAttribute('type')))).toEqual(['video/webm', 'video/mp4']);
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(false);
    await page.getByRole('button', { name: 'Pause background video' }).click();
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);
    await expect(page.getByRole('button', { name: 'Pause background video' })).toHaveAttribute('aria-pressed', 'true');
    await page.getByRole('button', { name: 'Pause background video' }).click();
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(false);
  });
});

test.describe('under reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });
  test('nothing moves by itself: no hero video (the poster stays), no rotating steps or topics', async ({ page }) => {
    await frozenClock(page);
    await gotoReady(page, '/');
    await expect(page.getByTestId('hero-poster')).toBeVisible();
    await expect(page.locator('video')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Pause background video' })).toHaveCount(0);
    await page.clock.runFor(21_000);
    await expect(activeApproachStep(page)).toContainText('Analysis');
    await expect(activeNewsTopic(page)).toHaveText('software');
  });
});

test.describe('about page', () => {
  test('the hero call button opens the scheduler after its press', async ({ page }) => {
    await frozenClock(page);
    await gotoReady(page, '/about');
    const opener = page.getByRole('main').locator('section').first().getByRole('button', { name: 'Book a 30-minute call' });
    await opener.click();
    await page.clock.runFor(400);
    await expect(schedulerDialog(page)).toBeHidden();
    await page.clock.runFor(100);
    await expect(schedulerDialog(page)).toBeVisible();
    await expect(schedulerDialog(page).locator('iframe')).toHaveAttribute('src', SCHEDULER_URL);
    await page.keyboard.press('Escape');
    await expect(schedulerDialog(page)).toBeHidden();
    await expect(opener).toBeFocused();
  });
});
