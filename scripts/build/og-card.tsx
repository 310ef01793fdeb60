/** The sharing image's design, laid out by satori; `fitTitle` sizes the title, scripts/build/og-images.ts rasterizes it. */
import type { CSSProperties, ReactNode } from 'react';
import satori from 'satori';
import type { Font } from 'satori';
import { themeTokens, withOpacity } from './theme-tokens';

export const WIDTH = 1200;
export const HEIGHT = 630;
const PAD = 80;
/** The box the title's lines must fit, and the sizes tried. */
export const TITLE = { maxWidth: WIDTH - 2 * PAD - 8, maxLines: 3, maxSize: 80, minSize: 44, step: 2, lineHeight: 1.14 } as const;
const BRAND = { left: 164, maxSize: 36, minSize: 20 } as const;
/** Inter's cap height and where a line box at the title's line height puts the baseline, in em. */
const CAP = 0.727;
const BASELINE = 0.934;

/** The dark theme's colours, with the light theme's accent (the mark's) along the bottom edge. */
const { light, dark } = themeTokens();
const palette = { bg: dark.bg!, accent: light.accent!, kicker: dark.accent!, title: light['on-accent']!, brand: dark.fg!, muted: dark.muted! };
const cell = (opacity: number) => withOpacity(palette.kicker, opacity);

export interface OgCardProps {
  brand: string;
  brandSize: number;
  host: string;
  /** Above the title, already upper-cased; none on top-level pages. */
  section: string | null;
  title: string;
  fontSize: number;
  /** How many lines the title takes at `fontSize` (from `fitTitle`), to centre the block. */
  lines: number;
  mark: string;
  /** Varies the background cells per page; any string. */
  seed: string;
}

function hash(s: string) {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 0x01000193) >>> 0;
  return h;
}

/** The palette's cells, as on the fallback image: quiet on the left where the title runs, brighter to the right. */
function cells(seed: string) {
  const h = hash(seed);
  const out: { left: number; top: number; opacity: number }[] = [];
  for (let row = 0; row < 6; row++)
    for (let col = 0; col < 10; col++) {
      const opacity = ((((row * 10 + col) * 37 + h) % 11) / 40 + 0.04) * Math.max(0, (col - 2) / 7) ** 1.6;
      if (opacity >= 0.025) out.push({ left: col * 120 + 20, top: row * 105 + 10, opacity });
    }
  return out;
}

const titleStyle = (fontSize: number) => ({ fontSize, fontWeight: 700, lineHeight: TITLE.lineHeight, textWrap: 'balance', color: palette.title }) as const;
/** A line of text whose baseline sits at `baseline`. */
const line = (baseline: number, fontSize: number) =>
  ({ position: 'absolute', top: baseline - BASELINE * fontSize, lineHeight: TITLE.lineHeight, fontSize }) as const;

function OgCard({ brand, brandSize, host, section, title, fontSize, lines, mark, seed }: OgCardProps) {
  // Section and title centred (cap top to last baseline) between the header and the host line.
  const lineHeight = Math.round(fontSize * TITLE.lineHeight);
  const sectionSize = 26;
  const sectionGap = 32;
  const block = (section ? CAP * sectionSize + sectionGap : 0) + CAP * fontSize + (lines - 1) * lineHeight;
  const top = Math.round(345 - block / 2);
  const firstBaseline = top + (section ? Math.round(CAP * sectionSize + sectionGap) : 0) + Math.round(CAP * fontSize);
  return (
    <div style={{ display: 'flex', position: 'relative', width: WIDTH, height: HEIGHT, backgroundColor: palette.bg, fontFamily: 'Inter' }}>
      {cells(seed).map((c) => (
        <div
          key={`${c.left},${c.top}`}
          style={{ position: 'absolute', left: c.left, top: c.top, width: 90, height: 80, borderRadius: 14, backgroundColor: cell(c.opacity) }}
        />
      ))}
      <img src={mark} alt="" width={64} height={64} style={{ position: 'absolute', left: PAD, top: 64 }} />
      <div
        style={{ ...line(96 + Math.round((CAP * brandSize) / 2), brandSize), left: BRAND.left, fontWeight: 600, color: palette.brand, whiteSpace: 'nowrap' }}
      >
        {brand}
      </div>
      {section && (
        <div
          style={{
            ...line(top + Math.round(CAP * sectionSize), sectionSize),
            left: PAD,
            fontWeight: 600,
            letterSpacing: 2.5,
            color: palette.kicker,
            whiteSpace: 'nowrap',
          }}
        >
          {section}
        </div>
      )}
      <div style={{ ...titleStyle(fontSize), position: 'absolute', top: firstBaseline - BASELINE * fontSize, left: PAD, width: TITLE.maxWidth }}>{title}</div>
      <div style={{ ...line(578, 26), left: PAD, fontWeight: 500, color: palette.muted, whiteSpace: 'nowrap' }}>{host}</div>
      <div style={{ position: 'absolute', left: 0, top: HEIGHT - 10, width: WIDTH, height: 10, backgroundColor: palette.accent }} />
    </div>
  );
}

/** Letters no loaded font (nor the emoji set) has: the layout names them, and `fitTitle` leaves them out. */
class MissingGlyphs extends Error {
  constructor(readonly characters: string[]) {
    super(`the font has no glyph for ${characters.map((c) => JSON.stringify(c)).join(' ')}`);
  }
}

export type EmojiImage = (emoji: string) => string | undefined;

/** Satori with the given fonts and emoji: the card as SVG, and text laid out alone to read its line breaks. */
export function cardLayout(fonts: Font[], emoji: EmojiImage = () => undefined) {
  async function draw(element: ReactNode, width: number, embedFont: boolean) {
    const missing = new Set<string>();
    const svg = await satori(element, {
      width,
      height: HEIGHT,
      fonts,
      embedFont,
      loadAdditionalAsset: async (code, segment) => {
        const image = code === 'emoji' ? emoji(segment) : undefined;
        if (image) return image;
        for (const ch of segment) if (ch.trim()) missing.add(ch);
        return [];
      },
    });
    if (missing.size) throw new MissingGlyphs([...missing]);
    return svg;
  }

  return {
    svg: (card: OgCardProps): Promise<string> => draw(<OgCard {...card} />, WIDTH, true),

    /** The lines `text` breaks into in a box `width` wide, each with its right edge, as satori lays it out. */
    async lines(text: string, style: CSSProperties, width: number): Promise<{ text: string; right: number }[]> {
      const svg = await draw(
        <div style={{ display: 'flex', width, height: HEIGHT, fontFamily: 'Inter' }}>
          <div style={{ width, ...style }}>{text}</div>
        </div>,
        width,
        false,
      );
      const rows = new Map<string, { text: string; right: number }>();
      for (const m of svg.matchAll(/<text x="([\d.]+)" y="([\d.]+)" width="([\d.]+)"[^>]*>([^<]*)<\/text>/g)) {
        const row = rows.get(m[2]!) ?? { text: '', right: 0 };
        row.text += unescapeXml(m[4]!);
        if (m[4]!.trim()) row.right = Math.max(row.right, Number(m[1]) + Number(m[3]));
        rows.set(m[2]!, row);
      }
      // The line breaks are read from satori's <text> elements: fail loudly if its output ever changes shape.
      if (!rows.size && /[\p{L}\p{N}]/u.test(text)) throw new Error('og-card: satori laid out no <text> elements (has its SVG output changed?)');
      return [...rows.values()];
    },
  };
}

const unescapeXml = (s: string) =>
  s
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&apos;/g, "'")
    .replace(/&amp;/g, '&');

export type CardLayout = ReturnType<typeof cardLayout>;

/**
 * The largest title size that fits the box, breaking only at spaces (French no-break spaces and German compounds'
 * hyphens hold) unless no size fits so; else cut with an ellipsis. Undrawable letters are dropped, never refused.
 */
export async function fitTitle(
  layout: CardLayout,
  title: string,
): Promise<{ text: string; fontSize: number; lines: string[]; dropped: string[]; cut: boolean }> {
  if (!title.trim()) throw new Error('empty title');
  let dropped: string[] = [];
  const tryFit = async (candidate: string) => {
    const passes = [{ text: candidate.replace(/(?<=[^\s-])-(?=[^\s-])/g, '\u2011'), spacesOnly: true }];
    if (passes[0]!.text !== candidate) passes.push({ text: candidate, spacesOnly: false });
    for (const { text, spacesOnly } of passes)
      for (let fontSize = TITLE.maxSize; fontSize >= TITLE.minSize; fontSize -= TITLE.step) {
        const lines = await layout.lines(text, titleStyle(fontSize), TITLE.maxWidth);
        if (lines.length > TITLE.maxLines || lines.some((l) => l.right > TITLE.maxWidth)) continue;
        // A line that does not end in a space was broken elsewhere (after a slash, say): not on the first pass.
        if (spacesOnly && !lines.slice(0, -1).every((l) => /\s$/.test(l.text))) continue;
        return { text, fontSize, lines: lines.map((l) => l.text.trim().replace(/\u2011/g, '-')) };
      }
    return undefined;
  };
  let drawn = title;
  let fitted;
  for (;;) {
    try {
      fitted = await tryFit(drawn);
      break;
    } catch (error) {
      if (!(error instanceof MissingGlyphs)) throw error;
      dropped = [...dropped, ...error.characters];
      drawn = [...drawn]
        .filter((c) => !error.characters.includes(c))
        .join('')
        .replace(/\s{2,}/g, ' ')
        .trim();
      if (!drawn) throw new Error(`"${title}" has no letter the fonts can draw`);
    }
  }
  if (fitted) return { ...fitted, dropped, cut: false };
  // Too long at the smallest size: as many whole words (or letters of one long word) as fit, then an ellipsis.
  const best = (await longestFitting(layout, drawn.split(/(?<=\s)/))) ?? (await longestFitting(layout, [...drawn]));
  if (!best) throw new Error(`"${title}" cannot be drawn at ${TITLE.minSize}px`);
  return { text: best.text, fontSize: TITLE.minSize, lines: best.lines.map((l) => l.text.trim()), dropped, cut: true };
}

/** The most of `pieces` (words or letters), then an ellipsis, that fit at the smallest size, found by halves. */
async function longestFitting(layout: CardLayout, pieces: string[]) {
  const fits = async (count: number) => {
    const text = `${pieces.slice(0, count).join('').trimEnd()}\u2026`;
    const lines = await layout.lines(text, titleStyle(TITLE.minSize), TITLE.maxWidth);
    return lines.length <= TITLE.maxLines && lines.every((l) => l.right <= TITLE.maxWidth) ? { text, lines } : undefined;
  };
  let [low, high] = [0, pieces.length - 1];
  let best: { text: string; lines: { text: string }[] } | undefined;
  while (low < high) {
    const mid = Math.ceil((low + high) / 2);
    const result = await fits(mid);
    if (result) [low, best] = [mid, result];
    else high = mid - 1;
  }
  return best;
}

/** The largest brand size at which the brand fits on one line beside the mark. */
export async function fitBrand(layout: CardLayout, brand: string): Promise<number> {
  const room = WIDTH - PAD - BRAND.left;
  const [first] = await layout.lines(brand, { fontSize: BRAND.maxSize, fontWeight: 600, whiteSpace: 'nowrap' }, room);
  return Math.max(BRAND.minSize, Math.min(BRAND.maxSize, Math.floor((BRAND.maxSize * room) / Math.max(first?.right ?? 0, 1))));
}
