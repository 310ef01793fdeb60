import { createHash, X509Certificate } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';
import { testTls } from './scripts/tools/wrangler';

const port = Number(process.env.E2E_PORT ?? 4173);
/** Debian's Chromium headless shell, the same Blink and faster than the full browser (decision 028), which stands in without it. */
const HEADLESS_SHELL = '/usr/lib/chromium/chromium-headless-shell';
const executablePath = process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');
// Chromium trusts the test certificate by its key, so no connection starts with a refused handshake.
const spki = createHash('sha256')
  .update(new X509Certificate(readFileSync(testTls.cert)).publicKey.export({ type: 'spki', format: 'der' }))
  .digest('base64');

/** End-to-end tests against the production build, served by Cloudflare Pages' runtime over HTTPS (scripts/tools/serve.ts). */
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  forbidOnly: !!process.env.CI,
  // A test that passes only on its second try hides a defect: none gets one.
  retries: 0,
  reporter: [
    ...(process.env.CI ? ([['dot'], ['list', { printSteps: false }]] as const) : ([['list']] as const)),
    ['html', { open: 'never' }],
    ['./tests/e2e/run-summary.ts'],
  ],
  // Pages hydrate and the accessibility engines run on shared cores.
  timeout: 60_000,
  use: {
    ...devices['Desktop Chrome'],
    // Nothing moves unless a test is about motion: the home page's video and rotators would cost frames meanwhile.
    reducedMotion: 'reduce',
    baseURL: `https://127.0.0.1:${port}`,
    // For the API request fixture, which is not the browser.
    ignoreHTTPSErrors: true,
    launchOptions: {
      executablePath,
      args: [
        `--ignore-certificate-errors-spki-list=${spki}`,
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        // Nothing leaves the machine: every host but this one fails to resolve (tests answer the scheduler and map).
        '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost',
      ],
    },
  },
  webServer: {
    command: 'npx tsx scripts/tools/serve.ts --https',
    env: { PORT: String(port) },
    url: `https://127.0.0.1:${port}/`,
    ignoreHTTPSErrors: true,
    reuseExistingServer: !process.env.CI,
    stdout: 'ignore',
    timeout: 120_000,
  },
});
