/** The home page (/) and the about page (/about): sections, the scheduler dialog, everything that moves by itself, and German. */
import type { Page } from '@playwright/test';
import { SERVICE_SLUGS } from '../spec-facts';
import { TEASER_COUNT } from '../../app/data/news';
import { listedProjects } from '../../app/data/projects';
import { ordered, published } from './content';
import { expect, expectAccessibleInBothThemes, frozenClock, gotoHome, gotoHydrated, settle, test } from './fixtures';

const SCHEDULER_URL = 'https://calendly.com/example/30min';
const CLIENTS = ['Afriwok', 'Crystalbricks', 'UNIZIK Alumni', 'Kestrel Freight', 'Meridian Clinics', 'Northgate Capital', 'Savanna Agro'];
const TESTIMONIAL_NAMES = ['Ada Okafor', 'Tunde Bello', 'Marieke Smit', 'Emily Carter', 'Lukas Brandt'];

/** A home/about section by the id of its heading. */
const section = (page: Page, titleId: string) => page.locator(`section[aria-labelledby="${titleId}"]`);

const schedulerDialog = (page: Page) => page.getByRole('dialog', { name: 'Book a 30-minute call' });

/** Name of the first testimonial in view. */
const firstShownTestimonial = (page: Page) =>
  page.locator('[data-testid="testimonial-track"] > li[aria-hidden="false"] figcaption > span > span.font-semibold').first();
/** Scrolls the approach section into view and waits for its one-time rise-in (24 px) so clicks land where aimed. */
async function approachInView(page: Page) {
  const approach = section(page, 'approach-title');
  await approach.scrollIntoViewIfNeeded();
  await expect(approach).toHaveAttribute('data-seen', 'true');
  await approach.evaluate((el) => Promise.all(el.getAnimations({ subtree: true }).map((a) => a.finished)));
  return approach;
}
const activeApproachStep = (page: Page) => section(page, 'approach-title').locator('ol button[aria-current="step"]');
const activeNewsTopic = (page: Page) => page.locator('#news-teaser-title [data-active]');

test.describe('home page content', () => {
  test('sections follow the spec order, from hero to FAQ', async ({ page }) => {
    await gotoHydrated(page, '/');
    const main = page.getByRole('main');
    // The hero comes first and holds the only h1.
    await expect(main.locator('section').first().locator('h1')).toHaveText('Technology that keeps your organisation running, and moving forward');
    await expect(page.locator('h1')).toHaveCount(1);
    const ids = await main.locator('section[aria-labelledby]').evaluateAll((els) => els.map((e) => e.getAttribute('aria-labelledby')));
    const specOrder = [
      'stats-title',
      'solutions-title',
      'approach-title',
      'services-title',
      'testimonials-title',
      'clients-title',
      'news-teaser-title',
      'contact-banner-title',
      'faq-title',
    ];
    const positions = specOrder.map((id) => ids.indexOf(id));
    expect(positions, `sections present: ${ids.join(', ')}`).not.toContain(-1);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    // Counter, then the two further sections (about, latest solutions), then approach.
    expect(ids.slice(0, 4)).toEqual(['stats-title', 'about-teaser-title', 'solutions-title', 'approach-title']);
  });

  test('hero has the e-mail link, US and Nigeria phone links and the call button', async ({ page }) => {
    await gotoHydrated(page, '/');
    const hero = page.getByRole('main').locator('section').first();
    await expect(hero.getByRole('link', { name: 'hello@example.com' })).toHaveAttribute('href', 'mailto:hello@example.com');
    const tel = hero.locator('a[href^="tel:"]');
    await expect(tel).toHaveCount(2);
    // Numbers are written with non-breaking spaces so they never wrap; each line names its country.
    await expect(tel.nth(0)).toHaveText('+1\u00a0202\u00a0555\u00a00143');
    await expect(tel.nth(0)).toHaveAttribute('href', 'tel:+12025550143');
    await expect(tel.nth(0).locator('..')).toContainText('United States');
    await expect(tel.nth(1)).toHaveText('+234\u00a0800\u00a0000\u00a00000');
    await expect(tel.nth(1).locator('..')).toContainText('Nigeria');
    await expect(tel.nth(1)).toHaveAttribute('href', 'tel:+2348000000000');
    await expect(hero.getByRole('button', { name: 'Book a 30-minute call' })).toHaveAttribute('aria-haspopup', 'dialog');
  });

  test('counter, testimonials, client names, news teaser, contact banner and FAQ', async ({ page }) => {
    await gotoHydrated(page, '/');
    const stats = section(page, 'stats-title');
    await expect(stats.locator('dd')).toHaveText(['10+', '200+', '50+']);
    await expect(stats.locator('dt')).toHaveText(['Years of experience', 'Projects completed', 'Team members']);

    await expect(section(page, 'approach-title').getByRole('heading', { level: 2 })).toHaveText('Four steps from first conversation to stable operation');
    await expect(section(page, 'approach-title').locator('ol button')).toHaveCount(4);
    await expect(section(page, 'services-title').getByRole('heading', { level: 2 })).toBeVisible();

    const names = await page.locator('[data-testid="testimonial-track"] figcaption > span > span.font-semibold').allTextContents();
    expect([...new Set(names)].sort()).toEqual([...TESTIMONIAL_NAMES].sort());

    await expect(section(page, 'clients-title').locator('li')).toHaveText(CLIENTS);

    // The newest three articles, whatever the number of articles.
    const news = section(page, 'news-teaser-title').locator('article a');
    expect(await news.evaluateAll((as) => as.map((a) => a.getAttribute('href')))).toEqual(
      published(ordered.news, 'en')
        .slice(0, TEASER_COUNT)
        .map((a) => `/news/${a.key}`),
    );

    const banner = section(page, 'contact-banner-title');
    await expect(banner.getByRole('heading', { level: 2 })).toHaveText('Tell us what needs to work better');
    await expect(banner.getByRole('button', { name: 'Book a 30-minute call' })).toBeVisible();
    await expect(banner.getByRole('link', { name: 'Send a message' })).toHaveAttribute('href', '/contactus');

    await expect(page.getByTestId('faq').locator('details > summary')).toHaveText([
      'What services do you offer?',
      'How do you price your work?',
      'How long does a project take?',
      'Do you support us after launch?',
      'How do we get started?',
    ]);
  });
});

test.describe('scheduler dialog', () => {
  test('hero button opens it after the 500 ms press, with the 400 px scheduler frame and focus inside', async ({ page }) => {
    await frozenClock(page);
    await gotoHydrated(page, '/');
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

  test('Escape closes it and focus returns to the opening button (contact banner)', async ({ page }) => {
    await frozenClock(page);
    await gotoHome(page);
    const opener = section(page, 'contact-banner-title').getByRole('button', { name: 'Book a 30-minute call' });
    await opener.click();
    await page.clock.runFor(500);
    const dialog = schedulerDialog(page);
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
    await expect(page.locator('iframe')).toHaveCount(0);
  });

  test('the close button closes it and focus returns to the opening button (footer)', async ({ page }) => {
    await frozenClock(page);
    await gotoHome(page);
    const opener = page.getByRole('contentinfo').getByRole('button', { name: 'Book a 30-minute call' });
    await opener.click();
    await page.clock.runFor(500);
    const dialog = schedulerDialog(page);
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Close', exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  });

  test('with the scheduler host blocked, the fallback link still shows and nothing is logged', async ({ page }) => {
    let blocked = 0;
    await page.route(/calendly\.com/, (route) => {
      blocked++;
      return route.abort('blockedbyclient');
    });
    await gotoHydrated(page, '/');
    await page.getByRole('button', { name: 'Book a 30-minute call' }).first().click();
    const dialog = schedulerDialog(page);
    await expect(dialog).toBeVisible();
    await expect(dialog.locator('iframe')).toHaveAttribute('src', SCHEDULER_URL);
    await expect.poll(() => blocked).toBeGreaterThan(0);
    await expect(dialog.getByRole('link', { name: 'Open the booking page in a new tab' })).toBeVisible();
    await expect(dialog.getByText('Calendar not showing?')).toBeVisible();
    await expectAccessibleInBothThemes(page, 'scheduler dialog, host blocked');
    // The fixture fails the test if the page logged an error.
  });
});

test.describe('approach steps', () => {
  test('step 1 is active first, advances every 5 s and wraps from 4 to 1', async ({ page }) => {
    await frozenClock(page);
    await gotoHome(page);
    const panel = page.getByTestId('approach-panel');
    await expect(activeApproachStep(page)).toContainText('Analysis');
    await expect(panel.getByRole('heading', { level: 3 })).toHaveText('Analysis');
    await page.clock.runFor(4900);
    await expect(activeApproachStep(page)).toContainText('Analysis');
    await page.clock.runFor(100);
    await expect(activeApproachStep(page)).toContainText('Design');
    await expect(panel).toContainText('Step 2');
    await page.clock.runFor(5000);
    await expect(activeApproachStep(page)).toContainText('Implementation');
    await page.clock.runFor(5000);
    await expect(activeApproachStep(page)).toContainText('Support');
    await page.clock.runFor(5000);
    await expect(activeApproachStep(page)).toContainText('Analysis');
    await expect(panel).toContainText('Step 1');
  });

  test('clicking a step or a dot selects it', async ({ page }) => {
    await gotoHome(page);
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
    await gotoHome(page);
    const approach = await approachInView(page);
    const pause = approach.getByRole('button', { name: 'Pause the approach steps', exact: true });
    await pause.click();
    await page.mouse.move(0, 0);
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await expect(pause).toHaveAttribute('aria-pressed', 'true');
    await page.clock.runFor(16_000);
    await expect(activeApproachStep(page)).toContainText('Analysis');
    // Pressing it again resumes the rotation (once pointer and focus have left the section).
    await pause.click();
    await page.mouse.move(0, 0);
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await settle(page);
    await page.clock.runFor(5000);
    await expect(activeApproachStep(page)).toContainText('Design');
  });

  test.describe('under reduced motion', () => {
    test.use({ reducedMotion: 'reduce' });
    test('does not advance', async ({ page }) => {
      await frozenClock(page);
      await gotoHome(page);
      await page.clock.runFor(21_000);
      await expect(activeApproachStep(page)).toContainText('Analysis');
      await expect(activeNewsTopic(page)).toHaveText('software');
    });
  });
});

test.describe('testimonials carousel', () => {
  for (const [width, perView] of [
    [390, 1],
    [800, 2],
    [1280, 3],
  ] as const) {
    test(`shows ${perView} card(s) at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await gotoHome(page);
      const track = page.getByTestId('testimonial-track');
      await expect(track).toHaveAttribute('data-per-view', String(perView));
      await expect(track.locator('> li[aria-hidden="false"]')).toHaveCount(perView);
      await expect(track.locator('> li[aria-hidden="false"]').first()).toContainText('Ada Okafor');
    });
  }

  test('next and previous move by one and wrap around', async ({ page }) => {
    await frozenClock(page);
    await gotoHome(page);
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
    await gotoHome(page);
    await expect(firstShownTestimonial(page)).toHaveText('Ada Okafor');
    // The opening 500 ms transition holds the rotation; 5 s after it ends, the next card slides in.
    await page.clock.runFor(600);
    await settle(page);
    await page.clock.runFor(4800);
    await expect(firstShownTestimonial(page)).toHaveText('Ada Okafor');
    await page.clock.runFor(300);
    await expect(firstShownTestimonial(page)).toHaveText('Tunde Bello');
    await settle(page);
    await page.clock.runFor(600);
    await settle(page);
    await page.clock.runFor(5100);
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
    await gotoHome(page);
    const topic = activeNewsTopic(page);
    await expect(topic).toHaveCount(1);
    await expect(topic).toHaveText('software');
    await page.clock.runFor(1900);
    await expect(topic).toHaveText('software');
    await page.clock.runFor(100);
    await expect(topic).toHaveText('AI');
    await page.clock.runFor(2000);
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

  test('all 11 service links are in the served HTML, 6 shown at first', async ({ page, request }) => {
    const html = await (await request.get('/')).text();
    for (const slug of SERVICE_SLUGS) expect(html, slug).toContain(`href="/services/${slug}"`);
    await gotoHome(page);
    const links = page.getByTestId('services-scroll').locator('a[href^="/services/"]');
    await expect(links).toHaveCount(11);
    expect(await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')))).toEqual(SERVICE_SLUGS.map((s) => `/services/${s}`));
    await expect(cards(page)).toHaveCount(11);
    await expect(visibleCards(page)).toHaveCount(6);
    await expect(page.getByText('6 of 11 services shown')).toBeVisible();
  });

  test('scrolling the list to its bottom reveals 3 more, up to 11', async ({ page }) => {
    await gotoHome(page);
    const area = page.getByTestId('services-scroll');
    const toBottom = () => area.evaluate((el) => el.scrollTo(0, el.scrollHeight));
    await expect(visibleCards(page)).toHaveCount(6);
    await toBottom();
    await expect(visibleCards(page)).toHaveCount(9);
    await toBottom();
    await expect(visibleCards(page)).toHaveCount(11);
    await expect(page.getByRole('button', { name: 'Scroll for more services' })).toHaveCount(0);
    await toBottom();
    await expect(visibleCards(page)).toHaveCount(11);
  });

  test('the "scroll for more" button reveals 3 more each time', async ({ page }) => {
    await gotoHome(page);
    const more = page.getByRole('button', { name: 'Scroll for more services' });
    await more.click();
    await expect(visibleCards(page)).toHaveCount(9);
    await expect(page.getByText('9 of 11 services shown')).toBeVisible();
    await more.click();
    await expect(visibleCards(page)).toHaveCount(11);
    await expect(more).toHaveCount(0);
  });

  test('every card can be reached with Tab', async ({ page }) => {
    await gotoHome(page);
    const links = page.getByTestId('services-scroll').locator('a');
    await links.first().focus();
    for (let i = 1; i < 11; i++) {
      await page.keyboard.press('Tab');
      await expect(links.nth(i)).toBeFocused();
    }
    await expect(visibleCards(page)).toHaveCount(11);
  });
});

test.describe('latest solutions', () => {
  test('filters show all listed projects, the software ones, the network ones, and a card opens its project', async ({ page }) => {
    const listed = listedProjects(published(ordered.projects, 'en').map((p) => ({ ...p.facts, item: p })));
    test.skip(listed.length === 0, 'no listed project');
    const hrefs = (category?: string) => listed.filter((p) => !category || p.category === category).map((p) => `/projects/${p.slug}`);
    await gotoHome(page);
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
    await gotoHydrated(page, '/');
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
    await gotoHydrated(page, '/');
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

  test.describe('under reduced motion', () => {
    test.use({ reducedMotion: 'reduce' });
    test('no video is created; the poster stays', async ({ page }) => {
      await gotoHydrated(page, '/');
      await page.waitForFunction(() => document.readyState === 'complete');
      await expect(page.getByTestId('hero-poster')).toBeVisible();
      await expect(page.locator('video')).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'Pause background video' })).toHaveCount(0);
    });
  });
});

test.describe('about page', () => {
  test('hero, stats, six values, four board members, FAQ and contact banner', async ({ page }) => {
    await gotoHydrated(page, '/about');
    await expect(page.locator('h1')).toHaveCount(1);
    await expect(page.locator('h1')).toHaveText('Engineers who stay for the whole journey');
    const hero = page.getByRole('main').locator('section').first();
    await expect(hero.locator('dd')).toHaveText(['10+', '200+', '50+']);
    await expect(hero.locator('dt')).toHaveText(['Years of experience', 'Projects completed', 'Team members']);
    await expect(section(page, 'values-title').locator('li')).toHaveCount(6);
    await expect(section(page, 'values-title').locator('li h3')).toHaveCount(6);
    const members = section(page, 'team-title').locator('li');
    await expect(members).toHaveCount(4);
    await expect(members.locator('h3')).toHaveText(['Ngozi Okeke', 'Robert Hayes', 'Emeka Nnadi', 'Anna Keller']);
    await expect(members.getByText('Non-Executive Director', { exact: true })).toHaveCount(2);
    await expect(members.getByText('Board Member', { exact: true })).toHaveCount(2);
    await expect(page.getByTestId('faq').locator('details')).toHaveCount(5);
    await expect(section(page, 'contact-banner-title').getByRole('button', { name: 'Book a 30-minute call' })).toBeVisible();
  });

  test('the hero call button opens the scheduler after its press', async ({ page }) => {
    await frozenClock(page);
    await gotoHydrated(page, '/about');
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

  test('FAQ: one open at a time', async ({ page }) => {
    await gotoHydrated(page, '/about');
    const items = page.getByTestId('faq').locator('details');
    await items.nth(1).locator('summary').click();
    await items.nth(3).locator('summary').click();
    await expect.poll(() => items.evaluateAll((ds) => ds.map((d) => (d as HTMLDetailsElement).open))).toEqual([false, false, false, true, false]);
  });
});

test.describe('German', () => {
  test('/de has the hero and testimonials in German', async ({ page }) => {
    await gotoHydrated(page, '/de');
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    const h1 = page.locator('h1');
    await expect(h1).toHaveText('Technologie, die Ihre Organisation am Laufen hält und voranbringt');
    await expect(h1).not.toHaveText('Technology that keeps your organisation running, and moving forward');
    const region = page.getByRole('region', { name: 'Was unsere Kunden über die Zusammenarbeit sagen' }).and(page.locator('[aria-roledescription="carousel"]'));
    await expect(region).toBeVisible();
    await expect(region).toContainText('Früher dauerte ein Antrag auf einen Notenauszug');
    await expect(region).not.toContainText('Transcript requests used to take weeks');
    await expect(section(page, 'testimonials-title').getByRole('button', { name: 'Next testimonial' })).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'What our clients say about working with us' })).toHaveCount(0);
  });
});
