/** The shell every page shares: its behaviour is the shell script's, so each test runs on a plain and on a hydrated page. */
import { headerParts, TIGHTEST, topBarParts } from '../../app/components/layout/header-room';
import { catalogue, ordered, published } from './content';
import { expandedFor, expect, gotoReady, hydrateDeferred, test } from './fixtures';

const germanTitle = (ns: string) => catalogue<{ hero: { title: string } }>('de', ns).hero.title;

const kinds = [
  { kind: 'plain', path: '/about', ns: 'about' },
  { kind: 'hydrated', path: '/contactus', ns: 'contact' },
] as const;

for (const { kind, path, ns } of kinds)
  test.describe(`${kind} page (${path})`, () => {
    test('the navigation bar gains its shadow once the page scrolls past 10 px', async ({ page }) => {
      await gotoReady(page, path);
      const bar = page.locator('header [data-header-bar]');
      await expect(bar).not.toHaveAttribute('data-scrolled');
      // The scroll event is handled before the next frame: two frames later the bar is settled.
      await page.evaluate(() => {
        window.scrollTo(0, 8);
        return new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
      });
      await expect(bar).not.toHaveAttribute('data-scrolled');
      await page.evaluate(() => window.scrollTo(0, 40));
      await expect(bar).toHaveAttribute('data-scrolled', 'true');
    });

    test('skip link is the first stop and moves focus to the main content', async ({ page }) => {
      await gotoReady(page, path);
      await page.keyboard.press('Tab');
      const skip = page.getByRole('link', { name: 'Skip to content' });
      await expect(skip).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/#main$/);
      await expect(page.locator('main')).toBeFocused();
    });

    test('Contact button plays its 500 ms press, then opens the contact page', async ({ page }) => {
      await page.emulateMedia({ reducedMotion: 'no-preference' });
      await page.clock.install({ time: new Date('2025-06-02T09:00:00Z') });
      await gotoReady(page, path === '/contactus' ? '/contactus?service=cloud-services' : path);
      // Only runFor moves time from here on: real time on a busy machine would fire the press's timer early.
      await page.clock.pauseAt(new Date('2025-06-02T09:01:00Z'));
      const button = page.getByRole('banner').getByRole('link', { name: 'Send a message' }).last();
      await button.click();
      await expect(button).toHaveClass(/animate-press/);
      await page.clock.runFor(450);
      await expect(page).not.toHaveURL(/\/contactus$/);
      await page.clock.runFor(100);
      await expect(page).toHaveURL(/\/contactus$/);
      await expect(page.locator('h1')).toHaveText('Let us talk about what you need');
    });

    test('services mega-menu: opens on hover with its categories, every service and "View all services"', async ({ page }) => {
      await gotoReady(page, path);
      const menu = page.locator('#services-menu');
      await expect(menu).toBeHidden();
      await page.getByRole('button', { name: 'Services', exact: true }).hover();
      await expect(menu).toBeVisible();
      const offered = published(ordered.services, 'en');
      await expect(menu.getByRole('list')).toHaveCount(new Set(offered.map((s) => s.facts.category)).size);
      await expect(menu.locator('a[href^="/services/"]')).toHaveCount(offered.length);
      await expect(menu.getByRole('link', { name: 'View all services' })).toHaveAttribute('href', '/services');
      await menu.getByRole('link', { name: 'Cloud services' }).hover();
      await expect(menu).toBeVisible();
      await page.mouse.move(5, 700);
      await expect(menu).toBeHidden();
    });

    test('services mega-menu: Enter opens, Tab moves into it, Escape closes and returns focus; ArrowDown opens on its first link', async ({ page }) => {
      await gotoReady(page, path);
      const button = page.getByRole('button', { name: 'Services', exact: true });
      await button.focus();
      await page.keyboard.press('Enter');
      await expect.poll(() => expandedFor(page, 'services-menu')).toBe(true);
      await page.keyboard.press('Tab');
      await expect(page.locator('#services-menu a').first()).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(page.locator('#services-menu')).toBeHidden();
      await expect.poll(() => expandedFor(page, 'services-menu')).toBe(false);
      await expect(button).toBeFocused();
      await page.keyboard.press('ArrowDown');
      await expect(page.locator('#services-menu a').first()).toBeFocused();
      await page.keyboard.press('Shift+Tab');
      await expect(button).toBeFocused();
      await page.keyboard.press('Shift+Tab');
      await expect(page.locator('#services-menu')).toBeHidden();
    });

    test('services mega-menu: a click opens it, an outside click closes it, and a service link navigates', async ({ page }) => {
      await gotoReady(page, path);
      const button = page.getByRole('button', { name: 'Services', exact: true });
      await button.click();
      await expect(page.locator('#services-menu')).toBeVisible();
      await page.mouse.click(5, 700);
      await expect(page.locator('#services-menu')).toBeHidden();
      await button.click();
      await page.locator('#services-menu').getByRole('link', { name: 'Cloud services' }).click();
      await expect(page).toHaveURL(/\/services\/cloud-services$/);
      await expect(page.locator('h1')).toHaveText('Cloud services');
      await expect(page.locator('#services-menu')).toBeHidden();
    });

    test.describe('mobile menu (below 992 px)', () => {
      test.use({ viewport: { width: 390, height: 844 } });

      test('opens a side panel that locks scrolling, keeps focus and closes on backdrop or Escape', async ({ page }) => {
        await gotoReady(page, path);
        await expect(page.getByRole('navigation', { name: 'Main' }).first()).toBeHidden();
        const opener = page.getByRole('button', { name: 'Open menu' });
        await opener.click();
        const panel = page.getByRole('dialog', { name: 'Menu' });
        await expect(panel).toBeInViewport();
        await expect.poll(() => expandedFor(page, 'mobile-menu')).toBe(true);
        expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('hidden');
        await expect(panel.getByRole('button', { name: 'Close menu' })).toBeFocused();

        await page.keyboard.press('Shift+Tab');
        expect(await panel.evaluate((el) => el.contains(document.activeElement))).toBe(true);
        for (let i = 0; i < 25; i++) await page.keyboard.press('Tab');
        expect(await panel.evaluate((el) => el.contains(document.activeElement))).toBe(true);

        await page.keyboard.press('Escape');
        await expect(panel).not.toBeInViewport();
        await expect(opener).toBeFocused();
        await expect.poll(() => expandedFor(page, 'mobile-menu')).toBe(false);
        expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).not.toBe('hidden');

        await opener.click();
        await expect(panel).toBeInViewport();
        await page.mouse.click(20, 400); // the dimmed backdrop, left of the panel
        await expect(panel).not.toBeInViewport();
      });

      test('lists the services and navigates, closing itself', async ({ page }) => {
        await gotoReady(page, path);
        await page.getByRole('button', { name: 'Open menu' }).click();
        const panel = page.getByRole('dialog', { name: 'Menu' });
        await panel.locator('summary', { hasText: 'Services' }).click();
        await expect(panel.locator('a[href^="/services/"]')).toHaveCount(published(ordered.services, 'en').length);
        await panel.getByRole('link', { name: 'Careers' }).click();
        await expect(page).toHaveURL(/\/careers$/);
        await expect(panel).not.toBeInViewport();
      });
    });

    test('the language menu goes to the same page in the chosen language, remembers it and closes', async ({ page }) => {
      await gotoReady(page, path);
      await page.getByRole('button', { name: /Language: English/ }).click();
      await expect(page.locator('#language-list')).toBeVisible();
      await page.getByRole('link', { name: 'Deutsch' }).click();
      await expect(page).toHaveURL(new RegExp(`/de${path}$`));
      await expect(page.locator('html')).toHaveAttribute('lang', 'de');
      await expect(page.locator('h1')).toHaveText(germanTitle(ns));
      expect(await page.evaluate(() => localStorage.getItem('i18nextLng'))).toBe('de');
      expect((await page.context().cookies()).find((c) => c.name === 'i18next')?.value).toBe('de');
      await expect(page.locator('#language-list')).toBeHidden();
    });

    test('the language menu closes on an outside click, and when focus leaves it', async ({ page }) => {
      await gotoReady(page, path);
      const button = page.getByRole('button', { name: /Language: English/ });
      await button.click();
      await expect(page.locator('#language-list')).toBeVisible();
      await expect.poll(() => expandedFor(page, 'language-list')).toBe(true);
      await page.mouse.click(5, 700);
      await expect(page.locator('#language-list')).toBeHidden();
      await button.click();
      await page.locator('#language-list a').last().focus();
      await page.keyboard.press('Tab');
      await expect(page.locator('#language-list')).toBeHidden();
    });

    test('theme: follows the system preference until the visitor chooses', async ({ page }) => {
      await page.emulateMedia({ colorScheme: 'dark' });
      await gotoReady(page, path);
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
      await page.emulateMedia({ colorScheme: 'light' });
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    });

    test('theme: the switch says what it does, persists across reloads and is applied before first paint', async ({ page }) => {
      await page.emulateMedia({ colorScheme: 'light' });
      await gotoReady(page, path);
      const toDark = page.getByRole('button', { name: 'Switch to dark theme' }).first();
      await expect(toDark).toHaveAttribute('title', 'Switch to dark theme');
      await toDark.click();
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
      expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
      await expect(page.getByRole('button', { name: 'Switch to light theme' }).first()).toHaveAttribute('title', 'Switch to light theme');
      // Record the theme at the moment <body> is first parsed, before any module script.
      await page.addInitScript(() => {
        new MutationObserver((_, observer) => {
          if (document.body) {
            (window as unknown as { themeAtBody: string | null }).themeAtBody = document.documentElement.getAttribute('data-theme');
            observer.disconnect();
          }
        }).observe(document, { childList: true, subtree: true });
      });
      await page.reload();
      expect(await page.evaluate(() => (window as unknown as { themeAtBody: string }).themeAtBody)).toBe('dark');
      await page.emulateMedia({ colorScheme: 'dark' });
      await page.getByRole('button', { name: 'Switch to light theme' }).first().click();
      await page.reload();
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    });

    test('the copyright year is the visitor’s current year once the page runs (the HTML has the build’s)', async ({ page }) => {
      const built = new Date().getFullYear(); // the build under test was made today
      await page.clock.install({ time: new Date(`${built + 5}-01-02T10:00:00Z`) });
      await gotoReady(page, path);
      if (kind === 'hydrated') await hydrateDeferred(page, 'footer'); // and React, hydrating the footer, keeps it
      await expect(page.getByRole('contentinfo')).toContainText(`© ${built + 5} `);
      await expect(page.getByRole('contentinfo')).not.toContainText(`© ${built} `);
    });

    test('"Book a call" opens the scheduler dialog after its press; the frame is created only then', async ({ page }) => {
      await page.emulateMedia({ reducedMotion: 'no-preference' });
      await page.clock.install({ time: new Date('2025-06-02T09:00:00Z') });
      await gotoReady(page, path);
      await expect(page.locator('iframe')).toHaveCount(0);
      const book = page.getByRole('contentinfo').getByRole('button', { name: 'Book a 30-minute call' });
      const dialog = page.getByRole('dialog', { name: 'Book a 30-minute call' });
      // As for the Contact button: only runFor moves time.
      await page.clock.pauseAt(new Date('2025-06-02T09:01:00Z'));
      await book.click();
      await expect(book).toHaveClass(/animate-press/);
      await page.clock.runFor(450);
      await expect(dialog).toBeHidden();
      await page.clock.runFor(100);
      await expect(dialog).toBeVisible();
      await page.clock.resume();
      await expect(dialog.locator('iframe')).toHaveAttribute('height', '400');
      await expect(dialog.getByRole('link', { name: /booking page/ })).toHaveAttribute('target', '_blank');
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(book).toBeFocused();
      await expect(page.locator('iframe')).toHaveCount(0);
    });

    test('navigation scrolls to the top of the new page', async ({ page }) => {
      await gotoReady(page, path);
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await page.getByRole('contentinfo').getByRole('link', { name: 'Projects' }).first().click();
      await expect(page).toHaveURL(/\/projects$/);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    });

    test('the language menu and the menu button answer a press before the page’s scripts run, on a CPU slowed four times', async ({ page }) => {
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      // The page's JavaScript is held back: the window between the first paint and a working page, made as long as the test needs.
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route(/\/assets\/[^/]+\.js$/, async (route) => {
        await held;
        await route.continue();
      });
      await page.goto(path, { waitUntil: 'domcontentloaded' });
      const list = page.locator('#language-list');
      await page.getByRole('button', { name: /Language: English/ }).click();
      await expect(list.getByRole('link', { name: 'Deutsch' })).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(list).toBeHidden();

      await page.setViewportSize({ width: 390, height: 844 });
      await page.getByRole('button', { name: 'Open menu' }).click();
      const panel = page.getByRole('dialog', { name: 'Menu' });
      await expect(panel).toBeInViewport();
      await expect(page.locator('html[data-shell]')).toHaveCount(0);

      release();
      await page.locator('html[data-shell]').waitFor({ state: 'attached' });
      if (kind === 'hydrated') await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
      await expect(panel).toBeInViewport();
      await panel.getByRole('link', { name: 'Deutsch' }).click();
      await expect(page).toHaveURL(new RegExp(`/de${path}$`));
      await expect(page.locator('h1')).toHaveText(germanTitle(ns));
    });
  });

test.describe('language', () => {
  test('on a hydrated page, the selector changes language in place (no reload), and the page’s head follows', async ({ page }) => {
    await gotoReady(page, '/contactus');
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 42));
    await page.getByRole('button', { name: /Language: English/ }).click();
    await page.getByRole('link', { name: 'Deutsch' }).click();
    await expect(page).toHaveURL(/\/de\/contactus$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page.locator('link[rel=canonical]')).toHaveAttribute('href', 'https://www.example.com/de/contactus');
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(42);
  });

  test('a plain page loads no catalogue and none of the framework; a hydrated one only its language’s and namespaces’, each once, never a raw key on screen', async ({
    page,
  }) => {
    const fetched: string[] = [];
    page.on('request', (r) => {
      const url = new URL(r.url());
      if (url.pathname.startsWith('/locales/') || url.pathname.endsWith('.js')) fetched.push(url.pathname);
    });
    await gotoReady(page, '/fr/about');
    expect(fetched.filter((p) => !/^\/assets\/shell-[\w-]+\.js$/.test(p))).toEqual([]);
    fetched.length = 0;
    // Any text node that looks like a catalogue key ("nav.home") is recorded as it appears.
    await page.addInitScript(() => {
      const seen: string[] = ((window as unknown as { rawKeys: string[] }).rawKeys = []);
      const key = /^[a-z][A-Za-z]*(\.[A-Za-z0-9-]+)+$/;
      new MutationObserver((records) => {
        for (const r of records)
          for (const node of [...r.addedNodes, r.target])
            for (const text of node.nodeType === Node.TEXT_NODE
              ? [node.textContent ?? '']
              : node instanceof Element
                ? [...node.querySelectorAll('*')].map((e) => (e.childNodes.length === 1 ? (e.textContent ?? '') : ''))
                : [])
              if (key.test(text.trim())) seen.push(text.trim());
      }).observe(document, { subtree: true, childList: true, characterData: true });
    });
    await gotoReady(page, '/fr/contactus');
    const catalogues = () => fetched.filter((p) => p.startsWith('/locales/'));
    expect(catalogues().sort()).toEqual(['/locales/fr/common.json', '/locales/fr/contact.json']);

    await page.getByRole('button', { name: /Langue\s:\sFrançais/ }).click();
    await page.getByRole('link', { name: 'Deutsch' }).click();
    await expect(page).toHaveURL(/\/de\/contactus$/);
    // In place, into a page that is plain when loaded: the hydrated app renders it, with its catalogues.
    await page.getByRole('navigation', { name: 'Hauptmenü' }).getByRole('link', { name: 'Über uns' }).click();
    await expect(page).toHaveURL(/\/de\/about$/);
    await expect(page.locator('h1')).toHaveText(germanTitle('about'));
    await page.goBack();
    await expect(page).toHaveURL(/\/de\/contactus$/);

    const counts = new Map<string, number>();
    for (const p of catalogues()) counts.set(p, (counts.get(p) ?? 0) + 1);
    expect(
      [...counts].filter(([, n]) => n > 1),
      'fetched twice',
    ).toEqual([]);
    expect(
      catalogues()
        .filter((p) => p.startsWith('/locales/de/'))
        .sort(),
    ).toEqual(['/locales/de/about.json', '/locales/de/common.json', '/locales/de/contact.json', '/locales/de/sections.json']);
    expect(await page.evaluate(() => (window as unknown as { rawKeys: string[] }).rawKeys)).toEqual([]);
  });

  test('?lng=de on an English URL opens the German page', async ({ page }) => {
    await page.goto('/about?lng=de');
    await expect(page).toHaveURL(/\/de\/about$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  });

  test('values outside the four languages are ignored', async ({ page }) => {
    let dialogs = 0;
    page.on('dialog', (d) => (dialogs++, d.dismiss()));
    await gotoReady(page, '/about?lng=%3Cscript%3Ealert(1)%3C%2Fscript%3E');
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    expect(dialogs).toBe(0);
    expect(await page.evaluate(() => localStorage.getItem('i18nextLng'))).toBeNull();
  });

  test('a stored choice wins over the browser language', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'fr-FR' });
    const page = await context.newPage();
    await page.route(/^https?:\/\/(?!127\.0\.0\.1)/, (r) => r.abort());
    await page.goto('/careers');
    await expect(page).toHaveURL(/\/fr\/careers$/);
    await page.evaluate(() => localStorage.setItem('i18nextLng', 'es'));
    await page.goto('/careers');
    await expect(page).toHaveURL(/\/es\/careers$/);
    await context.close();
  });
});

/** Drawn widths close to what the menus' check counts (Verdana's metrics, as wide as this browser's fonts). */
const close = (counted: number, drawn: number) => counted > drawn * 0.98 && counted < drawn * 1.06;

test('the header and its top bar are as wide as the menus’ check counts them, at their tightest widths, in English and in the fixture’s longest German', async ({
  page,
}) => {
  for (const path of ['/about', '/de/about']) {
    for (const width of TIGHTEST.header) {
      await page.setViewportSize({ width, height: 800 });
      await gotoReady(page, path);
      const drawn = await page.locator('[data-menu-list="header"]').evaluate((nav) => {
        const row = nav.closest('nav')!.parentElement!;
        const width = (el: Element) => el.getBoundingClientRect().width;
        return {
          brand: row.children[0]!.textContent!,
          entries: [...nav.children].map((li) => ({ label: li.textContent!.trim(), services: !!li.querySelector('button') })),
          contact: row.querySelector('a[data-press]')!.textContent!.trim(),
          logo: width(row.children[0]!),
          nav: width(nav),
          controls: width(row.children[2]!),
        };
      });
      const counted = headerParts(drawn, width);
      const parts = (['logo', 'nav', 'controls'] as const).map(
        (part) => `${part} ${close(counted[part], drawn[part]) ? 'as counted' : `${counted[part]} counted, ${drawn[part]} drawn`}`,
      );
      expect(parts, `${path} at ${width} px`).toEqual(['logo as counted', 'nav as counted', 'controls as counted']);
      expect(drawn.logo + drawn.nav + drawn.controls, `${path} at ${width} px`).toBeLessThanOrEqual(counted.room);
    }
    const [width] = TIGHTEST.topBar;
    await page.setViewportSize({ width, height: 800 });
    await gotoReady(page, path);
    const bar = await page.locator('[data-menu-list="topBar"]').evaluate((list) => {
      const contacts = list.parentElement!.children[0]!;
      return {
        email: contacts.querySelector('a[href^="mailto:"]')!.textContent!,
        phone: contacts.querySelector('a[href^="tel:"]')!.textContent!,
        labels: [...list.children].map((li) => li.textContent!),
        contacts: contacts.getBoundingClientRect().width,
        entries: list.getBoundingClientRect().width,
      };
    });
    const counted = topBarParts(bar, width);
    expect([close(counted.contacts, bar.contacts), close(counted.entries, bar.entries)], `${path}: ${JSON.stringify({ counted, bar })}`).toEqual([true, true]);
  }
});

test('footer icons, drawn from the shared sprite file, show at their size', async ({ page }) => {
  await gotoReady(page, '/fr/about');
  const footer = page.getByRole('contentinfo');
  await footer.scrollIntoViewIfNeeded();
  const sizes = () =>
    footer.evaluate((el) =>
      [...el.querySelectorAll<SVGUseElement>('svg.icon use')].map((use) => {
        const box = use.getBBox(); // 0 × 0 until the sprite's symbol is in
        return `${use.href.baseVal.split('#')[1]} ${Math.round(box.width)}x${Math.round(box.height)}`;
      }),
    );
  await expect.poll(async () => (await sizes()).filter((s) => / 0x|x0$/.test(s))).toEqual([]);
  expect((await sizes()).length).toBeGreaterThan(3);
});

test('before the shell’s script runs, what takes focus already stays clear of the fixed header, at a phone’s width and a desktop’s', async ({ page }) => {
  await page.route(/\/assets\/shell-[\w-]+\.js$/, (route) => route.fulfill({ contentType: 'text/javascript', body: '' }));
  for (const size of [
    { width: 390, height: 844 },
    { width: 1280, height: 800 },
  ]) {
    await page.setViewportSize(size);
    await page.goto('/de/about');
    const header = await page.locator('header').first().boundingBox();
    const padding = await page.evaluate(() => parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop));
    expect(padding, `${size.width} px`).toBe(Math.round(header!.height) + 16);
  }
});
