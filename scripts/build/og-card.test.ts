import { describe, expect, it } from 'vitest';
import { cardLayout, fitBrand, fitTitle, TITLE } from './og-card';
import { interFonts } from './og-images';

const layout = cardLayout(interFonts());
const fit = (title: string) => fitTitle(layout, title);
/** Each line's right edge as satori lays out the fitted title. */
const widths = async (text: string, fontSize: number) =>
  (await layout.lines(text, { fontSize, fontWeight: 700, lineHeight: TITLE.lineHeight, textWrap: 'balance' }, TITLE.maxWidth)).map((l) => l.right);

// Each size tried is a satori layout: slow on a busy machine.
describe('fitTitle (satori, Inter Bold)', { timeout: 60_000 }, () => {
  it('keeps a short title on one line at the largest size', async () => {
    expect(await fit('Cloud services')).toMatchObject({ fontSize: 80, lines: ['Cloud services'] });
  });

  it('wraps a long title onto at most three lines within the width, words intact and in order, at a smaller size', async () => {
    const title = 'The future of software development: what changes, and what does not change at all in the next decade';
    const { text, fontSize, lines } = await fit(title);
    expect(lines.length).toBeLessThanOrEqual(3);
    expect(lines.join(' ')).toBe(title);
    expect(fontSize).toBeLessThan(80);
    expect(fontSize).toBeGreaterThanOrEqual(44);
    for (const right of await widths(text, fontSize)) expect(right).toBeLessThanOrEqual(TITLE.maxWidth);
  });

  it('evens the lines out instead of leaving one word alone on the last', async () => {
    expect((await fit('IT services and software development')).lines).toEqual(['IT services and', 'software development']);
  });

  it('never breaks at a no-break space, nor before closing or after opening French punctuation', async () => {
    const title = 'L’avenir du développement logiciel\u00a0: ce qui change «\u00a0vraiment\u00a0» et ce qui ne change pas\u00a0!';
    const { lines } = await fit(title);
    expect(lines.join(' ')).toBe(title);
    for (const line of lines) {
      expect(line).not.toMatch(/^[:;!?»]/);
      expect(line).not.toMatch(/«$/);
    }
    expect(lines.some((l) => l.includes('logiciel\u00a0:'))).toBe(true);
    expect(lines.some((l) => l.includes('«\u00a0vraiment\u00a0»'))).toBe(true);
  });

  it('keeps hyphens inside words, breaking after them only when nothing else fits', async () => {
    for (const title of ['IT-Beratung und -Strategie', 'Call-Center-Agent (m/w/d)', 'Kommunikations- und Kollaborationstools']) {
      const { lines, text } = await fit(title);
      expect(lines.join(' ')).toBe(title);
      expect(text.replace(/\u2011/g, '-')).toBe(title);
    }
    const compound = 'Datenschutz-Grundverordnungs-Umsetzungs-Beratungs-Leistungs-Dokumentation';
    const { lines, text } = await fit(compound);
    expect(text).toBe(compound);
    expect(lines.length).toBeGreaterThan(1);
    expect(lines.join('')).toBe(compound);
    expect(lines.slice(0, -1).every((l) => l.endsWith('-'))).toBe(true);
  });

  it('throws instead of clipping when the title cannot fit', async () => {
    await expect(fit('word '.repeat(200))).rejects.toThrow(/does not fit 3 lines/);
    await expect(fit('Donaudampfschifffahrtselektrizitätenhauptbetriebswerkbauunterbeamtengesellschaft')).rejects.toThrow(/does not fit/);
    await expect(fit('   ')).rejects.toThrow(/empty/);
  });

  it('fits the site’s longest titles', async () => {
    for (const title of [
      'L’avenir du développement logiciel\u00a0: ce qui change, et ce qui ne change pas',
      'Die Zukunft der Softwareentwicklung: was sich ändert und was bleibt',
      'La IA en la empresa: de los experimentos a los resultados cotidianos',
      'Kommunikations- und Kollaborationstools',
    ]) {
      const { fontSize, lines } = await fit(title);
      expect(lines.length).toBeLessThanOrEqual(3);
      expect(fontSize).toBeGreaterThanOrEqual(TITLE.minSize);
    }
  });

  it('refuses characters Inter cannot draw, each named once', async () => {
    await expect(fit('Cloud 漢字 \u{1F600} 漢')).rejects.toThrow('the font has no glyph for "漢" "字" "\u{1F600}"');
    await expect(fit('Größe « déjà » – l’été\u00a0: ñ ¿¡ ÄÖÜß œæ €\u202f…')).resolves.toBeTruthy();
  });
});

describe('fitBrand', () => {
  it('keeps the brand at 36 px, and shrinks a long one to fit beside the mark', async () => {
    expect(await fitBrand(layout, 'Orvane')).toBe(36);
    const brand = 'Orvane Technologies International Holdings Group Limited Partnership';
    const size = await fitBrand(layout, brand);
    expect(size).toBeLessThan(36);
    expect(size).toBeGreaterThanOrEqual(20);
    const [line] = await layout.lines(brand, { fontSize: size, fontWeight: 600, whiteSpace: 'nowrap' }, 2000);
    expect(line!.right).toBeLessThanOrEqual(1200 - 80 - 164);
  });
});
