/** The news images of the original articles, each drawn for its subject. */
import { bar, c, circle, icon, mid, n, pale, path, poly, rect, rng, stroke, svg, violet } from '../../../app/art/kit';

const NW = 800;
const NH = 450;

const hexagon = (cx: number, cy: number, r: number, fill: string, edge: string, width = 2) =>
  poly(
    Array.from(
      { length: 6 },
      (_, i) => [cx + r * Math.cos((Math.PI / 3) * i + Math.PI / 6), cy + r * Math.sin((Math.PI / 3) * i + Math.PI / 6)] as [number, number],
    ),
    fill,
    ` stroke="${edge}" stroke-width="${width}"`,
  );

/** Translucent layers of code flowing into a pipeline of connected nodes, a shield guarding its start. */
function futureOfSoftware(seed: string) {
  const r = rng(seed);
  let b = '';
  [0, 1, 2].forEach((k) => {
    const x = 60 + k * 44;
    const y = 70 + k * 50;
    b += rect(x, y, 270, 168, c.blue, 14, { 'fill-opacity': 0.12 + k * 0.08, stroke: c.accent, 'stroke-opacity': 0.55, 'stroke-width': 1.5 });
    // Only what shows above the next layer: two lines on the back layers, the whole block on the front one.
    for (let i = 0; i < (k === 2 ? 7 : 2); i++)
      b += bar(x + 20 + ((i * 7) % 3) * 16, y + 18 + i * 19, 50 + r() * 130, [c.accent, c.teal, violet, c.warm][(i + k) % 4]!, 6);
  });
  b += stroke('M418 254H452', c.accent, 3);
  b += stroke('M508 254H740M600 254C630 254 640 164 690 164M600 254C630 254 640 344 690 344', c.edge, 3);
  for (const [x, y] of [
    [560, 254],
    [650, 254],
    [740, 254],
    [690, 164],
    [690, 344],
  ] as const)
    b += circle(x, y, 18, c.panel, { stroke: c.teal, 'stroke-width': 2.5 }) + circle(x, y, 6, c.teal);
  b += path('M480 218L510 231V254C510 276 497 288 480 295C463 288 450 276 450 254V231z', { fill: c.teal }) + icon('check', 467, 241, 26, c.bg0, 3);
  return svg(NW, NH, seed, b);
}

/** Scattered circles pass through a funnel of angular shapes and come out as a steady, rising row of bars. */
function aiTransformation(seed: string) {
  const r = rng(seed);
  let b = '';
  const tones = [c.accent, c.teal, c.warm, violet, pale];
  for (let i = 0; i < 46; i++) b += circle(40 + r() * 250, 50 + r() * 350, 2.5 + r() * 4, tones[i % 5]!, { opacity: (0.5 + r() * 0.5).toFixed(2) });
  b +=
    path('M300 56L480 170V280L300 394z', { fill: c.panel, stroke: c.edge, 'stroke-width': 2 }) +
    path('M334 112L462 186V264L334 338z', { fill: mid }) +
    path('M368 166L446 204V246L368 284z', { fill: c.blue, opacity: 0.45 });
  for (let i = 0; i < 5; i++) b += circle(410 + i * 22, 225, 4, c.teal);
  const heights = [50, 78, 104, 132, 158, 186, 212, 240];
  heights.forEach((h, i) => (b += rect(520 + i * 32, 396 - h, 22, h, i > 5 ? c.teal : c.accent, 4, { opacity: (0.55 + i * 0.06).toFixed(2) })));
  b += stroke('M520 396H770', c.line, 2) + stroke('M524 336L766 142', c.ink, 2, { 'stroke-dasharray': '3 7', opacity: 0.6 });
  return svg(NW, NH, seed, b);
}

/** Two rows of hexagonal nodes in a spine-leaf mesh, coloured zones for network segments, signal arcs from access points. */
function scalableNetwork(seed: string) {
  const spines = [250, 400, 550];
  const leaves = [110, 226, 342, 458, 574, 690];
  const zones = [c.teal, c.accent, c.warm];
  let b = '';
  zones.forEach(
    (color, i) =>
      (b += rect(58 + i * 232, 236, 220, 108, color, 18, {
        'fill-opacity': 0.1,
        stroke: color,
        'stroke-opacity': 0.6,
        'stroke-dasharray': '6 6',
        'stroke-width': 1.5,
      })),
  );
  for (const s of spines) for (const l of leaves) b += stroke(`M${s} 130L${l} 280`, c.edge, 1.5, { opacity: 0.8 });
  for (const s of spines) b += hexagon(s, 120, 36, c.panel, c.accent, 2.5) + hexagon(s, 120, 16, mid, mid);
  leaves.forEach((l, i) => (b += hexagon(l, 282, 28, c.panel, zones[Math.floor(i / 2)]!, 2.5)));
  zones.forEach((color, i) => {
    const x = 168 + i * 232;
    b += circle(x, 400, 7, color);
    for (const rr of [16, 28, 40])
      b += stroke(`M${n(x - rr * 0.8)} ${n(400 - rr * 0.6)}A${rr} ${rr} 0 0 1 ${n(x + rr * 0.8)} ${n(400 - rr * 0.6)}`, color, 2.5, {
        opacity: (1.1 - rr / 50).toFixed(2),
      });
  });
  return svg(NW, NH, seed, b);
}

export const articleScenes: Record<string, (seed: string) => string> = {
  'future-of-software-development': futureOfSoftware,
  'ai-business-transformation': aiTransformation,
  'building-scalable-network-infrastructure': scalableNetwork,
};
