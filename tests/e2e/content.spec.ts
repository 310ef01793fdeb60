/**
 * The content pages: the eleven service pages and their accordions, the
 * services overview, the project list and case studies (with the gallery
 * viewer), old project and news URLs, the news list, the article pages
 * (head, share block) and the RSS feeds.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { legacyArticleIds, TEASER_COUNT } from '../../app/data/news';
import { legacyWorks, listedProjects, relatedProjects, similarProjects } from '../../app/data/projects';
import { formatDate } from '../../app/i18n/format';
import { languages } from '../../app/i18n/languages';
import { SERVICE_SLUGS } from '../spec-facts';
import { ordered, published, withBrand } from './content';
import { expect, gotoHydrated, ORIGIN, test } from './fixtures';

// ---------------------------------------------------------------- services

/** Each service page: slug, the contact form value it preselects, its accordion size (spec table), its category. */
const services = [
  { slug: 'software-development', form: 'software-development', items: 5, category: 'Development' },
  { slug: 'backup-and-disaster-recovery', form: 'backup-disaster-recovery', items: 4, category: 'Security' },
  { slug: 'cloud-services', form: 'cloud-services', items: 5, category: 'Infrastructure' },
  { slug: 'communication-and-collaboration-tools', form: 'communication-collaboration', items: 4, category: 'Infrastructure' },
  { slug: 'cybersecurity-services', form: 'cybersecurity-services', items: 6, category: 'Security' },
  { slug: 'data-services', form: 'data-services', items: 5, category: 'Development' },
  { slug: 'hardware-and-software-procurement', form: 'hardware-software-procurement', items: 3, category: 'Infrastructure' },
  { slug: 'infrastructure-services', form: 'infrastructure-services', items: 5, category: 'Infrastructure' },
  { slug: 'it-consulting-and-strategy', form: 'it-consulting-strategy', items: 5, category: 'Development' },
  { slug: 'it-support-and-helpdesk', form: 'it-support-helpdesk', items: 4, category: 'Infrastructure' },
  { slug: 'managed-it-services', form: 'managed-it-services', items: 5, category: 'Infrastructure' },
] as const;

const APPROACH_TITLE = 'Four steps from first conversation to stable operation';

/** What a visitor sees of each accordion item: open or not, its description and its details, where rendered. */
function accordionState(page: Page) {
  return page.getByTestId('service-accordion').evaluate((root) =>
    [...root.querySelectorAll('details')].map((d) => {
      const description = d.querySelector(':scope > div > p');
      return {
        open: d.open,
        title: d.querySelector('summary')?.textContent?.trim() ?? '',
        description: description?.checkVisibility() ? (description.textContent?.trim() ?? '') : '',
        details: [...d.querySelectorAll('li')].filter((li) => li.checkVisibility()).map((li) => li.textContent?.trim() ?? ''),
      };
    }),
  );
}

/** Checks one service page: accordion size and states, every item's content, approach section, enquiry links. */
async function checkServicePage(page: Page, s: (typeof services)[number]) {
  await gotoHydrated(page, `/services/${s.slug}`);
  const items = page.getByTestId('service-accordion').locator('details');
  await expect(items, `${s.slug}: accordion items`).toHaveCount(s.items);
  // On arrival: the first open, the rest closed.
  const arrival = await accordionState(page);
  expect(
    arrival.map((i) => i.open),
    `${s.slug}: open on arrival`,
  ).toEqual(arrival.map((_, i) => i === 0));
  // Every item, once open, shows a description and four details (polled: the opening animates).
  for (let i = 0; i < s.items; i++) {
    if (i > 0) await items.nth(i).locator('summary').click();
    await expect
      .poll(
        async () => {
          const item = (await accordionState(page))[i]!;
          return {
            open: item.open,
            title: item.title !== '',
            description: /\S{3}/.test(item.description),
            details: item.details.filter((d) => d !== '').length,
          };
        },
        { message: `${s.slug} item ${i + 1}: open, with a description and four details` },
      )
      .toEqual({ open: true, title: true, description: true, details: 4 });
    // Exactly four: none hidden, none extra.
    await expect(items.nth(i).locator('li')).toHaveCount(4);
  }
  const approach = page.getByRole('region', { name: APPROACH_TITLE });
  await expect(approach).toBeAttached();
  await expect(approach.locator('ol > li')).toHaveCount(4);
  await expect(approach.locator('ol > li')).toHaveText([/Analysis/, /Design/, /Implementation/, /Support/]);
  const enquire = page.getByRole('main').getByRole('link', { name: 'Send a message' });
  await expect(enquire).toHaveCount(2);
  for (const link of await enquire.all()) await expect(link).toHaveAttribute('href', `/contactus?service=${s.form}`);
}

test.describe('service pages', () => {
  // Every one of the eleven, two pages per test so that each test stays short.
  for (let n = 0; n < services.length; n += 2) {
    const batch = services.slice(n, n + 2);
    test(`${batch.map((s) => `/services/${s.slug} (${s.items})`).join(' and ')}: accordion size, first open, every item's content, approach, enquiry link`, async ({
      page,
    }) => {
      for (const s of batch) await checkServicePage(page, s);
    });
  }

  test('the accordion keeps one item open at a time, and clicking the open one closes it', async ({ page }) => {
    await gotoHydrated(page, '/services/cybersecurity-services');
    const items = page.getByTestId('service-accordion').locator('details');
    await expect(items).toHaveCount(6);
    await items.nth(2).locator('summary').click();
    await expect(items.nth(2)).toHaveAttribute('open', '');
    await expect(items.nth(2).locator('li').first()).toBeVisible();
    await expect(items.first()).not.toHaveAttribute('open');
    await expect(items.first().locator('li').first()).toBeHidden();
    await expect(page.getByTestId('service-accordion').locator('details[open]')).toHaveCount(1);
    await items.nth(2).locator('summary').click();
    await expect(items.nth(2)).not.toHaveAttribute('open');
    await expect(page.getByTestId('service-accordion').locator('details[open]')).toHaveCount(0);
  });

  test('the enquiry link opens the contact form with that service selected', async ({ page }) => {
    await gotoHydrated(page, '/services/cloud-services');
    await page.getByRole('main').getByRole('link', { name: 'Send a message' }).first().click();
    await expect(page).toHaveURL(/\/contactus\?service=cloud-services$/);
    await expect(page.getByLabel('Service', { exact: true })).toHaveValue('cloud-services');
    await expect(page.getByLabel('Service', { exact: true }).locator('option:checked')).toHaveText('Cloud services');
  });

  test('a service page links the case studies that name it, in their order; the others link none', async ({ page }) => {
    const service = 'software-development';
    const related = relatedProjects(
      projects.map((p) => p.facts),
      service,
    );
    test.skip(related.length === 0, 'no case study names the software page');
    await gotoHydrated(page, `/services/${service}`);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { name: 'Related projects' })).toBeVisible();
    const hrefs = await main.locator('a[href^="/projects/"]').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(hrefs).toEqual(related.map((p) => `/projects/${p.slug}`));
    const last = projects.find((p) => p.key === related.at(-1)!.slug)!;
    await main.getByRole('link', { name: last.texts.en!.title, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/projects/${last.key}$`));
    // A service no case study names has none.
    const unnamed = SERVICE_SLUGS.find(
      (s) =>
        relatedProjects(
          projects.map((p) => p.facts),
          s,
        ).length === 0,
    );
    if (unnamed) {
      await gotoHydrated(page, `/services/${unnamed}`);
      await expect(page.getByRole('main').getByRole('heading', { name: 'Related projects' })).toHaveCount(0);
      await expect(page.getByRole('main').locator('a[href^="/projects/"]')).toHaveCount(0);
    }
  });

  test('/services lists all eleven services in three categories', async ({ page }) => {
    await gotoHydrated(page, '/services');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 2 })).toHaveText(['Infrastructure', 'Development', 'Security']);
    const seen: string[] = [];
    for (const category of ['Infrastructure', 'Development', 'Security'] as const) {
      const region = main.getByRole('region', { name: category, exact: true });
      const hrefs = await region.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href')!));
      expect(hrefs.sort(), category).toEqual(
        services
          .filter((s) => s.category === category)
          .map((s) => `/services/${s.slug}`)
          .sort(),
      );
      seen.push(...hrefs);
    }
    expect(new Set(seen).size).toBe(11);
  });
});

// ---------------------------------------------------------------- projects

const projects = ordered.projects;
const listed = listedProjects(projects.map((p) => ({ ...p.facts, item: p }))).map((p) => p.item);
const inCategory = (category: string) => listed.filter((p) => p.facts.category === category);

test.describe('project list', () => {
  test.skip(listed.length === 0, 'no listed project in the content');

  test('shows the listed projects in order, filters them by category, and a card opens its case study', async ({ page }) => {
    await gotoHydrated(page, '/projects');
    const grid = page.getByTestId('project-grid');
    const visibleCards = grid.locator('li:visible');
    const filter = (name: string) => page.getByRole('group', { name: 'Filter projects' }).getByRole('button', { name, exact: true });
    await expect(visibleCards.getByRole('link')).toHaveText(listed.map((p) => p.texts.en!.title));
    await expect(filter('All')).toHaveAttribute('aria-pressed', 'true');
    await expect(filter('Software development')).toHaveAttribute('aria-pressed', 'false');

    await filter('Software development').click();
    await expect(filter('Software development')).toHaveAttribute('aria-pressed', 'true');
    await expect(filter('All')).toHaveAttribute('aria-pressed', 'false');
    await expect(visibleCards.getByRole('link')).toHaveText(inCategory('software').map((p) => p.texts.en!.title));

    await filter('Network solutions').click();
    await expect(filter('Network solutions')).toHaveAttribute('aria-pressed', 'true');
    await expect(filter('Software development')).toHaveAttribute('aria-pressed', 'false');
    await expect(visibleCards.getByRole('link')).toHaveText(inCategory('network').map((p) => p.texts.en!.title));

    await filter('All').click();
    const hrefs = await visibleCards.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(hrefs).toEqual(listed.map((p) => `/projects/${p.key}`));

    // A card opens its case study.
    const last = listed.at(-1)!;
    await grid.getByRole('link', { name: last.texts.en!.title, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/projects/${last.key}$`));
    await expect(page.locator('h1')).toHaveText(last.texts.en!.title);
  });

  test('every listed card link is in the pre-rendered HTML, and no unlisted project', async ({ request }) => {
    const html = await (await request.get('/projects')).text();
    for (const p of listed) expect(html, p.key).toContain(`href="/projects/${p.key}"`);
    for (const p of projects.filter((x) => !x.facts.listed)) expect(html).not.toContain(`href="/projects/${p.key}"`);
  });
});

test.describe('case studies', () => {
  for (const project of projects.filter((p) => p.languages.includes('en'))) {
    const text = project.texts.en!;
    const facts = project.facts;
    test(`/projects/${project.key} shows its facts, highlights, what we did, gallery, similar projects and links`, async ({ page }) => {
      const response = await gotoHydrated(page, `/projects/${project.key}`);
      expect(response?.status()).toBe(200);
      const main = page.getByRole('main');
      await expect(main.getByRole('link', { name: 'Back to projects' }).first()).toHaveAttribute('href', '/projects');
      await expect(page.locator('h1')).toHaveText(text.title);
      const fact = (label: string) => main.locator(`dt:text-is("${label}") + dd`);
      await expect(fact('Client')).toHaveText(withBrand(text.client));
      await expect(fact('Year')).toHaveText(facts.year);
      await expect(fact('Services')).toHaveText(withBrand(text.services));
      await expect(fact('Tools')).toHaveText(text.tools.join(', '));

      const highlights = main.getByRole('region', { name: 'Highlights' }).getByRole('listitem');
      await expect(highlights.getByRole('heading')).toHaveText(text.highlights.map((h) => withBrand(h.title)));
      await expect(main.getByRole('region', { name: 'What we did' }).getByRole('listitem')).toHaveText(text.achievements.map(withBrand));

      const images = main.getByRole('region', { name: 'Gallery' }).getByRole('img');
      await expect(images).toHaveCount(text.gallery.length);
      for (const [i, img] of (await images.all()).entries()) await expect(img).toHaveAttribute('alt', withBrand(text.gallery[i]!.alt));

      // A live product to visit opens in a new tab.
      const visit = main.getByRole('link', { name: 'Visit website' });
      if (facts.liveUrl) {
        await expect(visit).toHaveAttribute('href', facts.liveUrl);
        await expect(visit).toHaveAttribute('target', '_blank');
        await expect(visit).toHaveAttribute('rel', /\bnoopener\b/);
      } else await expect(visit).toHaveCount(0);

      // The services delivered, as numbered cards, where the study has them.
      const cards = page.getByTestId('service-cards').getByRole('listitem');
      await expect(cards).toHaveCount(text.serviceCards?.length ?? 0);
      await expect(main.getByRole('link', { name: 'Send a message', exact: true })).toHaveAttribute('href', '/contactus');

      const similar = await main
        .getByRole('region', { name: 'Similar projects' })
        .getByRole('link')
        .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
      expect(similar).toEqual(
        similarProjects(
          published(projects, 'en').map((p) => p.facts),
          project.key,
        ).map((p) => `/projects/${p.slug}`),
      );
    });
  }

  const withGallery = projects.find((p) => p.texts.en && p.texts.en.gallery.length >= 2);
  test('the gallery viewer opens on a thumbnail, moves with keys and buttons, and closes with Escape', async ({ page }) => {
    test.skip(!withGallery, 'no case study with two gallery images');
    const total = withGallery!.texts.en!.gallery.length;
    await gotoHydrated(page, `/projects/${withGallery!.key}`);
    const thumbs = page.getByRole('region', { name: 'Gallery' }).getByRole('img');
    const src = (i: number) => thumbs.nth(i).getAttribute('src');
    const [first, second, last] = [await src(0), await src(1), await src(total - 1)];
    const thumb = page.getByRole('button', { name: 'Enlarge image 1' });
    await thumb.click();
    const viewer = page.getByRole('dialog');
    await expect(viewer).toBeVisible();
    const image = viewer.getByRole('img');
    await expect(viewer).toContainText(`Image 1 of ${total}`);
    await expect(image).toHaveAttribute('src', first!);

    await page.keyboard.press('ArrowRight');
    await expect(viewer).toContainText(`Image 2 of ${total}`);
    await expect(image).toHaveAttribute('src', second!);
    await page.keyboard.press('ArrowLeft');
    await expect(viewer).toContainText(`Image 1 of ${total}`);
    await expect(image).toHaveAttribute('src', first!);

    await viewer.getByRole('button', { name: 'Previous image' }).click();
    await expect(viewer).toContainText(`Image ${total} of ${total}`); // wraps around
    await expect(image).toHaveAttribute('src', last!);
    await viewer.getByRole('button', { name: 'Next image' }).click();
    await expect(viewer).toContainText(`Image 1 of ${total}`);

    await page.keyboard.press('Escape');
    await expect(viewer).toBeHidden();
    await expect(thumb).toBeFocused();
  });
});

// ---------------------------------------------------------------- old URLs

const articles = ordered.news;

test.describe('old project and news URLs', () => {
  /** A permanent redirect from the host, and the browser lands on the target page. */
  async function checkMoved(page: Page, request: APIRequestContext, from: string, to: string) {
    const response = await request.get(from, { maxRedirects: 0 });
    expect(response.status(), from).toBe(301);
    expect(response.headers().location, from).toBe(to);
    const landed = await page.goto(from);
    expect(landed?.status()).toBe(200);
    await expect(page).toHaveURL(new RegExp(`${to}$`));
    await expect(page.locator('h1')).toHaveCount(1);
  }

  test('/works/{slug} of the old site moves permanently to the case study, in its language', async ({ page, request }) => {
    const moved = legacyWorks.map((slug) => projects.find((p) => p.key === slug)).filter((p) => p !== undefined);
    test.skip(moved.length === 0, 'none of the old projects is in the content');
    const [first] = moved;
    await checkMoved(page, request, `/works/${first!.key}`, `/projects/${first!.key}`);
    await expect(page.locator('h1')).toHaveText(first!.texts.en!.title);
    const french = moved.find((p) => p.languages.includes('fr'));
    if (french) {
      await checkMoved(page, request, `/fr/works/${french.key}`, `/fr/projects/${french.key}`);
      await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    }
    const response = await page.goto('/works/a-project-that-never-was');
    expect(response?.status()).toBe(404);
  });

  test('/news-details/{id} of the old site moves permanently to its article; an unknown id is not found', async ({ page, request }) => {
    for (const [id, slug] of Object.entries(legacyArticleIds)) {
      const article = articles.find((a) => a.key === slug);
      if (!article) continue;
      await checkMoved(page, request, `/news-details/${id}`, `/news/${slug}`);
      await expect(page.locator('h1')).toHaveText(article.texts.en!.title);
    }
    const response = await page.goto('/news-details/9');
    expect(response?.status()).toBe(404);
    await expect(page.locator('h1')).toHaveText('Page not found');
    await expect(page).toHaveURL(/\/news-details\/9$/);
  });
});

// ---------------------------------------------------------------- news

const prefix = (lang: string) => (lang === 'en' ? '' : `/${lang}`);

test.describe('news list', () => {
  for (const lang of languages) {
    test(`${prefix(lang) || '/'} (${lang}): /news and /latest-news list the articles of the language, newest first, with ${lang} dates, canonical /news`, async ({
      page,
    }) => {
      const inLanguage = published(articles, lang);
      for (const path of ['/news', '/latest-news']) {
        const response = await gotoHydrated(page, `${prefix(lang)}${path}`);
        expect(response?.status()).toBe(200);
        const main = page.getByRole('main');
        await expect(main.locator('time')).toHaveText(inLanguage.map((a) => formatDate(a.facts.published, lang)));
        const hrefs = await main.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
        expect(hrefs, `${lang} ${path}`).toEqual(inLanguage.map((a) => `${prefix(lang)}/news/${a.key}`));
        await expect(page.locator('link[rel=canonical]')).toHaveAttribute('href', `${ORIGIN}${prefix(lang)}/news`);
      }
    });
  }
});

test.describe('article pages', () => {
  for (const article of published(articles, 'en')) {
    const text = article.texts.en!;
    test(`/news/${article.key} has its header, body, call to action, share block and read-more`, async ({ page }) => {
      await gotoHydrated(page, `/news/${article.key}`);
      const main = page.getByRole('main');
      const body = main.locator('article').first();
      await expect(body.getByRole('link', { name: 'Back to news' })).toHaveAttribute('href', '/news');
      await expect(body.locator('header time')).toHaveText(formatDate(article.facts.published, 'en'));
      await expect(body.locator('header')).toContainText('Blog');
      await expect(page.locator('h1')).toHaveText(withBrand(text.title));
      const hero = body.locator('header').getByRole('img');
      await expect(hero).toHaveAttribute('alt', withBrand(text.imageAlt));
      await expect(hero).toHaveJSProperty('complete', true);
      expect(await hero.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

      await expect(body.locator('section[aria-labelledby^="section-"] > h2')).toHaveText(text.sections.map((x) => withBrand(x.title)));
      const quotes = text.sections.filter((x) => x.highlight).length;
      await expect(body.locator('blockquote')).toHaveCount(quotes);

      // The call to action opens the scheduler dialog.
      const cta = body.getByRole('complementary');
      await expect(cta.getByRole('heading')).toHaveText(withBrand(text.cta.title));
      await cta.getByRole('button').click();
      const scheduler = page.getByRole('dialog', { name: 'Book a 30-minute call' });
      await expect(scheduler).toBeVisible();
      await expect(scheduler.locator('iframe')).toBeAttached();
      await scheduler.getByRole('button', { name: 'Close' }).click();
      await expect(scheduler).toBeHidden();

      await expect(page.getByRole('region', { name: 'Share this article' })).toBeVisible();

      // Read more: the newest others, never this one.
      const teaser = main.locator('section[aria-labelledby="news-teaser-title"]');
      const teaserLinks = await teaser.locator('a[href^="/news/"]').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
      expect(teaserLinks).toEqual(
        published(articles, 'en')
          .filter((a) => a.key !== article.key)
          .slice(0, TEASER_COUNT)
          .map((a) => `/news/${a.key}`),
      );

      await expect(main.locator('section[aria-labelledby="contact-banner-title"]')).toBeVisible();
    });
  }

  const first = published(articles, 'en')[0];
  test("article head: article type, published time, author where there is one, NewsArticle JSON-LD and the language's feed", async ({ page }) => {
    test.skip(!first, 'no article in English');
    for (const article of published(articles, 'en').slice(0, 3)) {
      await gotoHydrated(page, `/news/${article.key}`);
      await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article');
      await expect(page.locator('meta[property="article:published_time"]')).toHaveAttribute('content', article.facts.published);
      const author = article.texts.en!.author;
      if (author) await expect(page.locator('meta[property="article:author"]')).toHaveAttribute('content', withBrand(author));
      else await expect(page.locator('meta[property="article:author"]')).toHaveCount(0);
      const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
      const news = jsonLd.map((s) => JSON.parse(s) as Record<string, unknown>).find((d) => d['@type'] === 'NewsArticle');
      expect(news, 'a NewsArticle record').toMatchObject({
        headline: withBrand(article.texts.en!.title),
        datePublished: article.facts.published,
        inLanguage: 'en',
      });
      await expect(page.locator('link[rel=alternate][type="application/rss+xml"]')).toHaveAttribute('href', `${ORIGIN}/news/feed.xml`);
    }
    const french = published(articles, 'fr')[0];
    if (french) {
      await gotoHydrated(page, `/fr/news/${french.key}`);
      await expect(page.locator('link[rel=alternate][type="application/rss+xml"]')).toHaveAttribute('href', `${ORIGIN}/fr/news/feed.xml`);
      await expect(page.locator('header time')).toHaveText(formatDate(french.facts.published, 'fr'));
    }
  });
});

test.describe('sharing an article', () => {
  const slug = published(articles, 'en')[0]?.key ?? '';
  test.skip(!slug, 'no article in English');
  const url = `${ORIGIN}/news/${slug}`;

  test('without a share sheet, "Copy link" copies the page URL and says so', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.clock.install();
    await gotoHydrated(page, `/news/${slug}`);
    await expect(page.locator('link[rel=canonical]')).toHaveAttribute('href', url);
    const share = page.getByRole('region', { name: 'Share this article' });
    await expect(share.getByRole('button', { name: 'Share', exact: true })).toHaveCount(0);
    await share.getByRole('button', { name: 'Copy link' }).click();
    await expect(share.getByRole('button', { name: 'Link copied' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
    // The confirmation goes back to the copy label after a moment.
    await page.clock.runFor(3000);
    await expect(share.getByRole('button', { name: 'Copy link' })).toBeVisible();
  });

  test('LinkedIn, X and Facebook links carry the encoded page URL and open in a new tab', async ({ page }) => {
    await gotoHydrated(page, `/news/${slug}`);
    const share = page.getByRole('region', { name: 'Share this article' });
    for (const [name, host] of [
      ['Share on LinkedIn', 'linkedin.com'],
      ['Share on X', 'x.com'],
      ['Share on Facebook', 'facebook.com'],
    ] as const) {
      const link = share.getByRole('link', { name });
      const href = (await link.getAttribute('href'))!;
      expect(new URL(href).hostname, name).toContain(host);
      expect(href, name).toContain(encodeURIComponent(url));
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', /\bnoopener\b/);
    }
  });

  test('with a share sheet, "Share" hands it the URL and title', async ({ page }) => {
    await page.addInitScript(() => {
      const w = window as unknown as { __shared: unknown[] };
      w.__shared = [];
      Object.defineProperty(navigator, 'share', {
        configurable: true,
        value: (data: unknown) => {
          w.__shared.push(data);
          return Promise.resolve();
        },
      });
    });
    await gotoHydrated(page, `/news/${slug}`);
    const share = page.getByRole('region', { name: 'Share this article' });
    await expect(share.getByRole('button', { name: 'Copy link' })).toHaveCount(0);
    await share.getByRole('button', { name: 'Share', exact: true }).click();
    const title = await page.locator('h1').textContent();
    await expect.poll(() => page.evaluate(() => (window as unknown as { __shared: unknown[] }).__shared)).toEqual([{ url, title }]);
  });
});

// ---------------------------------------------------------------- feeds

test.describe('news feeds', () => {
  test('each language has a well-formed RSS feed of its articles, newest first, with absolute links', async ({ page, request }) => {
    for (const lang of languages) {
      const path = `${prefix(lang)}/news/feed.xml`;
      const response = await request.get(path);
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toMatch(/xml/);
      const xml = await response.text();
      const parsed = await page.evaluate((text) => {
        const doc = new DOMParser().parseFromString(text, 'application/xml');
        return {
          errors: doc.getElementsByTagName('parsererror').length,
          root: doc.documentElement.nodeName,
          language: doc.querySelector('channel > language')?.textContent,
          items: [...doc.querySelectorAll('channel > item')].map((item) => ({
            title: item.querySelector('title')?.textContent ?? '',
            link: item.querySelector('link')?.textContent ?? '',
          })),
        };
      }, xml);
      expect(parsed.errors, path).toBe(0);
      expect(parsed.root, path).toBe('rss');
      expect(parsed.language, path).toBe(lang);
      const inLanguage = published(articles, lang);
      expect(parsed.items.map((i) => i.link)).toEqual(inLanguage.map((a) => `${ORIGIN}${prefix(lang)}/news/${a.key}`));
      expect(parsed.items.map((i) => i.title)).toEqual(inLanguage.map((a) => withBrand(a.texts[lang]!.title)));
    }
  });
});
