/** The CMS's GitHub sign-in on the site's own host (server/cms-sign-in.ts), with a made-up OAuth app and a local stand-in for GitHub. */
import { createServer } from 'node:http';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, request as api, test } from '@playwright/test';
import type { APIRequestContext, APIResponse, Page } from '@playwright/test';
import { serveBuild } from '../../scripts/tools/wrangler';

// One host and one stand-in for the whole file: its tests run in one worker.
test.describe.configure({ mode: 'serial' });

const APP = { id: 'Iv1.madeup0000000000', secret: 'madeup-secret-0000000000000000000000000' };
const TOKEN = 'gho_signintest0000000000000000000000000';
const REPO = 'example/company-site';

const exchanges: { code: string; credentials: string }[] = [];
let github: Server;
let githubUrl = '';
let host: Awaited<ReturnType<typeof serveBuild>>;
let http: APIRequestContext;

function startGithub() {
  github = createServer((req, res) => {
    const url = new URL(req.url!, githubUrl);
    if (url.pathname === '/login/oauth/authorize') {
      // The owner consents at once (or refuses, for the test that asks).
      const back = new URL(url.searchParams.get('redirect_uri')!);
      back.searchParams.set('state', url.searchParams.get('state')!);
      back.searchParams.set('code', 'good-code');
      res.writeHead(302, { Location: back.href }).end();
      return;
    }
    if (url.pathname === '/login/oauth/access_token' && req.method === 'POST') {
      let body = '';
      req.on('data', (c: Buffer) => (body += c.toString()));
      req.on('end', () => {
        const code = new URLSearchParams(body).get('code')!;
        exchanges.push({ code, credentials: Buffer.from((req.headers.authorization ?? '').replace(/^Basic /, ''), 'base64').toString() });
        if (code === 'unreachable') return void req.socket.destroy();
        const json =
          code === 'good-code'
            ? { access_token: TOKEN, token_type: 'bearer', scope: 'repo' }
            : { error: 'bad_verification_code', error_description: 'The code passed is incorrect or expired.' };
        res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(json));
      });
      return;
    }
    res.writeHead(404).end();
  });
  return new Promise<void>((resolve) =>
    github.listen(0, '127.0.0.1', () => {
      githubUrl = `http://127.0.0.1:${(github.address() as AddressInfo).port}`;
      resolve();
    }),
  );
}

test.beforeAll(async () => {
  test.setTimeout(120_000);
  await startGithub();
  host = await serveBuild({ port: 8796, https: true, bindings: { GITHUB_CLIENT_ID: APP.id, GITHUB_CLIENT_SECRET: APP.secret, GITHUB_URL: githubUrl } });
  http = await api.newContext({ baseURL: host.url, ignoreHTTPSErrors: true, maxRedirects: 0 });
});

test.afterAll(async () => {
  await http?.dispose();
  host?.child.kill();
  github?.close();
});

const fromAdmin = () => ({ Referer: `${host.url}/admin/` });
const setCookie = (r: APIResponse) =>
  r
    .headersArray()
    .filter((h) => h.name.toLowerCase() === 'set-cookie')
    .map((h) => h.value);

/** A sign-in started from /admin/: its state and the cookie that holds it. */
async function started() {
  const r = await http.get('/api/auth?provider=github&site_id=127.0.0.1&scope=repo', { headers: fromAdmin() });
  const state = new URL(r.headers().location!).searchParams.get('state')!;
  return { state, cookie: setCookie(r)[0]!.split(';')[0]! };
}

test('/api/auth from the content manager: to GitHub with the app’s id, the scope and a new state, kept in a cookie only the callback receives', async () => {
  const r = await http.get('/api/auth?provider=github&site_id=127.0.0.1&scope=repo', { headers: fromAdmin() });
  expect(r.status()).toBe(302);
  const to = new URL(r.headers().location!);
  expect(`${to.origin}${to.pathname}`).toBe(`${githubUrl}/login/oauth/authorize`);
  expect(to.searchParams.get('client_id')).toBe(APP.id);
  expect(to.searchParams.get('scope')).toBe('repo');
  expect(to.searchParams.get('redirect_uri')).toBe(`${host.url}/api/callback`);
  const state = to.searchParams.get('state')!;
  expect(state.length).toBeGreaterThanOrEqual(20);
  const [cookie] = setCookie(r);
  expect(cookie).toMatch(new RegExp(`^__Secure-cms-sign-in-state=${state};`));
  for (const part of ['HttpOnly', 'Secure', 'SameSite=Lax', 'Path=/api/callback', 'Max-Age=600']) expect(cookie).toContain(part);
  expect(r.headers()['cache-control']).toBe('no-store');
  expect(r.headers().location).not.toContain(APP.secret);
  expect((await started()).state).not.toBe(state);
  // A browser that leaves the Referer out still says the window was opened from the site itself.
  const sameOrigin = await http.get('/api/auth?provider=github&site_id=127.0.0.1&scope=repo', { headers: { 'Sec-Fetch-Site': 'same-origin' } });
  expect(sameOrigin.status()).toBe(302);
});

test('/api/auth from anywhere else, or for another provider: refused in words, no cookie, no way to GitHub', async () => {
  for (const [path, headers] of [
    ['/api/auth?provider=github&site_id=127.0.0.1&scope=repo', {}],
    ['/api/auth?provider=github&site_id=127.0.0.1&scope=repo', { Referer: 'https://evil.example/admin/' }],
    ['/api/auth?provider=github&site_id=127.0.0.1&scope=repo', { Referer: `${host.url}/about` }],
    ['/api/auth?provider=github&site_id=127.0.0.1&scope=repo', { 'Sec-Fetch-Site': 'cross-site' }],
    ['/api/auth?provider=gitlab&site_id=127.0.0.1', fromAdmin()],
  ] as const) {
    const r = await http.get(path, { headers });
    expect(r.status(), path).toBeGreaterThanOrEqual(400);
    expect(r.headers().location).toBeUndefined();
    expect(setCookie(r)).toEqual([]);
    expect(await r.text()).toMatch(/content manager|only knows GitHub/);
  }
});

test('/api/callback: the right state gives the token to the opener on the site’s own origin, once; no cookie, a wrong state, denied consent or a refusing or unreachable GitHub give none', async () => {
  const page = async (path: string, cookie?: string) => {
    const r = await http.get(path, { headers: cookie ? { Cookie: cookie } : {} });
    return { r, body: await r.text() };
  };
  const { state, cookie } = await started();
  const ok = await page(`/api/callback?code=good-code&state=${state}`, cookie);
  expect(ok.r.status()).toBe(200);
  expect(exchanges.at(-1)).toEqual({ code: 'good-code', credentials: `${APP.id}:${APP.secret}` });
  expect(ok.body).toContain(JSON.stringify(`authorization:github:success:${JSON.stringify({ token: TOKEN, provider: 'github' })}`));
  expect(ok.body).toContain('window.opener.postMessage(message, origin)');
  expect(ok.body).not.toContain("'*'");
  expect(ok.r.headers()['cache-control']).toBe('no-store');
  expect(ok.r.headers()['content-security-policy']).toMatch(/script-src 'nonce-[0-9a-f]+'/);
  expect(setCookie(ok.r).join()).toMatch(/^__Secure-cms-sign-in-state=; .*Max-Age=0/);

  const refused: [string, string | undefined, RegExp][] = [
    [`/api/callback?code=good-code&state=${state}`, undefined, /could not be checked/],
    [`/api/callback?code=good-code&state=not-the-state`, cookie, /could not be checked/],
    [`/api/callback?error=access_denied&state=${state}`, cookie, /not given access/],
    [`/api/callback?code=expired&state=${state}`, cookie, /GitHub refused the sign-in \(bad_verification_code\)/],
    [`/api/callback?code=unreachable&state=${state}`, cookie, /GitHub could not be reached/],
  ];
  for (const [path, withCookie, words] of refused) {
    const before = exchanges.length;
    const { r, body } = await page(path, withCookie);
    expect(r.status(), path).toBeGreaterThanOrEqual(400);
    expect(body, path).toMatch(words);
    expect(body, path).toContain('Login with GitHub');
    expect(body, path).toContain('authorization:github:error:');
    expect(body, path).not.toContain('gho_');
    expect(r.headers()['cache-control']).toBe('no-store');
    if (/could not be checked/.test(words.source)) expect(exchanges.length, path).toBe(before);
  }
});

test('public pages run no function and set no cookie; only the sign-in paths reach the functions', async () => {
  for (const path of ['/', '/about', '/de/contactus']) {
    const r = await http.get(path);
    expect(r.status(), path).toBe(200);
    expect(setCookie(r), path).toEqual([]);
  }
  expect(JSON.parse(readFileSync(join('build', 'client', '_routes.json'), 'utf8'))).toEqual({
    version: 1,
    include: ['/api/auth', '/api/callback'],
    exclude: [],
  });
});

test('the built content manager signs in at its own address: no other sign-in service named', () => {
  const assets = join('build', 'client', 'admin', 'assets');
  const code = readdirSync(assets)
    .filter((f) => f.endsWith('.js'))
    .map((f) => readFileSync(join(assets, f), 'utf8'))
    .join('\n');
  expect(code).toMatch(/authUrl:(``|""|'')/);
  expect(code).not.toMatch(/workers\.dev|api\.netlify\.com\/auth/);
});

/** Answers GitHub's API as the CMS reads it after signing in; returns the credentials each request came with. */
async function answerGithubApi(page: Page) {
  const credentials: (string | undefined)[] = [];
  await page.route('https://api.github.com/**', (route) => {
    const url = new URL(route.request().url());
    credentials.push(route.request().headers().authorization);
    // GitHub's API answers any origin (CORS), as the content manager needs.
    const json = (body: unknown, status = 200) =>
      route.fulfill({ status, contentType: 'application/json', headers: { 'Access-Control-Allow-Origin': '*' }, body: JSON.stringify(body) });
    if (url.pathname === '/user') return json({ login: 'owner', name: 'Site Owner', avatar_url: '' });
    if (url.pathname === `/repos/${REPO}`)
      return json({
        full_name: REPO,
        name: 'company-site',
        owner: { login: 'example' },
        default_branch: 'main',
        permissions: { admin: false, push: true, pull: true },
      });
    if (url.pathname.startsWith(`/repos/${REPO}/pulls`)) return json([]);
    return json({ message: 'Not Found' }, 404);
  });
  return credentials;
}

test('signing in from /admin/: the GitHub window answers, and the owner lands in the content manager’s list', async ({ browser }) => {
  const context = await browser.newContext({ ignoreHTTPSErrors: true, baseURL: host.url });
  const page = await context.newPage();
  // No local backend here (`npm run cms`'s answers on the editor's origin): the content manager uses its GitHub backend.
  await page.route('**/api/v1', (route) => route.abort());
  const credentials = await answerGithubApi(page);
  await page.goto('/admin/');
  const popup = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Login with GitHub' }).click();
  const signIn = await popup;
  await expect(page.getByRole('link', { name: 'Page texts' })).toBeVisible();
  // Polled: the window may close before a wait for 'close' begins.
  await expect.poll(() => signIn.isClosed()).toBe(true);
  expect(exchanges.at(-1)?.code).toBe('good-code');
  expect(credentials.length).toBeGreaterThan(0);
  expect(new Set(credentials)).toEqual(new Set([`token ${TOKEN}`]));
  await context.close();
});
