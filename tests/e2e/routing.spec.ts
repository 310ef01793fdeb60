/** URLs as Cloudflare Pages' own runtime serves the build, beyond what each page's answer shows (tests/e2e/urls.spec.ts). */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { legacyArticleIds } from '../../app/data/rules/news';
import { newsFilters } from '../../app/data/rules/news-lists';
import { legacyWorks } from '../../app/data/rules/projects';
import { languages } from '../../app/i18n/languages';
import { content, needed, published, text } from './content';
import { expect, expectAccessibleInBothThemes, gotoReady, test } from './fixtures';
import { BUILD } from './site';

const redirectRules = () =>
  readFileSync(join(BUILD, '_redirects'), 'utf8')
    .split('\n')
    .filter((l) => l.trim() && !l.startsWith('#'))
    .map((l) => l.split(/\s+/));

test('the runtime took every _headers and _redirects rule, without a warning', () => {
  // Written by scripts/tools/serve.ts from wrangler's own output while it started.
  const log = readFileSync(join(process.cwd(), 'build', 'wrangler.log'), 'utf8');
  expect(log).toContain(`Parsed ${redirectRules().length} valid redirect rules.`);
  expect(log).toMatch(/Parsed [1-9]\d? valid header rules?\./);
  expect(log).not.toMatch(/invalid|WARNING|Skipping/i);
});

test('a browser that accepts brotli gets the pages and their files in brotli, as Cloudflare’s edge sends them', async ({ request }) => {
  // Chromium asks with `gzip, deflate, br, zstd`; the edge prefers brotli at equal weight (patches/README.md).
  const css = readFileSync(join(BUILD, 'index.html'), 'utf8').match(/href="(\/assets\/[^"]+\.css)"/)![1]!;
  for (const path of ['/', '/fr/about', css]) {
    const browser = await request.get(path, { headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } });
    expect(`${path} ${browser.headers()['content-encoding']}`).toBe(`${path} br`);
    for (const gzip of ['br;q=0.5, gzip', 'gzip']) {
      const other = await request.get(path, { headers: { 'accept-encoding': gzip } });
      expect(`${path} (${gzip}) ${other.headers()['content-encoding']}`).toBe(`${path} (${gzip}) gzip`);
    }
  }
});

test('every old URL answers 301 to a page that answers 200, although a pre-rendered page exists at it', async ({ request }) => {
  const rules = redirectRules();
  // Each old URL and former item address, in each language its target is published in.
  const languagesOf = (items: readonly { key: string; languages: readonly string[] }[], key: string) => items.find((i) => i.key === key)?.languages ?? [];
  const items = Object.values(content).flat();
  const isWithdrawn = (i: (typeof items)[number]) => 'withdrawn' in i.facts && i.facts.withdrawn;
  const formerAddresses = items.filter((i) => !isWithdrawn(i)).flatMap((i) => (i.facts.formerAddresses ?? []).flatMap(() => i.languages));
  needed(formerAddresses.length > 0, 'item with a former address');
  const withdrawn = items.filter(isWithdrawn).flatMap((i) => [i.key, ...(i.facts.formerAddresses ?? [])].flatMap(() => languages));
  needed(withdrawn.length > 0, 'withdrawn service');
  expect(rules).toHaveLength(
    [
      ...legacyWorks.flatMap((s) => languagesOf(content.projects, s)),
      ...Object.values(legacyArticleIds).flatMap((s) => languagesOf(content.news, s)),
      ...formerAddresses,
      ...withdrawn,
      // The news list's first page under a number, in every language; each topic's and year's where its articles are.
      ...languages,
      ...languages.flatMap((lang) => newsFilters(content.news.filter((a) => a.languages.includes(lang)).map((a) => a.facts))),
    ].length,
  );
  for (const [from, to, status] of rules) {
    expect(status, from).toBe('301');
    const response = await request.get(from!, { maxRedirects: 0 });
    expect(`${from} → ${response.status()} ${response.headers().location}`).toBe(`${from} → 301 ${to}`);
    expect((await request.get(to!, { maxRedirects: 0 })).status(), to).toBe(200);
  }
  // The pre-rendered redirect pages, for hosts without redirect rules, refresh at once and are not indexed.
  const [from, to] = rules[0] ?? [];
  if (from) {
    const html = readFileSync(join(BUILD, `${from.slice(1)}.html`), 'utf8');
    expect(html).toContain(`content="0; url=${to}"`);
    expect(html).toContain('noindex');
  }
});

test('a browser following an old URL lands on its page, in its language', async ({ page }) => {
  const moved = [
    ...legacyWorks.filter((s) => published(content.projects, 'fr').some((p) => p.key === s)).map((s) => [`/fr/works/${s}`, `/fr/projects/${s}`, 'fr']),
    ...Object.entries(legacyArticleIds)
      .filter(([, s]) => published(content.news, 'de').some((a) => a.key === s))
      .map(([id, s]) => [`/de/news-details/${id}`, `/de/news/${s}`, 'de']),
    ...published(content.news, 'fr').flatMap((a) => (a.facts.formerAddresses ?? []).map((old) => [`/fr/news/${old}`, `/fr/news/${a.key}`, 'fr'])),
  ];
  needed(moved.length > 0, 'item an old URL leads to');
  for (const [from, to, lang] of [moved[0]!, moved.at(-1)!]) {
    expect((await page.goto(from!))?.status(), from).toBe(200);
    await expect(page).toHaveURL(new RegExp(`${to}$`));
    await expect(page.locator('html')).toHaveAttribute('lang', lang!);
    await expect(page.locator('h1')).toHaveCount(1);
  }
});

test('the slash and .html variants of a URL redirect permanently to it', async ({ request }) => {
  for (const [from, to] of [
    ['/fr/about/', '/fr/about'],
    ['/about/', '/about'],
    ['/de/', '/de'],
    ['/es/services/cloud-services/', '/es/services/cloud-services'],
    ['/fr/about.html', '/fr/about'],
    ['/index.html', '/'],
  ] as const) {
    const response = await request.get(from, { maxRedirects: 0 });
    expect([301, 308], from).toContain(response.status());
    expect(response.headers().location, from).toBe(to);
  }
});

test('inside the app, an unknown job shows "Job not found" with its way back, and an unknown language prefix the not-found page', async ({ page }) => {
  const navigate = (to: string) =>
    page.evaluate((path) => (window as unknown as { __reactRouterDataRouter: { navigate: (to: string) => void } }).__reactRouterDataRouter.navigate(path), to);
  await gotoReady(page, '/contactus');
  // A plain anchor is a full load (the static 404 document); navigate inside the app (a page that starts it) instead.
  await navigate('/career-details/no-such-job');
  await expect(page.locator('h1')).toHaveText('Job not found');
  await expect(page).toHaveTitle('Job not found | Orvane');
  await expect(page.getByRole('main')).toContainText('The job you are looking for does not exist or has been removed.');
  await expect(page.locator('meta[name=robots]')).toHaveAttribute('content', /noindex/);
  await expectAccessibleInBothThemes(page, 'job not found');
  await page.getByRole('link', { name: 'Back to careers' }).click();
  await expect(page).toHaveURL(/\/careers$/);
  await expect(page.locator('h1')).not.toHaveText('Job not found');

  await navigate('/fr/career-details/nope');
  await expect(page.locator('h1')).toHaveText(text('fr', 'common:notFound.job.title'));
  await navigate('/xx');
  await expect(page.locator('h1')).toHaveText('Page not found');
});
