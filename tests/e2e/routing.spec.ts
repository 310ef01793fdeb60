/**
 * URLs as Cloudflare Pages' own runtime serves the build (wrangler pages dev): every page at its
 * canonical URL with no redirect, the trailing-slash variants redirected to it, the old URLs moved
 * permanently, and the not-found views with status 404 in every language.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { legacyArticleIds } from '../../app/data/news';
import { legacyWorks } from '../../app/data/projects';
import { content, published } from './content';
import { expect, expectAccessibleInBothThemes, gotoHydrated, sitemapPaths, test } from './fixtures';

const root = join(process.cwd(), 'build', 'client');
const redirectRules = () =>
  readFileSync(join(root, '_redirects'), 'utf8')
    .split('\n')
    .filter((l) => l.trim() && !l.startsWith('#'))
    .map((l) => l.split(/\s+/));

test('every page answers 200 at its canonical URL, with no redirect', async ({ request }) => {
  const paths = sitemapPaths();
  const detours: string[] = [];
  for (const path of paths) {
    const response = await request.get(path, { maxRedirects: 0 });
    if (response.status() !== 200) detours.push(`${path} → ${response.status()} ${response.headers().location ?? ''}`);
  }
  expect(paths.length).toBeGreaterThan(0);
  expect(detours).toEqual([]);
});

test('the runtime took every _headers and _redirects rule, without a warning', () => {
  // Written by scripts/serve.ts from wrangler's own output while it started.
  const log = readFileSync(join(process.cwd(), 'build', 'wrangler.log'), 'utf8');
  expect(log).toContain(`Parsed ${redirectRules().length} valid redirect rules.`);
  expect(log).toMatch(/Parsed [1-9]\d? valid header rules?\./);
  expect(log).not.toMatch(/invalid|WARNING|Skipping/i);
});

test.describe('redirects', () => {
  // The old site's URLs whose target is still published (content may have removed some), one per family and a language.
  const oldUrls = [
    ...legacyWorks.filter((s) => published(content.projects, 'en').some((p) => p.key === s)).map((s) => [`/works/${s}`, `/projects/${s}`]),
    ...legacyWorks.filter((s) => published(content.projects, 'fr').some((p) => p.key === s)).map((s) => [`/fr/works/${s}`, `/fr/projects/${s}`]),
    ...Object.entries(legacyArticleIds)
      .filter(([, s]) => published(content.news, 'de').some((a) => a.key === s))
      .map(([id, s]) => [`/de/news-details/${id}`, `/de/news/${s}`]),
  ].slice(0, 4) as [string, string][];
  for (const [from, to] of oldUrls) {
    test(`${from} moves permanently to ${to}`, async ({ page, request }) => {
      const response = await request.get(from, { maxRedirects: 0 });
      expect(response.status()).toBe(301);
      expect(response.headers().location).toBe(to);
      await page.goto(from);
      await expect(page).toHaveURL(new RegExp(`${to}$`));
      await expect(page.locator('h1')).toHaveCount(1);
    });
  }

  test('every old URL answers 301 to a page that answers 200, although a pre-rendered page exists at it', async ({ request }) => {
    const rules = redirectRules();
    // Each old URL in each language its target is published in.
    const languagesOf = (items: readonly { key: string; languages: readonly string[] }[], key: string) => items.find((i) => i.key === key)?.languages ?? [];
    expect(rules).toHaveLength(
      [...legacyWorks.flatMap((s) => languagesOf(content.projects, s)), ...Object.values(legacyArticleIds).flatMap((s) => languagesOf(content.news, s))].length,
    );
    for (const [from, to, status] of rules) {
      expect(status, from).toBe('301');
      const response = await request.get(from!, { maxRedirects: 0 });
      expect(`${from} → ${response.status()} ${response.headers().location}`).toBe(`${from} → 301 ${to}`);
      expect((await request.get(to!, { maxRedirects: 0 })).status(), to).toBe(200);
    }
  });

  test('the pre-rendered redirect pages, for hosts without redirect rules, refresh at once and are not indexed', () => {
    test.skip(oldUrls.length === 0, 'no old URL has a target');
    const [from, to] = oldUrls[0]!;
    const html = readFileSync(join(root, `${from!.slice(1)}.html`), 'utf8');
    expect(html).toContain(`content="0;url=${to}"`);
    expect(html).toContain('noindex');
  });

  test('/latest-news shows the news list, canonical to /news', async ({ page }) => {
    const response = await gotoHydrated(page, '/latest-news');
    expect(response?.status()).toBe(200);
    await expect(page.locator('a[href^="/news/"]')).toHaveCount(3);
    await expect(page.locator('link[rel=canonical]')).toHaveAttribute('href', 'https://www.example.com/news');
  });

  for (const [from, to] of [
    ['/fr/about/', '/fr/about'],
    ['/about/', '/about'],
    ['/de/', '/de'],
    ['/es/services/cloud-services/', '/es/services/cloud-services'],
    ['/fr/about.html', '/fr/about'],
    ['/index.html', '/'],
  ] as const) {
    test(`${from} redirects permanently to the canonical ${to}`, async ({ request }) => {
      const response = await request.get(from, { maxRedirects: 0 });
      expect([301, 308]).toContain(response.status());
      expect(response.headers().location).toBe(to);
    });
  }
});

test.describe('not found', () => {
  const views = {
    en: { page: 'Page not found', job: 'Job not found' },
    fr: { page: 'Page introuvable', job: 'Offre introuvable' },
    es: { page: 'Página no encontrada', job: 'Oferta no encontrada' },
    de: { page: 'Seite nicht gefunden', job: 'Stelle nicht gefunden' },
  } as const;
  const prefix = (lang: string) => (lang === 'en' ? '' : `/${lang}`);
  const cases = [
    ...Object.keys(views).flatMap((lang) => [
      { path: `${prefix(lang)}/no-such-page`, lang, kind: 'page' },
      { path: `${prefix(lang)}/career-details/no-such-job`, lang, kind: 'job' },
    ]),
    { path: '/en/about', lang: 'en', kind: 'page' },
    { path: '/xx/about', lang: 'en', kind: 'page' },
    { path: '/de/services/no-such-service', lang: 'de', kind: 'page' },
    { path: '/es/career-details/no-such-job/deeper', lang: 'es', kind: 'job' },
  ] as { path: string; lang: keyof typeof views; kind: 'page' | 'job' }[];

  for (const { path, lang, kind } of cases) {
    test(`${path} answers 404 with the ${lang} ${kind} not-found view`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page.locator('meta[name=robots]')).toHaveAttribute('content', /noindex/);
      await expect(page.locator('h1')).toHaveText(views[lang][kind]);
      await expect(page).toHaveTitle(`${views[lang][kind]} | Orvane`);
      const back = kind === 'job' ? `${prefix(lang)}/careers` : prefix(lang) || '/';
      await expect(page.getByRole('main').getByRole('link').first()).toHaveAttribute('href', back);
      // A static document: served at URLs it was not rendered for, it must not hydrate (and so cannot mismatch).
      await expect(page.locator('script[type=module]')).toHaveCount(0);
      if (lang === 'en' || lang === 'de') await expectAccessibleInBothThemes(page, `not found ${path}`);
      await page.getByRole('main').getByRole('link').first().click();
      await page.waitForURL((url) => url.pathname === back);
      await expect(page.locator('h1')).not.toHaveText(views[lang][kind]);
    });
  }

  test('an unknown job reached in the app shows "Job not found" with a way back to careers', async ({ page }) => {
    await gotoHydrated(page, '/careers');
    // A plain anchor is a full load (static 404); navigate inside the app instead.
    await page.evaluate(() =>
      (window as unknown as { __reactRouterDataRouter: { navigate: (to: string) => void } }).__reactRouterDataRouter.navigate('/career-details/no-such-job'),
    );
    await expect(page.locator('h1')).toHaveText('Job not found');
    await expect(page).toHaveTitle('Job not found | Orvane');
    await expect(page.locator('meta[name=robots]')).toHaveAttribute('content', /noindex/);
    await expectAccessibleInBothThemes(page, 'job not found');
    await page.getByRole('link', { name: 'Back to careers' }).click();
    await expect(page).toHaveURL(/\/careers$/);
  });

  test('an unknown language prefix reached in the app shows the not-found view', async ({ page }) => {
    await gotoHydrated(page, '/');
    await page.evaluate(() => (window as unknown as { __reactRouterDataRouter: { navigate: (to: string) => void } }).__reactRouterDataRouter.navigate('/xx'));
    await expect(page.locator('h1')).toHaveText('Page not found');
  });
});
