/** The cover and gallery screens of a case study added without images: one product, seeded by the project's slug. */
import {
  avatar,
  bar,
  browser,
  c,
  card,
  circle,
  icon,
  iconTile,
  lines,
  n,
  path,
  phone,
  pill,
  polyline,
  rect,
  rising,
  rng,
  shuffle,
  stars,
  stroke,
  svg,
  tints,
} from './kit.ts';
import type { Rand, defs } from './kit.ts';

type Used = (keyof typeof defs)[];

/** Quiet icons and the light text on a coloured fill. */
const muted = '#8ea0c4';

const pick = <T>(r: Rand, list: readonly T[]): T => list[Math.floor(r() * list.length)]!;

/** A ring chart from twelve o'clock; the shares add up to at most 1. */
function donut(cx: number, cy: number, r: number, parts: [number, string][], width: number, track: string = c.rule) {
  const len = 2 * Math.PI * r;
  let out = circle(cx, cy, r, 'none', { stroke: track, 'stroke-width': width });
  let at = 0;
  for (const [share, color] of parts) {
    out += circle(cx, cy, r, 'none', {
      stroke: color,
      'stroke-width': width,
      'stroke-dasharray': `${n(Math.max(len * share - 4, 1))} ${n(len)}`,
      'stroke-dashoffset': n(-len * at),
      transform: `rotate(-90 ${n(cx)} ${n(cy)})`,
    });
    at += share;
  }
  return out;
}

/** A picture placeholder: a sky, a sun and two hills. */
function picture(x: number, y: number, w: number, h: number, tint: [string, string], r: Rand, rx = 8) {
  const k = 0.3 + r() * 0.4;
  const hills = (top: number, fill: string, extra = {}) =>
    path(
      `M${n(x)} ${n(y + h * top)}Q${n(x + w * k * 0.5)} ${n(y + h * (top - 0.3))} ${n(x + w * k)} ${n(y + h * (top - 0.1))}Q${n(x + w * (k + (1 - k) * 0.5))} ${n(y + h * (top + 0.12))} ${n(x + w)} ${n(y + h * (top - 0.12))}V${n(y + h - rx)}a${rx} ${rx} 0 0 1-${rx} ${rx}H${n(x + rx)}a${rx} ${rx} 0 0 1-${rx}-${rx}z`,
      { fill, ...extra },
    );
  return (
    rect(x, y, w, h, tint[0], rx) +
    circle(x + w * (0.15 + r() * 0.7), y + h * 0.3, Math.min(w, h) * 0.11, c.card, { opacity: 0.85 }) +
    hills(0.7, tint[1], { opacity: 0.45 }) +
    hills(0.86, tint[1])
  );
}

const W = 800;
const H = 500;

/** The product's colours: main, its soft tint, and the light bars drawn on the main colour. */
interface Brand {
  main: string;
  soft: string;
  on: string;
}
const brands: Brand[] = [
  { main: c.blue, soft: c.soft, on: '#b9cbff' },
  { main: c.blue, soft: c.soft, on: '#b9cbff' },
  { main: c.tealDark, soft: c.tealSoft, on: c.tealSoft },
  { main: tints[3]![1], soft: tints[3]![0], on: tints[3]![0] },
];

/** Soft fill and strong colour of a status chip. */
const statuses: [string, string][] = [
  [c.tealSoft, c.tealDark],
  [c.warmSoft, '#e3a167'],
  [c.soft, c.blue],
];

const searchField = (x: number, y: number, w: number, h: number, r: Rand) =>
  card(x, y, w, h, h / 2) + icon('search', x + 12, y + h / 2 - 7, 14, muted) + bar(x + 34, y + h / 2 - 3, Math.min(w - 50, 60 + r() * 60));

const button = (x: number, y: number, w: number, h: number, brand: Brand, name?: string) =>
  pill(x, y, w, h, brand.main) +
  (name ? icon(name, x + 12, y + h / 2 - 7, 14, c.card, 2.5) : '') +
  bar(x + (name ? 32 : w * 0.25), y + h / 2 - 3, w * (name ? 0.4 : 0.5), c.card);

const logo = (x: number, y: number, brand: Brand, r: Rand) => rect(x, y, 22, 22, brand.main, 6) + bar(x + 30, y + 8, 50 + r() * 20, c.head, 7);

/** Sidebar navigation of a browser's content, from `top` to the frame's bottom at `bottom`. */
function sidebar(top: number, bottom: number, width: number, active: number, brand: Brand, r: Rand, names: string[]) {
  let b = path(`M40 ${top}h${width}v${bottom - top}H52a12 12 0 0 1-12-12z`, { fill: c.card }) + rect(40 + width, top, 1, bottom - top, c.rule);
  b += logo(54, top + 16, brand, r);
  names.forEach((name, i) => {
    const y = top + 62 + i * 34;
    const on = i === active;
    if (on) b += rect(50, y - 8, width - 20, 30, brand.soft, 8);
    b += icon(name, 60, y - 1, 16, on ? brand.main : muted) + bar(86, y + 4, Math.min(width - 60, 40 + r() * 30), on ? brand.main : c.text);
  });
  return b;
}

const navIcons = ['layout-dashboard', 'folder', 'users', 'calendar', 'chart-column', 'settings'];

// -------------------------------------------------------------- the cover

/** The cover: the product's home page in a browser, its app on a phone and a notification. */
function cover(seed: string, brand: Brand) {
  const r = rng(seed);
  let b = browser(40, 40, 580, 400);
  b += logo(60, 84, brand, r);
  for (let i = 0; i < 3; i++) b += bar(300 + i * 52, 92, 36 + r() * 8);
  b += button(472, 82, 92, 28, brand);
  b += pill(60, 132, 86, 20, brand.soft) + bar(72, 139, 62, brand.main);
  b += bar(60, 166, 200 + r() * 30, c.head, 14) + bar(60, 188, 130 + r() * 60, c.head, 14) + lines(60, 218, 220, 3, r, c.text, 13);
  b += button(60, 266, 104, 34, brand, 'arrow-right') + rect(172, 266, 96, 34, c.card, 17, { stroke: c.rule }) + bar(194, 280, 52, c.head);
  const t = Math.floor(r() * 5);
  b += picture(316, 116, 250, 192, tints[t]!, r, 14);
  b += rect(292, 254, 132, 56, '#020817', 10, { opacity: 0.18, filter: 'url(#sh)' }) + rect(290, 248, 132, 54, c.card, 10, { stroke: c.rule });
  b += donut(316, 275, 13, [[0.45 + r() * 0.4, brand.main]], 6, brand.soft) + bar(338, 266, 60, c.head, 8) + bar(338, 280, 40 + r() * 30);
  const features = shuffle(r, ['zap', 'shield-check', 'chart-column', 'users', 'clock', 'globe']);
  for (let i = 0; i < 3; i++) {
    const x = 60 + i * 170;
    b += card(x, 346, 158, 62, 12) + iconTile(features[i]!, x + 12, 361, 32, [brand.soft, c.tealSoft, c.warmSoft][i]!, [brand.main, c.tealDark, '#c77a35'][i]!);
    b += bar(x + 54, 368, 60 + r() * 30, c.head, 8) + bar(x + 54, 383, 70 + r() * 20);
  }

  b += phone(590, 100, 180, 372);
  b += bar(608, 128, 70, c.head, 8) + avatar(744, 132, 11, ...tints[Math.floor(r() * 5)]!);
  b += rect(604, 152, 152, 90, brand.main, 14) + bar(618, 168, 50, brand.on) + bar(618, 184, 84, c.card, 12);
  b +=
    rect(618, 214, 100, 6, brand.on, 3, { opacity: 0.5 }) +
    rect(618, 214, 100 * (0.4 + r() * 0.5), 6, c.card, 3) +
    icon('arrow-up-right', 728, 164, 18, c.card, 2.5);
  const items = shuffle(r, ['file-text', 'package', 'calendar', 'credit-card', 'map-pin', 'message-circle']);
  b += bar(608, 262, 60, c.head, 7);
  for (let i = 0; i < 3; i++) {
    const y = 280 + i * 46;
    b += card(604, y, 152, 38, 10) + iconTile(items[i]!, 610, y + 5, 28, [brand.soft, c.tealSoft, c.warmSoft][i]!, [brand.main, c.tealDark, '#c77a35'][i]!);
    b += bar(646, y + 12, 50 + r() * 30, c.head, 6) + bar(646, y + 23, 40);
  }
  b += path('M597 428h166v17a20 20 0 0 1-20 20H617a20 20 0 0 1-20-20z', { fill: c.card }) + rect(597, 428, 166, 1, c.rule);
  ['house', 'folder', 'bell', 'users'].forEach((name, i) => (b += icon(name, 614 + i * 37, 438, 18, i === 0 ? brand.main : muted)));

  b += rect(28, 430, 244, 56, '#020817', 14, { opacity: 0.5, filter: 'url(#sh)' }) + rect(24, 420, 244, 56, c.card, 14, { stroke: c.rule });
  b += circle(52, 448, 16, c.tealSoft) + icon('bell', 42, 438, 20, c.tealDark) + bar(78, 440, 120 + r() * 40, c.head, 8) + bar(78, 455, 90);
  return svg(W, H, seed, b, ['person', 'shadow']);
}

// ------------------------------------------------------------- gallery screens

type Screen = (r: Rand, brand: Brand) => [string, Used];

const dashboard: Screen = (r, brand) => {
  let b = browser(40, 34, 720, 432) + sidebar(64, 466, 150, Math.floor(r() * 4), brand, r, navIcons);
  b += rect(52, 380, 126, 70, brand.soft, 10) + bar(64, 394, 70, brand.main, 7) + bar(64, 408, 90) + pill(64, 424, 56, 16, brand.main);
  b += bar(206, 84, 150, c.head, 9) + bar(206, 100, 100) + searchField(548, 78, 150, 30, r) + avatar(726, 93, 14, ...tints[Math.floor(r() * 5)]!);
  for (let i = 0; i < 4; i++) {
    const x = 206 + i * 137;
    const up = r() < 0.75;
    b += card(x, 126, 127, 80, 10) + bar(x + 14, 140, 50) + bar(x + 14, 158, 60 + r() * 20, c.head, 12);
    b += pill(x + 14, 180, 40, 14, up ? c.tealSoft : c.warmSoft) + bar(x + 21, 184, 26, up ? c.tealDark : '#e3a167', 6);
    b += stroke(polyline(rising(r, x + 70, 44, 190, up ? 26 : -10, 5)), up ? c.teal : c.warm, 2);
  }
  b +=
    card(206, 220, 352, 232, 12) +
    bar(222, 236, 110, c.head, 8) +
    circle(452, 240, 4, brand.main) +
    bar(460, 237, 30) +
    circle(504, 240, 4, c.text) +
    bar(512, 237, 30);
  for (let i = 0; i < 4; i++) b += rect(222, 276 + i * 40, 320, 1, c.rule);
  const a = rising(r, 224, 316, 426, 150, 9);
  b += path(`${polyline(a)}V436H224z`, { fill: brand.main, opacity: 0.12 }) + stroke(polyline(a), brand.main, 3);
  b += stroke(polyline(rising(r, 224, 316, 430, 90, 9)), c.text, 2, { 'stroke-dasharray': '5 5' });
  const s1 = 0.35 + r() * 0.2;
  const s2 = 0.15 + r() * 0.15;
  b +=
    card(572, 220, 172, 232, 12) +
    bar(588, 236, 70, c.head, 8) +
    donut(
      658,
      318,
      48,
      [
        [s1, brand.main],
        [s2, c.teal],
        [1 - s1 - s2, c.warm],
      ],
      14,
    );
  [brand.main, c.teal, c.warm].forEach(
    (col, i) => (b += circle(592, 392 + i * 20, 4, col) + bar(602, 389 + i * 20, 60 + r() * 30) + bar(706, 389 + i * 20, 24, c.head)),
  );
  return [b, ['person', 'shadow']];
};

const table: Screen = (r, brand) => {
  let b = browser(40, 34, 720, 432) + bar(56, 84, 140, c.head, 10) + bar(56, 102, 90) + button(624, 80, 120, 34, brand, 'plus');
  b += searchField(56, 128, 280, 34, r);
  ['list-filter', 'calendar', 'arrow-up-down'].forEach(
    (name, i) => (b += card(348 + i * 112, 128, 102, 34, 8) + icon(name, 360 + i * 112, 138, 14, muted) + bar(382 + i * 112, 142, 50)),
  );
  b += card(56, 176, 688, 276, 12) + path('M56 188a12 12 0 0 1 12-12h664a12 12 0 0 1 12 12v22H56z', { fill: c.chrome, opacity: 0.6 });
  [104, 300, 460, 590, 690].forEach((x, i) => (b += bar(x, 190, i ? 40 : 60, '#9aa7c2')));
  const sel = Math.floor(r() * 6);
  const status = shuffle(r, [0, 0, 0, 1, 1, 2]);
  for (let i = 0; i < 6; i++) {
    const y = 210 + i * 40;
    if (i) b += rect(56, y, 688, 1, c.rule);
    if (i === sel) b += rect(57, y + 1, 686, 39, brand.soft);
    b += rect(72, y + 14, 12, 12, i === sel ? brand.main : c.card, 3, i === sel ? {} : { stroke: c.text });
    if (i === sel) b += icon('check', 73, y + 15, 10, c.card, 3);
    b += avatar(118, y + 20, 12, ...tints[(i + sel) % 5]!) + bar(138, y + 12, 60 + r() * 50, c.head, 7) + bar(138, y + 24, 50 + r() * 30);
    b += bar(300, y + 17, 60 + r() * 60);
    const [soft, strong] = statuses[status[i]!]!;
    b += pill(460, y + 11, 72, 18, soft) + circle(472, y + 20, 3, strong) + bar(480, y + 17, 38, strong);
    b += bar(590, y + 17, 50 + r() * 20, c.head) + icon('ellipsis', 710, y + 12, 16, muted);
  }
  return [b, ['person', 'shadow']];
};

const detail: Screen = (r, brand) => {
  const t = Math.floor(r() * 5);
  let b = browser(40, 34, 720, 432) + icon('arrow-left', 56, 80, 16, muted) + bar(80, 85, 80);
  b += picture(56, 108, 404, 250, tints[t]!, r, 12);
  b += circle(428, 140, 16, c.card) + icon('heart', 420, 132, 16, c.rose, 2.4);
  for (let i = 0; i < 4; i++) {
    const x = 56 + i * 104;
    b += picture(x, 372, 92, 74, tints[(t + i) % 5]!, r, 8);
    if (i === 0) b += rect(x, 372, 92, 74, 'none', 8, { stroke: brand.main, 'stroke-width': 2.5 });
  }
  b += pill(484, 108, 70, 20, brand.soft) + bar(496, 115, 46, brand.main);
  b += bar(484, 142, 220, c.head, 12) + bar(484, 162, 150, c.head, 12) + stars(490, 192, 3 + Math.round(r() * 2)) + bar(556, 189, 50);
  const facts = shuffle(r, ['map-pin', 'clock', 'users', 'tag', 'calendar', 'ruler']);
  for (let i = 0; i < 4; i++) {
    const x = 484 + (i % 2) * 132;
    const y = 214 + Math.floor(i / 2) * 46;
    b += iconTile(facts[i]!, x, y, 32, brand.soft, brand.main) + bar(x + 42, y + 6, 50) + bar(x + 42, y + 19, 40 + r() * 30, c.head, 7);
  }
  b += rect(484, 320, 260, 1, c.rule) + lines(484, 336, 256, 3, r, c.text, 14);
  b += bar(484, 398, 70, c.text) + bar(484, 414, 90, c.head, 14);
  b += button(608, 402, 96, 38, brand) + rect(712, 402, 38, 38, c.card, 19, { stroke: c.rule }) + icon('share-2', 722, 412, 18, muted);
  return [b, ['star', 'shadow']];
};

const settings: Screen = (r, brand) => {
  let b = browser(40, 34, 720, 432) + bar(56, 84, 120, c.head, 10) + bar(56, 102, 180);
  const active = Math.floor(r() * 3);
  let x = 56;
  for (let i = 0; i < 5; i++) {
    const w = 50 + Math.round(r() * 24);
    b += bar(x, 126, w, i === active ? brand.main : '#9aa7c2', 7);
    if (i === active) b += rect(x - 4, 143, w + 8, 3, brand.main, 1.5);
    x += w + 30;
  }
  b += rect(56, 146, 688, 1, c.rule);
  b += card(56, 162, 452, 290, 12) + bar(80, 182, 110, c.head, 9) + bar(80, 198, 160);
  b += circle(110, 248, 28, brand.soft) + icon('camera', 98, 236, 24, brand.main, 1.8);
  b += rect(154, 234, 96, 28, c.card, 14, { stroke: c.rule }) + bar(174, 245, 56, c.head) + bar(264, 245, 70);
  for (let i = 0; i < 4; i++) {
    const fx = 80 + (i % 2) * 212;
    const fy = 290 + Math.floor(i / 2) * 56;
    b += bar(fx, fy, 50 + r() * 20, '#9aa7c2') + card(fx, fy + 12, 196, 32, 8) + bar(fx + 12, fy + 25, 70 + r() * 70);
  }
  b += rect(316, 410, 84, 30, c.card, 15, { stroke: c.rule }) + bar(338, 422, 40, c.head) + button(408, 410, 84, 30, brand);
  b += card(524, 162, 220, 290, 12) + bar(544, 182, 100, c.head, 9);
  for (let i = 0; i < 4; i++) {
    const y = 212 + i * 34;
    const on = i === 0 || r() < 0.6;
    b +=
      icon(['bell', 'mail', 'smartphone', 'shield'][i]!, 544, y, 16, muted) +
      bar(568, y + 5, 60 + r() * 40) +
      pill(686, y - 1, 34, 18, on ? brand.main : c.rule) +
      circle(on ? 711 : 695, y + 8, 7, c.card);
  }
  b +=
    rect(540, 358, 188, 78, brand.soft, 10) +
    iconTile('sparkles', 552, 370, 32, brand.main, c.card) +
    bar(594, 376, 90, c.head, 8) +
    bar(594, 390, 110) +
    bar(552, 416, 120, brand.main);
  return [b, ['shadow']];
};

const map: Screen = (r, brand) => {
  let b = browser(40, 34, 720, 432) + path('M40 64h720v390a12 12 0 0 1-12 12H52a12 12 0 0 1-12-12z', { fill: '#eef2f8' });
  const [rx0, rx1] = [620 + r() * 80, 600 + r() * 60];
  // The river leaves the frame straight up and down so its ends stay inside.
  b += stroke(`M${n(rx0)} 64C${n(rx0)} 220 ${n(rx1)} 310 ${n(rx1)} 466`, '#d7e3fb', 26, {
    'stroke-linecap': 'butt',
  });
  b += rect(330 + r() * 80, 300 + r() * 40, 110, 80, c.tealSoft, 16) + rect(470 + r() * 60, 96 + r() * 30, 70, 60, c.tealSoft, 14);
  let roads = '';
  for (let i = 0; i < 3; i++) roads += `M40 ${n(120 + i * 120 + r() * 30)}H760`;
  for (let i = 0; i < 3; i++) roads += `M${n(340 + i * 140 + r() * 30)} 64V466`;
  b +=
    stroke(roads, c.card, 12, { 'stroke-linecap': 'butt' }) +
    stroke(`M300 ${n(250 + r() * 60)}L757 ${n(140 + r() * 60)}`, c.card, 8, { 'stroke-linecap': 'butt' });
  const [px, py] = [440 + r() * 120, 220 + r() * 80];
  const pins: [number, number][] = [
    [px, py],
    ...(
      [
        [-130, -10],
        [120, -40],
        [110, 80],
        [-60, 110],
      ] as const
    ).map(([dx, dy]): [number, number] => [px + dx + (r() - 0.5) * 30, py + dy + (r() - 0.5) * 30]),
  ];
  const [qx, qy] = [440 + r() * 180, 390 + r() * 40];
  b += stroke(`M${n(qx)} ${n(qy)}H${n(px)}V${n(py)}`, brand.main, 4, { 'stroke-dasharray': '1 8' });
  b += circle(qx, qy, 10, brand.main, { opacity: 0.25 }) + circle(qx, qy, 5, brand.main, { stroke: c.card, 'stroke-width': 2 });
  pins
    .slice(1)
    .forEach(
      ([x, y], i) =>
        (b +=
          circle(x, y, 13, c.card, { stroke: [c.teal, c.warm][i % 2]!, 'stroke-width': 2.5 }) +
          icon('map-pin', x - 7, y - 7, 14, [c.tealDark, '#c77a35'][i % 2]!)),
    );
  b += circle(px, py, 18, brand.main) + icon('map-pin', px - 10, py - 10, 20, c.card, 2.2);
  b += rect(px - 80, py - 94, 160, 66, c.card, 10, { stroke: c.rule }) + path(`M${n(px - 8)} ${n(py - 28)}l8 8 8-8z`, { fill: c.card });
  b +=
    picture(px - 72, py - 86, 50, 50, tints[Math.floor(r() * 5)]!, r, 6) +
    bar(px - 12, py - 80, 70, c.head, 7) +
    bar(px - 12, py - 66, 50) +
    bar(px - 12, py - 50, 40, brand.main);
  b += card(56, 80, 230, 370, 12) + searchField(68, 92, 206, 32, r);
  const sel = Math.floor(r() * 4);
  for (let i = 0; i < 4; i++) {
    const y = 140 + i * 74;
    if (i === sel) b += rect(62, y - 6, 218, 66, brand.soft, 10);
    b +=
      picture(72, y, 54, 54, tints[(i + 2) % 5]!, r, 8) +
      bar(136, y + 8, 80 + r() * 40, c.head, 7) +
      bar(136, y + 22, 60 + r() * 30) +
      stars(140, y + 42, 3 + Math.round(r() * 2), 0.8);
  }
  b +=
    rect(700, 80, 44, 76, c.card, 8, { stroke: c.rule }) +
    icon('plus', 713, 89, 18, c.head) +
    rect(708, 118, 28, 1, c.rule) +
    icon('minus', 713, 127, 18, c.head);
  return [b, ['star', 'shadow']];
};

const board: Screen = (r, brand) => {
  let b = browser(40, 34, 720, 432) + bar(56, 86, 130, c.head, 10) + bar(56, 104, 80);
  for (let i = 0; i < 3; i++)
    b += avatar(560 + i * 22, 94, 13, ...tints[(i * 2) % 5]!) + circle(560 + i * 22, 94, 13, 'none', { stroke: c.screen, 'stroke-width': 2 });
  b += button(644, 78, 100, 32, brand, 'plus');
  const cols = [c.text, brand.main, c.warm, c.teal];
  cols.forEach((color, k) => {
    const x = 56 + k * 174;
    b +=
      rect(x, 124, 164, 328, c.chrome, 12, { opacity: 0.55 }) +
      circle(x + 16, 142, 4, color) +
      bar(x + 26, 139, 50 + r() * 20, c.head, 7) +
      pill(x + 126, 134, 26, 16, c.card) +
      bar(x + 134, 139, 10, muted);
    const count = 2 + Math.floor(r() * 2);
    for (let i = 0; i < count; i++) {
      const y = 160 + i * 68;
      const [soft, strong] = statuses[Math.floor(r() * 3)]!;
      b += card(x + 8, y, 148, 60, 10) + pill(x + 18, y + 10, 44, 12, soft) + bar(x + 24, y + 13, 28, strong, 6);
      b += bar(x + 18, y + 28, 80 + r() * 46, c.head, 7);
      b +=
        k === 3 ? icon('circle-check', x + 18, y + 39, 14, c.teal) : rect(x + 18, y + 44, 60, 5, c.rule, 2.5) + rect(x + 18, y + 44, 60 * r(), 5, color, 2.5);
      b += avatar(x + 140, y + 46, 8, ...tints[Math.floor(r() * 5)]!);
    }
    if (count < 4)
      b +=
        rect(x + 8, 160 + count * 68, 148, 36, 'none', 10, { stroke: c.text, 'stroke-dasharray': '4 4' }) + icon('plus', x + 74, 170 + count * 68, 16, muted);
  });
  return [b, ['person', 'shadow']];
};

const calendar: Screen = (r, brand) => {
  let b = browser(40, 34, 720, 432) + card(56, 80, 472, 372, 12);
  b += bar(76, 100, 110, c.head, 10) + icon('chevron-left', 400, 96, 16, muted) + icon('chevron-right', 424, 96, 16, muted) + button(452, 92, 60, 24, brand);
  for (let d = 0; d < 7; d++) b += bar(82 + d * 62, 132, 26, '#9aa7c2');
  const today = 8 + Math.floor(r() * 18);
  const events = [brand.soft, c.tealSoft, c.warmSoft];
  // Day numbers as short strokes, one path per month.
  const days: string[] = [];
  const other: string[] = [];
  for (let i = 0; i < 35; i++) {
    const x = 72 + (i % 7) * 62;
    const y = 150 + Math.floor(i / 7) * 58;
    b += rect(x, y, 56, 52, i === today ? c.card : c.screen, 8, i === today ? { stroke: brand.main, 'stroke-width': 2 } : {});
    if (i === today) b += bar(x + 8, y + 8, 12, brand.main, 5);
    else (i < 3 || i > 32 ? other : days).push(`M${x + 10.5} ${y + 10.5}h7`);
    if (r() < 0.35) b += pill(x + 4, y + 24, 48, 10, pick(r, events)) + (r() < 0.4 ? pill(x + 4, y + 38, 36, 10, pick(r, events)) : '');
  }
  b += stroke(days.join(''), '#9aa7c2', 5) + stroke(other.join(''), c.rule, 5);
  b += card(544, 80, 200, 372, 12) + bar(560, 100, 80, c.head, 10) + bar(560, 118, 110);
  for (let i = 0; i < 4; i++) {
    const y = 146 + i * 64;
    const [soft, strong] = statuses[(i + today) % 3]!;
    b +=
      rect(560, y, 168, 54, soft, 8) +
      rect(560, y, 4, 54, strong, 2) +
      bar(574, y + 12, 80 + r() * 50, c.head, 7) +
      icon('clock', 574, y + 28, 12, strong) +
      bar(592, y + 31, 50, strong);
  }
  b += button(560, 410, 168, 30, brand, 'plus');
  return [b, ['shadow']];
};

const messages: Screen = (r, brand) => {
  let b = browser(40, 34, 720, 432) + path('M40 64h230v402H52a12 12 0 0 1-12-12z', { fill: c.card }) + rect(270, 64, 1, 402, c.rule);
  b += searchField(54, 78, 202, 32, r);
  const sel = Math.floor(r() * 3);
  for (let i = 0; i < 6; i++) {
    const y = 124 + i * 54;
    if (i === sel) b += rect(48, y, 214, 48, brand.soft, 10);
    b += avatar(76, y + 24, 16, ...tints[(i + 1) % 5]!) + bar(100, y + 14, 70 + r() * 40, c.head, 7) + bar(100, y + 28, 90 + r() * 40) + bar(226, y + 14, 22);
    if (i === 1 || i === 3) b += circle(240, y + 30, 7, brand.main);
  }
  b +=
    rect(271, 64, 489, 54, c.card) +
    rect(271, 118, 489, 1, c.rule) +
    avatar(302, 91, 16, ...tints[(sel + 1) % 5]!) +
    bar(328, 82, 100, c.head, 8) +
    bar(328, 96, 60, c.teal);
  b += icon('phone', 680, 82, 18, muted) + icon('video', 714, 82, 18, muted);
  let y = 134;
  const incoming = r() < 0.5;
  for (let i = 0; i < 5 && y < 360; i++) {
    const mine = (i % 2 === 1) === incoming;
    const rows = 1 + Math.floor(r() * 2);
    const w = 140 + r() * 120;
    const h = 16 + rows * 14;
    const x = mine ? 736 - w : 292;
    if (i === 2) {
      b += picture(x, y, 180, 100, tints[Math.floor(r() * 5)]!, r, 12);
      y += 112;
      continue;
    }
    b += mine ? rect(x, y, w, h, brand.main, 14) : rect(x, y, w, h, c.card, 14, { stroke: c.rule });
    for (let k = 0; k < rows; k++) b += bar(x + 14, y + 13 + k * 14, (w - 28) * (k === rows - 1 && rows > 1 ? 0.6 : 0.9), mine ? brand.on : c.text);
    y += h + 12;
  }
  b +=
    card(292, 410, 452, 40, 20) +
    icon('paperclip', 306, 421, 18, muted) +
    bar(334, 427, 140) +
    circle(722, 430, 15, brand.main) +
    icon('send-horizontal', 714, 422, 16, c.card, 2.4);
  return [b, ['person', 'shadow']];
};

const mobile: Screen = (r, brand) => {
  let b = phone(70, 48, 196, 410) + phone(302, 30, 196, 440) + phone(534, 48, 196, 410);
  b +=
    circle(168, 170, 62, brand.soft) +
    circle(168, 170, 40, brand.main, { opacity: 0.2 }) +
    iconTile(pick(r, ['rocket', 'sparkles', 'heart-handshake', 'leaf']), 144, 146, 48, brand.main, c.card);
  b += bar(108, 268, 120, c.head, 10) + bar(118, 288, 100) + bar(128, 302, 80);
  for (let i = 0; i < 3; i++) b += i === 0 ? pill(148, 330, 18, 6, brand.main) : circle(174 + (i - 1) * 12, 333, 3, c.rule);
  b += button(92, 380, 152, 38, brand) + bar(134, 430, 70, muted);
  b += bar(322, 66, 80, c.head, 8) + avatar(472, 70, 11, ...tints[Math.floor(r() * 5)]!) + searchField(316, 92, 168, 30, r);
  [44, 52, 36].forEach(
    (w, i) => (b += pill(316 + [0, 52, 112][i]!, 136, w, 24, i ? c.card : brand.main) + bar(328 + [0, 52, 112][i]!, 145, w - 24, i ? c.text : c.card)),
  );
  for (let i = 0; i < 2; i++) {
    const y = 184 + i * 126;
    b +=
      card(316, y, 168, 116, 12) +
      picture(322, y + 6, 156, 66, tints[(i * 2 + Math.floor(r() * 3)) % 5]!, r, 8) +
      bar(326, y + 82, 100, c.head, 7) +
      bar(326, y + 96, 70) +
      bar(444, y + 94, 30, brand.main);
  }
  b += rect(309, 436, 182, 1, c.rule);
  ['house', 'heart', 'bell', 'user'].forEach((name, i) => (b += icon(name, 326 + i * 42, 444, 16, i === 0 ? brand.main : muted)));
  b += path('M541 75a20 20 0 0 1 20-20h142a20 20 0 0 1 20 20v55H541z', { fill: brand.main });
  b += circle(632, 136, 30, c.screen) + avatar(632, 136, 26, ...tints[Math.floor(r() * 5)]!) + bar(592, 176, 80, c.head, 9) + bar(604, 192, 56);
  for (let i = 0; i < 3; i++) b += bar(560 + i * 52, 216, 28, c.head, 10) + bar(558 + i * 52, 232, 32);
  for (let i = 0; i < 3; i++) {
    const y = 262 + i * 44;
    b += card(548, y, 168, 36, 10) + icon(['bell', 'lock', 'globe'][i]!, 558, y + 10, 16, brand.main) + bar(582, y + 15, 60 + r() * 30);
    b += i < 2 ? pill(680, y + 10, 26, 16, i ? c.rule : brand.main) + circle(i ? 689 : 697, y + 18, 6, c.card) : icon('chevron-right', 690, y + 11, 14, muted);
  }
  b += rect(548, 400, 168, 36, c.card, 18, { stroke: c.rose }) + bar(602, 415, 60, c.rose);
  return [b, ['person', 'shadow']];
};

const analytics: Screen = (r, brand) => {
  let b = browser(40, 34, 720, 432) + bar(56, 86, 150, c.head, 10) + bar(56, 104, 100);
  b += rect(470, 80, 190, 32, c.chrome, 16, { opacity: 0.7 });
  const tab = Math.floor(r() * 3);
  for (let i = 0; i < 3; i++) b += (i === tab ? rect(474 + i * 62, 84, 58, 24, c.card, 12) : '') + bar(488 + i * 62, 93, 30, i === tab ? c.head : muted);
  b += rect(670, 80, 74, 32, c.card, 8, { stroke: c.rule }) + icon('download', 682, 88, 16, muted) + bar(704, 93, 28);
  b += card(56, 128, 470, 324, 12) + bar(72, 146, 120, c.head, 8) + bar(72, 162, 80);
  b += rect(390, 146, 10, 10, brand.main, 2) + bar(406, 148, 36) + rect(452, 146, 10, 10, brand.soft, 2) + bar(468, 148, 36);
  for (let i = 0; i < 5; i++) b += rect(96, 196 + i * 56, 414, 1, c.rule) + bar(72, 193 + i * 56, 14, c.text, 5);
  for (let i = 0; i < 9; i++) {
    const x = 104 + i * 45;
    const h1 = 60 + r() * 150 + i * 6;
    const h2 = h1 * (0.5 + r() * 0.4);
    b += rect(x, 420 - h1, 16, h1, brand.main, 4) + rect(x + 18, 420 - h2, 16, h2, brand.soft, 4) + bar(x + 6, 430, 22, c.text, 5);
  }
  const goal = 0.45 + r() * 0.45;
  b +=
    card(542, 128, 202, 150, 12) +
    bar(558, 146, 80, c.head, 8) +
    donut(643, 216, 40, [[goal, c.teal]], 12, c.tealSoft) +
    bar(621, 204, 44, c.head, 11) +
    bar(629, 221, 28);
  b += card(542, 292, 202, 160, 12) + bar(558, 308, 90, c.head, 8);
  for (let i = 0; i < 4; i++) {
    const y = 334 + i * 28;
    const share = 0.9 - i * 0.18 - r() * 0.08;
    b +=
      bar(558, y, 60 + r() * 30) +
      bar(704, y, 24, c.head) +
      rect(558, y + 12, 170, 5, c.rule, 2.5) +
      rect(558, y + 12, 170 * share, 5, [brand.main, c.teal, c.warm, c.rose][i]!, 2.5);
  }
  return [b, ['shadow']];
};

const catalogue: Screen = (r, brand) => {
  let b = browser(40, 34, 720, 432) + logo(56, 80, brand, r) + searchField(250, 76, 300, 32, r);
  b += icon('heart', 650, 84, 18, muted) + icon('shopping-cart', 682, 84, 18, muted) + avatar(728, 92, 13, ...tints[Math.floor(r() * 5)]!);
  let x = 56;
  const chip = Math.floor(r() * 3);
  [70, 88, 64, 96, 74, 60].forEach((w, i) => {
    b += i === chip ? pill(x, 122, w, 26, brand.main) + bar(x + 14, 132, w - 28, c.card) : pill(x, 122, w, 26, c.card) + bar(x + 14, 132, w - 28);
    x += w + 8;
  });
  b += icon('layout-grid', 694, 126, 18, brand.main) + icon('list', 722, 126, 18, muted);
  for (let k = 0; k < 4; k++) {
    const cx = 56 + k * 174;
    const first = (k + chip) % 2 ? 120 : 170;
    let y = 164;
    for (const h of [first, 276 - first]) {
      const ph = h - 56;
      b += card(cx, y, 164, h, 12) + picture(cx + 6, y + 6, 152, ph, tints[Math.floor(r() * 5)]!, r, 8);
      b += bar(cx + 12, y + ph + 18, 80 + r() * 40, c.head, 7) + bar(cx + 12, y + ph + 32, 50) + bar(cx + 118, y + ph + 32, 34, brand.main, 7);
      y += h + 12;
    }
  }
  return [b, ['person', 'shadow']];
};

const screens: Screen[] = [dashboard, table, detail, settings, map, board, calendar, messages, mobile, analytics, catalogue];

/**
 * The images of any project: the cover, then `count` different gallery screens of one product.
 * Gallery image i is seeded `${seed}-${i}`, so adding images never redraws the earlier ones.
 */
export function genericProjectScenes(seed: string, count: number): string[] {
  if (!Number.isInteger(count) || count < 0 || count > screens.length)
    throw new Error(`art: a generic project has 0 to ${screens.length} gallery images, not ${count}`);
  const r = rng(`${seed}:project`);
  const brand = pick(r, brands);
  const order = shuffle(r, screens);
  return [
    cover(seed, brand),
    ...order.slice(0, count).map((screen, i) => {
      const name = `${seed}-${i + 1}`;
      const [body, used] = screen(rng(name), brand);
      return svg(W, H, name, body, used);
    }),
  ];
}
