/** The news image of an article added without one: one design, seeded by the article's slug. */
import { bar, c, circle, icon, lines, mid, n, pale, path, pill, polyline, rect, rising, rng, shuffle, stroke, svg, tints, violet } from './kit.ts';
import type { Rand } from './kit.ts';

const AW = 800;
const AH = 450;

/** The front page's picture: one of four abstract motifs. */
function heroMotif(kind: number, x: number, y: number, w: number, h: number, r: Rand, lead: string, second: string) {
  let b = rect(x, y, w, h, mid, 10);
  if (kind === 0) {
    b += circle(x + w * (0.6 + r() * 0.25), y + h * 0.34, 18, c.warm);
    b += path(
      `M${x} ${y + h - 10}V${n(y + h * 0.62)}L${n(x + w * 0.3)} ${n(y + h * 0.3)}L${n(x + w * 0.55)} ${n(y + h * 0.66)}V${y + h - 10}a10 10 0 0 1-10 10H${x + 10}a10 10 0 0 1-10-10z`,
      { fill: lead, opacity: 0.55 },
    );
    b += path(`M${n(x + w * 0.3)} ${y + h}L${n(x + w * 0.68)} ${n(y + h * 0.48)}L${x + w} ${n(y + h * 0.8)}V${y + h - 10}a10 10 0 0 1-10 10z`, {
      fill: second,
      opacity: 0.8,
    });
  } else if (kind === 1) {
    const count = 7;
    for (let i = 0; i < count; i++) {
      const bh = (h - 36) * (0.25 + (i / count) * 0.6 + r() * 0.15);
      b += rect(x + 22 + i * ((w - 44) / count), y + h - 14 - bh, (w - 44) / count - 10, bh, i === count - 1 ? lead : pale, 3, {
        opacity: i === count - 1 ? 1 : 0.35,
      });
    }
    b += stroke(`M${x + 24} ${y + h - 44}L${x + w - 34} ${y + 24}`, second, 2.5, { 'stroke-dasharray': '3 7' });
  } else if (kind === 2) {
    const pts: [number, number][] = Array.from({ length: 6 }, (_, i) => [
      x + 30 + (i % 3) * ((w - 60) / 2) + (r() - 0.5) * 30,
      y + 32 + Math.floor(i / 3) * (h - 64) + (r() - 0.5) * 14,
    ]);
    const lit = Math.floor(r() * 6);
    const edges = [
      [0, 1],
      [1, 2],
      [3, 4],
      [4, 5],
      [0, 3],
      [1, 4],
      [2, 5],
      [0, 4],
      [4, 2],
    ];
    edges.splice(Math.floor(r() * edges.length), 1);
    for (const [i, j] of edges) b += stroke(polyline([pts[i!]!, pts[j!]!]), c.edge, 2);
    pts.forEach(
      ([px, py], i) => (b += circle(px, py, i === lit ? 13 : 9, i === lit ? lead : c.panel, { stroke: i === lit ? lead : second, 'stroke-width': 2.5 })),
    );
  } else {
    const cx = x + w * (0.3 + r() * 0.4);
    b += circle(cx, y + h / 2, 46, lead, { opacity: 0.25 }) + circle(cx, y + h / 2, 28, lead, { opacity: 0.55 }) + circle(cx + 50, y + h / 2 - 20, 16, second);
    b += stroke(`M${x + 16} ${y + h - 18}L${x + w - 16} ${y + 18}`, pale, 2, { opacity: 0.5 });
  }
  return b;
}

/** A news image for any article; the seed picks the side, accents, picture and icons. */
export function genericArticleScene(seed: string): string {
  const r = rng(seed);
  const flip = r() < 0.5;
  const tones = [c.accent, c.teal, c.warm, violet];
  const k = Math.floor(r() * 4);
  const lead = tones[k]!;
  const second = tones[(k + 1 + Math.floor(r() * 3)) % 4]!;
  const sx = flip ? 398 : 56;
  const cx = flip ? 56 : 430;
  let b = '';

  const y0 = 380 + r() * 20;
  const ribbon = `M-20 ${n(y0)}C220 ${n(y0 - 10)} 520 ${n(250 + r() * 40)} 820 ${n(y0 - 230 - r() * 40)}`;
  b += stroke(ribbon, lead, 44, { opacity: 0.08 }) + stroke(ribbon, lead, 2, { opacity: 0.45 });

  [2, 1].forEach(
    (d) =>
      (b += rect(sx + d * 28, 96 - d * 26, 290, 306, c.blue, 16, {
        'fill-opacity': 0.1 + (2 - d) * 0.08,
        stroke: c.accent,
        'stroke-opacity': 0.5,
        'stroke-width': 1.5,
      })),
  );
  b += rect(sx, 96, 290, 306, c.panel, 16, { stroke: c.edge, 'stroke-width': 1.5 });
  b += heroMotif(Math.floor(r() * 4), sx + 14, 110, 262, 128, r, lead, second);
  b += pill(sx + 16, 254, 58, 16, lead) + bar(sx + 28, 259, 34, c.bg0, 6);
  b += bar(sx + 16, 282, 200 + r() * 56, c.ink, 10) + bar(sx + 16, 300, 120 + r() * 60, c.ink, 10);
  b += lines(sx + 16, 326, 118, 3, r, pale, 12, 5) + lines(sx + 150, 326, 118, 3, r, pale, 12, 5);
  b += circle(sx + 26, 380, 10, tints[Math.floor(r() * 5)]![1]) + bar(sx + 44, 377, 60 + r() * 30, pale) + bar(sx + 230, 377, 44, c.line);

  b += rect(cx, 56, 314, 204, c.blue, 16, { 'fill-opacity': 0.16, stroke: c.accent, 'stroke-opacity': 0.5, 'stroke-width': 1.5 });
  b += bar(cx + 20, 76, 64, pale, 6) + bar(cx + 20, 92, 110, c.ink, 9);
  b += pill(cx + 226, 76, 70, 24, lead) + icon('trending-up', cx + 236, 80, 16, c.bg0, 2.6) + bar(cx + 258, 85, 26, c.bg0, 6);
  for (let i = 0; i < 3; i++) b += stroke(`M${cx + 20} ${150 + i * 34}H${cx + 294}`, c.line, 1.5, { 'stroke-dasharray': '3 6' });
  const pts = rising(r, cx + 24, 266, 236, 112, 8);
  const line = polyline(pts);
  b += path(`${line}V238H${cx + 24}z`, { fill: lead, opacity: 0.18 }) + stroke(line, lead, 3);
  const [ex, ey] = pts.at(-1)!;
  b += circle(ex, ey, 13, lead, { opacity: 0.25 }) + circle(ex, ey, 6, lead);

  const topics = shuffle(r, ['newspaper', 'lightbulb', 'rocket', 'globe', 'cpu', 'shield-check', 'cloud', 'sparkles', 'users', 'layers']);
  for (let i = 0; i < 2; i++) {
    const y = 282 + i * 66;
    const tone = i ? second : lead;
    b += rect(cx, y, 314, 54, c.panel, 12, { stroke: c.edge });
    b += rect(cx + 10, y + 9, 36, 36, mid, 10) + icon(topics[i]!, cx + 18, y + 17, 20, tone);
    b += bar(cx + 58, y + 15, 120 + r() * 80, c.ink, 8) + bar(cx + 58, y + 32, 80 + r() * 60, pale, 5);
    b += icon('arrow-up-right', cx + 282, y + 19, 16, pale);
  }
  return svg(AW, AH, seed, b);
}
