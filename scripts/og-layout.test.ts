import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { displayTitle, escapeXml, ogSvg, readFontMetrics, readOgFacts, TITLE_WRAP, wrapTitle, type Measure, type OgDesign, type WrapOptions } from './og-layout';
import { unescapeHtml } from '../app/seo/read-head';

const require = createRequire(import.meta.url);
const inter = (file: string) => readFontMetrics(new Uint8Array(readFileSync(require.resolve(`@expo-google-fonts/inter/${file}`))));
const bold = inter('700Bold/Inter_700Bold.ttf');

/** Every character half an em wide: easy to reason about. */
const mono: Measure = (text, size) => [...text].length * size * 0.5;
const opts: WrapOptions = { maxWidth: 500, maxLines: 3, maxSize: 50, minSize: 20 };
const widest = (lines: string[], size: number, measure: Measure = mono) => Math.max(...lines.map((l) => measure(l, size)));

describe('escapeXml', () => {
  it('escapes the five XML specials', () => {
    expect(escapeXml(`R&D <b>"Cloud" l'IA</b>`)).toBe('R&amp;D &lt;b&gt;&quot;Cloud&quot; l&apos;IA&lt;/b&gt;');
  });

  it('drops characters XML 1.0 forbids and keeps the rest, accents and typographic marks included', () => {
    expect(escapeXml('a\u0000b\u0008c\u001fd\ufffe')).toBe('abcd');
    expect(escapeXml('Größe « déjà » – l’été\u00a0: ñ')).toBe('Größe « déjà » – l’été\u00a0: ñ');
  });

  it('escapes & once, so entities in the input show as written', () => {
    expect(escapeXml('&amp;')).toBe('&amp;amp;');
  });
});

describe('unescapeHtml', () => {
  it('reverses the escapes React writes in attributes', () => {
    expect(unescapeHtml('R&amp;D &quot;x&quot; l&#x27;IA &lt;3 &#39;y&#39; &#233;')).toBe(`R&D "x" l'IA <3 'y' é`);
    expect(unescapeHtml('&amp;lt;')).toBe('&lt;');
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
    expect(readOgFacts(page())).toEqual({ title: "R&D : l'été | Orvane", image: 'https://www.example.com/og/fr/about.png', imageAlt: 'Orvane: R&D', section: null });
  });

  it('takes the parent of a three-level breadcrumb as the section', () => {
    expect(readOgFacts(page(crumbs(['Startseite', 'Leistungen', 'Cloud-Services']))).section).toBe('Leistungen');
    expect(readOgFacts(page(crumbs(['Accueil', 'À propos <nous>']))).section).toBeNull();
  });

  it('gives nulls for a page without those tags', () => {
    expect(readOgFacts('<html><head><title>x</title></head><body></body></html>')).toEqual({ title: null, image: null, imageAlt: null, section: null });
  });
});

describe('wrapTitle', () => {
  it('keeps a short title on one line at the largest size', () => {
    expect(wrapTitle('Cloud services', mono, opts)).toEqual({ fontSize: 50, lines: ['Cloud services'] });
  });

  it('wraps a long title onto at most three lines, each within the width, words intact and in order', () => {
    const title = 'The future of software development: what changes, and what does not change at all in the next decade';
    const { fontSize, lines } = wrapTitle(title, mono, opts);
    expect(lines.length).toBeLessThanOrEqual(3);
    expect(widest(lines, fontSize)).toBeLessThanOrEqual(500);
    expect(lines.join(' ')).toBe(title);
    expect(fontSize).toBeLessThan(50);
    expect(fontSize).toBeGreaterThanOrEqual(20);
  });

  it('shrinks the font rather than clip or drop words', () => {
    const sizes = ['Short one', 'A rather longer title that needs two lines', 'An even longer title that needs three lines at a smaller size than the others'].map(
      (t) => wrapTitle(t, mono, opts).fontSize,
    );
    expect(sizes[0]).toBeGreaterThanOrEqual(sizes[1]!);
    expect(sizes[1]).toBeGreaterThan(sizes[2]!);
  });

  it('evens the lines out instead of leaving one word alone on the last', () => {
    const { fontSize, lines } = wrapTitle('IT services and software development', mono, { ...opts, maxWidth: 700, maxSize: 40 });
    expect(lines).toHaveLength(2);
    const widths = lines.map((l) => mono(l, fontSize));
    expect(Math.abs(widths[0]! - widths[1]!)).toBeLessThan(200);
  });

  it('never breaks at a no-break space, nor before closing or after opening French punctuation', () => {
    const title = 'L’avenir du développement logiciel\u00a0: ce qui change « et » ce qui ne change pas ! vraiment ?';
    for (const maxWidth of [300, 400, 500, 700]) {
      const { lines } = wrapTitle(title, mono, { ...opts, maxWidth, minSize: 10 });
      for (const line of lines) {
        expect(line).not.toMatch(/^[:;!?»]/);
        expect(line).not.toMatch(/«$/);
      }
      expect(lines.some((l) => l.includes('logiciel\u00a0:'))).toBe(true);
    }
  });

  it('breaks a compound after its hyphen only when nothing else fits', () => {
    const word = 'Datenschutz-Grundverordnungs-Umsetzungsberatung';
    const { lines } = wrapTitle(word, mono, { maxWidth: 400, maxLines: 3, maxSize: 40, minSize: 30 });
    expect(lines.length).toBeGreaterThan(1);
    expect(lines.join('')).toBe(word);
    expect(lines.slice(0, -1).every((l) => l.endsWith('-'))).toBe(true);
    // Spaces suffice here: the hyphens stay inside their words.
    for (const maxWidth of [300, 500, 800]) expect(wrapTitle('IT-Beratung und -Strategie', mono, { ...opts, maxWidth }).lines.join(' ')).toBe('IT-Beratung und -Strategie');
  });

  it('throws instead of clipping when the title cannot fit', () => {
    expect(() => wrapTitle('word '.repeat(200), mono, opts)).toThrow(/does not fit/);
    expect(() => wrapTitle('Unbreakablewordthatistoolongforanyline', mono, { ...opts, maxWidth: 100 })).toThrow(/does not fit/);
    expect(() => wrapTitle('   ', mono, opts)).toThrow(/empty/);
  });

  it('fits the site’s longest titles with Inter’s real widths', () => {
    for (const title of [
      'L’avenir du développement logiciel\u00a0: ce qui change, et ce qui ne change pas',
      'Die Zukunft der Softwareentwicklung: was sich ändert und was bleibt',
      'La IA en la empresa: de los experimentos a los resultados cotidianos',
      'Kommunikations- und Kollaborationstools',
    ]) {
      const { fontSize, lines } = wrapTitle(title, bold.measure, TITLE_WRAP);
      expect(lines.length).toBeLessThanOrEqual(3);
      expect(widest(lines, fontSize, bold.measure)).toBeLessThanOrEqual(TITLE_WRAP.maxWidth);
      expect(fontSize).toBeGreaterThanOrEqual(TITLE_WRAP.minSize);
    }
  });
});

describe('readFontMetrics (Inter Bold)', () => {
  it('has a glyph for every character French, Spanish and German titles use', () => {
    expect(bold.missing('éèêëàâçîïôûùüÿœæÉÈÀÇÔ ñáíóúÑ¿¡ äöüÄÖÜß «»’‘“”–—…\u00a0\u202f€')).toEqual([]);
  });

  it('reports characters it cannot draw', () => {
    expect(bold.missing('Cloud 漢字 \u{1F600}')).toEqual(['漢', '字', '\u{1F600}']);
    expect(bold.glyphOf(0x6f22)).toBe(0);
    expect(bold.glyphOf('A'.codePointAt(0)!)).toBeGreaterThan(0);
  });

  it('measures proportionally: wider letters, larger sizes, longer text', () => {
    expect(bold.measure('WWW', 40)).toBeGreaterThan(bold.measure('iii', 40));
    expect(bold.measure('Größe', 80)).toBeCloseTo(bold.measure('Größe', 40) * 2, 5);
    expect(bold.measure('ab', 50)).toBeCloseTo(bold.measure('a', 50) + bold.measure('b', 50), 5);
    // Inter's "H" is about 0.74 em wide.
    expect(bold.measure('H', 100)).toBeGreaterThan(60);
    expect(bold.measure('H', 100)).toBeLessThan(85);
  });
});

describe('ogSvg', () => {
  const design = (title: string, section: string | null = 'Actualités'): OgDesign => ({
    brand: 'Orvane & Co',
    host: 'www.example.com',
    section,
    lang: 'fr',
    title: wrapTitle(title, bold.measure, TITLE_WRAP),
    markSvg: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" fill="#1d4ed8"/></svg>',
    seed: '/fr/news/x',
  });

  it('is a 1200×630 SVG with the title escaped, one text element per line', () => {
    const svg = ogSvg(design('<script>alert("x")</script> & l’été'), bold.measure);
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="1200" height="630"/);
    expect(svg).not.toContain('<script>');
    expect(svg).toContain('&lt;script&gt;');
    expect(svg).toContain('Orvane &amp; Co');
    expect(svg).not.toMatch(/&(?!amp;|lt;|gt;|quot;|apos;)/);
  });

  it('shows the section upper-cased in the page’s language, and nothing for top-level pages', () => {
    expect(ogSvg(design('Titre'), bold.measure)).toContain('>ACTUALITÉS<');
    expect(ogSvg(design('Titre', null), bold.measure)).not.toContain('letter-spacing');
  });

  it('embeds the mark without its outer svg element', () => {
    const svg = ogSvg(design('Titre'), bold.measure);
    expect(svg.match(/<svg/g)).toHaveLength(1);
    expect(svg).toContain('<rect width="32" height="32" fill="#1d4ed8"/>');
  });

  it('is the same for the same page, so builds are reproducible', () => {
    expect(ogSvg(design('Titre'), bold.measure)).toBe(ogSvg(design('Titre'), bold.measure));
  });
});
