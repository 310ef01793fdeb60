/**
 * The content pages: the eleven service pages and their accordions, the
 * services overview, the project list and case studies (with the gallery
 * viewer), old project and news URLs, the news list, the article pages
 * (head, share block) and the RSS feeds.
 */
import type { APIRequestContext, Page } from '@playwright/test';
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

  test('the software page links its related projects', async ({ page }) => {
    await gotoHydrated(page, '/services/software-development');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { name: 'Related projects' })).toBeVisible();
    const hrefs = await main.locator('a[href^="/projects/"]').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(hrefs).toEqual(['/projects/afriwok', '/projects/unizik-alumni', '/projects/crystalbricks']);
    await main.getByRole('link', { name: 'UNIZIK Alumni Platform' }).click();
    await expect(page).toHaveURL(/\/projects\/unizik-alumni$/);
    // Other service pages have none.
    await gotoHydrated(page, '/services/cloud-services');
    await expect(page.getByRole('main').getByRole('heading', { name: 'Related projects' })).toHaveCount(0);
    await expect(page.getByRole('main').locator('a[href^="/projects/"]')).toHaveCount(0);
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

const listed = ['afriwok', 'unizik-alumni', 'crystalbricks', 'infrastructure-service'];

test.describe('project list', () => {
  test('shows four cards, filters them by category, and a card opens its case study', async ({ page }) => {
    await gotoHydrated(page, '/projects');
    const grid = page.getByTestId('project-grid');
    const visibleCards = grid.locator('li:visible');
    const filter = (name: string) => page.getByRole('group', { name: 'Filter projects' }).getByRole('button', { name, exact: true });
    await expect(visibleCards).toHaveCount(4);
    await expect(filter('All')).toHaveAttribute('aria-pressed', 'true');
    await expect(filter('Software development')).toHaveAttribute('aria-pressed', 'false');

    await filter('Software development').click();
    await expect(filter('Software development')).toHaveAttribute('aria-pressed', 'true');
    await expect(filter('All')).toHaveAttribute('aria-pressed', 'false');
    await expect(visibleCards).toHaveCount(3);
    await expect(visibleCards.getByRole('link')).toHaveText(['Afriwok', 'UNIZIK Alumni Platform', 'Crystalbricks']);

    await filter('Network solutions').click();
    await expect(filter('Network solutions')).toHaveAttribute('aria-pressed', 'true');
    await expect(filter('Software development')).toHaveAttribute('aria-pressed', 'false');
    await expect(visibleCards).toHaveCount(1);
    await expect(visibleCards.getByRole('link')).toHaveAttribute('href', '/projects/infrastructure-service');

    await filter('All').click();
    await expect(visibleCards).toHaveCount(4);
    const hrefs = await visibleCards.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(hrefs).toEqual(listed.map((s) => `/projects/${s}`));

    // A card opens its case study.
    await grid.getByRole('link', { name: 'Crystalbricks' }).click();
    await expect(page).toHaveURL(/\/projects\/crystalbricks$/);
    await expect(page.locator('h1')).toHaveText('Crystalbricks');
  });

  test('all four card links are in the pre-rendered HTML', async ({ request }) => {
    const html = await (await request.get('/projects')).text();
    for (const slug of listed) expect(html, slug).toContain(`href="/projects/${slug}"`);
    expect(html).not.toContain('href="/projects/unizik-portal"');
  });
});

const caseStudies = [
  { slug: 'afriwok', title: 'Afriwok', client: 'Afriwok', year: '2024', liveUrl: 'https://afriwok.com' },
  { slug: 'unizik-alumni', title: 'UNIZIK Alumni Platform', client: 'UNIZIK Alumni Association', year: '2024' },
  { slug: 'crystalbricks', title: 'Crystalbricks', client: 'Crystalbricks', year: '2024', tools: 'Next.js' },
  { slug: 'infrastructure-service', title: 'Campus Network Overhaul', client: 'University campus', year: '2023–2024', serviceCards: 5 },
  { slug: 'unizik-portal', title: 'UNIZIK Alumni Services Portal', client: 'UNIZIK Alumni Association', year: '2024' },
] as const;

test.describe('case studies', () => {
  for (const c of caseStudies) {
    test(`/projects/${c.slug} shows its facts, highlights, what we did, gallery, similar projects and links`, async ({ page }) => {
      const response = await gotoHydrated(page, `/projects/${c.slug}`);
      expect(response?.status()).toBe(200);
      const main = page.getByRole('main');
      await expect(main.getByRole('link', { name: 'Back to projects' }).first()).toHaveAttribute('href', '/projects');
      await expect(page.locator('h1')).toHaveText(c.title);
      const fact = (label: string) => main.locator(`dt:text-is("${label}") + dd`);
      await expect(fact('Client')).toHaveText(c.client);
      await expect(fact('Year')).toHaveText(c.year);
      await expect(fact('Services')).not.toBeEmpty();
      await expect(fact('Tools')).toHaveText(/\S/);
      if ('tools' in c) await expect(fact('Tools')).toContainText(c.tools);

      const highlights = main.getByRole('region', { name: 'Highlights' }).getByRole('listitem');
      await expect(highlights).toHaveCount(3);
      for (const h of await highlights.all()) await expect(h.getByRole('heading')).not.toBeEmpty();
      await expect(main.getByRole('region', { name: 'What we did' }).getByRole('listitem')).toHaveCount(4);

      const images = main.getByRole('region', { name: 'Gallery' }).getByRole('img');
      await expect(images).toHaveCount(2);
      for (const img of await images.all()) await expect(img).toHaveAttribute('alt', /\S{3}/);

      // Only afriwok has a live product to visit; it opens in a new tab.
      const visit = main.getByRole('link', { name: 'Visit website' });
      if ('liveUrl' in c) {
        await expect(visit).toHaveAttribute('href', c.liveUrl);
        await expect(visit).toHaveAttribute('target', '_blank');
        await expect(visit).toHaveAttribute('rel', /\bnoopener\b/);
      } else await expect(visit).toHaveCount(0);

      // Only the infrastructure study lists the five services it delivered.
      const cards = page.getByTestId('service-cards').getByRole('listitem');
      if ('serviceCards' in c) {
        await expect(cards).toHaveCount(c.serviceCards);
        for (const card of await cards.all()) await expect(card.getByRole('heading')).not.toBeEmpty();
      } else await expect(cards).toHaveCount(0);
      await expect(main.getByRole('link', { name: 'Send a message', exact: true })).toHaveAttribute('href', '/contactus');

      const similar = await main
        .getByRole('region', { name: 'Similar projects' })
        .getByRole('link')
        .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
      expect(similar.sort()).toEqual(
        caseStudies
          .filter((o) => o.slug !== c.slug)
          .map((o) => `/projects/${o.slug}`)
          .sort(),
      );
    });
  }

  test('the gallery viewer opens on a thumbnail, moves with keys and buttons, and closes with Escape', async ({ page }) => {
    await gotoHydrated(page, '/projects/crystalbricks');
    const thumb = page.getByRole('button', { name: 'Enlarge image 1' });
    await thumb.click();
    const viewer = page.getByRole('dialog');
    await expect(viewer).toBeVisible();
    const image = viewer.getByRole('img');
    await expect(viewer).toContainText('Image 1 of 2');
    await expect(image).toHaveAttribute('src', /crystalbricks-1\.svg$/);

    await page.keyboard.press('ArrowRight');
    await expect(viewer).toContainText('Image 2 of 2');
    await expect(image).toHaveAttribute('src', /crystalbricks-2\.svg$/);
    await page.keyboard.press('ArrowLeft');
    await expect(viewer).toContainText('Image 1 of 2');
    await expect(image).toHaveAttribute('src', /crystalbricks-1\.svg$/);

    await viewer.getByRole('button', { name: 'Next image' }).click();
    await expect(viewer).toContainText('Image 2 of 2');
    await viewer.getByRole('button', { name: 'Next image' }).click();
    await expect(viewer).toContainText('Image 1 of 2'); // wraps around
    await viewer.getByRole('button', { name: 'Previous image' }).click();
    await expect(viewer).toContainText('Image 2 of 2');
    await expect(image).toHaveAttribute('src', /crystalbricks-2\.svg$/);

    await page.keyboard.press('Escape');
    await expect(viewer).toBeHidden();
    await expect(thumb).toBeFocused();
  });
});

// ---------------------------------------------------------------- old URLs

const articleSlugs = ['future-of-software-development', 'ai-business-transformation', 'building-scalable-network-infrastructure'] as const;

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

  test('/works/{slug} moves permanently to the case study, in its language', async ({ page, request }) => {
    await checkMoved(page, request, '/works/afriwok', '/projects/afriwok');
    await expect(page.locator('h1')).toHaveText('Afriwok');
    await checkMoved(page, request, '/fr/works/unizik-alumni', '/fr/projects/unizik-alumni');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  });

  test('/news-details/1..3 move permanently to their articles; an unknown id is not found', async ({ page, request }) => {
    const titles = ['The future of software development', 'AI in business', 'Building network infrastructure'];
    for (const [i, slug] of articleSlugs.entries()) {
      await checkMoved(page, request, `/news-details/${i + 1}`, `/news/${slug}`);
      await expect(page.locator('h1')).toContainText(titles[i]!);
    }
    const response = await page.goto('/news-details/9');
    expect(response?.status()).toBe(404);
    await expect(page.locator('h1')).toHaveText('Page not found');
    await expect(page).toHaveURL(/\/news-details\/9$/);
  });
});

// ---------------------------------------------------------------- news

const datesByLang = {
  en: ['May 17, 2025', 'April 11, 2025', 'March 9, 2025'],
  fr: ['17 mai 2025', '11 avril 2025', '9 mars 2025'],
  de: ['17. Mai 2025', '11. April 2025', '9. März 2025'],
  es: ['17 de mayo de 2025', '11 de abril de 2025', '9 de marzo de 2025'],
} as const;
const prefix = (lang: string) => (lang === 'en' ? '' : `/${lang}`);

test.describe('news list', () => {
  for (const [lang, dates] of Object.entries(datesByLang)) {
    test(`${prefix(lang) || '/'} (${lang}): /news and /latest-news list the three articles with ${lang} dates, canonical /news`, async ({ page }) => {
      for (const path of ['/news', '/latest-news']) {
        const response = await gotoHydrated(page, `${prefix(lang)}${path}`);
        expect(response?.status()).toBe(200);
        const main = page.getByRole('main');
        await expect(main.locator('time')).toHaveText([...dates]);
        const hrefs = await main.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
        expect(hrefs, `${lang} ${path}`).toEqual(articleSlugs.map((s) => `${prefix(lang)}/news/${s}`));
        await expect(page.locator('link[rel=canonical]')).toHaveAttribute('href', `${ORIGIN}${prefix(lang)}/news`);
      }
    });
  }
});

test.describe('article pages', () => {
  articleSlugs.forEach((slug, i) => {
    test(`/news/${slug} has its header, body, call to action, share block and read-more`, async ({ page }) => {
      await gotoHydrated(page, `/news/${slug}`);
      const main = page.getByRole('main');
      const article = main.locator('article').first();
      await expect(article.getByRole('link', { name: 'Back to news' })).toHaveAttribute('href', '/news');
      await expect(article.locator('header time')).toHaveText(datesByLang.en[i]!);
      await expect(article.locator('header')).toContainText('Blog');
      await expect(page.locator('h1')).toHaveCount(1);
      await expect(page.locator('h1')).not.toBeEmpty();
      const hero = article.locator('header').getByRole('img');
      await expect(hero).toHaveAttribute('alt', /\S{10}/);
      await expect(hero).toHaveAttribute('src', new RegExp(`${slug}\\.svg$`));

      expect(await article.locator('section[aria-labelledby^="section-"] > h2').count()).toBeGreaterThanOrEqual(5);
      await expect(article.locator('blockquote').first()).not.toBeEmpty();

      // The call to action opens the scheduler dialog.
      const cta = article.getByRole('complementary');
      await expect(cta.getByRole('heading')).not.toBeEmpty();
      await cta.getByRole('button').click();
      const scheduler = page.getByRole('dialog', { name: 'Book a 30-minute call' });
      await expect(scheduler).toBeVisible();
      await expect(scheduler.locator('iframe')).toBeAttached();
      await scheduler.getByRole('button', { name: 'Close' }).click();
      await expect(scheduler).toBeHidden();

      await expect(page.getByRole('region', { name: 'Share this article' })).toBeVisible();

      // Read more: the other two articles, not this one.
      const teaser = main.locator('section[aria-labelledby="news-teaser-title"]');
      const teaserLinks = await teaser.locator('a[href^="/news/"]').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
      expect(teaserLinks.sort()).toEqual(
        articleSlugs
          .filter((s) => s !== slug)
          .map((s) => `/news/${s}`)
          .sort(),
      );

      await expect(main.locator('section[aria-labelledby="contact-banner-title"]')).toBeVisible();
    });
  });

  test("article head: article type, published time, author on the first, NewsArticle JSON-LD and the language's feed", async ({ page }) => {
    await gotoHydrated(page, '/news/future-of-software-development');
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article');
    await expect(page.locator('meta[property="article:published_time"]')).toHaveAttribute('content', /^2025-05-17/);
    await expect(page.locator('meta[property="article:author"]')).toHaveAttribute('content', /\S/);
    const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
    const news = jsonLd.map((s) => JSON.parse(s) as Record<string, unknown>).find((d) => d['@type'] === 'NewsArticle');
    expect(news, 'a NewsArticle record').toBeDefined();
    expect(news!.datePublished).toMatch(/^2025-05-17/);
    expect(jsonLd.join('')).toContain('"@type":"NewsArticle"');
    await expect(page.locator('link[rel=alternate][type="application/rss+xml"]')).toHaveAttribute('href', `${ORIGIN}/news/feed.xml`);

    // The other articles: article type and their own dates, no author.
    await gotoHydrated(page, '/fr/news/building-scalable-network-infrastructure');
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article');
    await expect(page.locator('meta[property="article:published_time"]')).toHaveAttribute('content', /^2025-03-09/);
    await expect(page.locator('meta[property="article:author"]')).toHaveCount(0);
    await expect(page.locator('link[rel=alternate][type="application/rss+xml"]')).toHaveAttribute('href', `${ORIGIN}/fr/news/feed.xml`);
    await expect(page.locator('header time')).toHaveText('9 mars 2025');
  });
});

test.describe('sharing an article', () => {
  const slug = 'ai-business-transformation';
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
  test('/news/feed.xml and /fr/news/feed.xml are well-formed RSS with the three articles of their language', async ({ page, request }) => {
    for (const lang of ['en', 'fr'] as const) {
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
      expect(parsed.items, path).toHaveLength(3);
      expect(parsed.items.map((i) => i.link).sort()).toEqual(articleSlugs.map((s) => `${ORIGIN}${prefix(lang)}/news/${s}`).sort());
      for (const item of parsed.items) {
        expect(item.link).toMatch(/^https:\/\//);
        expect(item.title).not.toBe('');
      }
    }
  });
});
