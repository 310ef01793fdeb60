/** Light and dark screenshots of the served build's pages: `npx tsx scripts/tools/screenshots.ts [--base URL] [--widths 390,1280] [--full] [--out DIR] /path …` */
import { mkdirSync } from 'node:fs';
import { chromium } from '@playwright/test';

const args = process.argv.slice(2);
const base = args.includes('--base') ? args[args.indexOf('--base') + 1]! : 'http://127.0.0.1:3000';
const full = args.includes('--full');
const option = (name: string) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
const widths = (option('--widths') ?? '390,1280').split(',').map(Number);
const dir = option('--out') ?? 'screenshots';
const paths = args.filter((a, i) => a.startsWith('/') && !['--base', '--out'].includes(args[i - 1]!));
mkdirSync(dir, { recursive: true });

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
for (const width of widths) {
  for (const theme of ['light', 'dark'] as const) {
    const context = await browser.newContext({ viewport: { width, height: width < 800 ? 844 : 800 }, colorScheme: theme, deviceScaleFactor: 1 });
    const page = await context.newPage();
    await page.route(/^https?:\/\/(?!127\.0\.0\.1|localhost)/, (r) => r.abort());
    for (const path of paths) {
      await page.goto(base + path, { waitUntil: 'load' });
      // A page that starts the framework (home, contact) marks <html data-hydrated> once it has; plain pages start none.
      if (await page.evaluate(() => '__reactRouterContext' in window))
        await page.locator('html[data-hydrated]').waitFor({ state: 'attached', timeout: 10_000 });
      if (full) {
        // Scroll through once so lazy images load and reveal-on-view sections play, then return to the top.
        await page.evaluate(async () => {
          for (let y = 0; y < document.body.scrollHeight; y += 600) {
            window.scrollTo(0, y);
            await new Promise((r) => setTimeout(r, 60));
          }
          window.scrollTo(0, 0);
        });
        await page.waitForTimeout(900);
      }
      const name = (path === '/' ? 'home' : path.slice(1).replace(/\//g, '_')) || 'home';
      await page.screenshot({ path: `${dir}/${name}-${width}-${theme}.png`, fullPage: full });
    }
    await context.close();
  }
}
await browser.close();
console.log(`screenshots of ${paths.length} pages written to ${dir}/`);
