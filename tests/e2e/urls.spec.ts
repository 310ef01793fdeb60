/** Every URL without a browser: what differs between URLs is in its HTML and the host's answer, fetched once (tests/e2e/site.ts). */
import { languageOf, languages, localizePath, stripLocale } from '../../app/i18n/languages';
import type { Lang } from '../../app/i18n/languages';
import { JSDOM } from 'jsdom';
import { NEWS_PAGE_SIZE, newsPagePath } from '../../app/data/rules/news';
import { inList, newsFilters } from '../../app/data/rules/news-lists';
import { BRAND, catalogue, catalogues, content, needed, onCareersPage, ordered, published, text, withBrand } from './content';
import { observatory } from './observatory';
import { BASE_URL, expect, notFoundCases, notFoundViews, ORIGIN, sitemapPaths, templates, test } from './site';

// One worker takes the whole file, in order: the site is fetched once, while the other worker drives browsers.
test.describe.configure({ mode: 'default' });

/** Fails with every problem at once, one line each naming its page. */
const none = (problems: string[], what: string) => expect(problems, what).toEqual([]);

test('every page answers 200 at its canonical URL with no redirect; every unknown URL 404', ({ site }) => {
  const problems: string[] = [];
  for (const path of site.pages) {
    const { status, headers } = site.answer(path);
    if (status !== 200) problems.push(`${path} → ${status} ${headers.location ?? ''}`);
  }
  for (const { path } of notFoundCases) if (site.answer(path).status !== 404) problems.push(`${path} → ${site.answer(path).status}, not 404`);
  expect(site.pages.length).toBeGreaterThan(0);
  none(problems, 'status');
});

test('every answer carries the security headers and the one strict policy', ({ site }) => {
  const problems: string[] = [];
  const policies = new Set<string>();
  for (const { path, headers } of site.answers.values()) {
    const hsts = headers['strict-transport-security'] ?? '';
    const wrong = [
      Number(/max-age=(\d+)/.exec(hsts)?.[1]) >= 31_536_000 && /includeSubDomains; preload/.test(hsts) ? '' : `HSTS "${hsts}"`,
      headers['x-content-type-options'] === 'nosniff' ? '' : 'X-Content-Type-Options',
      headers['referrer-policy'] === 'strict-origin-when-cross-origin' ? '' : 'Referrer-Policy',
      headers['permissions-policy']?.includes('camera=()') ? '' : 'Permissions-Policy',
      headers['cross-origin-opener-policy'] === undefined ? '' : 'Cross-Origin-Opener-Policy (decision 041)',
      headers['cross-origin-resource-policy'] === 'same-origin' ? '' : 'Cross-Origin-Resource-Policy',
    ].filter(Boolean);
    if (wrong.length) problems.push(`${path}: ${wrong.join(', ')}`);
    policies.add(headers['content-security-policy'] ?? '');
  }
  none(problems, 'headers');
  expect(policies.size, 'one policy for every page').toBe(1);
  const csp = [...policies][0]!;
  const directive = (name: string) => csp.split('; ').find((d) => d === name || d.startsWith(`${name} `));
  expect(directive('default-src')).toBe("default-src 'none'");
  expect(directive('script-src')).toMatch(/^script-src 'self'( 'sha256-[A-Za-z0-9+/=]+'){1,7}$/);
  expect(directive('style-src')).toBe("style-src 'self'");
  for (const d of ["frame-ancestors 'none'", "object-src 'none'", "base-uri 'none'", "form-action 'self'"]) expect(directive(d.split(' ')[0]!)).toBe(d);
  expect(csp).not.toMatch(/unsafe-|\*/);
});

test('every page’s head: language, title with the brand, one h1, description, robots, canonical and its alternates', ({ site }) => {
  const problems: string[] = [];
  const exists = new Set(site.pages);
  for (const path of site.pages) {
    const doc = site.answer(path).document;
    const lang = languageOf(path);
    const bare = stripLocale(path);
    const say = (what: string) => problems.push(`${path}: ${what}`);
    if (doc.documentElement.lang !== lang) say(`<html lang="${doc.documentElement.lang}">, not ${lang}`);
    if (!new RegExp(`^\\S.* \\| ${BRAND}$`).test(doc.title)) say(`title "${doc.title}"`);
    const h1 = doc.querySelectorAll('h1');
    if (h1.length !== 1 || !h1[0]!.textContent?.trim()) say(`${h1.length} h1, "${h1[0]?.textContent?.trim() ?? ''}"`);
    const description = doc.querySelector('meta[name=description]')?.getAttribute('content') ?? '';
    // Search results show it under the title: a few words say too little of the page.
    if (description.length < 50)
      say(
        `description "${description}" has under 50 characters: write a sentence or two in the page's meta description (the tests read tests/fixture-site/public/locales/)`,
      );
    const robots = doc.querySelector('meta[name=robots]')?.getAttribute('content');
    if (robots !== 'index, follow, max-snippet:-1, max-image-preview:large, max-video-preview:-1') say(`robots "${robots}"`);
    const canonical = doc.querySelectorAll('link[rel=canonical]');
    if (canonical.length !== 1 || canonical[0]!.getAttribute('href') !== ORIGIN + path) say(`canonical ${canonical[0]?.getAttribute('href')}`);
    // Alternates for every language the page exists in (an item may lack one), and the English one as default.
    const alternates = Object.fromEntries(
      [...doc.querySelectorAll('link[rel=alternate][hreflang]')].map((e) => [e.getAttribute('hreflang'), new URL(e.getAttribute('href')!).pathname]),
    );
    const expected = Object.fromEntries([
      ...languages.filter((l) => exists.has(localizePath(bare, l))).map((l) => [l, localizePath(bare, l)]),
      ['x-default', bare],
    ]);
    if (JSON.stringify(Object.entries(alternates).sort()) !== JSON.stringify(Object.entries(expected).sort()))
      say(`hreflang ${JSON.stringify(alternates)}, expected ${JSON.stringify(expected)}`);
  }
  expect(site.pages.length).toBeGreaterThan(100);
  none(problems, 'head');
});

/** Every text written in a language: its catalogues and its content files, `{{brand}}` filled, by language. */
function writtenTexts(lang: Lang) {
  const texts = new Set<string>();
  const collect = (value: unknown) => {
    if (typeof value === 'string') texts.add(withBrand(value).trim());
    else if (value && typeof value === 'object') for (const v of Object.values(value)) collect(v);
  };
  collect(catalogues(lang));
  for (const item of Object.values(content).flat()) if (item.texts[lang]) collect([item.facts, item.texts[lang]]);
  return texts;
}

test('every page in French, Spanish or German says its title, description and h1 in its own language, not in English', ({ site }) => {
  const problems: string[] = [];
  const heads = (path: string) => {
    const doc = site.answer(path).document;
    return {
      title: doc.title.replace(new RegExp(`\\s*\\|\\s*${BRAND}$`), '').trim(),
      description: doc.querySelector('meta[name=description]')?.getAttribute('content')?.trim() ?? '',
      h1: doc.querySelector('h1')?.textContent?.trim() ?? '',
    };
  };
  const written = new Map(languages.map((l) => [l, writtenTexts(l)]));
  let compared = 0;
  for (const path of site.pages) {
    const lang = languageOf(path);
    const twin = localizePath(stripLocale(path), 'en');
    if (lang === 'en' || !site.pages.includes(twin)) continue;
    const [mine, english] = [heads(path), heads(twin)];
    for (const what of ['title', 'description', 'h1'] as const) {
      compared++;
      // The same words as the English page are fine only where the owners wrote them so in this language too (a name).
      if (mine[what] === english[what] && !written.get(lang)!.has(mine[what])) problems.push(`${path}: ${what} "${mine[what]}" is the English page's`);
    }
  }
  expect(compared).toBeGreaterThan(250);
  none(problems, 'texts in their own language');
});

test('every page’s structured data parses, and says what the page is', ({ site }) => {
  const problems: string[] = [];
  const kinds = new Set<string>();
  for (const path of site.pages) {
    for (const script of site.answer(path).document.querySelectorAll('script[type="application/ld+json"]')) {
      try {
        const data = JSON.parse(script.textContent ?? '') as Record<string, unknown>;
        if (data['@context'] !== 'https://schema.org' || typeof data['@type'] !== 'string') problems.push(`${path}: JSON-LD without @context or @type`);
        else kinds.add(String(data['@type']));
      } catch (error) {
        problems.push(`${path}: JSON-LD does not parse: ${String(error)}`);
      }
    }
  }
  none(problems, 'structured data');
  expect([...kinds]).toEqual(expect.arrayContaining(['Organization', 'BreadcrumbList', 'FAQPage', 'NewsArticle', 'JobPosting']));
});

/** Every key path of the English catalogues' top level (`nav`, `form`, …): a raw key on screen starts with one. */
const keyGroups = new Set(Object.values(catalogues('en')).flatMap((c) => Object.keys(c)));
const keyLike = /^[a-z][A-Za-z]*(\.[A-Za-z0-9_-]+)+$/;

test('no page shows a translation key or an unfilled placeholder ({{founded}}, {{brand}}…) instead of its text', ({ site }) => {
  const problems: string[] = [];
  for (const path of [...site.pages, ...notFoundCases.map((c) => c.path)]) {
    const doc = site.answer(path).document;
    const texts = [
      ...[...doc.body.querySelectorAll('*')].flatMap((el) =>
        el.closest('script, style') ? [] : [...el.childNodes].filter((n) => n.nodeType === 3).map((n) => n.textContent ?? ''),
      ),
      ...[...doc.querySelectorAll('[alt], [aria-label], [title], [placeholder]')].flatMap((el) =>
        ['alt', 'aria-label', 'title', 'placeholder'].map((a) => el.getAttribute(a) ?? ''),
      ),
      doc.title,
      doc.querySelector('meta[name=description]')?.getAttribute('content') ?? '',
    ];
    for (const text of texts) {
      const t = text.trim();
      if ((keyLike.test(t) && keyGroups.has(t.split('.')[0]!)) || /\{\{\s*\w+\s*\}\}/.test(t)) problems.push(`${path}: "${t}"`);
    }
    const data = [...doc.querySelectorAll('script[type="application/ld+json"]')].map((s) => s.textContent ?? '').join('');
    if (/\{\{\s*\w+\s*\}\}/.test(data)) problems.push(`${path}: structured data "${/\{\{\s*\w+\s*\}\}/.exec(data)![0]}"`);
  }
  none(problems, 'raw keys or placeholders');
});

test('external links open in a new tab without an opener or referrer, on every page', ({ site }) => {
  const problems: string[] = [];
  for (const path of site.pages)
    for (const a of site.answer(path).document.querySelectorAll('a[href^="http"]'))
      if (a.getAttribute('target') !== '_blank' || a.getAttribute('rel') !== 'noopener noreferrer') problems.push(`${path}: ${a.getAttribute('href')}`);
  none(problems, 'external links');
});

test('every page’s menus lead to pages of the site in its own language, the same entries on every page of a language', ({ site }) => {
  const exists = new Set(site.pages);
  const problems: string[] = [];
  const menus = new Map<Lang, string>();
  for (const path of site.pages) {
    const doc = site.answer(path).document;
    const lang = languageOf(path);
    const links = [...doc.querySelectorAll('[data-menu-list] a, [data-menu-list] button')];
    const entries = links.map((el) => `${el.textContent?.trim()} → ${el.getAttribute('href') ?? 'services menu'}`).join(', ');
    if (menus.get(lang) === undefined) menus.set(lang, entries);
    else if (menus.get(lang) !== entries) problems.push(`${path}: menus differ from the other ${lang} pages'`);
    for (const el of links) {
      const href = el.getAttribute('href');
      if (!href || href.startsWith('https://')) continue;
      const target = href.replace(/[?#].*$/, '');
      if (!exists.has(target) || languageOf(target) !== lang) problems.push(`${path}: menu entry to ${href}`);
    }
  }
  expect(menus.size).toBe(languages.length);
  none(problems, 'menus');
});

test('the news list in pages: a dozen articles each, newest first, every article reached by plain links; a later page titled with its number, its own canonical, in the sitemap; an article dated later waits for its day', async ({
  site,
  request,
}) => {
  const sitemap = new Set(sitemapPaths());
  for (const lang of languages) {
    const articles = published(ordered.news, lang).map((a) => localizePath(`/news/${a.key}`, lang));
    const pages = Math.max(1, Math.ceil(articles.length / NEWS_PAGE_SIZE));
    const listed: string[] = [];
    for (let n = 1; n <= pages; n++) {
      const path = localizePath(newsPagePath(n), lang);
      const doc = site.answer(path).document;
      const title = catalogue<{ index: { meta: { title: string } } }>(lang, 'news').index.meta.title;
      listed.push(...[...doc.querySelectorAll('main article h2 a')].map((a) => a.getAttribute('href')!));
      const nav = doc.querySelector(`main nav[aria-label="${text(lang, 'news:index.pages.label')}"]`);
      expect(
        {
          title: doc.title.startsWith(n === 1 ? `${title} |` : `${title},`),
          canonical: doc.querySelector('link[rel=canonical]')?.getAttribute('href'),
          sitemap: sitemap.has(path),
          pageLinks: [...(nav?.querySelectorAll('a[aria-label]') ?? [])].map((a) => a.getAttribute('href')),
          current: nav?.querySelector('a[aria-current=page]')?.getAttribute('href') ?? null,
        },
        path,
      ).toEqual({
        title: true,
        canonical: `${ORIGIN}${path}`,
        sitemap: true,
        pageLinks: pages > 1 ? Array.from({ length: pages }, (_, i) => localizePath(newsPagePath(i + 1), lang)) : [],
        current: pages > 1 ? path : null,
      });
    }
    expect(listed, lang).toEqual(articles);
  }
  expect(languages.filter((lang) => sitemap.has(localizePath('/news/page/2', lang)))).toEqual(['en']);
  const feeds = await Promise.all(languages.map(async (lang) => (await request.get(`${BASE_URL}${localizePath('/news/feed.xml', lang)}`)).text()));
  expect([...sitemap].filter((p) => p.includes('ten-years-of-building'))).toEqual([]);
  expect(feeds.filter((f) => f.includes('ten-years-of-building'))).toEqual([]);
  expect(feeds.every((f) => f.includes('<item>'))).toBe(true);
});

test('the news by topic and by year: each list the language’s articles fill holds them alone, newest first, named in its title, with its own canonical and sitemap entry, and every list is linked from the news page and every article its topic', ({
  site,
}) => {
  const sitemap = new Set(sitemapPaths());
  for (const lang of languages) {
    const articles = published(ordered.news, lang);
    const filters = newsFilters(articles.map((a) => a.facts));
    needed(lang !== 'en' || (filters.some((f) => f.by === 'topic') && filters.some((f) => f.by === 'year')), 'English articles of a topic and a year');
    const browse = site.answer(localizePath('/news', lang)).document.querySelector(`main nav[aria-label="${text(lang, 'news:index.browse.label')}"]`);
    expect(
      [...(browse?.querySelectorAll('a') ?? [])].map((a) => a.getAttribute('href')),
      `${lang}: the lists linked from the news`,
    ).toEqual([...filters.map((f) => localizePath(newsPagePath(1, f), lang)), localizePath('/news', lang)]);
    for (const filter of filters) {
      const mine = articles.filter((a) => inList(filter)(a.facts));
      const pages = Math.ceil(mine.length / NEWS_PAGE_SIZE);
      const listed: string[] = [];
      for (let n = 1; n <= pages; n++) {
        const path = localizePath(newsPagePath(n, filter), lang);
        const doc = site.answer(path).document;
        listed.push(...[...doc.querySelectorAll('main article h2 a')].map((a) => a.getAttribute('href')!));
        const name = filter.by === 'topic' ? text(lang, `news:topics.${filter.value}`) : filter.value;
        expect(
          {
            named: doc.title.includes(name) && (doc.querySelector('h1')?.textContent ?? '').includes(name),
            canonical: doc.querySelector('link[rel=canonical]')?.getAttribute('href'),
            sitemap: sitemap.has(path),
          },
          path,
        ).toEqual({ named: true, canonical: `${ORIGIN}${path}`, sitemap: true });
      }
      expect(listed, `${lang} ${filter.by} ${filter.value}`).toEqual(mine.map((a) => localizePath(`/news/${a.key}`, lang)));
    }
    const topicPath = (a: (typeof articles)[number]) => localizePath(newsPagePath(1, { by: 'topic', value: a.facts.topic }), lang);
    expect(
      articles
        .filter((a) => !site.answer(localizePath(`/news/${a.key}`, lang)).document.querySelector(`main header a[href="${topicPath(a)}"]`))
        .map((a) => a.key),
      `${lang}: articles that do not link their topic`,
    ).toEqual([]);
  }
});

test('a job closed long ago is on no list and in no sitemap; its page still answers, says it is closed, points to the open jobs and tells search engines it expired', async ({
  site,
  request,
}) => {
  const sitemap = new Set(sitemapPaths());
  const problems: string[] = [];
  for (const lang of languages) {
    const kept = new Set(onCareersPage(lang).map((j) => j.key));
    const forgotten = published(ordered.jobs, lang).filter((j) => !kept.has(j.key));
    needed(lang !== 'en' || forgotten.length, 'an English job closed long ago');
    const listed = [...site.answer(localizePath('/careers', lang)).document.querySelectorAll('main a[href*="/career-details/"]')].map((a) =>
      a.getAttribute('href'),
    );
    expect(new Set(listed), `${lang}: the careers page lists the jobs it keeps`).toEqual(
      new Set([...kept].map((slug) => localizePath(`/career-details/${slug}`, lang))),
    );
    for (const job of forgotten) {
      const path = localizePath(`/career-details/${job.key}`, lang);
      const answer = await request.get(`${BASE_URL}${path}`, { maxRedirects: 0 });
      const doc = new JSDOM(await answer.text()).window.document;
      const posting = [...doc.querySelectorAll('script[type="application/ld+json"]')]
        .map((s) => JSON.parse(s.textContent ?? '{}') as { '@type'?: string; validThrough?: string })
        .find((d) => d['@type'] === 'JobPosting');
      const closed = doc.querySelector('[data-testid="job-closed"]');
      const wrong = [
        answer.status() === 200 ? '' : `answers ${answer.status()}`,
        sitemap.has(path) ? 'in the sitemap' : '',
        /noindex/.test(doc.querySelector('meta[name=robots]')?.getAttribute('content') ?? '') ? '' : 'indexable',
        closed && !closed.hasAttribute('hidden') ? '' : 'does not say it is closed',
        closed?.querySelector(`a[href="${localizePath('/careers', lang)}"]`) ? '' : 'no link to the open jobs',
        Date.parse(posting?.validThrough ?? '') < Date.now() ? '' : `validThrough ${posting?.validThrough}`,
      ].filter(Boolean);
      if (wrong.length) problems.push(`${path}: ${wrong.join(', ')}`);
    }
  }
  none(problems, 'jobs closed long ago');
});

test('one clear next step, in the same words on every page: a closing banner at most, one name for booking, one for writing', ({ site }) => {
  const words = Object.fromEntries(
    languages.map((lang) => {
      const common = catalogue<{ scheduler: { book: string }; cta: { message: string } }>(lang, 'common');
      return [lang, { book: common.scheduler.book, message: common.cta.message }];
    }),
  );
  const problems: string[] = [];
  for (const path of site.pages) {
    const doc = site.answer(path).document;
    const { book, message } = words[languageOf(path)]!;
    const text = (el: Element) => el.textContent?.replace(/\s+/g, ' ').trim();
    if (doc.querySelectorAll('section[aria-labelledby="contact-banner-title"]').length > 1) problems.push(`${path}: two closing banners`);
    for (const b of doc.querySelectorAll('button[aria-haspopup="dialog"]')) if (text(b) !== book) problems.push(`${path}: booking button "${text(b)}"`);
    for (const a of doc.querySelectorAll('main a[href*="/contactus"]')) if (text(a) !== message) problems.push(`${path}: link to the form "${text(a)}"`);
    if (![...doc.querySelectorAll('header a')].some((a) => text(a) === message)) problems.push(`${path}: no "${message}" in the header`);
  }
  none(problems, 'next steps');
});

test('no image repeats on a page: each has its own file, and each drawing its own picture', async ({ site, request }) => {
  const problems: string[] = [];
  const drawings = new Map<string, string>();
  for (const path of site.pages) {
    // The closed gallery viewer and the testimonials' looping strip repeat images by design.
    const sources = [...site.answer(path).document.querySelectorAll('main img')]
      .filter((i) => !i.closest('dialog, [data-copy]'))
      .map((i) => i.getAttribute('src')!);
    const twice = sources.filter((s, i) => sources.indexOf(s) !== i);
    if (twice.length) problems.push(`${path}: ${twice.join(', ')} twice`);
    const art = sources.filter((s) => s.startsWith('/art/'));
    for (const src of art) if (!drawings.has(src)) drawings.set(src, await (await request.get(src)).text());
    const bodies = art.map((src) => drawings.get(src));
    const same = art.filter((_, i) => bodies.indexOf(bodies[i]) !== i);
    if (same.length) problems.push(`${path}: ${same.join(', ')} draw the same picture as another image on the page`);
  }
  none(problems, 'images');
});

test('every unknown URL gets its language’s not-found view: noindex, its way back, and nothing that hydrates', ({ site }) => {
  const problems: string[] = [];
  for (const { path, lang, kind } of notFoundCases) {
    const doc = site.answer(path).document;
    const view = notFoundViews[lang][kind];
    const back = kind === 'job' ? localizePath('/careers', lang) : localizePath('/', lang);
    const wrong = [
      doc.documentElement.lang === lang ? '' : `lang ${doc.documentElement.lang}`,
      doc.querySelector('h1')?.textContent?.trim() === view ? '' : `h1 "${doc.querySelector('h1')?.textContent?.trim()}"`,
      doc.title === `${view} | ${BRAND}` ? '' : `title "${doc.title}"`,
      /noindex/.test(doc.querySelector('meta[name=robots]')?.getAttribute('content') ?? '') ? '' : 'indexable',
      doc.querySelector('main a')?.getAttribute('href') === back ? '' : `first link ${doc.querySelector('main a')?.getAttribute('href')}, not ${back}`,
      // A static document: served at URLs it was not rendered for, it must not hydrate (and so cannot mismatch).
      doc.querySelector('script[type=module]') ? 'a module script' : '',
    ].filter(Boolean);
    if (wrong.length) problems.push(`${path}: ${wrong.join(', ')}`);
  }
  none(problems, 'not-found views');
});

test('the HTTP Observatory scores one page of each template 125 or more (A+)', async () => {
  test.setTimeout(120_000);
  // The headers are the same on every answer (checked above); the scanner's other tests read the page, which its template makes.
  const paths = templates().map((t) => t.samples.en ?? Object.values(t.samples)[0]!);
  const results = await observatory(BASE_URL, paths);
  expect(results.map((r) => r.error).filter(Boolean)).toEqual([]);
  expect(results).toHaveLength(paths.length);
  none(
    results.filter((r) => r.score < 125 || r.grade !== 'A+').map((r) => `${r.host}: ${r.score} ${r.grade}`),
    'Observatory grades',
  );
  none(
    results.flatMap((r) =>
      Object.entries(r.tests)
        .filter(([, t]) => !t.pass)
        .map(([name, t]) => `${r.host} ${name}: ${t.result}`),
    ),
    'Observatory tests',
  );
  for (const r of results) expect(r.tests['content-security-policy']?.result, r.host).toBe('csp-implemented-with-no-unsafe-default-src-none');
  const scores = results.map((r) => r.score);
  test.info().annotations.push({ type: 'Observatory', description: `${results.length} pages, scores ${Math.min(...scores)} to ${Math.max(...scores)}` });
});
