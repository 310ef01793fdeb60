/** A motif per service, drawn as objects rather than screens so it never looks like a project card. */
import { bar, c, circle, icon, iconTile, mid, n, pale, path, poly, rect, rng, stroke, svg, tints, violet } from '../../../app/art/kit';

const SW = 640;
const SH = 400;

const deep = '#122152';

const ellipse = (cx: number, cy: number, rx: number, ry: number, fill: string, extra = '') =>
  `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" fill="${fill}"${extra}/>`;
const arrowHead = (x: number, y: number, angle: number, color: string, size = 9) => {
  const a = (angle * Math.PI) / 180;
  const p = (da: number) => `${n(x - Math.cos(a + da) * size)} ${n(y - Math.sin(a + da) * size)}`;
  return stroke(`M${p(0.5)}L${n(x)} ${n(y)}L${p(-0.5)}`, color, 3);
};

/** A cylinder (database, storage site): body, top ellipse and two band lines. */
function cylinder(cx: number, top: number, rx: number, h: number, fill: string = c.panel, edge: string = c.edge, band: string = c.line) {
  const ry = rx * 0.32;
  let out = path(`M${n(cx - rx)} ${n(top)}V${n(top + h)}A${n(rx)} ${n(ry)} 0 0 0 ${n(cx + rx)} ${n(top + h)}V${n(top)}z`, {
    fill,
    stroke: edge,
    'stroke-width': 2,
  });
  for (const k of [0.36, 0.68]) out += stroke(`M${n(cx - rx)} ${n(top + h * k)}A${n(rx)} ${n(ry)} 0 0 0 ${n(cx + rx)} ${n(top + h * k)}`, band, 2);
  return out + ellipse(cx, top, rx, ry, mid, ` stroke="${edge}" stroke-width="2"`);
}

/** An isometric box: u runs down-right, v down-left, z up, from the origin (ox, oy). */
function isoBox(ox: number, oy: number, u0: number, v0: number, z0: number, a: number, b: number, h: number, faces: [string, string, string]) {
  const P = (u: number, v: number, z: number): [number, number] => [ox + (u - v) * 0.866, oy + (u + v) * 0.5 - z];
  const [u1, v1, z1] = [u0 + a, v0 + b, z0 + h];
  return (
    poly([P(u0, v0, z1), P(u1, v0, z1), P(u1, v1, z1), P(u0, v1, z1)], faces[0]) +
    poly([P(u0, v1, z0), P(u1, v1, z0), P(u1, v1, z1), P(u0, v1, z1)], faces[1]) +
    poly([P(u1, v0, z0), P(u1, v1, z0), P(u1, v1, z1), P(u1, v0, z1)], faces[2])
  );
}

/** Infrastructure: a server rack cabled to a switch and a storage array. */
function infrastructure(seed: string) {
  const r = rng(seed);
  let b = ellipse(262, 352, 170, 14, '#050a1a', ' opacity=".5"');
  b += rect(168, 40, 188, 312, '#111e46', 12, { stroke: c.edge, 'stroke-width': 2 }) + rect(180, 54, 164, 284, '#0c1736', 6);
  const units: number[] = [];
  for (let i = 0; i < 7; i++) {
    const y = 62 + i * 39;
    units.push(y + 16);
    b += rect(188, y, 148, 33, c.panel, 5, { stroke: c.line });
    b += circle(202, y + 16.5, 3.5, i % 3 === 1 ? c.warm : c.teal) + circle(214, y + 16.5, 3.5, c.accent, { opacity: 0.7 });
    for (let k = 0; k < 3; k++) b += rect(230 + k * 24, y + 8, 20, 17, mid, 3);
    for (let k = 0; k < 3; k++) b += rect(310 + k * 6, y + 9, 2, 15, c.line);
  }
  b += rect(420, 92, 176, 50, c.panel, 8, { stroke: c.edge, 'stroke-width': 2 });
  for (let k = 0; k < 8; k++)
    b += rect(434 + k * 19, 110, 13, 13, '#0c1736', 2, { stroke: c.line }) + circle(440.5 + k * 19, 103, 2, k % 3 ? c.teal : c.accent);
  b += rect(420, 196, 176, 118, c.panel, 10, { stroke: c.edge, 'stroke-width': 2 });
  for (let j = 0; j < 4; j++)
    for (let k = 0; k < 2; k++) b += rect(434 + k * 80, 210 + j * 24, 70, 17, mid, 3) + circle(442 + k * 80, 218.5 + j * 24, 2.5, r() > 0.25 ? c.teal : c.warm);
  const colors = [c.teal, c.accent, c.warm, c.accent, c.teal];
  [0, 1, 3, 4, 5].forEach((u, i) => {
    const y = i < 3 ? 104 + i * 12 : 232 + (i - 3) * 40;
    b += stroke(`M356 ${units[u]}C392 ${units[u]} 384 ${y} 420 ${y}`, colors[i]!, 2.5);
  });
  return svg(SW, SH, seed, b);
}

/** Cloud: workloads carried up from an on-premises server into the cloud, and a virtual desktop served from it. */
function cloud(seed: string) {
  let b = '';
  const parts = (grow: number, fill: string) =>
    [
      [250, 150, 46],
      [322, 118, 62],
      [396, 140, 50],
      [444, 178, 36],
      [206, 184, 34],
    ]
      .map(([x, y, rr]) => circle(x!, y!, rr! + grow, fill))
      .join('') + rect(200 - grow, 164 - grow, 250 + grow * 2, 56 + grow * 2, fill, 28 + grow);
  b += parts(3, c.edge) + parts(0, c.panel);
  b += iconTile('app-window', 232, 144, 48, c.blue, c.ink) + iconTile('database', 298, 126, 48, c.teal, c.bg0) + iconTile('globe', 364, 144, 48, mid, c.accent);
  b += rect(110, 292, 120, 76, c.panel, 10, { stroke: c.edge, 'stroke-width': 2 });
  for (let j = 0; j < 3; j++) b += rect(122, 304 + j * 20, 96, 13, mid, 3) + circle(130, 310.5 + j * 20, 2.5, c.teal);
  b += stroke('M170 288C170 252 236 262 250 226', c.teal, 3, { 'stroke-dasharray': '2 8' }) + arrowHead(250, 226, -70, c.teal);
  b += rect(176, 252, 12, 12, c.teal, 3) + rect(206, 240, 10, 10, c.teal, 2, { opacity: 0.7 });
  b += stroke('M404 226C404 252 470 256 476 286', c.accent, 3, { 'stroke-dasharray': '2 8' }) + arrowHead(476, 286, 80, c.accent);
  b +=
    rect(420, 292, 120, 74, c.panel, 8, { stroke: c.edge, 'stroke-width': 2 }) +
    rect(430, 302, 100, 12, mid, 3) +
    rect(430, 320, 46, 36, mid, 4) +
    bar(484, 322, 40, pale) +
    bar(484, 336, 30, c.line);
  b += path('M406 366H554L544 378H416z', { fill: c.edge });
  return svg(SW, SH, seed, b);
}

/** Backup and recovery: a primary and a secondary site, replication one way and restore the other, and the row of snapshots. */
function backup(seed: string) {
  let b = cylinder(170, 112, 62, 130) + cylinder(470, 112, 62, 130);
  b += stroke('M236 104C290 40 350 40 404 104', c.teal, 3, { 'stroke-dasharray': '2 8' }) + arrowHead(404, 104, 50, c.teal);
  b += circle(320, 58, 18, c.teal) + icon('copy', 309, 47, 22, c.bg0, 2.4);
  b += stroke('M404 236C350 296 290 296 236 236', c.warm, 3) + arrowHead(236, 236, -130, c.warm);
  b += circle(320, 282, 18, c.warm) + icon('rotate-ccw-clock', 309, 271, 22, c.bg0, 2.4);
  b += circle(520, 120, 18, c.panel, { stroke: c.teal, 'stroke-width': 2 }) + icon('lock', 510, 110, 20, c.teal);
  b += stroke('M110 352H540', c.line, 2);
  for (let i = 0; i < 9; i++) {
    const x = 130 + i * 50;
    const last = i === 8;
    b +=
      rect(x - 8, 338, 16, 26, c.panel, 4, { stroke: last ? c.teal : c.edge, 'stroke-width': last ? 2.5 : 1.5 }) +
      rect(x - 4, 344, 8, 3, last ? c.teal : c.accent, 1.5);
  }
  return svg(SW, SH, seed, b);
}

/** Cybersecurity: a locked shield inside rings of defence; threats stopped at the outer ring; a radar sweep. */
function security(seed: string) {
  const cx = 320;
  const cy = 198;
  const at = (deg: number, rr: number): [number, number] => [cx + rr * Math.cos((deg * Math.PI) / 180), cy + rr * Math.sin((deg * Math.PI) / 180)];
  let b =
    circle(cx, cy, 168, 'none', { stroke: c.line, 'stroke-width': 1.5, 'stroke-dasharray': '4 8' }) +
    circle(cx, cy, 118, 'none', { stroke: c.line, 'stroke-width': 1.5 }) +
    circle(cx, cy, 76, deep);
  const [sx, sy] = at(-70, 168);
  const [ex, ey] = at(-25, 168);
  b +=
    path(`M${cx} ${cy}L${n(sx)} ${n(sy)}A168 168 0 0 1 ${n(ex)} ${n(ey)}z`, { fill: c.teal, opacity: 0.16 }) +
    stroke(`M${cx} ${cy}L${n(ex)} ${n(ey)}`, c.teal, 2, { opacity: 0.6 });
  b += path(
    `M${cx} ${cy - 66}L${cx + 54} ${cy - 44}V${cy}C${cx + 54} ${cy + 38} ${cx + 30} ${cy + 60} ${cx} ${cy + 72}C${cx - 30} ${cy + 60} ${cx - 54} ${cy + 38} ${cx - 54} ${cy}V${cy - 44}z`,
    { fill: c.panel, stroke: c.accent, 'stroke-width': 3 },
  );
  b += icon('lock', cx - 24, cy - 28, 48, c.ink, 1.8);
  ['monitor', 'server', 'smartphone', 'cloud'].forEach((name, i) => {
    const [x, y] = at([200, 340, 110, 70][i]!, 118);
    b += circle(x, y, 20, c.panel, { stroke: c.edge, 'stroke-width': 2 }) + icon(name, x - 11, y - 11, 22, c.accent);
  });
  for (const deg of [196, 232, 160, 12, 318]) {
    const [x0, y0] = at(deg, 198);
    const [x1, y1] = at(deg, 174);
    const [xx, xy] = at(deg, 168);
    b +=
      stroke(`M${n(x0)} ${n(y0)}L${n(x1)} ${n(y1)}`, c.rose, 2, { opacity: 0.6 }) +
      circle(x0, y0, 5, c.rose) +
      stroke(`M${n(xx - 5)} ${n(xy - 5)}l10 10m0-10l-10 10`, c.rose, 2.5);
  }
  return svg(SW, SH, seed, b);
}

/** Software development: a code editor and the branches of its repository, with the pipeline's green check. */
function software(seed: string) {
  const r = rng(seed);
  let b = rect(64, 52, 350, 276, '#0e1838', 12, { stroke: c.edge, 'stroke-width': 1.5 });
  b +=
    path('M64 64a12 12 0 0 1 12-12h326a12 12 0 0 1 12 12v18H64z', { fill: '#16244f' }) +
    circle(80, 67, 4, '#ef9a8d') +
    circle(93, 67, 4, '#f2c880') +
    circle(106, 67, 4, '#8fd6c4');
  b += rect(126, 58, 76, 24, '#0e1838', 6) + bar(138, 67, 50, pale);
  const indent = [0, 1, 2, 2, 1, 1, 2, 3, 3, 2, 1, 0];
  const tones = [c.accent, c.teal, c.warm, violet, pale];
  indent.forEach((lvl, i) => {
    const y = 100 + i * 17;
    let x = 108 + lvl * 18;
    b += rect(78, y, 14, 5, c.line, 2.5);
    const count = 1 + Math.floor(r() * 3);
    for (let k = 0; k < count && x < 380; k++) {
      const w = Math.min(20 + r() * 60, 392 - x);
      b += bar(x, y, w, tones[Math.floor(r() * tones.length)]!, 5);
      x += w + 8;
    }
    if (i === 7) b += rect(x, y - 3, 2, 11, c.ink);
  });
  b += stroke('M470 60V340', c.accent, 3);
  b += stroke('M470 110C520 110 520 140 520 160V220C520 240 520 250 470 250', c.teal, 3);
  b += stroke('M470 200C566 200 566 230 566 250V310', c.warm, 3);
  for (const y of [80, 140, 200, 250, 320]) b += circle(470, y, 7, c.bg0, { stroke: c.accent, 'stroke-width': 3 });
  for (const y of [170, 210]) b += circle(520, y, 7, c.bg0, { stroke: c.teal, 'stroke-width': 3 });
  b += circle(566, 270, 7, c.bg0, { stroke: c.warm, 'stroke-width': 3, 'stroke-dasharray': '3 3' });
  b += rect(240, 298, 162, 44, c.panel, 22, { stroke: c.teal, 'stroke-width': 2 }) + icon('circle-check', 254, 308, 24, c.teal) + bar(288, 317, 96, pale);
  return svg(SW, SH, seed, b);
}

/** Procurement: boxes on a pallet with an asset tag, a laptop with its licence key, the vendors' quotes ticked off. */
function procurement(seed: string) {
  const cardboard: [string, string, string] = ['#f6cfa3', '#e0a268', '#c4864e'];
  let b = ellipse(200, 352, 150, 16, '#050a1a', ' opacity=".5"');
  b += isoBox(200, 230, -10, -10, 0, 170, 110, 14, [mid, '#182c66', '#14244f']);
  b +=
    isoBox(200, 230, 0, 0, 14, 78, 96, 62, cardboard) +
    isoBox(200, 230, 84, 0, 14, 70, 96, 50, cardboard) +
    isoBox(200, 230, 10, 10, 76, 60, 76, 46, cardboard);
  b += isoBox(200, 230, 10, 45, 122, 60, 6, 0.1, ['#fbe3c6', '#fbe3c6', '#fbe3c6']);
  b += stroke('M262 276L290 296', pale, 1.5) + rect(282, 292, 78, 40, c.ink, 6) + circle(292, 302, 3, c.bg0);
  [3, 1.5, 2, 1, 3, 1.5, 1, 2.5, 1.5, 3, 1].forEach((w, i) => (b += rect(304 + i * 4.6, 302, w, 22, c.bg0)));
  b +=
    rect(420, 168, 156, 100, c.panel, 8, { stroke: c.edge, 'stroke-width': 2 }) +
    iconTile('key-round', 472, 190, 52, c.blue, c.ink) +
    bar(456, 252, 84, c.line);
  b += path('M398 272H598L586 286H410z', { fill: c.edge });
  b += rect(420, 36, 156, 104, c.panel, 10, { stroke: c.edge, 'stroke-width': 1.5 });
  for (let i = 0; i < 3; i++)
    b += icon(i < 2 ? 'circle-check' : 'circle', 434, 50 + i * 28, 18, i < 2 ? c.teal : pale) + bar(460, 56 + i * 28, 70 + (i % 2) * 20, pale);
  return svg(SW, SH, seed, b);
}

/** Data: sources flowing into a warehouse, and out as a growing chart. */
function data(seed: string) {
  let b = cylinder(92, 76, 30, 40) + iconTile('file-text', 62, 166, 60, c.panel, c.accent) + iconTile('cloud', 62, 258, 60, c.panel, c.teal);
  const flows: [number, number][] = [
    [126, 100],
    [126, 196],
    [126, 288],
  ];
  flows.forEach(([x, y], i) => {
    b += stroke(`M${x} ${y}C190 ${y} 190 ${200 + (i - 1) * 30} 242 ${200 + (i - 1) * 30}`, [c.accent, c.warm, c.teal][i]!, 2.5, { opacity: 0.85 });
    b += circle(186, (y + 200 + (i - 1) * 30) / 2, 4, [c.accent, c.warm, c.teal][i]!);
  });
  b += cylinder(300, 112, 58, 170, c.panel, c.accent, c.teal);
  b += stroke('M366 200H410', c.accent, 3, { 'stroke-dasharray': '2 8' }) + arrowHead(414, 200, 0, c.accent);
  b += isoBox(424, 236, 0, 0, 0, 204, 44, 8, [mid, '#182c66', '#14244f']);
  [48, 70, 62, 104, 138].forEach((h, i) => {
    const last = i === 4;
    b += isoBox(424, 236, 10 + i * 40, 12, 8, 20, 20, h, last ? ['#9ce6da', c.teal, '#2e9c8c'] : ['#b7cbff', c.blue, '#3a5fcc']);
  });
  return svg(SW, SH, seed, b);
}

/** Point on a cubic Bézier. */
const bez = (p: number[][], t: number): [number, number] => {
  const u = 1 - t;
  return [0, 1].map((k) => u * u * u * p[0]![k]! + 3 * u * u * t * p[1]![k]! + 3 * u * t * t * p[2]![k]! + t * t * t * p[3]![k]!) as [number, number];
};

/** IT consulting: a roadmap winding to its goal, with milestones, a compass and the phased plan. */
function consulting(seed: string) {
  const s1 = [
    [30, 364],
    [210, 364],
    [150, 246],
    [310, 238],
  ];
  const s2 = [
    [310, 238],
    [470, 230],
    [430, 140],
    [604, 118],
  ];
  const road = 'M30 364C210 364 150 246 310 238C470 230 430 140 604 118';
  let b = stroke(road, mid, 30, { 'stroke-linecap': 'butt' }) + stroke(road, c.edge, 2, { 'stroke-dasharray': '10 12' });
  const stops: [[number, number], string, string][] = [
    [bez(s1, 0.42), 'search', c.teal],
    [bez(s1, 0.95), 'lightbulb', c.teal],
    [bez(s2, 0.5), 'rocket', c.accent],
    [bez(s2, 0.97), 'flag', c.warm],
  ];
  for (const [[x, y], name, color] of stops) {
    b +=
      stroke(`M${n(x)} ${n(y)}V${n(y - 40)}`, color, 2.5) +
      circle(x, y, 5, color) +
      circle(x, y - 58, 20, c.panel, { stroke: color, 'stroke-width': 2.5 }) +
      icon(name, x - 11, y - 69, 22, color);
  }
  b +=
    circle(104, 96, 46, c.panel, { stroke: c.edge, 'stroke-width': 2 }) +
    circle(104, 96, 36, 'none', { stroke: c.line, 'stroke-width': 1.5, 'stroke-dasharray': '2 6' });
  b += path('M104 58L114 96H94z', { fill: c.warm }) + path('M104 134L114 96H94z', { fill: c.accent }) + circle(104, 96, 4, c.ink);
  b += rect(400, 300, 110, 14, c.teal, 7) + rect(456, 324, 120, 14, c.accent, 7) + rect(520, 348, 84, 14, c.warm, 7);
  return svg(SW, SH, seed, b);
}

/** Support and helpdesk: the ticket board (new, in progress, solved) and the support engineer's headset. */
function helpdesk(seed: string) {
  const r = rng(seed);
  const cols = [c.warm, c.accent, c.teal];
  const counts = [3, 2, 3];
  let b = '';
  cols.forEach((color, k) => {
    const x = 60 + k * 182;
    b +=
      rect(x, 42, 164, 312, '#14245a', 12, { stroke: c.line }) +
      circle(x + 18, 64, 5, color) +
      bar(x + 30, 61, 56, pale) +
      rect(x + 128, 56, 24, 16, c.panel, 8);
    for (let i = 0; i < counts[k]!; i++) {
      const y = 86 + i * 84;
      if (k === 1 && i === 1) continue;
      b += rect(x + 12, y, 140, 72, c.panel, 8, { stroke: c.edge }) + rect(x + 12, y + 14, 4, 44, color, 2);
      b += bar(x + 26, y + 14, 70 + r() * 40, c.ink, 7) + bar(x + 26, y + 30, 60 + r() * 30, pale) + circle(x + 134, y + 56, 8, tints[(k + i) % 5]![1]);
      if (k === 2) b += icon('circle-check', x + 24, y + 46, 16, c.teal);
    }
  });
  b +=
    rect(284, 174, 140, 72, '#020817', 8, { opacity: 0.5 }) +
    rect(276, 164, 140, 72, mid, 8, { stroke: c.accent, 'stroke-width': 2 }) +
    bar(292, 180, 90, c.ink, 7) +
    bar(292, 196, 70, pale);
  b += circle(416, 200, 14, c.accent) + icon('arrow-right', 407, 191, 18, c.bg0, 2.6);
  b += circle(68, 338, 36, c.blue) + icon('headset', 46, 316, 44, c.ink);
  return svg(SW, SH, seed, b);
}

/** Managed IT: the fleet around a monitored screen, on a 24-hour dial. */
function managed(seed: string) {
  const cx = 320;
  const cy = 200;
  const R = 146;
  let b = circle(cx, cy, R, 'none', { stroke: c.line, 'stroke-width': 1.5 });
  for (let i = 0; i < 24; i++) {
    const a = (i * Math.PI) / 12;
    const r0 = i % 6 === 0 ? R - 14 : R - 8;
    b += stroke(`M${n(cx + Math.cos(a) * r0)} ${n(cy + Math.sin(a) * r0)}L${n(cx + Math.cos(a) * (R - 2))} ${n(cy + Math.sin(a) * (R - 2))}`, c.line, 2);
  }
  const devices = ['server', 'router', 'laptop', 'printer', 'smartphone', 'cloud'];
  devices.forEach((name, i) => {
    const a = ((-90 + i * 60) * Math.PI) / 180;
    const x = cx + Math.cos(a) * R;
    const y = cy + Math.sin(a) * R;
    b += stroke(`M${n(cx + Math.cos(a) * 84)} ${n(cy + Math.sin(a) * 62)}L${n(x - Math.cos(a) * 28)} ${n(y - Math.sin(a) * 28)}`, c.edge, 1.5, {
      'stroke-dasharray': '3 5',
    });
    b +=
      circle(x, y, 26, c.panel, { stroke: c.edge, 'stroke-width': 2 }) +
      icon(name, x - 12, y - 12, 24, c.accent) +
      circle(x + 19, y - 19, 6, i === 2 ? c.warm : c.teal, { stroke: c.bg0, 'stroke-width': 2 });
  });
  b += rect(248, 148, 144, 94, c.panel, 10, { stroke: c.accent, 'stroke-width': 2.5 }) + rect(260, 160, 120, 70, deep, 5);
  b += stroke('M266 200H292L300 178L310 222L320 186L328 200H374', c.teal, 3);
  b += rect(310, 242, 20, 16, c.edge) + rect(286, 256, 68, 8, c.edge, 4);
  return svg(SW, SH, seed, b);
}

/** Communication and collaboration: a video call, the team's chat beside it, telephony and mail. */
function communication(seed: string) {
  let b = rect(52, 44, 356, 290, '#0e1838', 14, { stroke: c.edge, 'stroke-width': 1.5 });
  for (let i = 0; i < 4; i++) {
    const x = 66 + (i % 2) * 168;
    const y = 58 + Math.floor(i / 2) * 114;
    b += rect(x, y, 160, 106, mid, 10, i === 1 ? { stroke: c.teal, 'stroke-width': 3 } : {});
    b += `<use href="#pp" fill="${tints[i]![1]}" transform="translate(${x + 80} ${y + 60}) scale(2.6)"/>`;
  }
  b += rect(244, 150, 16, 14, c.teal, 3) + rect(248, 154, 2, 6, c.bg0) + rect(252, 152, 2, 10, c.bg0) + rect(256, 155, 2, 4, c.bg0);
  [
    ['mic', c.panel, c.ink],
    ['video', c.panel, c.ink],
    ['phone-off', c.rose, c.bg0],
  ].forEach(([name, bg, fg], i) => (b += circle(190 + i * 40, 306, 15, bg!) + icon(name!, 180 + i * 40, 296, 20, fg!)));
  b += circle(440, 74, 12, tints[2]![1]) + rect(460, 52, 136, 48, c.panel, 14) + bar(474, 66, 100, pale) + bar(474, 80, 64, c.line);
  b += rect(452, 112, 126, 42, c.blue, 14) + bar(466, 125, 90, c.ink) + bar(466, 138, 50, '#b9cbff') + circle(590, 140, 12, tints[0]![1]);
  b += circle(440, 194, 12, tints[1]![1]) + rect(460, 172, 128, 48, c.panel, 14) + bar(474, 186, 84, pale) + bar(474, 200, 100, c.line);
  b += iconTile('phone-call', 446, 254, 60, c.teal, c.bg0) + iconTile('mail', 522, 254, 60, c.panel, c.accent);
  return svg(SW, SH, seed, b, ['person']);
}

export const serviceScenes: Record<string, (seed: string) => string> = {
  'infrastructure-services': infrastructure,
  'cloud-services': cloud,
  'backup-and-disaster-recovery': backup,
  'cybersecurity-services': security,
  'software-development': software,
  'hardware-and-software-procurement': procurement,
  'data-services': data,
  'it-consulting-and-strategy': consulting,
  'it-support-and-helpdesk': helpdesk,
  'managed-it-services': managed,
  'communication-and-collaboration-tools': communication,
};
