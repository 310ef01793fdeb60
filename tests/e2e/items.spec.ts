/** What each page says, from its pre-rendered HTML without a browser: what crawlers and visitors without JavaScript get. */
import type { APIRequestContext } from '@playwright/test';
import { XMLParser } from 'fast-xml-parser';
import { JSDOM } from 'jsdom';
import { legalDocs } from '../../app/data/legal';
import { NEWS_PAGE_SIZE, TEASER_COUNT } from '../../app/data/rules/news';
import { footerProjects, listedProjects, relatedProjects, similarProjects } from '../../app/data/rules/projects';
import { serviceCategories } from '../../app/data/services';
import { formatDate } from '../../app/i18n/format';
import { languageOf, languages, localizePath } from '../../app/i18n/languages';
import { BRAND, catalogue, company, content, needed, onCareersPage, ordered, published, variables, withBrand } from './content';

const germanLegal = catalogue<{ updated: string } & Record<'privacy-policy' | 'terms-and-conditions', { title: string }>>('de', 'legal');
import { expect, ORIGIN, test } from './site';

test.describe.configure({ mode: 'default' });

const text = (el: Element | null | undefined) => el?.textContent?.replace(/\s+/g, ' ').trim() ?? '';
const texts = (els: Iterable<Element>) => [...els].map(text);
/** A text of the content as an element's `text` reads it. */
const words = (value: string) => withBrand(value).replace(/\s+/g, ' ').trim();
const hrefs = (els: Iterable<Element>) => [...els].map((a) => a.getAttribute('href'));
const figures = [variables.years, variables.projects, variables.team].map((n) => `${n}+`);

test('the sitemap lists every page of the spec in four languages, and each job, article and case study in the languages it is written in', ({ site }) => {
  for (const lang of languages) {
    const mine = new Set(site.pages.filter((p) => languageOf(p) === lang));
    for (const p of ['/', '/about', '/projects', '/news', '/services', '/contactus', '/careers', '/legal/privacy-policy', '/legal/terms-and-conditions'])
      expect(mine, `${lang} ${p}`).toContain(localizePath(p, lang));
    // The news list's later pages, its topics and years are lists, not articles (urls.spec.ts checks them).
    const lists = ['/news/page/', '/news/topic/', '/news/year/'].map((l) => localizePath(l, lang));
    const under = (family: string) => [...mine].filter((p) => p.startsWith(localizePath(family, lang)) && !lists.some((l) => p.startsWith(l))).sort();
    // A job closed long ago leaves the sitemap (urls.spec.ts checks its page).
    const families: [string, readonly { key: string }[]][] = [
      ['/services/', published(ordered.services, lang)],
      ['/career-details/', onCareersPage(lang)],
      ['/news/', published(content.news, lang)],
      ['/projects/', published(content.projects, lang)],
    ];
    for (const [family, list] of families) expect(under(family), `${lang} ${family}`).toEqual(list.map((i) => localizePath(`${family}${i.key}`, lang)).sort());
  }
});

test('every service page: its name, its deliverables as an accordion (the first open, each with its description and details), the approach, two enquiry links', ({
  site,
}) => {
  const services = needed(ordered.services.length > 1 && ordered.services, 'two services offered');
  for (const service of services)
    for (const lang of service.languages) {
      const path = localizePath(`/services/${service.key}`, lang);
      const t = service.texts[lang]!;
      const main = site.answer(path).document.querySelector('main')!;
      expect(text(main.querySelector('h1')), path).toBe(words(t.title));
      const items = [...main.querySelectorAll('[data-testid="service-accordion"] details')];
      expect(
        items.map((d) => text(d.querySelector('summary'))),
        `${path}: accordion`,
      ).toEqual(t.deliverables.map((d) => words(d.title)));
      expect(
        items.map((d) => d.hasAttribute('open')),
        `${path}: open on arrival`,
      ).toEqual(items.map((_, i) => i === 0));
      for (const [i, d] of items.entries()) {
        expect(text(d.querySelector(':scope > div > p')), `${path} item ${i + 1}: description`).toBe(words(t.deliverables[i]!.description));
        expect(texts(d.querySelectorAll('li')), `${path} item ${i + 1}: details`).toEqual(t.deliverables[i]!.details.map(words));
      }
      if (lang !== 'en') continue;
      const approach = [...main.querySelectorAll('section')].find(
        (s) => text(s.querySelector('h2')) === 'Four steps from first conversation to stable operation',
      );
      const steps = texts(approach?.querySelectorAll('ol > li') ?? []);
      expect(steps, `${path}: approach`).toHaveLength(4);
      for (const [i, step] of ['Analysis', 'Design', 'Implementation', 'Support'].entries()) expect(steps[i], `${path}: approach`).toContain(step);
      const enquire = [...main.querySelectorAll('a')].filter((a) => text(a) === 'Send a message');
      const value = service.facts.formValue ?? service.key;
      expect(hrefs(enquire), `${path}: enquiry links`).toEqual([`/contactus?service=${value}`, `/contactus?service=${value}`]);
    }
});

test('each deliverable shows the icon English chose for it, from the one sprite, in every language; one without shows the service’s own', ({ site }) => {
  const service = needed(
    ordered.services.find((s) => s.languages.length > 1 && s.texts.en!.deliverables.some((d) => d.icon)),
    'service with an icon chosen for a deliverable, in two languages',
  );
  for (const lang of service.languages) {
    const main = site.answer(localizePath(`/services/${service.key}`, lang)).document.querySelector('main')!;
    const shown = [...main.querySelectorAll('[data-testid="service-accordion"] summary')].map((s) => s.querySelector('use')?.getAttribute('href') ?? null);
    expect(shown, lang).toEqual(service.texts.en!.deliverables.map((d) => (d.icon ? `/art/deliverables.svg#${d.icon}` : null)));
  }
});

test('a withdrawn service has no page: its address and its former ones lead to the services page, in every language', async ({ site, request }) => {
  const withdrawn = needed(
    content.services.find((s) => s.facts.withdrawn && s.facts.formerAddresses?.length),
    'withdrawn service with a former address',
  );
  for (const lang of languages)
    for (const key of [withdrawn.key, ...withdrawn.facts.formerAddresses!]) {
      const path = localizePath(`/services/${key}`, lang);
      expect(site.pages, path).not.toContain(path);
      const answer = await request.get(path, { maxRedirects: 0 });
      expect(answer.status(), path).toBe(301);
      expect(new URL(answer.headers().location!, ORIGIN).pathname, path).toBe(localizePath('/services', lang));
    }
});

test('a service page links the case studies that name it, in their order; the others link none', ({ site }) => {
  for (const service of published(ordered.services, 'en')) {
    const related = relatedProjects(
      published(ordered.projects, 'en').map((p) => p.facts),
      service.key,
    );
    const main = site.answer(`/services/${service.key}`).document.querySelector('main')!;
    expect(hrefs(main.querySelectorAll('a[href^="/projects/"]')), service.key).toEqual(related.map((p) => `/projects/${p.slug}`));
    expect(texts(main.querySelectorAll('h2')).includes('Related projects'), service.key).toBe(related.length > 0);
  }
});

test('/services lists each service of the language under its category, in order; the header’s services menu the same, on every page', ({ site }) => {
  for (const lang of languages) {
    const offered = published(ordered.services, lang);
    const doc = site.answer(localizePath('/services', lang)).document;
    const categories = serviceCategories.filter((c) => offered.some((s) => s.facts.category === c));
    const names = catalogue<{ serviceCategories: Record<string, string> }>(lang, 'common').serviceCategories;
    expect(texts(doc.querySelectorAll('main h2')), lang).toEqual(categories.map((c) => names[c]));
    const expected = categories.flatMap((c) => offered.filter((s) => s.facts.category === c).map((s) => localizePath(`/services/${s.key}`, lang)));
    expect(hrefs(doc.querySelectorAll('main a[href*="/services/"]')), lang).toEqual(expected);
    for (const path of site.pages.filter((p) => languageOf(p) === lang))
      expect(hrefs(site.answer(path).document.querySelectorAll('#services-menu a[href*="/services/"]')), path).toEqual(expected);
  }
});

test('/projects has a card for each listed project, in order, and none for an unlisted one, in every language', ({ site }) => {
  for (const lang of languages) {
    const listed = listedProjects(published(ordered.projects, lang).map((p) => ({ ...p.facts, item: p }))).map((p) => p.item);
    const grid = site.answer(localizePath('/projects', lang)).document.querySelector('[data-testid="project-grid"]')!;
    expect(hrefs(grid.querySelectorAll('a')), lang).toEqual(listed.map((p) => localizePath(`/projects/${p.key}`, lang)));
    expect(texts(grid.querySelectorAll('a')), lang).toEqual(listed.map((p) => withBrand(p.texts[lang]!.title)));
  }
});

test('every case study shows its facts, highlights, what we did, gallery, similar projects and links', ({ site }) => {
  const english = published(ordered.projects, 'en');
  for (const project of english) {
    const path = `/projects/${project.key}`;
    const t = project.texts.en!;
    const main = site.answer(path).document.querySelector('main')!;
    const region = (name: string) => [...main.querySelectorAll('section[aria-labelledby]')].find((s) => text(s.querySelector('h2')) === name);
    const fact = (label: string) => text([...main.querySelectorAll('dt')].find((dt) => text(dt) === label)?.nextElementSibling);
    expect([...main.querySelectorAll('a')].find((a) => text(a) === 'Back to projects')?.getAttribute('href'), path).toBe('/projects');
    expect(text(main.querySelector('h1')), path).toBe(withBrand(t.title));
    expect(fact('Client'), path).toBe(withBrand(t.client));
    expect(fact('Year'), path).toBe(project.facts.year);
    expect(fact('Services'), path).toBe(withBrand(t.services));
    expect(fact('Tools'), path).toBe(t.tools.join(', '));
    expect(texts(region('Highlights')?.querySelectorAll('li h3') ?? []), `${path}: highlights`).toEqual(t.highlights.map((h) => withBrand(h.title)));
    expect(texts(region('What we did')?.querySelectorAll('li') ?? []), `${path}: what we did`).toEqual(t.achievements.map(withBrand));
    expect(
      // The viewer (a closed <dialog>) holds the image it will enlarge; the gallery is the rest.
      [...(region('Gallery')?.querySelectorAll('img') ?? [])].filter((i) => !i.closest('dialog')).map((i) => i.getAttribute('alt')),
      `${path}: gallery`,
    ).toEqual(t.gallery.map((g) => withBrand(g.alt)));
    const visit = [...main.querySelectorAll('a')].filter((a) => text(a) === 'Visit website');
    expect(hrefs(visit), `${path}: live product`).toEqual(project.facts.liveUrl ? [project.facts.liveUrl] : []);
    expect(main.querySelectorAll('[data-testid="service-cards"] li'), `${path}: service cards`).toHaveLength(t.serviceCards?.length ?? 0);
    expect(hrefs(region('Similar projects')?.querySelectorAll('a') ?? []), `${path}: similar`).toEqual(
      similarProjects(
        english.map((p) => p.facts),
        project.key,
      ).map((p) => `/projects/${p.slug}`),
    );
  }
});

test('/news and /latest-news list the newest dozen articles of the language, newest first, with their dates, canonical /news', ({ site, request }) =>
  Promise.all(
    languages.flatMap((lang) =>
      ['/news', '/latest-news'].map(async (bare) => {
        const path = localizePath(bare, lang);
        const doc = bare === '/news' ? site.answer(path).document : await documentAt(request, path);
        const main = doc.querySelector('main')!;
        const mine = published(ordered.news, lang).slice(0, NEWS_PAGE_SIZE);
        expect(texts(main.querySelectorAll('time')), path).toEqual(mine.map((a) => formatDate(a.facts.published, lang)));
        expect(hrefs(main.querySelectorAll('article a')), path).toEqual(mine.map((a) => localizePath(`/news/${a.key}`, lang)));
        expect(doc.querySelector('link[rel=canonical]')?.getAttribute('href'), path).toBe(ORIGIN + localizePath('/news', lang));
      }),
    ),
  ));

/** A page that is not in the sitemap (an alias), parsed. */
async function documentAt(request: APIRequestContext, path: string) {
  const response = await request.get(path, { maxRedirects: 0 });
  expect(response.status(), path).toBe(200);
  return new JSDOM(await response.text()).window.document;
}

test('every article: its header, body, call to action, share block, the newest others below it, and its head', ({ site }) => {
  const english = published(ordered.news, 'en');
  for (const article of english) {
    const path = `/news/${article.key}`;
    const t = article.texts.en!;
    const doc = site.answer(path).document;
    const body = doc.querySelector('main article')!;
    const header = body.querySelector('header')!;
    expect([...body.querySelectorAll('a')].find((a) => text(a) === 'Back to news')?.getAttribute('href'), path).toBe('/news');
    expect(text(header.querySelector('time')), path).toBe(formatDate(article.facts.published, 'en'));
    expect(text(header), path).toContain('Blog');
    expect(text(doc.querySelector('h1')), path).toBe(withBrand(t.title));
    // A drawn illustration without a description is decorative.
    expect(header.querySelector('img')?.getAttribute('alt'), `${path}: image`).toBe(withBrand(t.imageAlt ?? ''));
    expect(texts(body.querySelectorAll('section[aria-labelledby^="section-"] > h2')), `${path}: sections`).toEqual(t.sections.map((s) => withBrand(s.title)));
    expect(body.querySelectorAll('blockquote'), `${path}: quotes`).toHaveLength(t.sections.filter((s) => s.highlight).length);
    const cta = body.querySelector('aside[aria-labelledby="article-cta"]');
    if (t.cta) {
      expect(text(cta?.querySelector('h2, h3')), `${path}: call to action`).toBe(withBrand(t.cta.title));
      expect(cta?.querySelector('button[aria-haspopup="dialog"]'), `${path}: call to action`).not.toBeNull();
    } else expect(cta, `${path}: no call to action of its own`).toBeNull();
    expect(text(doc.querySelector('section[aria-labelledby="share-title"] h2')), `${path}: share`).toBe('Share this article');
    expect(hrefs(doc.querySelectorAll('main section[aria-labelledby="news-teaser-title"] a[href^="/news/"]')), `${path}: read more`).toEqual(
      english
        .filter((a) => a.key !== article.key)
        .slice(0, TEASER_COUNT)
        .map((a) => `/news/${a.key}`),
    );
    expect(doc.querySelector('main section[aria-labelledby="contact-banner-title"]'), path).not.toBeNull();
    const meta = (property: string) => doc.querySelector(`meta[property="${property}"]`)?.getAttribute('content');
    expect(meta('og:type'), path).toBe('article');
    expect(meta('article:published_time'), path).toBe(article.facts.published);
    expect(meta('article:author'), path).toBe(t.author ? withBrand(t.author) : undefined);
    const records = [...doc.querySelectorAll('script[type="application/ld+json"]')].map((s) => JSON.parse(s.textContent!) as Record<string, unknown>);
    expect(
      records.find((r) => r['@type'] === 'NewsArticle'),
      path,
    ).toMatchObject({ headline: withBrand(t.title), datePublished: article.facts.published, inLanguage: 'en' });
    expect(doc.querySelector('link[rel=alternate][type="application/rss+xml"]')?.getAttribute('href'), path).toBe(`${ORIGIN}/news/feed.xml`);
  }
});

test('every article offers LinkedIn, X and Facebook with its encoded URL, in a new tab', ({ site }) => {
  for (const lang of languages)
    for (const article of published(ordered.news, lang)) {
      const path = localizePath(`/news/${article.key}`, lang);
      const share = site.answer(path).document.querySelector('section[aria-labelledby="share-title"]');
      const links = [...(share?.querySelectorAll('a') ?? [])];
      expect(
        links.map((a) => new URL(a.href).hostname.replace(/^www\./, '')),
        path,
      ).toEqual(['linkedin.com', 'x.com', 'facebook.com']);
      for (const a of links) {
        expect(a.getAttribute('href'), path).toContain(encodeURIComponent(ORIGIN + path));
        expect([a.getAttribute('target'), a.getAttribute('rel')], path).toEqual(['_blank', 'noopener noreferrer']);
      }
    }
});

test('each language has a well-formed RSS feed of its articles, newest first, with absolute links', async ({ request }) => {
  const parser = new XMLParser();
  for (const lang of languages) {
    const path = localizePath('/news/feed.xml', lang);
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    expect(response.headers()['content-type'], path).toMatch(/xml/);
    const { rss } = parser.parse(await response.text()) as {
      rss?: { channel: { language: string; item?: { title: string; link: string }[] | { title: string; link: string } } };
    };
    expect(rss?.channel.language, path).toBe(lang);
    const items = [rss!.channel.item ?? []].flat();
    const mine = published(ordered.news, lang);
    expect(
      items.map((i) => i.link),
      path,
    ).toEqual(mine.map((a) => `${ORIGIN}${localizePath(`/news/${a.key}`, lang)}`));
    expect(
      items.map((i) => String(i.title)),
      path,
    ).toEqual(mine.map((a) => withBrand(a.texts[lang]!.title)));
  }
});

test('every job page the sitemap lists carries its JobPosting, in every language it is written in', ({ site }) => {
  for (const lang of languages)
    for (const job of onCareersPage(lang)) {
      const path = localizePath(`/career-details/${job.key}`, lang);
      const t = job.texts[lang]!;
      const postings = [...site.answer(path).document.querySelectorAll('script[type="application/ld+json"]')]
        .map((s) => JSON.parse(s.textContent!) as Record<string, unknown>)
        .filter((r) => r['@type'] === 'JobPosting');
      expect(postings, path).toHaveLength(1);
      const posting = postings[0]!;
      expect(posting, path).toMatchObject({
        title: withBrand(t.title),
        datePosted: job.facts.datePosted,
        // A job closed early closes at the start of that day; else at the end of its last day to apply.
        validThrough: job.facts.closedOn ? `${job.facts.closedOn}T00:00:00+01:00` : `${job.facts.applicationDeadline}T23:59:59+01:00`,
        employmentType: job.facts.employmentType,
        hiringOrganization: { '@type': 'Organization', name: BRAND },
        jobLocation: { '@type': 'Place', address: { '@type': 'PostalAddress', addressCountry: job.facts.country } },
      });
      expect(String(posting.description), path).toContain(withBrand(t.requirements[0]!).replaceAll('&', '&amp;'));
      if (job.facts.engagement === 'onsite') expect(posting, path).not.toHaveProperty('jobLocationType');
      else
        expect(posting, path).toMatchObject({ jobLocationType: 'TELECOMMUTE', applicantLocationRequirements: { '@type': 'Country', name: job.facts.country } });
      expect(posting, path).not.toHaveProperty('baseSalary');
    }
});

const section = (doc: Document, titleId: string) => doc.querySelector(`section[aria-labelledby="${titleId}"]`);

test('a job closed early: its page says applications closed that day, and its JobPosting ends there', ({ site }) => {
  const job = needed(
    content.jobs.find((j) => j.facts.closedOn),
    'job closed early',
  );
  for (const lang of job.languages) {
    const doc = site.answer(localizePath(`/career-details/${job.key}`, lang)).document;
    const words = catalogue<{ closed: { since: string } }>(lang, 'careers').closed.since.replace('{{date}}', formatDate(job.facts.closedOn!, lang));
    expect(text(doc.querySelector('[data-testid="job-closed"] p')), lang).toBe(words.replace(/\s+/g, ' '));
    const posting = [...doc.querySelectorAll('script[type="application/ld+json"]')]
      .map((s) => JSON.parse(s.textContent!) as { '@type'?: string; validThrough?: string })
      .find((d) => d['@type'] === 'JobPosting');
    expect(posting?.validThrough, lang).toBe(`${job.facts.closedOn}T00:00:00+01:00`);
  }
});

test('home: sections in the spec’s order, the hero’s contacts, figures, testimonials, clients, newest articles, banner and FAQ', ({ site }) => {
  const doc = site.answer('/').document;
  const main = doc.querySelector('main')!;
  expect(text(main.querySelector('section h1'))).toBe('Technology that keeps your organisation running, and moving forward');
  const ids = [...main.querySelectorAll('section[aria-labelledby]')].map((s) => s.getAttribute('aria-labelledby'));
  const order = ['stats-title', 'about-teaser-title', 'solutions-title', 'approach-title', 'services-title', 'testimonials-title', 'clients-title'];
  expect(
    ids.filter((id) => order.includes(id!) || ['news-teaser-title', 'contact-banner-title', 'faq-title'].includes(id!)),
    'sections in order',
  ).toEqual([...order, 'news-teaser-title', 'contact-banner-title', 'faq-title']);

  const hero = main.querySelector('section')!;
  expect(hero.querySelector(`a[href="mailto:${company.email}"]`)?.textContent).toBe(company.email);
  const tel = [...hero.querySelectorAll('a[href^="tel:"]')];
  // Numbers are written with non-breaking spaces so they never wrap; each line names its country.
  expect(tel.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
    ['+1\u00a0202\u00a0555\u00a00143', 'tel:+12025550143'],
    ['+234\u00a0800\u00a0000\u00a00000', 'tel:+2348000000000'],
  ]);
  expect(text(tel[0]!.parentElement)).toContain('United States');
  expect(text(tel[1]!.parentElement)).toContain('Nigeria');
  expect(hero.querySelector('button[aria-haspopup="dialog"]')).not.toBeNull();

  const stats = section(doc, 'stats-title')!;
  expect(texts(stats.querySelectorAll('dd'))).toEqual(figures);
  expect(texts(stats.querySelectorAll('dt'))).toEqual(['Years of experience', 'Projects completed', 'Team members']);
  expect(text(section(doc, 'approach-title')?.querySelector('h2'))).toBe('Four steps from first conversation to stable operation');
  expect(section(doc, 'approach-title')?.querySelectorAll('ol button')).toHaveLength(4);
  // Every service is in the HTML, though only some show at first.
  expect(hrefs(doc.querySelectorAll('[data-testid="services-scroll"] a[href^="/services/"]'))).toEqual(
    published(ordered.services, 'en').map((s) => `/services/${s.key}`),
  );
  const names = texts(doc.querySelectorAll('[data-testid="testimonial-track"] figcaption > span > span.font-semibold'));
  expect([...new Set(names)].sort()).toEqual(['Ada Okafor', 'Emily Carter', 'Lukas Brandt', 'Marieke Smit', 'Tunde Bello']);
  expect(texts(section(doc, 'clients-title')!.querySelectorAll('li'))).toEqual(company.clients.map((c) => (c.logo ? '' : c.name)));
  expect(hrefs(section(doc, 'news-teaser-title')!.querySelectorAll('article a'))).toEqual(
    published(ordered.news, 'en')
      .slice(0, TEASER_COUNT)
      .map((a) => `/news/${a.key}`),
  );
  const banner = section(doc, 'contact-banner-title')!;
  expect(text(banner.querySelector('h2'))).toBe('Tell us what needs to work better');
  expect(banner.querySelector('a[href="/contactus"]')).not.toBeNull();
  expect(texts(doc.querySelectorAll('[data-testid="faq"] details > summary'))).toEqual([
    'What services do you offer?',
    'How do you price your work?',
    'How long does a project take?',
    'Do you support us after launch?',
    'How do we get started?',
  ]);
  const de = site.answer('/de').document;
  expect(text(de.querySelector('h1'))).toBe(catalogue<{ hero: { title: string } }>('de', 'home').hero.title);
  expect(text(section(de, 'testimonials-title'))).toContain('Früher dauerte ein Antrag auf einen Notenauszug');
  expect(text(de.querySelector('main'))).not.toContain('Transcript requests used to take weeks');
});

test('the owners’ pictures: a client’s logo on the home page, a board member’s photograph on the about page and a testimonial’s on the home page, each described in the page’s language; the others drawn', ({
  site,
}) => {
  const client = needed(
    company.clients.find((c) => c.logo?.endsWith('.svg')),
    'client with an SVG logo',
  );
  const member = needed(
    company.board.find((m) => m.photo),
    'board member with a photograph',
  );
  const english = catalogue<{ testimonials: { items: { photo?: string; name: string }[] } }>('en', 'sections').testimonials.items;
  const quoted = needed(english.findIndex((t) => t.photo) + 1, 'testimonial with a photograph') - 1;
  for (const lang of languages) {
    const home = site.answer(localizePath('/', lang)).document;
    const logos = [...section(home, 'clients-title')!.querySelectorAll('li')].map((li) => li.querySelector('img'));
    expect(
      logos.map((img) => img?.getAttribute('alt') ?? null),
      `${lang}: the logo in place of the mark and name`,
    ).toEqual(company.clients.map((c) => (c.logo ? c.description![lang]! : null)));
    expect(logos[company.clients.indexOf(client)]?.getAttribute('src'), lang).toMatch(/^\/media\/img\/[\w-]+\.svg$/);
    const items = catalogue<{ testimonials: { items: { photoAlt?: string }[] } }>(lang, 'sections').testimonials.items;
    const shown = [...home.querySelectorAll('[data-testid="testimonial-track"] li')].slice(0, items.length);
    expect(
      shown.map((li) => li.querySelector('figcaption img')?.getAttribute('alt') ?? null),
      `${lang}: the testimonials’ photographs`,
    ).toEqual(items.map((t, i) => (i === quoted ? t.photoAlt! : null)));
    const about = site.answer(localizePath('/about', lang)).document;
    const portraits = [...section(about, 'team-title')!.querySelectorAll('li')].map((li) => li.querySelector('img'));
    expect(
      portraits.map((img) => img?.getAttribute('alt') ?? null),
      `${lang}: the board’s photographs`,
    ).toEqual(company.board.map((m) => (m.photo ? m.description![lang]! : null)));
    const photo = portraits[company.board.indexOf(member)]!.closest('picture')!;
    expect(
      [...photo.querySelectorAll('source')].map((s) => s.getAttribute('type')),
      lang,
    ).toEqual(['image/avif', 'image/webp']);
  }
});

test('an uploaded SVG logo is served as a drawing alone: no script, no event, no reference outside the file', async ({ site, request }) => {
  const img = section(site.answer('/').document, 'clients-title')!.querySelector('img[src$=".svg"]');
  const served = await (await request.get(needed(img, 'client with an SVG logo').getAttribute('src')!)).text();
  expect(served).toMatch(/^<svg /);
  expect(served).not.toMatch(/<script|\son\w+=|<foreignObject|<image|href="(?!#)|url\((?!#)/i);
});

test('about: hero with figures, six values, the board (names and roles from the facts, biographies from the texts), FAQ and contact banner', ({ site }) => {
  const doc = site.answer('/about').document;
  expect(text(doc.querySelector('h1'))).toBe('Engineers who stay for the whole journey');
  const hero = doc.querySelector('main section')!;
  expect(texts(hero.querySelectorAll('dd'))).toEqual(figures);
  expect(texts(hero.querySelectorAll('dt'))).toEqual(['Years of experience', 'Projects completed', 'Team members']);
  expect(section(doc, 'values-title')?.querySelectorAll('li h3')).toHaveLength(6);
  const members = [...section(doc, 'team-title')!.querySelectorAll('li')];
  const about = catalogue<{ team: { roles: Record<string, string>; bios: string[] } }>('en', 'about');
  expect(members.map((m) => texts(m.querySelectorAll('h3, p')))).toEqual(
    company.board.map((member, i) => [member.name, about.team.roles[member.role], about.team.bios[i]]),
  );
  expect(doc.querySelectorAll('[data-testid="faq"] details')).toHaveLength(5);
  expect(section(doc, 'contact-banner-title')?.querySelector('button[aria-haspopup="dialog"]')).not.toBeNull();
});

test('the footer on every page: its link groups, first three listed projects, socials in new tabs, legal links, the build’s year', ({ site }) => {
  const year = new Date().getFullYear(); // the build under test was made today
  for (const path of site.pages) {
    const lang = languageOf(path);
    const footer = site.answer(path).document.querySelector('footer')!;
    const links = new Set(hrefs(footer.querySelectorAll('a')));
    for (const href of [
      localizePath('/', lang),
      localizePath('/about', lang),
      localizePath('/projects', lang),
      localizePath('/contactus', lang),
      ...footerProjects(published(ordered.projects, lang).map((p) => p.facts)).map((p) => localizePath(`/projects/${p.slug}`, lang)),
      ...legalDocs.map((d) => localizePath(`/legal/${d.slug}`, lang)),
    ])
      expect(links, `${path}: footer link ${href}`).toContain(href);
    expect(footer.querySelectorAll('a[target=_blank][rel="noopener noreferrer"]'), `${path}: socials`).toHaveLength(4);
    expect(text(footer), path).toContain(`© ${year} `);
  }
});

test('the legal pages: title, last-updated line, a table of contents whose every link has its section; privacy names support, terms Nigeria and 18', ({
  site,
}) => {
  for (const [path, title, updated] of [
    ['/legal/privacy-policy', 'Privacy policy', 'Last updated: May 30, 2025'],
    ['/legal/terms-and-conditions', 'Terms and conditions', 'Last updated: May 30, 2025'],
    ...(['privacy-policy', 'terms-and-conditions'] as const).map(
      (slug) => [`/de/legal/${slug}`, germanLegal[slug].title, germanLegal.updated.replace('{{date}}', '30. Mai 2025')] as const,
    ),
  ] as const) {
    const doc = site.answer(path).document;
    expect(text(doc.querySelector('h1')), path).toBe(title);
    expect(text(doc.querySelector('main time[datetime="2025-05-30"]')), path).toBe(updated);
    const toc = hrefs(doc.querySelectorAll('nav[aria-labelledby="toc-title"] a'));
    expect(toc.length, path).toBeGreaterThanOrEqual(8);
    for (const href of toc) {
      expect(href, path).toMatch(/^#[a-z-]+$/);
      expect(doc.querySelectorAll(`main section${href}`), `${path} ${href}`).toHaveLength(1);
    }
  }
  const privacy = site.answer('/legal/privacy-policy').document;
  expect(privacy.querySelector('nav[aria-labelledby="toc-title"] a')?.getAttribute('href')).toBe('#information-we-collect');
  expect(text(privacy.querySelector('#information-we-collect h2'))).toContain('Information we collect');
  expect(privacy.querySelector('#your-rights a[href="mailto:support@example.com"]')?.textContent).toBe('support@example.com');
  const terms = site.answer('/legal/terms-and-conditions').document;
  expect(text(terms.querySelector('#governing-law'))).toContain('Nigeria');
  expect(text(terms.querySelector('#eligibility'))).toContain('18');
  expect(text(terms.querySelector('#eligibility'))).toMatch(/legal majority/);
});
