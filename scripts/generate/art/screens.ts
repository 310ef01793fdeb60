/** Each project's cover and gallery screens; the seed varies only details, and scenes follow the catalogue's captions. */
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
  pale,
  path,
  phone,
  pill,
  rect,
  rng,
  stars,
  stroke,
  svg,
  tints,
} from '../../../app/art/kit';
import type { Rand } from '../../../app/art/kit';

const W = 800;
const H = 500;

const mutedIcon = '#8ea0c4';

const search = (x: number, y: number, w: number, h: number, rand: Rand) =>
  card(x, y, w, h, h / 2) + icon('search', x + 14, y + h / 2 - 8, 16, mutedIcon) + bar(x + 38, y + h / 2 - 3, 80 + rand() * 60);

const select = (x: number, y: number, w: number, h: number, rand: Rand) =>
  card(x, y, w, h, 8) + bar(x + 12, y + h / 2 - 3, (w - 44) * (0.6 + rand() * 0.4)) + icon('chevron-down', x + w - 24, y + h / 2 - 7, 14, mutedIcon);

/** A house in a pastel picture: sky, ground, walls, roof, door and windows. */
function housePicture(x: number, y: number, w: number, h: number, tint: [string, string], rand: Rand) {
  const hw = w * (0.42 + rand() * 0.12);
  const hx = x + (w - hw) / 2;
  const base = y + h * 0.8;
  const wallH = h * 0.38;
  return (
    rect(x, y, w, h, tint[0], 6) +
    rect(x, base, w, h * 0.2, '#cfe3d4', 0) +
    rect(hx, base - wallH, hw, wallH, c.card) +
    path(`M${n(hx - 8)} ${n(base - wallH)}L${n(hx + hw / 2)} ${n(base - wallH - h * 0.26)}L${n(hx + hw + 8)} ${n(base - wallH)}z`, { fill: tint[1] }) +
    rect(hx + hw / 2 - 6, base - 18, 12, 18, tint[1], 2) +
    rect(hx + 8, base - wallH + 8, 12, 10, tint[0], 2) +
    rect(hx + hw - 20, base - wallH + 8, 12, 10, tint[0], 2)
  );
}

/** A ring chart: a track and a coloured arc for `share` (0–1), starting at twelve o'clock. */
function ring(cx: number, cy: number, r: number, share: number, color: string, track: string = c.rule, width = 10) {
  const len = 2 * Math.PI * r;
  return (
    circle(cx, cy, r, 'none', { stroke: track, 'stroke-width': width }) +
    circle(cx, cy, r, 'none', {
      stroke: color,
      'stroke-width': width,
      'stroke-dasharray': `${n(len * share)} ${n(len)}`,
      'stroke-linecap': 'round',
      transform: `rotate(-90 ${n(cx)} ${n(cy)})`,
    })
  );
}

/** Cover: the marketplace (search, categories, provider cards) in a browser, the wallet on a phone in front. */
function afriwok(seed: string) {
  const r = rng(seed);
  let b = browser(36, 44, 600, 412);
  b += rect(52, 84, 18, 18, c.blue, 5) + bar(78, 90, 54, c.head, 7);
  for (let i = 0; i < 3; i++) b += bar(300 + i * 52, 91, 36);
  b += search(52, 118, 360, 34, r) + pill(420, 118, 90, 34, c.blue) + bar(444, 132, 42, c.card);
  let x = 52;
  [64, 78, 56, 84, 70].forEach((w, i) => {
    b += i === 0 ? pill(x, 166, w, 24, c.blue) + bar(x + 14, 175, w - 28, c.card) : pill(x, 166, w, 24, c.soft) + bar(x + 14, 175, w - 28);
    x += w + 8;
  });
  for (let i = 0; i < 6; i++) {
    const cx = 52 + (i % 3) * 184;
    const cy = 204 + Math.floor(i / 3) * 122;
    b += card(cx, cy, 172, 110, 10) + avatar(cx + 28, cy + 30, 16, ...tints[i % 5]!);
    b += bar(cx + 52, cy + 20, 60 + r() * 40, c.head, 7) + bar(cx + 52, cy + 34, 40 + r() * 30);
    b += stars(cx + 20, cy + 62, 3 + Math.round(r() * 2));
    b += pill(cx + 14, cy + 80, 52, 16, c.tealSoft) + bar(cx + 22, cy + 85, 36, c.tealDark);
    b += pill(cx + 106, cy + 77, 52, 22, c.blue) + bar(cx + 118, cy + 85, 28, c.card);
  }
  b += phone(586, 92, 178, 370);
  b += bar(606, 126, 60, c.head, 8) + circle(734, 130, 9, tints[2]![0]);
  b +=
    rect(601, 150, 148, 84, c.blue, 12) +
    bar(615, 164, 50, '#b9cbff') +
    bar(615, 180, 88, c.card, 12) +
    icon('lock', 615, 206, 12, c.card) +
    bar(632, 210, 58, '#b9cbff');
  ['arrow-down-to-line', 'arrow-up-from-line', 'shield-check'].forEach((name, i) => (b += iconTile(name, 605 + i * 50, 246, 36, c.soft, c.blue)));
  for (let i = 0; i < 4; i++) {
    const y = 298 + i * 38;
    b += circle(614, y + 12, 11, tints[(i + 1) % 5]![0]) + bar(632, y + 5, 50 + r() * 20, c.head) + bar(632, y + 16, 34);
    b += bar(706, y + 8, 32, i === 1 ? c.warm : c.teal);
    if (i < 3) b += rect(604, y + 31, 142, 1, c.rule);
  }
  return svg(W, H, seed, b, ['star', 'person', 'shadow']);
}

/** Gallery 1: provider search, filtered by skill, location and rating. */
function afriwokSearch(seed: string) {
  const r = rng(seed);
  let b = browser(40, 34, 720, 432);
  b += card(56, 80, 164, 372, 10) + bar(72, 96, 60, c.head, 7);
  for (let i = 0; i < 4; i++) {
    const y = 116 + i * 20;
    const on = i < 2;
    b += rect(72, y, 12, 12, on ? c.blue : c.card, 3, on ? {} : { stroke: c.text });
    if (on) b += icon('check', 73, y + 1, 10, c.card, 3);
    b += bar(92, y + 3, 50 + r() * 40);
  }
  b +=
    bar(72, 206, 54, c.head, 7) +
    card(72, 222, 132, 28, 6) +
    icon('map-pin', 80, 229, 14, c.blue) +
    bar(100, 233, 64) +
    icon('chevron-down', 184, 230, 12, mutedIcon);
  b += bar(72, 266, 46, c.head, 7);
  for (let i = 0; i < 2; i++) {
    const y = 290 + i * 22;
    b += circle(78, y, 6, i === 0 ? c.blue : c.card, i === 0 ? {} : { stroke: c.text }) + stars(96, y, 5 - i, 0.9);
  }
  b += bar(72, 336, 40, c.head, 7) + rect(72, 360, 132, 4, c.rule, 2) + rect(96, 360, 70, 4, c.blue, 2);
  b += circle(96, 362, 7, c.card, { stroke: c.blue, 'stroke-width': 2 }) + circle(166, 362, 7, c.card, { stroke: c.blue, 'stroke-width': 2 });
  b += pill(72, 408, 132, 28, c.blue) + bar(112, 419, 52, c.card);
  b += search(236, 80, 424, 36, r) + pill(668, 80, 76, 36, c.blue) + icon('sliders-horizontal', 698, 90, 16, c.card);
  let x = 236;
  [92, 108, 80].forEach((w) => {
    b += pill(x, 128, w, 24, c.soft) + bar(x + 12, 137, w - 40, c.blue) + icon('x', x + w - 22, 134, 12, c.blue);
    x += w + 8;
  });
  b += bar(684, 137, 60);
  for (let i = 0; i < 4; i++) {
    const y = 164 + i * 72;
    b += rect(236, y, 508, 64, c.card, 10, { stroke: i === 0 ? c.blue : c.rule, 'stroke-width': i === 0 ? 1.5 : 1 });
    b += avatar(266, y + 32, 20, ...tints[(i + 2) % 5]!);
    b += bar(296, y + 14, 90 + r() * 30, c.head, 8) + bar(296, y + 30, 70 + r() * 30) + stars(302, y + 48, 3 + Math.round(r() * 2), 0.8);
    b += icon('map-pin', 452, y + 14, 14, mutedIcon) + bar(470, y + 18, 50 + r() * 20);
    b += bar(584, y + 16, 54, c.head, 8) + bar(584, y + 32, 34);
    b +=
      i === 0
        ? pill(666, y + 20, 64, 24, c.blue) + bar(682, y + 29, 32, c.card)
        : rect(666, y + 20, 64, 24, c.card, 12, { stroke: c.blue }) + bar(682, y + 29, 32, c.blue);
  }
  return svg(W, H, seed, b, ['star', 'person', 'shadow']);
}

/** Gallery 2: the client's wallet, the escrow vault, the provider's wallet; funds move on once the client confirms. */
function afriwokEscrow(seed: string) {
  const r = rng(seed);
  let b = phone(60, 40, 190, 420) + phone(550, 40, 190, 420);
  b += bar(82, 76, 70, c.head, 8) + card(81, 100, 148, 150, 12) + avatar(105, 126, 14, ...tints[0]!) + bar(126, 118, 60, c.head) + bar(126, 130, 40);
  b +=
    lines(95, 156, 120, 3, r) +
    bar(95, 200, 70, c.head, 12) +
    pill(95, 222, 96, 18, c.warmSoft) +
    icon('lock', 101, 225, 12, '#c77a35') +
    bar(117, 229, 60, '#e3a167');
  b += lines(83, 270, 140, 3, r);
  b += pill(81, 390, 148, 40, c.teal) + icon('check', 99, 400, 20, c.card, 3) + bar(127, 407, 70, c.card, 7);
  b +=
    bar(572, 76, 64, c.head, 8) +
    rect(571, 100, 148, 84, c.blue, 12) +
    bar(585, 114, 50, '#b9cbff') +
    bar(585, 132, 90, c.card, 12) +
    bar(585, 158, 60, '#b9cbff');
  for (let i = 0; i < 4; i++) {
    const y = 204 + i * 44;
    if (i === 0) b += rect(571, y - 6, 148, 40, c.tealSoft, 8);
    b += circle(590, y + 14, 12, i === 0 ? c.teal : c.soft) + icon(i === 0 ? 'arrow-down-left' : 'arrow-up-right', 583, y + 7, 14, i === 0 ? c.card : c.blue);
    b += bar(610, y + 6, 50 + r() * 20, c.head) + bar(610, y + 18, 36) + bar(684, y + 10, 28, i === 0 ? c.tealDark : c.text);
  }
  b += stroke('M258 250H336', c.accent, 3, { 'stroke-dasharray': '2 9' }) + stroke('M326 240l10 10-10 10', c.accent, 3);
  for (let i = 0; i < 3; i++) b += circle(272 + i * 20, 232, 6, c.warm);
  b += rect(344, 186, 112, 128, c.panel, 22, { stroke: c.edge, 'stroke-width': 2 }) + icon('vault', 364, 214, 72, c.accent, 1.6);
  b += stroke('M464 250H540', c.teal, 3, { 'stroke-dasharray': '2 9' }) + stroke('M530 240l10 10-10 10', c.teal, 3);
  b += circle(502, 250, 17, c.teal) + icon('check', 492, 240, 20, c.card, 3);
  b += stroke('M236 388C330 388 470 350 498 270', c.teal, 2, { 'stroke-dasharray': '4 6', opacity: 0.8 });
  return svg(W, H, seed, b, ['person', 'shadow']);
}

/** Cover: the member directory (banner, search, member cards) with one profile opened beside it. */
function alumni(seed: string) {
  const r = rng(seed);
  let b = browser(40, 36, 640, 420);
  b += rect(40, 66, 640, 66, c.soft) + iconTile('graduation-cap', 62, 82, 34, c.blue, c.card) + bar(108, 88, 160, c.head, 9) + bar(108, 104, 110);
  b += search(60, 148, 340, 32, r) + select(410, 148, 118, 32, r) + select(538, 148, 118, 32, r);
  for (let i = 0; i < 8; i++) {
    const x = 60 + (i % 4) * 152;
    const y = 196 + Math.floor(i / 4) * 126;
    b += card(x, y, 140, 114, 10) + avatar(x + 70, y + 34, 20, ...tints[i % 5]!);
    b += bar(x + 70 - 34, y + 62, 68, c.head, 7) + bar(x + 45, y + 76, 50) + icon('map-pin', x + 38, y + 89, 11, mutedIcon) + bar(x + 52, y + 92, 44);
  }
  b += rect(552, 208, 210, 252, '#020817', 16, { opacity: 0.45, filter: 'url(#sh)' }) + card(548, 196, 212, 256, 16);
  b += path('M548 212a16 16 0 0 1 16-16h180a16 16 0 0 1 16 16v36h-212z', { fill: c.blue });
  b += circle(654, 252, 33, c.card) + avatar(654, 252, 28, ...tints[3]!);
  b += bar(609, 294, 90, c.head, 9) + bar(624, 310, 60);
  ['graduation-cap', 'map-pin', 'briefcase'].forEach((name, i) => (b += icon(name, 572, 330 + i * 24, 15, c.blue) + bar(596, 335 + i * 24, 90 + r() * 40)));
  b += pill(568, 408, 172, 30, c.blue) + bar(624, 419, 60, c.card);
  return svg(W, H, seed, b, ['person', 'shadow']);
}

/** Gallery 1: the graduate directory with filter chips (faculty, class year, city) beside a grid of member cards. */
function alumniDirectory(seed: string) {
  const r = rng(seed);
  let b = browser(40, 34, 720, 432);
  b += card(56, 80, 180, 372, 10);
  let gy = 96;
  for (let g = 0; g < 3; g++) {
    b += bar(72, gy, 50 + g * 8, c.head, 7);
    let x = 72;
    let row = 0;
    for (let i = 0; i < 4; i++) {
      const w = 36 + Math.round(r() * 26);
      if (x + w > 220) {
        x = 72;
        row++;
      }
      const on = i === [1, 3, 0][g];
      const y = gy + 18 + row * 28;
      b += on ? pill(x, y, w, 22, c.blue) + bar(x + 10, y + 8, w - 20, c.card) : pill(x, y, w, 22, c.soft) + bar(x + 10, y + 8, w - 20);
      x += w + 6;
    }
    gy += 18 + (row + 1) * 28 + 16;
  }
  b += rect(72, gy, 148, 1, c.rule) + bar(72, gy + 18, 80, c.head) + bar(72, gy + 36, 56, c.blue);
  b += search(252, 80, 360, 34, r) + select(622, 80, 122, 34, r);
  for (let i = 0; i < 9; i++) {
    const x = 252 + (i % 3) * 166;
    const y = 128 + Math.floor(i / 3) * 110;
    b += card(x, y, 158, 100, 10) + avatar(x + 30, y + 32, 18, ...tints[(i + 1) % 5]!);
    b += bar(x + 56, y + 22, 60 + r() * 30, c.head, 7) + bar(x + 56, y + 36, 44 + r() * 20);
    b += rect(x + 12, y + 60, 134, 1, c.rule) + icon('map-pin', x + 12, y + 71, 12, mutedIcon) + bar(x + 28, y + 74, 40 + r() * 30);
    b += pill(x + 112, y + 70, 34, 16, c.soft) + bar(x + 119, y + 75, 20, c.blue);
  }
  return svg(W, H, seed, b, ['person', 'shadow']);
}

/** Gallery 2: online membership and dues: a membership card, the payment on a phone, the receipt with its green tick. */
function alumniDues(seed: string) {
  const r = rng(seed);
  let b = rect(66, 136, 270, 170, '#020817', 18, { opacity: 0.5, filter: 'url(#sh)' });
  b += rect(60, 120, 270, 170, c.blue, 18) + path('M60 230L330 160V272a18 18 0 0 1-18 18H78a18 18 0 0 1-18-18z', { fill: '#3d68e8' });
  b +=
    icon('graduation-cap', 80, 140, 34, c.card, 1.8) +
    rect(272, 144, 36, 26, '#f2c880', 5) +
    bar(80, 226, 120, c.card, 10) +
    bar(80, 250, 70, '#b9cbff') +
    bar(242, 250, 44, '#b9cbff');
  b += phone(300, 40, 200, 420);
  b += bar(322, 76, 80, c.head, 8);
  for (let i = 0; i < 2; i++) {
    const y = 100 + i * 52;
    b += rect(319, y, 162, 44, c.card, 10, { stroke: i === 0 ? c.blue : c.rule, 'stroke-width': i === 0 ? 1.5 : 1 });
    b +=
      circle(336, y + 22, 7, i === 0 ? c.blue : c.card, i === 0 ? {} : { stroke: c.text }) +
      bar(352, y + 14, 70, c.head) +
      bar(352, y + 26, 44) +
      bar(444, y + 18, 26, c.head);
  }
  for (let i = 0; i < 3; i++) b += bar(321, 226 + i * 22, 60 + r() * 20) + bar(440, 226 + i * 22, 38);
  b += rect(321, 296, 158, 1, c.rule) + bar(321, 312, 50, c.head, 9) + bar(428, 312, 50, c.head, 9);
  b += icon('credit-card', 321, 346, 18, mutedIcon) + bar(346, 352, 80);
  b += pill(319, 396, 162, 40, c.blue) + bar(364, 412, 72, c.card, 8);
  let zig = 'M550 100h190v290';
  for (let i = 0; i < 10; i++) zig += `l-9.5 10l-9.5 -10`;
  b += rect(556, 116, 190, 290, '#020817', 6, { opacity: 0.5, filter: 'url(#sh)' }) + path(`${zig}z`, { fill: c.card });
  b += icon('receipt', 570, 122, 22, c.blue) + bar(600, 128, 90, c.head, 8);
  for (let i = 0; i < 5; i++) b += bar(570, 170 + i * 26, 70 + r() * 30) + bar(690, 170 + i * 26, 32, c.head);
  b += stroke('M570 306H720', c.text, 2, { 'stroke-dasharray': '3 5' }) + bar(570, 324, 60, c.head, 10) + bar(680, 324, 42, c.head, 10);
  b += circle(736, 102, 30, c.card) + circle(736, 102, 25, c.teal) + icon('check', 722, 88, 28, c.card, 3.2);
  return svg(W, H, seed, b, ['shadow']);
}

/** Cover: property listings with a financing calculator beside them. */
function crystalbricks(seed: string) {
  const r = rng(seed);
  let b = browser(40, 40, 720, 420);
  b += rect(56, 82, 18, 18, c.blue, 4) + bar(82, 88, 70, c.head, 7) + select(250, 78, 130, 28, r) + select(390, 78, 110, 28, r);
  for (let i = 0; i < 4; i++) {
    const x = 56 + (i % 2) * 226;
    const y = 120 + Math.floor(i / 2) * 166;
    b += card(x, y, 214, 154, 10) + housePicture(x + 6, y + 6, 202, 86, tints[i % 5]!, r);
    b += bar(x + 14, y + 104, 90 + r() * 40, c.head, 8) + bar(x + 14, y + 120, 70);
    b += icon('bed', x + 14, y + 132, 13, mutedIcon) + bar(x + 32, y + 136, 16) + icon('bath', x + 58, y + 132, 13, mutedIcon) + bar(x + 76, y + 136, 16);
    b += bar(x + 150, y + 104, 50, c.blue, 10);
  }
  b += card(520, 78, 224, 366, 12) + iconTile('calculator', 536, 94, 30, c.soft, c.blue) + bar(576, 106, 90, c.head, 8);
  for (let i = 0; i < 3; i++) {
    const y = 146 + i * 50;
    const k = 0.3 + r() * 0.5;
    b += bar(536, y, 60) + bar(684, y, 44, c.head) + rect(536, y + 20, 192, 5, c.rule, 2.5) + rect(536, y + 20, 192 * k, 5, c.blue, 2.5);
    b += circle(536 + 192 * k, y + 22.5, 8, c.card, { stroke: c.blue, 'stroke-width': 2.5 });
  }
  b += rect(536, 298, 192, 84, c.soft, 10) + ring(580, 340, 26, 0.68, c.blue, '#c8d5f7', 9);
  b += bar(620, 318, 60) + bar(620, 334, 90, c.head, 12) + bar(620, 356, 50, c.tealDark);
  b += pill(536, 396, 192, 34, c.blue) + bar(592, 408, 80, c.card, 8);
  return svg(W, H, seed, b, ['shadow']);
}

/** Gallery 1: the site dashboard: a site card with a progress ring, budget against actual spending, milestones. */
function crystalbricksSite(seed: string) {
  const r = rng(seed);
  let b = browser(40, 34, 720, 432);
  b += path('M40 64h60v402H52a12 12 0 0 1-12-12z', { fill: c.head });
  ['layout-dashboard', 'building-complex', 'hard-hat', 'wallet', 'settings'].forEach((name, i) => {
    if (i === 1) b += rect(52, 130, 36, 36, '#41558a', 8);
    b += icon(name, 60, 82 + i * 56, 20, i === 1 ? c.card : pale);
  });
  b += card(116, 80, 300, 170, 12) + housePicture(130, 94, 120, 72, tints[1]!, r);
  b += bar(130, 182, 100, c.head, 9) + bar(130, 200, 80) + bar(130, 216, 110) + ring(338, 150, 46, 0.68, c.teal, c.rule, 12) + bar(318, 146, 40, c.head, 9);
  for (let i = 0; i < 3; i++) {
    const y = 80 + i * 58;
    b +=
      card(432, y, 312, 50, 10) +
      iconTile(['wallet', 'users', 'calendar'][i]!, 444, y + 10, 30, [c.soft, c.tealSoft, c.warmSoft][i]!, [c.blue, c.tealDark, '#c77a35'][i]!);
    b += bar(486, y + 14, 80 + r() * 40) + bar(486, y + 28, 50, c.head, 9) + bar(660, y + 20, 64, i === 2 ? c.warm : c.teal, 8);
  }
  b +=
    card(116, 266, 380, 186, 12) +
    bar(132, 282, 120, c.head, 8) +
    rect(360, 282, 10, 10, '#c8d5f7', 2) +
    bar(376, 284, 36) +
    rect(420, 282, 10, 10, c.blue, 2) +
    bar(436, 284, 36);
  for (let i = 0; i < 3; i++) b += rect(132, 320 + i * 38, 348, 1, c.rule);
  for (let i = 0; i < 7; i++) {
    const x = 140 + i * 48;
    const budget = 50 + r() * 60;
    const actual = i === 5 ? budget + 18 : budget * (0.6 + r() * 0.35);
    b += rect(x, 436 - budget, 16, budget, '#c8d5f7', 3) + rect(x + 18, 436 - actual, 16, actual, i === 5 ? c.warm : c.blue, 3);
  }
  b += card(512, 266, 232, 186, 12) + bar(528, 282, 90, c.head, 8);
  for (let i = 0; i < 5; i++) {
    const y = 310 + i * 28;
    const done = i < 3;
    b +=
      i === 3
        ? circle(538, y + 8, 8, c.card, { stroke: c.blue, 'stroke-width': 3 })
        : circle(538, y + 8, 8, done ? c.teal : c.card, done ? {} : { stroke: c.text, 'stroke-width': 2 });
    if (done) b += icon('check', 533, y + 3, 10, c.card, 3.5);
    if (i < 4) b += rect(537, y + 17, 2, 11, i < 3 ? c.teal : c.rule);
    b += bar(556, y + 5, 90 + r() * 50, i === 3 ? c.head : c.text);
  }
  return svg(W, H, seed, b, ['shadow']);
}

/** Gallery 2: a buyer's financing plan: the home above a timeline of instalments, paid and upcoming, the next one highlighted. */
function crystalbricksPlan(seed: string) {
  const r = rng(seed);
  let b = phone(90, 30, 212, 440);
  b += bar(112, 64, 90, c.head, 8) + rect(111, 86, 170, 112, c.soft, 12);
  b +=
    stroke('M146 176V134l50-34 50 34v42z', c.blue, 3) + stroke('M186 176v-24h20v24', c.blue, 3) + stroke('M158 142h16v12h-16zM218 142h16v12h-16z', c.blue, 2.5);
  b += bar(113, 212, 110, c.head, 8) + bar(113, 228, 80);
  b += rect(113, 248, 166, 8, c.rule, 4) + rect(113, 248, 166 * 0.42, 8, c.teal, 4);
  for (let i = 0; i < 5; i++) {
    const y = 272 + i * 30;
    const paid = i < 3;
    if (i === 3) b += rect(109, y - 6, 174, 28, c.warmSoft, 8);
    b += paid
      ? circle(124, y + 8, 8, c.teal) + icon('check', 119, y + 3, 10, c.card, 3.5)
      : circle(124, y + 8, 8, c.card, { stroke: i === 3 ? c.warm : c.text, 'stroke-width': 3 });
    b += bar(142, y + 5, 60 + r() * 20, i === 3 ? c.head : c.text) + bar(238, y + 5, 36, paid ? c.tealDark : c.head);
  }
  b += pill(111, 424, 170, 32, c.blue) + bar(162, 435, 68, c.card, 8);
  b += rect(348, 118, 412, 132, c.panel, 16, { stroke: c.edge, 'stroke-width': 1.5 }) + stroke('M376 204H732', c.line, 4);
  for (let i = 0; i < 12; i++) {
    const x = 376 + i * (356 / 11);
    if (i < 7) b += circle(x, 204, 8, c.teal);
    else if (i === 7) b += circle(x, 204, 13, c.panel, { stroke: c.warm, 'stroke-width': 4 }) + circle(x, 204, 4, c.warm);
    else b += circle(x, 204, 7, c.panel, { stroke: c.accent, 'stroke-width': 2.5 });
  }
  b += stroke('M376 204H571', c.teal, 4);
  const next = 376 + 7 * (356 / 11);
  b += rect(next - 56, 130, 112, 48, c.card, 10) + path(`M${n(next - 7)} 178l7 8 7-8z`, { fill: c.card });
  b += icon('calendar-clock', next - 46, 142, 22, '#c77a35') + bar(next - 16, 146, 60, c.head, 8) + bar(next - 16, 160, 40);
  b += bar(376, 226, 90, '#7f93c7') + bar(660, 226, 72, '#7f93c7');
  b += rect(348, 270, 412, 180, c.card, 16);
  b +=
    iconTile('file-text', 366, 288, 36, c.soft, c.blue) +
    bar(414, 296, 130, c.head, 9) +
    bar(414, 312, 90) +
    iconTile('download', 700, 288, 36, c.blue, c.card);
  for (let i = 0; i < 4; i++) {
    const y = 348 + i * 24;
    b += rect(366, y - 8, 376, 1, c.rule) + bar(366, y, 90 + r() * 40) + bar(560, y, 50) + bar(690, y, 46, i < 3 ? c.tealDark : c.head);
  }
  return svg(W, H, seed, b, ['shadow']);
}

const ground = '#e3ece6';
const road = '#f8faf9';
const roof = '#c9d4e6';

/** Cover: the campus as a plan: buildings, the fibre runs from the core along the roads, switches, wireless. */
function campus(seed: string) {
  const r = rng(seed);
  let b = browser(40, 40, 720, 420);
  b += path('M40 70h720v378a12 12 0 0 1-12 12H52a12 12 0 0 1-12-12z', { fill: ground });
  b += stroke('M40 250H760M300 70V460M560 250V460M300 160H760', road, 18, { 'stroke-linecap': 'butt' });
  const blds: [number, number, number, number][] = [
    [330, 186, 90, 46],
    [80, 100, 150, 90],
    [90, 300, 120, 110],
    [340, 290, 130, 64],
    [340, 380, 90, 56],
    [600, 280, 120, 130],
    [500, 92, 100, 50],
    [640, 188, 90, 46],
  ];
  blds.forEach(([x, y, w, h], i) => (b += rect(x, y, w, h, i === 0 ? c.head : c.card, 4, { stroke: i === 0 ? c.head : roof, 'stroke-width': 2 })));
  blds.slice(1).forEach(([x, y, w]) => (b += bar(x + 10, y + 10, w * 0.45, roof)));
  [
    [250, 214],
    [266, 228],
    [120, 222],
    [146, 228],
    [250, 430],
    [490, 420],
    [510, 438],
    [690, 108],
    [716, 124],
    [600, 206],
  ].forEach(([x, y], i) => (b += circle(x!, y!, 9 + (i % 3) * 2, '#b9d8c2')));
  b += icon('server', 345, 197, 24, c.card) + bar(378, 206, 30, pale);
  const runs = [
    'M330 209H300V145H230',
    'M330 209H300V350H210',
    'M375 232V250H405V290',
    'M375 232V250H300V408H340',
    'M420 209H560V345H600',
    'M420 209H470V160H550V142',
    'M420 209H470V160H685V188',
  ];
  runs.forEach((d) => (b += stroke(d, c.blue, 3)));
  b += stroke('M375 186V160H300V125H230', c.teal, 3, { 'stroke-dasharray': '7 5' }) + stroke('M420 222H560V300H600', c.teal, 3, { 'stroke-dasharray': '7 5' });
  [
    [230, 145],
    [210, 350],
    [405, 290],
    [340, 408],
    [600, 345],
    [550, 142],
    [685, 188],
  ].forEach(([x, y]) => (b += rect(x! - 7, y! - 7, 14, 14, c.blue, 3) + rect(x! - 2.5, y! - 2.5, 5, 5, c.card, 1)));
  [
    [150, 130],
    [660, 320],
    [390, 320],
  ].forEach(([x, y]) => (b += circle(x!, y!, 16, c.card, { stroke: c.rule }) + icon('wifi', x! - 10, y! - 11, 20, c.teal, 2.2)));
  b +=
    rect(700, 84, 44, 76, c.card, 8, { stroke: c.rule }) +
    icon('plus', 713, 93, 18, c.head) +
    rect(708, 122, 28, 1, c.rule) +
    icon('minus', 713, 131, 18, c.head);
  b +=
    rect(56, 414, 170, 34, c.card, 8, { stroke: c.rule }) +
    stroke('M68 431H92', c.blue, 3) +
    bar(98, 428, 34 + r() * 10) +
    stroke('M148 431H172', c.teal, 3, { 'stroke-dasharray': '6 4' }) +
    bar(178, 428, 34);
  return svg(W, H, seed, b, ['shadow']);
}

/** Gallery 1: the backbone: a redundant core, fibre to every building, two paths to the library and the administration block. */
function campusBackbone(seed: string) {
  const r = rng(seed);
  let b = browser(40, 34, 720, 432);
  const cx = 400;
  const cy = 262;
  const nodes = [
    { x: 140, y: 262, icon: 'library', twin: true },
    { x: 660, y: 262, icon: 'landmark', twin: true },
    { x: 230, y: 120, icon: 'school' },
    { x: 570, y: 120, icon: 'building-complex' },
    { x: 230, y: 404, icon: 'house' },
    { x: 570, y: 404, icon: 'flask-conical' },
    { x: 400, y: 100, icon: 'wifi' },
  ];
  for (const nd of nodes) {
    if (nd.twin) {
      b += stroke(`M${cx} ${cy - 22}L${nd.x} ${nd.y - 8}`, c.teal, 3) + stroke(`M${cx} ${cy + 22}L${nd.x} ${nd.y + 8}`, c.teal, 3);
    } else b += stroke(`M${cx} ${cy + (nd.y < cy ? -22 : 22)}L${nd.x} ${nd.y}`, c.blue, 2.5);
  }
  for (const dy of [-34, 8]) {
    b += rect(cx - 64, cy + dy, 128, 28, c.head, 6);
    for (let p = 0; p < 8; p++) b += rect(cx - 52 + p * 13, cy + dy + 10, 8, 8, p % 3 === 0 ? c.teal : '#5a6d9e', 1.5);
  }
  for (const nd of nodes)
    b +=
      circle(nd.x, nd.y, 30, c.card, { stroke: nd.twin ? c.teal : c.rule, 'stroke-width': nd.twin ? 2.5 : 1.5 }) +
      icon(nd.icon, nd.x - 14, nd.y - 14, 28, nd.twin ? c.tealDark : c.blue, 1.8);
  b +=
    rect(325, 414, 150, 40, c.card, 8, { stroke: c.rule }) +
    stroke('M339 428H365', c.blue, 3) +
    bar(373, 425, 40 + r() * 20) +
    stroke('M339 442H365', c.teal, 3) +
    bar(373, 439, 60);
  return svg(W, H, seed, b, ['shadow']);
}

/** Gallery 2: network monitoring: status tiles for switches and access points, traffic over time, the alert list with one warning. */
function campusMonitoring(seed: string) {
  const r = rng(seed);
  let b = browser(40, 34, 720, 432);
  ['network', 'wifi', 'server', 'router'].forEach((name, i) => {
    const x = 56 + i * 174;
    b += card(x, 78, 164, 70, 10) + iconTile(name, x + 12, 92, 40, i === 3 ? c.warmSoft : c.soft, i === 3 ? '#c77a35' : c.blue);
    b += bar(x + 64, 96, 60, c.head, 10) + bar(x + 64, 116, 44) + circle(x + 146, 96, 6, i === 3 ? c.warm : c.teal);
  });
  b += card(56, 164, 440, 288, 12) + bar(72, 180, 110, c.head, 8) + pill(400, 176, 80, 18, c.soft) + bar(412, 182, 56, c.blue);
  for (let i = 0; i < 4; i++) b += rect(72, 230 + i * 52, 408, 1, c.rule);
  const series = (base: number, amp: number) => {
    const pts: string[] = [];
    for (let i = 0; i <= 12; i++) pts.push(`${n(76 + i * 33.5)} ${n(base - Math.sin(i * 0.7 + r() * 0.8) * amp - r() * amp * 0.6)}`);
    return pts;
  };
  const a = series(330, 50);
  b += path(`M${a.join('L')}V436H76z`, { fill: c.teal, opacity: 0.15 }) + stroke(`M${a.join('L')}`, c.teal, 3);
  b += stroke(`M${series(390, 30).join('L')}`, c.blue, 2.5);
  b += card(512, 164, 232, 288, 12) + bar(528, 180, 80, c.head, 8);
  for (let i = 0; i < 5; i++) {
    const y = 208 + i * 46;
    const warn = i === 0;
    if (warn) b += rect(520, y - 6, 216, 42, c.warmSoft, 8);
    b += warn ? icon('triangle-alert', 530, y, 22, '#c77a35') : icon('circle-check', 530, y, 22, c.teal);
    b += bar(562, y + 2, 90 + r() * 50, warn ? c.head : c.text) + bar(562, y + 16, 50);
  }
  return svg(W, H, seed, b, ['shadow']);
}

/** Cover: requesting a document (stepper, document types, form) in a browser, its status on a phone. */
function portal(seed: string) {
  const r = rng(seed);
  let b = browser(196, 40, 564, 420);
  for (let i = 0; i < 4; i++) {
    const x = 320 + i * 110;
    if (i < 3) b += rect(x, 98, 110, 3, i < 2 ? c.teal : c.rule);
    b +=
      i < 2
        ? circle(x, 99, 12, c.teal) + icon('check', x - 7, 92, 14, c.card, 3)
        : circle(x, 99, 12, c.card, { stroke: i === 2 ? c.blue : c.text, 'stroke-width': 3 });
  }
  ['file-text', 'award', 'stamp'].forEach((name, i) => {
    const x = 268 + i * 160;
    const on = i === 1;
    b += rect(x, 130, 148, 112, c.card, 12, { stroke: on ? c.blue : c.rule, 'stroke-width': on ? 2 : 1 });
    b += iconTile(name, x + 16, 146, 40, on ? c.blue : c.soft, on ? c.card : c.blue) + bar(x + 16, 202, 90, c.head, 8) + bar(x + 16, 218, 64);
    if (on) b += circle(x + 128, 150, 10, c.blue) + icon('check', x + 122, 144, 12, c.card, 3.5);
  });
  for (let i = 0; i < 4; i++) {
    const x = 268 + (i % 2) * 240;
    const y = 264 + Math.floor(i / 2) * 62;
    b += bar(x, y, 70) + card(x, y + 14, 228, 32, 8) + bar(x + 12, y + 27, 90 + r() * 60);
  }
  b += bar(268, 410, 110, c.head, 9) + pill(604, 400, 132, 36, c.blue) + bar(640, 414, 60, c.card, 8);
  b += phone(40, 100, 184, 360);
  b += rect(57, 138, 150, 62, c.card, 12) + iconTile('bell', 67, 150, 36, c.warmSoft, '#c77a35') + bar(112, 156, 80, c.head) + bar(112, 170, 60);
  b += bar(59, 220, 80, c.head, 8);
  for (let i = 0; i < 4; i++) {
    const y = 244 + i * 40;
    b +=
      (i < 3
        ? circle(70, y + 10, 9, c.teal) + icon('check', 64, y + 4, 12, c.card, 3.5)
        : circle(70, y + 10, 9, c.card, { stroke: c.blue, 'stroke-width': 3 })) +
      bar(88, y + 4, 70 + r() * 30, i === 3 ? c.head : c.text) +
      bar(88, y + 15, 50);
    if (i < 3) b += rect(69, y + 20, 2, 20, c.teal);
  }
  b += pill(57, 410, 150, 32, c.blue) + bar(100, 422, 64, c.card, 8);
  return svg(W, H, seed, b, ['shadow']);
}

/** Gallery 1: tracking a request: the document beside a vertical progress line of five stages, three complete. */
function portalTracking(seed: string) {
  const r = rng(seed);
  let b = browser(40, 34, 720, 432);
  b +=
    path('M80 80h190l40 40v310a10 10 0 0 1-10 10H80a10 10 0 0 1-10-10V90a10 10 0 0 1 10-10z', { fill: c.card, stroke: c.rule }) +
    path('M270 80v30a10 10 0 0 0 10 10h30z', { fill: c.soft });
  b += bar(96, 104, 110, c.head, 10) + bar(96, 124, 70) + rect(96, 146, 190, 1, c.rule) + lines(96, 164, 190, 7, r, c.text, 16);
  b += circle(120, 386, 26, c.soft) + icon('award', 104, 370, 32, c.blue, 1.8) + bar(160, 378, 90, c.head) + bar(160, 392, 60);
  for (let i = 0; i < 5; i++) {
    const y = 104 + i * 80;
    if (i < 4) b += i < 2 ? rect(379, y + 14, 3, 66, c.teal) : stroke(`M380.5 ${y + 16}V${y + 78}`, c.text, 3, { 'stroke-dasharray': i === 2 ? '' : '4 6' });
    if (i === 3) b += rect(420, y - 20, 320, 64, c.soft, 10);
    b +=
      i < 3
        ? circle(380, y, 15, c.teal) + icon('check', 371, y - 9, 18, c.card, 3)
        : i === 3
          ? circle(380, y, 15, c.card, { stroke: c.blue, 'stroke-width': 4 }) + circle(380, y, 5, c.blue)
          : circle(380, y, 14, c.card, { stroke: c.text, 'stroke-width': 3 });
    b += bar(432, y - 10, 110 + r() * 60, i === 3 ? c.head : '#9aa7c2', 8) + bar(432, y + 6, 70 + r() * 30);
    if (i === 3) b += avatar(710, y, 16, ...tints[3]!);
    else if (i < 3) b += bar(660, y - 4, 60);
  }
  return svg(W, H, seed, b, ['person', 'shadow']);
}

/** Gallery 2: verifying a qualification: a search for the certificate number and a result card with a shield and a verified badge. */
function portalVerify(seed: string) {
  const r = rng(seed);
  let b = browser(40, 34, 720, 432);
  b += iconTile('shield-check', 376, 78, 48, c.soft, c.blue) + bar(300, 138, 200, c.head, 10) + bar(330, 156, 140);
  b +=
    card(140, 180, 400, 46, 23) +
    icon('search', 158, 193, 20, mutedIcon) +
    bar(190, 200, 130, c.head, 7) +
    pill(552, 180, 108, 46, c.blue) +
    bar(578, 199, 56, c.card, 8);
  b += rect(150, 254, 500, 190, c.card, 14, { stroke: c.teal, 'stroke-width': 2 });
  b += circle(220, 320, 42, c.tealSoft) + icon('shield-check', 196, 296, 48, c.tealDark, 1.8);
  b +=
    bar(286, 286, 150, c.head, 10) +
    bar(286, 306, 110) +
    pill(500, 276, 130, 30, c.teal) +
    icon('badge-check', 512, 281, 20, c.card) +
    bar(538, 288, 76, c.card, 7);
  b += rect(170, 378, 460, 1, c.rule);
  for (let i = 0; i < 3; i++) b += bar(286 + i * 120, 336, 50) + bar(286 + i * 120, 350, 70 + r() * 20, c.head, 7);
  b += icon('qr-code', 172, 394, 38, c.head, 1.6) + bar(222, 402, 150) + bar(222, 418, 100) + icon('stamp', 590, 396, 34, c.blue, 1.6);
  return svg(W, H, seed, b, ['shadow']);
}

/** Each project's cover and gallery scenes, in gallery order. */
export const projectScenes: Record<string, [(s: string) => string, (s: string) => string, (s: string) => string]> = {
  afriwok: [afriwok, afriwokSearch, afriwokEscrow],
  'unizik-alumni': [alumni, alumniDirectory, alumniDues],
  crystalbricks: [crystalbricks, crystalbricksSite, crystalbricksPlan],
  'infrastructure-service': [campus, campusBackbone, campusMonitoring],
  'unizik-portal': [portal, portalTracking, portalVerify],
};
