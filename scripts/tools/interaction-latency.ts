/** A press's latency as INP counts it (the longest Event Timing entry), at a slowed CPU on a fresh page, for ./bench.ts. */
import type { Browser, Page } from '@playwright/test';

export interface Interaction {
  path: string;
  name: string;
  /** The press (or key), once the page is ready. */
  act: (page: Page) => Promise<void>;
  /** Made ready first, not measured: a menu opened before an item in it is pressed. */
  before?: (page: Page) => Promise<void>;
}

/** A press with the pointer already resting on the control: a synthetic click hovers at once, and hover effects would count. */
const click = (selector: string): Pick<Interaction, 'before' | 'act'> => ({
  before: async (page) => {
    await page.locator(selector).first().hover();
    await page.waitForTimeout(300);
  },
  act: (page) => page.locator(selector).first().click(),
});
export const OUR_INTERACTIONS: Interaction[] = [
  { path: '/', name: 'theme toggle', ...click('header [data-theme-toggle]') },
  { path: '/', name: 'services menu', ...click('.services-menu-button') },
  { path: '/', name: 'language menu', ...click('.language-menu-button') },
  { path: '/', name: 'booking dialog', ...click('main [commandfor="scheduler-dialog"]') },
  { path: '/', name: 'testimonials’ next', ...click('[data-move="1"]') },
  { path: '/', name: 'approach step', ...click('ol [data-step="2"]') },
  { path: '/', name: 'projects filter', ...click('[data-filter="software"]') },
  { path: '/', name: 'an FAQ answer', ...click('#faq summary, section[aria-labelledby^="faq"] summary') },
  { path: '/', name: 'more services', ...click('[data-more]') },
  { path: '/about', name: 'theme toggle', ...click('header [data-theme-toggle]') },
  { path: '/about', name: 'mobile menu', ...click('header [popovertarget="mobile-menu"]') },
  { path: '/projects', name: 'projects filter', ...click('[data-filter="software"]') },
  { path: '/projects/crystalbricks', name: 'gallery', ...click('[data-open="0"]') },
  { path: '/news/future-of-software-development', name: 'theme toggle', ...click('header [data-theme-toggle]') },
  { path: '/careers', name: 'theme toggle', ...click('header [data-theme-toggle]') },
  { path: '/contactus', name: 'theme toggle', ...click('header [data-theme-toggle]') },
  {
    path: '/contactus',
    name: 'typing a name',
    before: (page) => page.locator('[name="firstName"]').focus(),
    act: (page) => page.keyboard.press('A'),
  },
  { path: '/contactus', name: 'sending the empty form', ...click('[data-testid="contact-form"] button[type="submit"]') },
];

/** The other site's theme switch (AstroWind's by default). */
export const themeSwitchOf = (selector = '[data-aw-toggle-color-scheme]'): Interaction => ({
  path: '/',
  name: 'theme toggle',
  ...click(selector),
});

/** The interaction's latency in ms on the site at `origin`; undefined if its control is missing. */
export async function interactionLatency(browser: Browser, origin: string, interaction: Interaction): Promise<number | undefined> {
  const context = await browser.newContext({ viewport: interaction.name === 'mobile menu' ? { width: 390, height: 844 } : { width: 1280, height: 900 } });
  const page = await context.newPage();
  try {
    await page.addInitScript(() => {
      const w = window as unknown as { longestPress: number };
      w.longestPress = 0;
      new PerformanceObserver((list) => {
        for (const e of list.getEntries() as (PerformanceEventTiming & { interactionId?: number })[])
          if (e.interactionId) w.longestPress = Math.max(w.longestPress, e.duration);
      }).observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit);
    });
    await page.goto(`${origin}${interaction.path}`, { waitUntil: 'load' });
    // Started: our shell (and the framework where the page hydrates); another site once it has loaded.
    await page.waitForFunction(
      () =>
        !document.querySelector('script[data-shell-url]') ||
        (document.documentElement.hasAttribute('data-shell') &&
          (!document.getElementById('page-bootstrap') || document.documentElement.hasAttribute('data-hydrated'))),
      undefined,
      { timeout: 30_000 },
    );
    await page.waitForTimeout(500);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    if (interaction.before) await interaction.before(page);
    await page.evaluate(() => ((window as unknown as { longestPress: number }).longestPress = 0));
    await interaction.act(page);
    // The entry is reported after the next paint: wait for two frames and a little more.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 300)))));
    const longest = await page.evaluate(() => (window as unknown as { longestPress: number }).longestPress);
    // Event Timing rounds to 8 ms and reports only entries of 16 ms or more: under that, the press took a frame at most.
    return Math.round(longest) || 16;
  } catch {
    return undefined;
  } finally {
    await context.close();
  }
}
