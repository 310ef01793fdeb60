/** What keyboard and screen-reader visitors get beyond what axe can see (WCAG 2.2 AA), in English and another language. */
import type { Page } from '@playwright/test';
import { languageOf } from '../../app/i18n/languages';
import { catalogue, text } from './content';
import { expect, frozenClock, gotoReady, settle, test } from './fixtures';

const testimonialNames = (path: string) =>
  catalogue<{ testimonials: { items: { name: string }[] } }>(languageOf(path), 'sections').testimonials.items.map((i) => i.name);
const common = (lang: 'en' | 'de') => catalogue<{ nav: Record<string, string> }>(lang, 'common');
const contactForm = (lang: 'en' | 'de') => catalogue<{ form: Record<string, string> }>(lang, 'contact').form;
const firstPrivacySection = (lang: 'en' | 'de') =>
  `1. ${catalogue<Record<string, { sections: { title: string }[] }>>(lang, 'legal')['privacy-policy']!.sections[0]!.title}`;

// About what moves: the visitor has no reduced-motion preference (the suite's default is reduced motion).
test.use({ reducedMotion: 'no-preference' });

const blur = (page: Page) => page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());

const testimonials = (page: Page) => page.locator('section[aria-labelledby="testimonials-title"]');
const firstTestimonial = (page: Page) =>
  page.getByTestId('testimonial-track').locator('> li[aria-hidden="false"]').first().locator('figcaption span.block.font-semibold');
const liveRegion = (page: Page) => testimonials(page).locator('[aria-live="polite"]');

test.describe('a page change moves focus to the new page, back and forward keep theirs', () => {
  test('Enter on a main-menu link focuses the new page’s heading (English)', async ({ page }) => {
    await gotoReady(page, '/contactus');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About us' }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.locator('h1')).toBeFocused();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('a service from the mega-menu, by keyboard, focuses its heading (French)', async ({ page }) => {
    await gotoReady(page, '/fr/contactus');
    const services = page
      .getByRole('navigation', { name: text('fr', 'common:nav.mainLabel') })
      .getByRole('button', { name: text('fr', 'common:nav.services') });
    await services.focus();
    await page.keyboard.press('ArrowDown');
    await expect(page.locator('#services-menu a').first()).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/fr\/services\/[a-z-]+$/);
    await expect(page.locator('h1')).toBeFocused();
  });

  test('a language link focuses the heading of the page in the new language (German to Spanish)', async ({ page }) => {
    await gotoReady(page, '/de/contactus');
    await page.getByRole('button', { name: /Sprache: Deutsch/ }).click();
    await page.getByRole('link', { name: 'Español' }).click();
    await expect(page).toHaveURL(/\/es\/contactus$/);
    await expect(page.locator('h1')).toBeFocused();
  });

  test('back restores the scroll position and announces the page instead of moving focus (English and German)', async ({ page }) => {
    for (const [from, link, to] of [
      ['/contactus', common('en').nav.careers!, '/careers'],
      ['/de/contactus', common('de').nav.careers!, '/de/careers'],
    ] as const) {
      await gotoReady(page, from);
      await page.evaluate(() => window.scrollTo(0, 900));
      await page.waitForFunction(() => window.scrollY === 900);
      await page.locator('header').getByRole('link', { name: link, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${to}$`));
      await expect(page.locator('h1')).toBeFocused();
      await page.goBack();
      await expect(page).toHaveURL(new RegExp(`${from}$`));
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(900);
      await expect(page.locator('h1')).not.toBeFocused();
      await expect(page.getByTestId('page-announcer')).toHaveText(await page.title());
    }
  });

  test('an in-page anchor keeps its own behaviour: the section scrolls into view, focus stays put', async ({ page }) => {
    await gotoReady(page, '/legal/privacy-policy');
    const toc = page.getByRole('navigation', { name: 'On this page' });
    const link = toc.getByRole('link').nth(5);
    await link.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/#[a-z-]+$/);
    await expect(page.locator('h1')).not.toBeFocused();
    const id = new URL(page.url()).hash.slice(1);
    await expect(page.locator(`[id="${id}"] h2`)).toBeInViewport();
  });
});

test.describe('rotators hold still while used, and announce only what the visitor did', () => {
  for (const [path, position2] of [
    ['/', 'Testimonial 2 of 5'],
    ['/fr', 'Témoignage 2 sur 5'],
  ] as const) {
    test(`one press of Next stops the testimonials; the counter speaks once (${path})`, async ({ page }) => {
      await frozenClock(page);
      await gotoReady(page, path);
      await page.clock.runFor(600);
      // Moved by the timer: nothing is announced.
      await page.clock.runFor(5_100);
      await expect(firstTestimonial(page)).toHaveText('Tunde Bello');
      await expect(liveRegion(page)).toHaveText('');
      await page.clock.runFor(600);

      await testimonials(page)
        .getByRole('button', { name: /Next|suivant/ })
        .click();
      // Pointer and focus leave the carousel: only the manual step can be holding it now.
      await page.mouse.move(0, 0);
      await blur(page);
      await settle(page);
      await expect(liveRegion(page)).toHaveText(position2.replace('2', '3'));
      await page.clock.runFor(20_000);
      await expect(firstTestimonial(page)).toHaveText('Marieke Smit');
      await expect(liveRegion(page)).toHaveText(position2.replace('2', '3'));
    });
  }

  for (const path of ['/', '/de']) {
    test(`the pointer or focus inside a rotator holds it; leaving lets it go on (${path})`, async ({ page }) => {
      await frozenClock(page);
      await gotoReady(page, path);
      await page.clock.runFor(600);
      const region = testimonials(page);
      await region.scrollIntoViewIfNeeded();
      await region.hover();
      await settle(page);
      await page.clock.runFor(12_000);
      await expect(firstTestimonial(page)).toHaveText(testimonialNames(path)[0]!);
      await page.mouse.move(0, 0);
      await region.locator('button[aria-pressed]').focus();
      await settle(page);
      await page.clock.runFor(12_000);
      await expect(firstTestimonial(page)).toHaveText(testimonialNames(path)[0]!);
      await blur(page);
      await settle(page);
      await page.clock.runFor(5_200);
      await expect(firstTestimonial(page)).toHaveText(testimonialNames(path)[1]!);
    });
  }

  test('the approach steps stop once a step is chosen, and only that choice is announced (Spanish)', async ({ page }) => {
    await frozenClock(page);
    await gotoReady(page, '/es');
    const approach = page.locator('section[aria-labelledby="approach-title"]');
    await approach.scrollIntoViewIfNeeded();
    const live = approach.locator('p[aria-live="polite"]');
    await page.mouse.move(0, 0);
    await page.clock.runFor(5_100);
    await expect(live).toHaveText('');
    await approach.locator('ol button').nth(2).click();
    await page.mouse.move(0, 0);
    await blur(page);
    await settle(page);
    await expect(live).toHaveText(/^Paso 3: /);
    await page.clock.runFor(20_000);
    await expect(approach.locator('ol button[aria-current="step"]')).toContainText('3');
  });
});

test.describe('no control sits under the WhatsApp button', () => {
  test('the hero’s pause button is clear of it at 1280×800, 1366×768, 1024×768 and 390×844, and shows its focus (English, German)', async ({ page }) => {
    for (const path of ['/', '/de']) {
      await gotoReady(page, path);
      for (const [width, height] of [
        [1280, 800],
        [1366, 768],
        [1024, 768],
        [390, 844],
      ] as const) {
        await page.setViewportSize({ width, height });
        const pause = page.locator('section').first().locator('button[aria-pressed]');
        await expect(pause).toBeVisible();
        const covered = await pause.evaluate((el) => {
          const r = el.getBoundingClientRect();
          const [cx, cy] = [(r.left + r.right) / 2, (r.top + r.bottom) / 2];
          // A cross through the middle: the button is round.
          const points = [
            [cx, cy],
            [r.left + 4, cy],
            [r.right - 4, cy],
            [cx, r.top + 4],
            [cx, r.bottom - 4],
          ];
          return points.filter(([x, y]) => !el.contains(document.elementFromPoint(x!, y!))).length;
        });
        expect(covered, `${path} at ${width}×${height}: points of the pause button covered`).toBe(0);
        await pause.focus();
        await page.keyboard.press('Shift+Tab');
        await page.keyboard.press('Tab');
        const outline = await pause.evaluate((el) => getComputedStyle(el).outlineColor);
        expect(outline, 'focus ring on the dark hero is white').toBe('rgb(255, 255, 255)');
      }
    }
  });
});

test.describe('pause buttons: a fixed name saying what they pause, aria-pressed saying whether', () => {
  for (const [path, names] of [
    ['/', ['Pause background video', 'Pause the approach steps', 'Pause testimonials', 'Pause the rotating topics']],
    ['/fr', ['home:hero.videoPause', 'sections:approach.pause', 'sections:testimonials.pause', 'news:teaser.pause'].map((key) => text('fr', key))],
  ] as const) {
    test(`every pause button on ${path} has its own name, unchanged when pressed`, async ({ page }) => {
      await gotoReady(page, path);
      const found = await page
        .locator('main button[aria-pressed]')
        .evaluateAll((els) => els.filter((e) => !e.getAttribute('aria-label')).map((e) => e.textContent?.trim()));
      expect(new Set(found).size, 'pause buttons share no name').toBe(found.length);
      expect(found).toEqual(expect.arrayContaining([...names]));
      const testimonialsPause = page.getByRole('button', { name: names[2], exact: true });
      await expect(testimonialsPause).toHaveAttribute('aria-pressed', 'false');
      await testimonialsPause.click();
      await expect(page.getByRole('button', { name: names[2], exact: true })).toHaveAttribute('aria-pressed', 'true');
      await testimonialsPause.click();
      await expect(page.getByRole('button', { name: names[2], exact: true })).toHaveAttribute('aria-pressed', 'false');
    });
  }
});

test.describe('the mega-menu and the language list close when focus leaves them', () => {
  for (const [path, nav, services, language] of [
    ['/about', 'Main', 'Services', /Language: English/],
    ['/de/about', 'Hauptmenü', 'Leistungen', /Sprache: Deutsch/],
  ] as const) {
    test(`Tab past the last item closes them (${path})`, async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 800 });
      await gotoReady(page, path);
      const button = page.getByRole('navigation', { name: nav }).getByRole('button', { name: services });
      await button.focus();
      await page.keyboard.press('Enter');
      const menu = page.locator('#services-menu');
      await expect(menu).toBeVisible();
      const items = await menu.locator('a').count();
      for (let i = 0; i < items; i++) await page.keyboard.press('Tab');
      await expect(menu).toBeVisible();
      await page.keyboard.press('Tab');
      await expect(menu).toBeHidden();
      expect(await page.evaluate(() => !document.activeElement?.closest('#services-menu'))).toBe(true);

      const languages = page.getByRole('button', { name: language });
      await languages.focus();
      await page.keyboard.press('Enter');
      const list = page.locator('#language-list');
      await expect(list).toBeVisible();
      for (let i = 0; i < 4; i++) await page.keyboard.press('Tab');
      await expect(list).toBeVisible();
      await page.keyboard.press('Tab');
      await expect(list).toBeHidden();
      await languages.focus();
      await page.keyboard.press('Enter');
      await expect(list).toBeVisible();
      await page.keyboard.press('Tab');
      await page.keyboard.press('Shift+Tab');
      await page.keyboard.press('Shift+Tab');
      await expect(list).toBeHidden();
    });
  }
});

const formField = (page: Page, name: string) => page.getByTestId('contact-form').locator(`[name="${name}"]`);

test.describe('contact form errors in the page’s language, tied to their fields', () => {
  for (const [path, firstName, emailFormat] of [
    ['/contactus', 'Enter your first name.', 'Enter an e-mail address in the form name@company.com.'],
    ['/fr/contactus', text('fr', 'contact:form.errors.firstName'), text('fr', 'contact:form.errors.emailFormat')],
  ] as const) {
    test(`an empty send shows a message under each field and focuses the first (${path})`, async ({ page }) => {
      await gotoReady(page, path);
      const form = page.getByTestId('contact-form');
      expect(await form.evaluate((f: HTMLFormElement) => f.noValidate)).toBe(true);
      await form.locator('button[type=submit]').click();
      for (const name of ['firstName', 'lastName', 'email', 'service', 'message']) {
        const field = formField(page, name);
        await expect(field).toHaveAttribute('aria-invalid', 'true');
        await expect(field).toHaveAttribute('required', '');
        const described = await field.getAttribute('aria-describedby');
        await expect(page.locator(`[id="${described}"]`)).toBeVisible();
      }
      await expect(formField(page, 'firstName')).toBeFocused();
      await expect(formField(page, 'firstName')).toHaveAccessibleDescription(firstName);

      await formField(page, 'firstName').fill('Ada');
      await expect(formField(page, 'firstName')).toHaveAttribute('aria-invalid', 'false');
      await expect(formField(page, 'firstName')).not.toHaveAttribute('aria-describedby', /./);
      await formField(page, 'email').fill('not-an-address');
      await form.locator('button[type=submit]').click();
      await expect(formField(page, 'lastName')).toBeFocused();
      await expect(formField(page, 'email')).toHaveAccessibleDescription(emailFormat);
    });
  }
});

test.describe('after a send, focus is on its outcome', () => {
  for (const [path, status] of [
    ['/contactus', 200],
    ['/es/contactus', 500],
  ] as const) {
    test(`${status === 200 ? 'success' : 'failure'}: the message holds focus (${path})`, async ({ page, consoleErrors }) => {
      await page.addInitScript(() => Object.defineProperty(Navigator.prototype, 'webdriver', { get: () => false }));
      let release!: () => void;
      const gate = new Promise<void>((r) => (release = r));
      await page.route('https://api.emailjs.com/**', async (route) => {
        await gate;
        await route.fulfill({ status, body: status === 200 ? 'OK' : 'error' });
      });
      await gotoReady(page, path);
      await formField(page, 'firstName').fill('Ada');
      await formField(page, 'lastName').fill('Okafor');
      await formField(page, 'email').fill('ada@example.org');
      await formField(page, 'service').selectOption('cloud-services');
      await formField(page, 'message').fill('We would like to move our file servers to the cloud.');
      const submit = page.getByTestId('contact-form').locator('button[type=submit]');
      await submit.focus();
      await page.keyboard.press('Enter');
      // While sending, the button keeps focus (aria-disabled, not disabled).
      await expect(submit).toHaveAttribute('aria-disabled', 'true');
      await expect(submit).toBeFocused();
      release();
      const outcome = page.getByTestId(status === 200 ? 'form-success' : 'form-error');
      await expect(outcome).toBeVisible();
      expect(await outcome.evaluate((el) => el.parentElement === document.activeElement)).toBe(true);
      consoleErrors.splice(0);
    });
  }
});

interface AXNode {
  role?: { value: string };
  name?: { value: string };
  properties?: { name: string; value: { value: unknown } }[];
}
/** Chromium's own accessibility tree (what screen readers get), not Playwright's reading of the DOM. */
async function axTree(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  const { nodes } = (await cdp.send('Accessibility.getFullAXTree')) as { nodes: AXNode[] };
  await cdp.detach();
  return nodes;
}
const axNames = async (page: Page, role: string) => (await axTree(page)).filter((n) => n.role?.value === role).map((n) => n.name?.value ?? '');

async function serviceSelectNode(page: Page, name: string) {
  const node = (await axTree(page)).find((n) => n.role?.value === 'combobox' && n.name?.value === name);
  return Object.fromEntries((node?.properties ?? []).map((p) => [p.name, p.value.value]));
}

test.describe('the service select is required and not invalid before anything is sent', () => {
  for (const [path, label, note] of [
    ['/contactus', contactForm('en').service!, contactForm('en').required!],
    ['/de/contactus', contactForm('de').service!, contactForm('de').required!],
  ] as const) {
    test(path, async ({ page }) => {
      await gotoReady(page, path);
      const props = await serviceSelectNode(page, label);
      expect(props.invalid).toBe('false');
      const select = formField(page, 'service');
      await expect(select).toHaveAttribute('required', '');
      // Chromium leaves `required` out of a select's accessibility node; the select's description carries it.
      await expect(select).toHaveAccessibleDescription(note);
    });
  }
});

test.describe('accessible names read as the text reads', () => {
  for (const [path, heading] of [
    ['/', 'Insights on software, AI, networks'],
    ['/fr', 'Nos analyses sur le logiciel, l’IA, les réseaux'],
  ] as const) {
    test(`the news teaser heading, wherever its lines break (${path})`, async ({ page }) => {
      await gotoReady(page, path);
      for (const width of [1280, 1024, 768, 390, 320]) {
        await page.setViewportSize({ width, height: 844 });
        await expect.poll(() => axNames(page, 'heading'), `at ${width} px`).toContain(heading);
      }
    });
  }

  for (const [path, title] of [
    ['/legal/privacy-policy', firstPrivacySection('en')],
    ['/de/legal/privacy-policy', firstPrivacySection('de')],
  ] as const) {
    test(`numbered legal sections and their contents links (${path})`, async ({ page }) => {
      await gotoReady(page, path);
      for (const width of [1280, 390]) {
        await page.setViewportSize({ width, height: 844 });
        expect(await axNames(page, 'heading'), `heading at ${width} px`).toContain(title);
        expect(await axNames(page, 'link'), `contents link at ${width} px`).toContain(title);
      }
    });
  }
});
