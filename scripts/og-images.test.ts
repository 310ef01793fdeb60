import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ogRenderer, type OgContent } from './og-images';
import { TITLE_BOX } from './og-layout';

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

const ihdr = (png: Buffer) => ({ type: png.toString('latin1', 12, 16), width: png.readUInt32BE(16), height: png.readUInt32BE(20) });

describe('ogRenderer (resvg WebAssembly, Inter)', async () => {
  const renderer = await ogRenderer();

  it('draws a 1200×630 PNG, small enough to share', () => {
    const { png } = renderer.render(content('Größe, Straße « déjà » – l’été : ñ'));
    expect(ihdr(png)).toEqual({ type: 'IHDR', width: 1200, height: 630 });
    expect(png.length).toBeLessThan(80 * 1024);
  });

  it('keeps the laid-out title inside its box, for short and the longest titles', () => {
    for (const title of ['Datenservices', 'L’avenir du développement logiciel\u00a0: ce qui change, et ce qui ne change pas, ni maintenant ni plus tard']) {
      const { titleBox, design } = renderer.render(content(title));
      expect(titleBox.width).toBeGreaterThan(200);
      expect(titleBox.x).toBeGreaterThanOrEqual(TITLE_BOX.left - 6);
      expect(titleBox.x + titleBox.width).toBeLessThanOrEqual(TITLE_BOX.right);
      expect(titleBox.y).toBeGreaterThanOrEqual(TITLE_BOX.top);
      expect(titleBox.y + titleBox.height).toBeLessThanOrEqual(TITLE_BOX.bottom);
      expect(design.title.lines.join(' ')).toBe(title);
    }
  });

  it('refuses a title with characters the font cannot draw', () => {
    expect(() => renderer.render(content('Cloud 漢字'))).toThrow(/no glyph for "漢" "字"/);
  });

  it('draws the same bytes for the same page', () => {
    expect(renderer.render(content('Cloud-Services')).png.equals(renderer.render(content('Cloud-Services')).png)).toBe(true);
  });
});
