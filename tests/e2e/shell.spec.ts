/** The shell every page shares: navigation bar, mega-menu, mobile panel, language and theme, contact button, footer. */
import { catalogue } from './content';
import { expect, gotoHydrated, hydrateDeferred, test } from './fixtures';

const germanAboutTitle = catalogue<{ hero: { title: string } }>('de', 'about').hero.title;

test.describe('navigation bar', () => {
  test('gains its shadow once the page scrolls past 10 px', async ({ page }) => {
    await gotoHydrated(page, '/services');
    const bar = page.locator('header [data-scrolled], header > div').nth(1);
    await expect(bar).not.toHaveAttribute('data-scrolled');
    // The scroll event is handled before the next frame: two frames later, the bar has said what it will say.
    await page.evaluate(() => {
      window.scrollTo(0, 8);
      return new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
    });
    await expect(bar).not.toHaveAttribute('data-scrolled');
    await page.evaluate(() => window.scrollTo(0, 40));
    await expect(bar).toHaveAttribute('data-scrolled', 'true');
  });

  test('skip link is the first stop and moves focus to the main content', async ({ page }) => {
    await gotoHydrated(page, '/about');
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
    await gotoHydrated(page, '/about');
    // Only runFor moves time from here on: on a busy machine real time would fire the press's timer early.
    await page.clock.pauseAt(new Date('2025-06-02T09:01:00Z'));
    await page.getByRole('banner').getByRole('link', { name: 'Send a message' }).last().click();
    await page.clock.runFor(450);
    await expect(page).toHaveURL(/\/about$/);
    await page.clock.runFor(100);
    await expect(page).toHaveURL(/\/contactus$/);
  });
});

test.describe('services mega-menu', () => {
  test('opens on hover with three categories, every service and "View all services"', async ({ page }) => {
    await gotoHydrated(page, '/');
    const menu = page.locator('#services-menu');
    await expect(menu).toBeHidden();
    await page.getByRole('button', { name: 'Services', exact: true }).hover();
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('list')).toHaveCount(3);
    await expect(menu.locator('a[href^="/services/"]')).toHaveCount(11);
    await expect(menu.getByRole('link', { name: 'View all services' })).toHaveAttribute('href', '/services');
    await page.mouse.move(5, 700);
    await expect(menu).toBeHidden();
  });

  test('works from the keyboard: Enter opens, Escape closes and returns focus', async ({ page }) => {
    await gotoHydrated(page, '/');
    const button = page.getByRole('button', { name: 'Services', exact: true });
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await expect(page.locator('#services-menu a').first()).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(page.locator('#services-menu')).toBeHidden();
    await expect(button).toBeFocused();
  });

  test('a click opens it, an outside click closes it, and a service link navigates', async ({ page }) => {
    await gotoHydrated(page, '/');
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
});

test.describe('mobile menu (below 992 px)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('opens a side panel that locks scrolling, keeps focus and closes on backdrop or Escape', async ({ page }) => {
    await gotoHydrated(page, '/');
    await expect(page.getByRole('navigation', { name: 'Main' }).first()).toBeHidden();
    const opener = page.getByRole('button', { name: 'Open menu' });
    await opener.click();
    const panel = page.getByRole('dialog', { name: 'Menu' });
    await expect(panel).toBeInViewport();
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('hidden');
    await expect(panel.getByRole('button', { name: 'Close menu' })).toBeFocused();

    // Focus stays inside: Shift+Tab from the first control wraps to the last.
    await page.keyboard.press('Shift+Tab');
    expect(await panel.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    for (let i = 0; i < 25; i++) await page.keyboard.press('Tab');
    expect(await panel.evaluate((el) => el.contains(document.activeElement))).toBe(true);

    await page.keyboard.press('Escape');
    await expect(panel).not.toBeInViewport();
    await expect(opener).toBeFocused();
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).not.toBe('hidden');

    await opener.click();
    await expect(panel).toBeInViewport();
    await page.mouse.click(20, 400); // the dimmed backdrop, left of the panel
    await expect(panel).not.toBeInViewport();
  });

  test('lists the services and navigates, closing itself', async ({ page }) => {
    await gotoHydrated(page, '/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const panel = page.getByRole('dialog', { name: 'Menu' });
    await panel.locator('summary', { hasText: 'Services' }).click();
    await expect(panel.locator('a[href^="/services/"]')).toHaveCount(11);
    await panel.getByRole('link', { name: 'Careers' }).click();
    await expect(page).toHaveURL(/\/careers$/);
    await expect(panel).not.toBeInViewport();
  });
});

test.describe('language', () => {
  test('the selector goes to the same page in the chosen language without reloading, and remembers it', async ({ page }) => {
    await gotoHydrated(page, '/services/data-services');
    const englishTitle = await page.locator('h1').textContent();
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 42));
    await page.getByRole('button', { name: /Language: English/ }).click();
    await page.getByRole('link', { name: 'Deutsch' }).click();
    await expect(page).toHaveURL(/\/de\/services\/data-services$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page.locator('h1')).not.toHaveText(englishTitle!);
    await expect(page.locator('link[rel=canonical]')).toHaveAttribute('href', 'https://www.example.com/de/services/data-services');
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(42);
    expect(await page.evaluate(() => localStorage.getItem('i18nextLng'))).toBe('de');
    await expect(page.locator('#language-list')).toBeHidden();
  });

  test('catalogues: only the page’s language and namespaces, each fetched once, and never a raw key on screen', async ({ page }) => {
    const fetched: string[] = [];
    page.on('request', (r) => {
      const url = new URL(r.url());
      if (url.pathname.startsWith('/locales/')) fetched.push(url.pathname);
    });
    // Any text node that looks like a catalogue key ("nav.home", "pages.cloud-services.subtitle") is recorded as it appears.
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
    await gotoHydrated(page, '/fr/about');
    expect(
      fetched.every((p) => p.startsWith('/locales/fr/')),
      fetched.join(' '),
    ).toBe(true);
    expect(fetched.sort()).toEqual(['/locales/fr/about.json', '/locales/fr/common.json', '/locales/fr/sections.json']);

    await page.getByRole('button', { name: /Langue : Français/ }).click();
    await page.getByRole('link', { name: 'Deutsch' }).click();
    await expect(page).toHaveURL(/\/de\/about$/);
    await expect(page.locator('h1')).toHaveText(germanAboutTitle);
    await page.getByRole('navigation', { name: 'Hauptmenü' }).getByRole('link', { name: 'Karriere' }).click();
    await expect(page).toHaveURL(/\/de\/careers$/);
    await page.goBack();
    await expect(page).toHaveURL(/\/de\/about$/);

    const counts = new Map<string, number>();
    for (const p of fetched) counts.set(p, (counts.get(p) ?? 0) + 1);
    expect(
      [...counts].filter(([, n]) => n > 1),
      'fetched twice',
    ).toEqual([]);
    expect(fetched.filter((p) => p.startsWith('/locales/de/')).sort()).toEqual([
      '/locales/de/about.json',
      '/locales/de/careers.json',
      '/locales/de/common.json',
      '/locales/de/sections.json',
    ]);
    expect(await page.evaluate(() => (window as unknown as { rawKeys: string[] }).rawKeys)).toEqual([]);
  });

  test('the dropdown closes on an outside click', async ({ page }) => {
    await gotoHydrated(page, '/');
    await page.getByRole('button', { name: /Language: English/ }).click();
    await expect(page.locator('#language-list')).toBeVisible();
    await page.mouse.click(5, 700);
    await expect(page.locator('#language-list')).toBeHidden();
  });

  test('?lng=de on an English URL opens the German page', async ({ page }) => {
    await page.goto('/about?lng=de');
    await expect(page).toHaveURL(/\/de\/about$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  });

  test('values outside the four languages are ignored', async ({ page }) => {
    let dialogs = 0;
    page.on('dialog', (d) => (dialogs++, d.dismiss()));
    await gotoHydrated(page, '/about?lng=%3Cscript%3Ealert(1)%3C%2Fscript%3E');
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

test.describe('start-up', () => {
  test('the language menu and the menu button answer a press before the page is live, on a CPU slowed four times', async ({ page }) => {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    // The page's JavaScript is held back: the window between the first paint and a live page, made as long as the test needs.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/[^/]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/about', { waitUntil: 'domcontentloaded' });
    const live = page.locator('html[data-hydrated]');
    const list = page.locator('#language-list');
    await page.getByRole('button', { name: /Language: English/ }).click();
    await expect(list.getByRole('link', { name: 'Deutsch' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(list).toBeHidden();

    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('button', { name: 'Open menu' }).click();
    const panel = page.getByRole('dialog', { name: 'Menu' });
    await expect(panel).toBeInViewport();
    await expect(live).toHaveCount(0);

    // The page comes alive under the open panel, which stays as the visitor left it and keeps working.
    release();
    await live.waitFor({ state: 'attached' });
    await expect(panel).toBeInViewport();
    await panel.getByRole('link', { name: 'Deutsch' }).click();
    await expect(page).toHaveURL(/\/de\/about$/);
    await expect(page.locator('h1')).toHaveText(germanAboutTitle);
  });
});

test.describe('theme', () => {
  test('follows the system preference until the visitor chooses', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await gotoHydrated(page, '/');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await page.emulateMedia({ colorScheme: 'light' });
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  });

  test('the switch persists across reloads, applied before first paint', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await gotoHydrated(page, '/about');
    await page.getByRole('button', { name: 'Switch to dark theme' }).first().click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
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
});

test.describe('footer and booking', () => {
  test('its icons, drawn from the shared sprite file, show at their size', async ({ page }) => {
    await gotoHydrated(page, '/fr/about');
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

  test('the copyright year is the visitor’s current year once the page runs (the HTML has the build’s)', async ({ page }) => {
    const built = new Date().getFullYear(); // the build under test was made today
    await page.clock.install({ time: new Date(`${built + 5}-01-02T10:00:00Z`) });
    await gotoHydrated(page, '/de');
    await hydrateDeferred(page, 'footer');
    await expect(page.getByRole('contentinfo')).toContainText(`© ${built + 5} `);
    await expect(page.getByRole('contentinfo')).not.toContainText('2025');
  });

  test('"Book a call" opens the scheduler dialog after its press; the frame is created only then', async ({ page }) => {
    await gotoHydrated(page, '/about');
    await hydrateDeferred(page, 'footer');
    await expect(page.locator('iframe')).toHaveCount(0);
    const book = page.getByRole('contentinfo').getByRole('button', { name: 'Book a 30-minute call' });
    await book.click();
    const dialog = page.getByRole('dialog', { name: 'Book a 30-minute call' });
    await expect(dialog).toBeVisible();
    await expect(dialog.locator('iframe')).toHaveAttribute('height', '400');
    await expect(dialog.getByRole('link', { name: /booking page/ })).toHaveAttribute('target', '_blank');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(book).toBeFocused();
  });

  test('navigation scrolls to the top of the new page', async ({ page }) => {
    await gotoHydrated(page, '/about');
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.getByRole('contentinfo').getByRole('link', { name: 'Projects' }).first().click();
    await expect(page).toHaveURL(/\/projects$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});
