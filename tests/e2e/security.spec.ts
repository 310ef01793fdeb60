/** Nothing leaves the machine uninvited: a first visit asks no third party for anything. */
import { expect, gotoReady, test } from './fixtures';

test('no third-party request is made at page start', async ({ page }) => {
  const thirdParty: string[] = [];
  page.on('request', (r) => {
    if (!r.url().startsWith('https://127.0.0.1')) thirdParty.push(r.url());
  });
  await gotoReady(page, '/');
  await page.waitForLoadState('networkidle');
  expect(thirdParty).toEqual([]);
});
