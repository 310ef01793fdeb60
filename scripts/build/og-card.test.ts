import { describe, expect, it } from 'vitest';
import { cardLayout, fitBrand, fitTitle, TITLE } from './og-card';
import { cardFonts, twemoji } from './og-images';

const layout = cardLayout(cardFonts(), twemoji);
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

  it('cuts a title that fits no size after its last whole word, with an ellipsis, at the smallest size', async () => {
    const long = 'Senior backend engineer for payments, wallets and escrow '.repeat(6).trim();
    const { text, fontSize, lines, cut } = await fit(long);
    expect(cut).toBe(true);
    expect(fontSize).toBe(TITLE.minSize);
    expect(lines.length).toBeLessThanOrEqual(3);
    expect(text).toMatch(/\w…$/);
    expect(long.startsWith(text.slice(0, -1))).toBe(true);
    for (const right of await widths(text, fontSize)) expect(right).toBeLessThanOrEqual(TITLE.maxWidth);
    // One word too long for three lines: as many of its letters as fit.
    const word = 'Donaudampfschifffahrtselektrizitätenhauptbetriebswerkbauunterbeamtengesellschaft'.repeat(2);
    expect((await fit(word)).text).toMatch(/^Donaudampf\S+…$/);
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

  it('draws emoji and Arabic letters; leaves out, and names, letters no font has', async () => {
    // Emoji are drawn as images, not text: the lines read back hold the letters.
    const drawn = await fit('🚀 Backend Developer مطور');
    expect([drawn.text, drawn.dropped, drawn.lines.join(' ')]).toEqual(['🚀 Backend Developer مطور', [], 'Backend Developer مطور']);
    expect(await fit('Cloud 漢字 \u{1F600} 漢')).toMatchObject({ text: 'Cloud \u{1F600}', dropped: ['漢', '字'] });
    await expect(fit('Größe « déjà » – l’été\u00a0: ñ ¿¡ ÄÖÜß œæ €\u202f…')).resolves.toMatchObject({ dropped: [] });
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
