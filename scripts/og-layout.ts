/**
 * The pure half of the sharing images (no files, no rasterizer): reading a
 * built page's Open Graph facts, font metrics straight from a TrueType file,
 * wrapping a title onto at most three lines without ever overflowing, and the
 * SVG of the brand design. `scripts/og-images.ts` rasterizes the result.
 */
import { attr, headOf, unescapeHtml } from '../app/seo/read-head';

/** Width of `text` in pixels at `fontSize`. */
export type Measure = (text: string, fontSize: number) => number;

// ---------------------------------------------------------------- font metrics

export interface FontMetrics {
  unitsPerEm: number;
  /** Glyph id of a code point; 0 when the font has no glyph for it. */
  glyphOf(codePoint: number): number;
  measure: Measure;
  /** The characters of `text` the font cannot draw (each once). */
  missing(text: string): string[];
}

/**
 * Advance widths from a TrueType/OpenType file's `cmap`, `hmtx`, `hhea` and
 * `head` tables. Kerning is left out, which for Inter (negative kerning)
 * makes measured lines a little wider than drawn ones: the safe side.
 */
export function readFontMetrics(data: Uint8Array): FontMetrics {
  const view = new DataView(data.buffer, data.byteOffset, data.byteLength);
  const u16 = (o: number) => view.getUint16(o);
  const u32 = (o: number) => view.getUint32(o);
  const tables = new Map<string, number>();
  for (let i = 0, n = u16(4); i < n; i++) {
    const r = 12 + i * 16;
    tables.set(String.fromCharCode(data[r]!, data[r + 1]!, data[r + 2]!, data[r + 3]!), u32(r + 8));
  }
  const table = (tag: string) => {
    const offset = tables.get(tag);
    if (offset === undefined) throw new Error(`font has no ${tag} table`);
    return offset;
  };
  const unitsPerEm = u16(table('head') + 18);
  const hMetrics = u16(table('hhea') + 34);
  const hmtx = table('hmtx');
  const advance = (glyph: number) => u16(hmtx + 4 * Math.min(glyph, hMetrics - 1));

  // cmap: a format 12 subtable (full Unicode) if there is one, else format 4 (BMP).
  const cmap = table('cmap');
  let format12: number | undefined;
  let format4: number | undefined;
  for (let i = 0, n = u16(cmap + 2); i < n; i++) {
    const r = cmap + 4 + i * 8;
    const platform = u16(r);
    const sub = cmap + u32(r + 4);
    if (platform !== 0 && platform !== 3) continue;
    if (u16(sub) === 12) format12 ??= sub;
    else if (u16(sub) === 4) format4 ??= sub;
  }
  const glyphOf = (cp: number): number => {
    if (format12 !== undefined) {
      for (let i = 0, n = u32(format12 + 12); i < n; i++) {
        const g = format12 + 16 + i * 12;
        if (cp >= u32(g) && cp <= u32(g + 4)) return u32(g + 8) + cp - u32(g);
      }
      return 0;
    }
    if (format4 === undefined || cp > 0xffff) return 0;
    const segX2 = u16(format4 + 6);
    const ends = format4 + 14;
    const starts = ends + segX2 + 2;
    const deltas = starts + segX2;
    const ranges = deltas + segX2;
    for (let i = 0; i < segX2; i += 2) {
      if (u16(ends + i) < cp) continue;
      const start = u16(starts + i);
      if (start > cp) return 0;
      const delta = u16(deltas + i);
      const range = u16(ranges + i);
      if (range === 0) return (cp + delta) & 0xffff;
      const g = u16(ranges + i + range + 2 * (cp - start));
      return g === 0 ? 0 : (g + delta) & 0xffff;
    }
    return 0;
  };
  const cache = new Map<number, number>();
  const width = (cp: number) => {
    let w = cache.get(cp);
    if (w === undefined) cache.set(cp, (w = advance(glyphOf(cp))));
    return w;
  };
  return {
    unitsPerEm,
    glyphOf,
    measure: (text, fontSize) => {
      let units = 0;
      for (const ch of text) units += width(ch.codePointAt(0)!);
      return (units * fontSize) / unitsPerEm;
    },
    missing: (text) => [...new Set([...text].filter((ch) => !/\s/.test(ch) || ch === '\u00a0' || ch === '\u202f'))].filter((ch) => glyphOf(ch.codePointAt(0)!) === 0),
  };
}

// ---------------------------------------------------------------- text

/** Text for an SVG text node or attribute: escaped, without characters XML forbids. */
export function escapeXml(text: string): string {
  return text
    .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}


/** The page title as the image shows it: `og:title` without the brand (`Title | Brand`, or `Brand | Tagline`). */
export function displayTitle(ogTitle: string, brand: string): string {
  const t = ogTitle.trim();
  if (t.endsWith(` | ${brand}`)) return t.slice(0, -` | ${brand}`.length).trim();
  if (t.startsWith(`${brand} | `)) return t.slice(`${brand} | `.length).trim();
  return t;
}

export interface OgFacts {
  title: string | null;
  image: string | null;
  imageAlt: string | null;
  /** Name of the page's parent in its breadcrumb trail (`Services` on a service page); null for top-level pages. */
  section: string | null;
}

/** The Open Graph tags and breadcrumb of a built page, read from its head. */
export function readOgFacts(html: string): OgFacts {
  const head = headOf(html);
  const metas = head.match(/<meta\b[^>]*>/gi) ?? [];
  const property = (p: string) => {
    const tag = metas.find((m) => attr(m, 'property') === p);
    const content = tag ? attr(tag, 'content') : null;
    return content === null ? null : unescapeHtml(content);
  };
  let section: string | null = null;
  for (const m of head.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)) {
    try {
      const data = JSON.parse(m[1]!) as { '@type'?: string; itemListElement?: { name?: unknown }[] };
      const items = data['@type'] === 'BreadcrumbList' ? (data.itemListElement ?? []) : [];
      const parent = items.length >= 3 ? items[items.length - 2]?.name : undefined;
      if (typeof parent === 'string' && parent) section = parent;
    } catch {
      // Not JSON we can read: no section.
    }
  }
  return { title: property('og:title'), image: property('og:image'), imageAlt: property('og:image:alt'), section };
}

// ---------------------------------------------------------------- wrapping

export interface WrapOptions {
  maxWidth: number;
  maxLines: number;
  maxSize: number;
  minSize: number;
  /** Font size decrement between tries, px. */
  step?: number;
}

export interface WrappedTitle {
  fontSize: number;
  lines: string[];
}

/** A piece of text that stays on one line, and what joins it to the piece before on the same line. */
interface Unit {
  text: string;
  glue: '' | ' ';
}

/**
 * Break opportunities: ordinary spaces only (no-break spaces, as French puts
 * before `:` and inside `« »`, hold), never before closing punctuation nor
 * after an opening guillemet. With `hyphens`, also after a hyphen inside a
 * word (German compounds), for titles that fit no other way.
 */
function units(title: string, hyphens: boolean): Unit[] {
  const words: string[] = [];
  for (const w of title.trim().split(/[ \t\r\n]+/).filter(Boolean)) {
    const prev = words.length - 1;
    if (prev >= 0 && (/^[:;!?»%)\]]/.test(w) || /[«(\[]$/.test(words[prev]!))) words[prev] += ` ${w}`;
    else words.push(w);
  }
  return words.flatMap((w, i) => {
    const parts = hyphens ? w.split(/(?<=[^\s-][-‐‑/])(?=[^\s-])/u) : [w];
    return parts.map((text, j): Unit => ({ text, glue: j === 0 && i > 0 ? ' ' : '' }));
  });
}

/** Greedy line filling; `overflow` when some piece is wider than the line on its own. */
function fill(pieces: readonly Unit[], measure: Measure, fontSize: number, width: number) {
  const lines: string[] = [];
  let line = '';
  let overflow = false;
  for (const u of pieces) {
    const candidate = line ? line + u.glue + u.text : u.text;
    if (!line || measure(candidate, fontSize) <= width) {
      line = candidate;
    } else {
      lines.push(line);
      line = u.text;
    }
    if (measure(line, fontSize) > width) overflow = true;
  }
  if (line) lines.push(line);
  return { lines, overflow };
}

/**
 * The largest font size (from `maxSize` down to `minSize`) at which the title
 * fits in `maxLines` lines of `maxWidth`, then the narrowest width that keeps
 * that many lines, so the lines come out even. Throws rather than clip when
 * nothing fits, so a build cannot ship a cut-off title.
 */
export function wrapTitle(title: string, measure: Measure, options: WrapOptions): WrappedTitle {
  const { maxWidth, maxLines, maxSize, minSize, step = 2 } = options;
  if (!title.trim()) throw new Error('wrapTitle: empty title');
  for (const hyphens of [false, true]) {
    const pieces = units(title, hyphens);
    for (let fontSize = maxSize; fontSize >= minSize; fontSize -= step) {
      const { lines, overflow } = fill(pieces, measure, fontSize, maxWidth);
      if (overflow || lines.length > maxLines) continue;
      let lo = 1;
      let hi = maxWidth;
      while (lo < hi) {
        const mid = Math.floor((lo + hi) / 2);
        const tryFill = fill(pieces, measure, fontSize, mid);
        if (!tryFill.overflow && tryFill.lines.length <= lines.length) hi = mid;
        else lo = mid + 1;
      }
      return { fontSize, lines: fill(pieces, measure, fontSize, hi).lines };
    }
  }
  throw new Error(`wrapTitle: "${title}" does not fit ${maxLines} lines of ${maxWidth}px even at ${minSize}px`);
}

/** The largest size from `size` down to `minSize` at which one line of text fits `maxWidth`. */
export function fitSize(text: string, measure: Measure, maxWidth: number, size: number, minSize: number): number {
  for (let s = size; s > minSize; s -= 1) if (measure(text, s) <= maxWidth) return s;
  return minSize;
}

// ---------------------------------------------------------------- the design

export const WIDTH = 1200;
export const HEIGHT = 630;
const PAD = 80;
/** The title stays inside this box, as the rasterizer lays it out (checked for every image). */
export const TITLE_BOX = { left: PAD, right: WIDTH - PAD, top: 150, bottom: 540 } as const;
export const TITLE_WRAP: WrapOptions = { maxWidth: TITLE_BOX.right - TITLE_BOX.left - 8, maxLines: 3, maxSize: 80, minSize: 44 };
const LINE_HEIGHT = 1.14;
/** Inter's cap height, in em. */
const CAP = 0.727;

/** Colours from app/styles/app.css (dark theme) and the mark. */
export const palette = {
  bg: '#0a101d',
  cell: '#7ea3ff',
  accent: '#1d4ed8',
  kicker: '#7ea3ff',
  title: '#ffffff',
  brand: '#e8edf6',
  muted: '#a4b0c4',
} as const;

export interface OgDesign {
  brand: string;
  /** Site host shown at the bottom (`www.example.com`). */
  host: string;
  /** Section name above the title, in the page's language; none on top-level pages. */
  section: string | null;
  lang: string;
  title: WrappedTitle;
  /** public/brand/icon.svg, 32×32 viewBox. */
  markSvg: string;
  /** Varies the background cells per page; any string. */
  seed: string;
}

/** A small deterministic hash (FNV-1a) for the cell pattern. */
function hash(s: string) {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 0x01000193) >>> 0;
  return h;
}

const font = (size: number, weight: number) => `font-family="Inter" font-size="${size}" font-weight="${weight}"`;

/** The text of the image as SVG elements, in parts, so the rasterizer can check where the title lands. */
export function ogText(d: OgDesign, measure: Measure): { brand: string; section: string; title: string; host: string } {
  const { fontSize, lines } = d.title;
  const lineHeight = Math.round(fontSize * LINE_HEIGHT);
  const sectionSize = 26;
  const sectionGap = 32;
  // Section and title centred (cap top to last baseline) between the header and the host line.
  const block = (d.section ? CAP * sectionSize + sectionGap : 0) + CAP * fontSize + (lines.length - 1) * lineHeight;
  const top = Math.round(345 - block / 2);
  const firstBaseline = top + (d.section ? Math.round(CAP * sectionSize + sectionGap) : 0) + Math.round(CAP * fontSize);
  const brandSize = fitSize(d.brand, measure, WIDTH - PAD - 164, 36, 20);
  return {
    brand: `<text x="164" y="${96 + Math.round((CAP * brandSize) / 2)}" ${font(brandSize, 600)} fill="${palette.brand}">${escapeXml(d.brand)}</text>`,
    section: d.section
      ? `<text x="${PAD}" y="${top + Math.round(CAP * sectionSize)}" ${font(sectionSize, 600)} letter-spacing="2.5" fill="${palette.kicker}">${escapeXml(d.section.toLocaleUpperCase(d.lang))}</text>`
      : '',
    title: lines.map((line, i) => `<text x="${PAD}" y="${firstBaseline + i * lineHeight}" ${font(fontSize, 700)} fill="${palette.title}">${escapeXml(line)}</text>`).join(''),
    host: `<text x="${PAD}" y="578" ${font(26, 500)} fill="${palette.muted}">${escapeXml(d.host)}</text>`,
  };
}

/** The whole 1200×630 image as SVG: flat colours only, so the PNG stays small. */
export function ogSvg(d: OgDesign, measure: Measure): string {
  // The palette's cells, as on the fallback image, quiet on the left where the title runs and brighter to the right.
  const seed = hash(d.seed);
  const cells: string[] = [];
  for (let row = 0; row < 6; row++)
    for (let col = 0; col < 10; col++) {
      const i = row * 10 + col;
      const base = (((i * 37 + seed) % 11) / 40 + 0.04) * Math.max(0, (col - 2) / 7) ** 1.6;
      if (base < 0.025) continue;
      cells.push(`<rect x="${col * 120 + 20}" y="${row * 105 + 10}" width="90" height="80" rx="14" fill="${palette.cell}" fill-opacity="${base.toFixed(2)}"/>`);
    }
  const mark = d.markSvg.replace(/<\/?svg[^>]*>/g, '');
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">`,
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="${palette.bg}"/>`,
    ...cells,
    `<g transform="translate(${PAD} 64) scale(2)">${mark}</g>`,
    ...Object.values(ogText(d, measure)),
    `<rect x="0" y="${HEIGHT - 10}" width="${WIDTH}" height="10" fill="${palette.accent}"/>`,
    `</svg>`,
  ].join('');
}
