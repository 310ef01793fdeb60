/** The first paint shows the whole top section (the head's `<link rel="expect">`), even when a server of the test's own pauses mid-page. */
import { createServer } from 'node:http';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { request } from '@playwright/test';
import { expect, test } from './fixtures';

const PAUSE_MS = 1500;
let server: Server;
let origin = '';

test.beforeAll(async ({ baseURL }) => {
  const site = await request.newContext({ baseURL, ignoreHTTPSErrors: true });
  server = createServer(async (req, res) => {
    const upstream = await site.get(req.url ?? '/', { headers: { 'accept-encoding': 'identity' }, maxRedirects: 0 });
    const type = upstream.headers()['content-type'] ?? 'application/octet-stream';
    const body = await upstream.body();
    res.writeHead(upstream.status(), { 'content-type': type, 'cache-control': 'no-store' });
    const html = type.startsWith('text/html') ? body.toString('utf8') : '';
    const h1 = html.indexOf('<h1');
    if (h1 < 0) return res.end(body);
    // Cut inside the top section, as its h1 opens: the rest of the section comes after the pause.
    const cut = h1 + 3;
    res.write(html.slice(0, cut));
    setTimeout(() => res.end(html.slice(cut)), PAUSE_MS);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
test.afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

for (const path of ['/', '/de/about', '/news/future-of-software-development', '/career-details/devops-engineer-hybrid']) {
  test(`${path}: the first frame already holds the whole top section`, async ({ page }) => {
    await page.setViewportSize({ width: 412, height: 823 });
    // Before the page's scripts: notes whether the parser is past the top section when the first contentful paint is reported.
    await page.addInitScript(() => {
      new PerformanceObserver((list, observer) => {
        if (!list.getEntriesByName('first-contentful-paint').length) return;
        observer.disconnect();
        const top = document.querySelector('h1')?.closest('section, header');
        const all = document.querySelectorAll('*');
        (window as unknown as { firstFrame: unknown }).firstFrame = { h1: !!top, parsedPast: !!top && !top.contains(all[all.length - 1]!) };
      }).observe({ type: 'paint', buffered: true });
    });
    await page.goto(`${origin}${path}`, { waitUntil: 'load' });
    await expect.poll(() => page.evaluate(() => (window as unknown as { firstFrame?: unknown }).firstFrame)).toEqual({ h1: true, parsedPast: true });
  });
}
