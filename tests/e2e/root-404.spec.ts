/** Hosts that serve only the root 404.html for unknown URLs, as nginx with one `error_page`: each not-found view still shows in its language. */
import type { ChildProcess } from 'node:child_process';
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { languages, localizePath } from '../../app/i18n/languages';
import { testTls } from '../../scripts/tools/wrangler';
import { catalogue } from './content';
import { expect, test } from './fixtures';

const port = Number(process.env.E2E_NGINX_PORT ?? 4180);
const root = resolve('build', 'client');

/** The site-wide header set of `_headers` (the `/*` rule) as nginx `add_header` lines. */
function siteHeaders() {
  const rule = readFileSync(join(root, '_headers'), 'utf8')
    .split(/\n(?=\S)/)
    .find((block) => block.startsWith('/*\n'))!;
  return rule
    .split('\n')
    .slice(1)
    .filter((line) => /^\s+[\w-]+: /.test(line))
    .map((line) => {
      const [name, ...value] = line.trim().split(': ');
      return `add_header ${name} "${value.join(': ')}" always;`;
    })
    .join('\n    ');
}

let nginx: ChildProcess;
let dir: string;

// One nginx for the file: its tests share it, in one worker.
test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'root-404-'));
  writeFileSync(
    join(dir, 'nginx.conf'),
    `user root;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log;
events {}
http {
  include /etc/nginx/mime.types;
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  server {
    listen 127.0.0.1:${port} ssl;
    ssl_certificate ${resolve(testTls.cert)};
    ssl_certificate_key ${resolve(testTls.key)};
    root ${root};
    ${siteHeaders()}
    location / { try_files $uri $uri.html =404; }
    error_page 404 /404.html;
  }
}
`,
  );
  nginx = spawn(process.env.NGINX_PATH ?? '/usr/sbin/nginx', ['-p', dir, '-c', join(dir, 'nginx.conf'), '-g', 'daemon off;'], { stdio: 'inherit' });
  let exited: number | null = null;
  nginx.on('exit', (code) => (exited = code ?? -1));
  for (let i = 0; i < 100 && exited === null; i++) {
    const up = await fetch(`http://127.0.0.1:${port}/`).then(
      () => true,
      (e: Error) => !/ECONNREFUSED/.test(String(e.cause)),
    );
    if (up) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`nginx did not start on port ${port}${exited === null ? '' : ` (it exited with ${exited})`}`);
});

test.afterAll(() => {
  nginx?.kill();
  rmSync(dir, { recursive: true, force: true });
});

const base = `https://127.0.0.1:${port}`;

test('the host answers every unknown URL with the root 404.html, as such hosts do', async ({ request }) => {
  const response = await request.get(`${base}/fr/career-details/nope`, { ignoreHTTPSErrors: true });
  expect(response.status()).toBe(404);
  const html = await response.text();
  expect(html).toContain('<html lang="en"');
  expect(html).toContain('src="/not-found.js"');
  expect(response.headers()['content-security-policy']).not.toContain('unsafe-inline');
});

for (const lang of languages) {
  test(`${lang}: an unknown job shows the job's not-found view with its way back to careers; another unknown URL the language's not-found page`, async ({
    page,
  }) => {
    const { notFound } = catalogue<{ notFound: Record<'page' | 'job', { title: string; back: string }> }>(lang, 'common');

    const response = await page.goto(`${base}${localizePath('/career-details/no-such-job', lang)}`);
    expect(response?.status()).toBe(404);
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(notFound.job.title);
    const back = page.getByRole('main').getByRole('link', { name: notFound.job.back });
    await expect(back).toHaveAttribute('href', localizePath('/careers', lang));

    await page.goto(`${base}${localizePath('/no-such-page', lang)}`);
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(notFound.page.title);
  });
}
