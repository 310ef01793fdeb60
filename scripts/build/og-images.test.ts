import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { ogImagePath } from '../../app/seo/og-image';
import { pageFileIn } from './host-rules';
import { displayTitle, ogRenderer, readOgFacts, writeOgImages } from './og-images';
import type { OgContent } from './og-images';
import { themeTokens } from './theme-tokens';

const rgb = (hex: string) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));

const content = (title: string, extra: Partial<OgContent> = {}): OgContent => ({
  brand: 'Orvane',
  host: 'www.example.com',
  title,
  section: 'Leistungen',
  lang: 'de',
  markSvg: readFileSync('public/brand/icon.svg', 'utf8'),
  seed: '/de/x',
  ...extra,
});

/** Width, height and colour type (3: palette) from the PNG header. */
const ihdr = (png: Buffer) => ({ type: png.toString('latin1', 12, 16), width: png.readUInt32BE(16), height: png.readUInt32BE(20), colourType: png[25] });

// Real renders, the first one loading satori's and resvg's WebAssembly: slow on a busy machine.
describe('ogRenderer (satori, resvg WebAssembly, sharp palette PNG)', { timeout: 60_000 }, async () => {
  const renderer = await ogRenderer();

  it('draws a 1200×630 palette PNG under 30 KB, even for the longest title', async () => {
    for (const title of [
      'Größe, Straße « déjà » – l’été : ñ',
      'L’avenir du développement logiciel\u00a0: ce qui change, et ce qui ne change pas, ni maintenant ni plus tard',
    ]) {
      const { png } = await renderer.render(content(title));
      expect(ihdr(png)).toEqual({ type: 'IHDR', width: 1200, height: 630, colourType: 3 });
      expect(png.length).toBeLessThan(30 * 1024);
    }
  });

  it('shows the section upper-cased in the page’s language, and the title as fitted', async () => {
    const { card, lines } = await renderer.render(content('Datenservices', { section: 'Straße', lang: 'de' }));
    expect(card.section).toBe('STRASSE');
    expect(lines).toEqual(['Datenservices']);
    expect((await renderer.render(content('Titre', { section: null, lang: 'fr' }))).card.section).toBeNull();
  });

  it('draws the brand’s colours: dark background, white title, accent bar', async () => {
    const { png } = await renderer.render(content('Cloud-Services'));
    const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
    const at = (x: number, y: number) => [...data.subarray((y * info.width + x) * 3, (y * info.width + x) * 3 + 3)];
    const { light, dark } = themeTokens();
    expect(at(20, 300)).toEqual(rgb(dark.bg!));
    expect(at(600, 625)).toEqual(rgb(light.accent!));
    let white = 0;
    for (let i = 0; i < data.length; i += 3) if (data[i]! > 250 && data[i + 1]! > 250 && data[i + 2]! > 250) white++;
    expect(white).toBeGreaterThan(5000);
  });

  it('draws every title a page can show: emoji and Arabic drawn, letters no font has left out and named, a title too long cut', async () => {
    const withEmoji = await renderer.render(content('🚀 Backend Developer مطور'));
    expect([withEmoji.dropped, withEmoji.cut]).toEqual([[], false]);
    // The rocket is drawn in colour: Twemoji's orange flame (#f4900c) is in the image.
    const { data } = await sharp(withEmoji.png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
    let orange = 0;
    for (let i = 0; i < data.length; i += 3) if (data[i]! > 0xe0 && data[i + 1]! > 0x70 && data[i + 1]! < 0xb0 && data[i + 2]! < 0x40) orange++;
    expect(orange).toBeGreaterThan(50);
    expect((await renderer.render(content('Cloud 漢字'))).dropped).toEqual(['漢', '字']);
    expect((await renderer.render(content('a very long title '.repeat(20)))).cut).toBe(true);
  });

  it('draws the same bytes for the same page', async () => {
    const [a, b] = await Promise.all([renderer.render(content('Cloud-Services')), renderer.render(content('Cloud-Services'))]);
    expect(a.png.equals(b.png)).toBe(true);
  });
});

describe('displayTitle', () => {
  it('drops the " | Brand" suffix', () => {
    expect(displayTitle('Cloud-Services | Orvane', 'Orvane')).toBe('Cloud-Services');
  });
  it('drops a "Brand | " prefix (pages titled with the brand first)', () => {
    expect(displayTitle('Orvane | IT services for business', 'Orvane')).toBe('IT services for business');
  });
  it('keeps a title that names the brand elsewhere', () => {
    expect(displayTitle('Working at Orvane', 'Orvane')).toBe('Working at Orvane');
  });
});

describe('readOgFacts', () => {
  const crumbs = (names: string[]) =>
    `<script type="application/ld+json">${JSON.stringify({ '@context': 'https://schema.org', '@type': 'BreadcrumbList', itemListElement: names.map((name, i) => ({ '@type': 'ListItem', position: i + 1, name })) }).replace(/</g, '\\u003c')}</script>`;
  const page = (extra = '') =>
    `<!DOCTYPE html><html lang="fr"><head><meta charSet="utf-8"/><title>x</title><meta property="og:title" content="R&amp;D : l&#x27;été | Orvane"/><meta property="og:image" content="https://www.example.com/og/fr/about.png"/><meta property="og:image:alt" content="Orvane: R&amp;D"/>${extra}</head><body><meta property="og:title" content="body"/></body></html>`;

  it('reads og:title, og:image and og:image:alt from the head, unescaped', () => {
    expect(readOgFacts(page())).toEqual({
      title: "R&D : l'été | Orvane",
      image: 'https://www.example.com/og/fr/about.png',
      imageAlt: 'Orvane: R&D',
      section: null,
    });
  });

  it('takes the parent of a three-level breadcrumb as the section', () => {
    expect(readOgFacts(page(crumbs(['Startseite', 'Leistungen', 'Cloud-Services']))).section).toBe('Leistungen');
    expect(readOgFacts(page(crumbs(['Accueil', 'À propos <nous>']))).section).toBeNull();
  });

  it('gives nulls for a page without those tags', () => {
    expect(readOgFacts('<html><head><title>x</title></head><body></body></html>')).toEqual({ title: null, image: null, imageAlt: null, section: null });
  });
});

describe('writeOgImages: cards kept between builds', { timeout: 60_000 }, () => {
  const origin = 'https://www.example.com';
  /** A built site of two pages with these titles, and the images written for it. */
  async function build(cache: string, titles: Record<string, string>) {
    const out = mkdtempSync(join(tmpdir(), 'og-out-'));
    mkdirSync(join(out, 'brand'), { recursive: true });
    copyFileSync('public/brand/icon.svg', join(out, 'brand', 'icon.svg'));
    for (const [path, title] of Object.entries(titles)) {
      const file = pageFileIn(out, path);
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(
        file,
        `<html><head><meta property="og:title" content="${title} | Orvane"><meta property="og:image" content="${origin}${ogImagePath(path)}"><meta property="og:image:alt" content="${title}"></head></html>`,
      );
    }
    const report = await writeOgImages({ out, brand: 'Orvane', origin, pages: Object.keys(titles).map((path) => ({ path, indexable: true })), cache });
    const image = (path: string) => readFileSync(join(out, ...ogImagePath(path).split('/').filter(Boolean)));
    return { report, image, done: () => rmSync(out, { recursive: true, force: true }) };
  }

  it('draws only the cards whose title changed, and a kept card is the same image', async () => {
    const cache = mkdtempSync(join(tmpdir(), 'og-cache-'));
    const first = await build(cache, { '/about': 'About us', '/de/about': 'Über uns' });
    expect(first.report.drawn).toBe(2);
    const second = await build(cache, { '/about': 'About us', '/de/about': 'Über uns, neu' });
    expect([second.report.count, second.report.drawn]).toEqual([2, 1]);
    expect(second.image('/about').equals(first.image('/about'))).toBe(true);
    expect(second.image('/de/about').equals(first.image('/de/about'))).toBe(false);
    for (const b of [first, second]) b.done();
    rmSync(cache, { recursive: true, force: true });
  });
});
