/**
 * The drawing kit every illustration is made from. No text is ever drawn: words are bars, so an image
 * never pretends to be a real screenshot and needs no translation.
 */
import { iconNode } from './icons.ts';

/** The stage (navy, as the site's dark surfaces) and the light product screens drawn on it. */
export const c = {
  bg0: '#0b1430',
  bg1: '#172a5e',
  dots: '#7ea3ff',
  line: '#34508f',
  edge: '#4a66b0',
  panel: '#1b2d63',
  accent: '#7ea3ff',
  blue: '#4f7cff',
  teal: '#43c6b3',
  warm: '#f2b880',
  rose: '#f08a7e',
  ink: '#e8edf6',
  screen: '#f1f4fa',
  card: '#ffffff',
  chrome: '#dfe5f1',
  rule: '#dde3ee',
  text: '#c5cee0',
  head: '#2b3b68',
  soft: '#e4ebfb',
  tealSoft: '#d3f1ea',
  warmSoft: '#fce9d5',
  tealDark: '#1f9b88',
} as const;

/** More tones of the stage: a mid navy for filled shapes, the pale text drawn on the stage, a violet accent. */
export const mid = '#22397a';
export const pale = '#9fb0d6';
export const violet = '#b49cf5';

/** mulberry32 seeded from a string: the same slug always draws the same details. */
export function rng(seed: string) {
  let h = 1779033703 ^ seed.length;
  for (let i = 0; i < seed.length; i++) {
    h = Math.imul(h ^ seed.charCodeAt(i), 3432918353);
    h = (h << 13) | (h >>> 19);
  }
  let a = h >>> 0;
  return () => {
    a |= 0;
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
export type Rand = ReturnType<typeof rng>;

/** The list in an order the seed picks. */
export function shuffle<T>(r: Rand, list: readonly T[]): T[] {
  const out = [...list];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(r() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

export const n = (v: number) => String(Math.round(v * 10) / 10);

const attrs = (a: Record<string, string | number | undefined>) =>
  Object.entries(a)
    .filter(([, v]) => v !== undefined && v !== '')
    .map(([k, v]) => ` ${k}="${typeof v === 'number' ? n(v) : v}"`)
    .join('');

type Extra = Record<string, string | number | undefined>;

export const rect = (x: number, y: number, w: number, h: number, fill: string, rx = 0, extra: Extra = {}) =>
  `<rect${attrs({ x, y, width: w, height: h, rx: rx || undefined, fill, ...extra })}/>`;
export const circle = (cx: number, cy: number, r: number, fill: string, extra: Extra = {}) => `<circle${attrs({ cx, cy, r, fill, ...extra })}/>`;
export const path = (d: string, extra: Extra) => `<path d="${d}"${attrs(extra)}/>`;
export const stroke = (d: string, color: string, width = 2, extra: Extra = {}) =>
  path(d, { fill: 'none', stroke: color, 'stroke-width': width, 'stroke-linecap': 'round', 'stroke-linejoin': 'round', ...extra });

/** A path's data through the points, for `path` or `stroke`. */
export const polyline = (pts: [number, number][]) => `M${pts.map(([x, y]) => `${n(x)} ${n(y)}`).join('L')}`;
/** A closed polygon through the points. */
export const poly = (pts: [number, number][], fill: string, extra = '') => `<path d="${polyline(pts)}z" fill="${fill}"${extra}/>`;

/** `count` points from left to right, rising overall with the seed's ups and downs. */
export function rising(r: Rand, x: number, w: number, base: number, h: number, count: number) {
  const pts: [number, number][] = [];
  for (let i = 0; i < count; i++) {
    const t = i / (count - 1);
    pts.push([x + t * w, base - h * (0.12 + t * 0.7 + (r() - 0.5) * 0.3 * (i && i < count - 1 ? 1 : 0))]);
  }
  return pts;
}

/** A line of placeholder text: a rounded bar. */
export const bar = (x: number, y: number, w: number, fill: string = c.text, h = 6) => rect(x, y, w, h, fill, h / 2);

export function lines(x: number, y: number, w: number, count: number, rand: Rand, fill: string = c.text, gap = 12, h = 6) {
  let out = '';
  for (let i = 0; i < count; i++) out += bar(x, y + i * gap, w * (i === count - 1 && count > 1 ? 0.45 + rand() * 0.2 : 0.75 + rand() * 0.25), fill, h);
  return out;
}

/** Icons drawn in the image being built: each is defined once (a symbol) and placed with <use>. */
const iconsUsed = new Map<string, string>();

/** A Lucide icon drawn at (x, y), `size` px square; `width` is its stroke on Lucide's 24 px grid. */
export function icon(name: string, x: number, y: number, size: number, color: string, width = 2) {
  iconsUsed.set(name, iconNode(name));
  return `<use href="#i-${name}"${attrs({ x, y, width: size, height: size, stroke: color, 'stroke-width': width })}/>`;
}

export const iconTile = (name: string, x: number, y: number, size: number, bg: string, fg: string, radius = size * 0.28) =>
  rect(x, y, size, size, bg, radius) + icon(name, x + size * 0.22, y + size * 0.22, size * 0.56, fg);

const starPoints = (() => {
  const p: string[] = [];
  for (let i = 0; i < 10; i++) {
    const a = -Math.PI / 2 + (i * Math.PI) / 5;
    const r = i % 2 ? 2.3 : 5.5;
    p.push(`${n(Math.cos(a) * r)} ${n(Math.sin(a) * r)}`);
  }
  return `M${p.join('L')}z`;
})();

export const defs = {
  star: `<path id="st" d="${starPoints}"/>`,
  person: `<g id="pp"><circle cy="-4" r="5"/><path d="M-9 9a9 8 0 0 1 18 0z"/></g>`,
  shadow: `<filter id="sh" x="-20%" y="-20%" width="140%" height="150%"><feGaussianBlur stdDeviation="10"/></filter>`,
};

export function stars(x: number, y: number, filled: number, size = 1, on: string = c.warm, off: string = c.rule) {
  let out = '';
  for (let i = 0; i < 5; i++) out += `<use href="#st" x="${n(x + i * 12 * size)}" y="${n(y)}" fill="${i < filled ? on : off}"/>`;
  return out;
}

export const avatar = (cx: number, cy: number, r: number, bg: string, fg: string) =>
  circle(cx, cy, r, bg) + `<use href="#pp" fill="${fg}" transform="translate(${n(cx)} ${n(cy + r * 0.12)}) scale(${Math.round((r / 11) * 100) / 100})"/>`;

export const tints: [string, string][] = [
  ['#dbe5ff', '#7d9cf0'],
  ['#d3f1ea', '#4fb8a6'],
  ['#fce5d0', '#e3a167'],
  ['#e9e1fb', '#9d86e0'],
  ['#fde0dd', '#e48c82'],
];

const shadow = (x: number, y: number, w: number, h: number, rx: number) => rect(x + 4, y + 14, w - 8, h, '#020817', rx, { opacity: 0.55, filter: 'url(#sh)' });

/** A browser window: chrome bar with three dots and an address field; content starts 30 px below `y`. */
export function browser(x: number, y: number, w: number, h: number) {
  return (
    shadow(x, y, w, h, 12) +
    rect(x, y, w, h, c.screen, 12) +
    path(`M${n(x)} ${n(y + 12)}a12 12 0 0 1 12-12h${n(w - 24)}a12 12 0 0 1 12 12v18h${n(-w)}z`, { fill: c.chrome }) +
    circle(x + 16, y + 15, 4, '#ef9a8d') +
    circle(x + 29, y + 15, 4, '#f2c880') +
    circle(x + 42, y + 15, 4, '#8fd6c4') +
    rect(x + 60, y + 8, Math.min(w * 0.42, 260), 14, c.card, 7)
  );
}

/** A phone frame; its screen is inset 7 px and content starts 24 px below `y`. */
export function phone(x: number, y: number, w: number, h: number) {
  return (
    shadow(x, y, w, h, 26) +
    rect(x, y, w, h, '#0d1530', 26, { stroke: c.edge, 'stroke-width': 1.5 }) +
    rect(x + 7, y + 7, w - 14, h - 14, c.screen, 20) +
    rect(x + w / 2 - 18, y + 12, 36, 7, '#0d1530', 3.5)
  );
}

export const card = (x: number, y: number, w: number, h: number, rx = 8, fill: string = c.card) => rect(x, y, w, h, fill, rx, { stroke: c.rule });

export const pill = (x: number, y: number, w: number, h: number, fill: string) => rect(x, y, w, h, fill, h / 2);

/** The whole image: the navy stage (gradient, dot grid, one glow placed by the seed) and the scene. */
export function svg(w: number, h: number, seed: string, body: string, used: (keyof typeof defs)[] = [], extraDefs = '') {
  const rand = rng(`${seed}:stage`);
  const symbols = [...iconsUsed]
    .map(([name, node]) => `<symbol id="i-${name}" viewBox="0 0 24 24" fill="none" stroke-linecap="round" stroke-linejoin="round">${node}</symbol>`)
    .join('');
  iconsUsed.clear();
  const gx = Math.round((0.15 + rand() * 0.7) * 100) / 100;
  const gy = Math.round((0.15 + rand() * 0.6) * 100) / 100;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}">
<defs><linearGradient id="bg" x2="1" y2="1"><stop stop-color="${c.bg0}"/><stop offset="1" stop-color="${c.bg1}"/></linearGradient><radialGradient id="gl" cx="${gx}" cy="${gy}" r=".6"><stop stop-color="${c.blue}" stop-opacity=".3"/><stop offset="1" stop-color="${c.blue}" stop-opacity="0"/></radialGradient><pattern id="dt" width="24" height="24" patternUnits="userSpaceOnUse"><circle cx="2" cy="2" r="1.1" fill="${c.dots}" fill-opacity=".14"/></pattern>${used.map((k) => defs[k]).join('')}${symbols}${extraDefs}</defs>
<rect width="${w}" height="${h}" fill="url(#bg)"/><rect width="${w}" height="${h}" fill="url(#dt)"/><rect width="${w}" height="${h}" fill="url(#gl)"/>
${body}
</svg>
`;
}
