/** How long the content manager takes to show its Login button on a phone on a slow mobile network, and what it downloads first. */
import type { Browser } from '@playwright/test';

export interface EditorFirstScreen {
  ms: number;
  /** Bytes on the wire before the Login button, by file (its path under the origin). */
  files: Record<string, number>;
}

export const SLOW_MOBILE = { latency: 2000, downloadThroughput: 50 * 1024, uploadThroughput: 50 * 1024, cpu: 4 } as const;

export async function editorFirstScreen(browser: Browser, origin: string): Promise<EditorFirstScreen> {
  const context = await browser.newContext({ ignoreHTTPSErrors: true });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, ...SLOW_MOBILE });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOW_MOBILE.cpu });
  const urls = new Map<string, string>();
  const files: Record<string, number> = {};
  let counting = true;
  cdp.on('Network.responseReceived', ({ requestId, response }) => urls.set(requestId, response.url));
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    const url = urls.get(requestId);
    if (counting && url?.startsWith(origin)) files[new URL(url).pathname] = encodedDataLength;
  });
  const start = Date.now();
  await page.goto(`${origin}/admin/`, { waitUntil: 'commit' });
  await page.getByRole('button', { name: /^Login/ }).waitFor({ timeout: 300_000 });
  const ms = Date.now() - start;
  counting = false;
  await context.close();
  return { ms, files: Object.fromEntries(Object.entries(files).sort(([, a], [, b]) => b - a)) };
}
