/** The illustration of a service added without a hand-made one: its icon on a hub, its deliverables' icons around it. */
import { c, circle, iconTile, mid, n, rect, rng, stroke, svg, violet } from './kit.ts';

const SW = 640;
const SH = 400;

/** `icon` and `around` are Lucide names: the service's icon and its deliverables'. */
export function genericServiceScene(seed: string, icon: string, around: readonly string[]): string {
  const r = rng(seed);
  const tones = [c.accent, c.teal, c.warm, violet];
  const lead = tones[Math.floor(r() * tones.length)]!;
  const [hx, hy] = [SW / 2 + (r() - 0.5) * 60, SH / 2 - 6];
  const icons = around.length ? around.slice(0, 6) : ['circle-check', 'users', 'chart-column'];
  const turn = r() * Math.PI * 2;
  let b = `<ellipse cx="${n(hx)}" cy="${n(SH - 42)}" rx="210" ry="16" fill="#050a1a" opacity=".5"/>`;

  b += `<ellipse cx="${n(hx)}" cy="${n(hy)}" rx="228" ry="128" fill="none" stroke="${c.line}" stroke-width="1.5" stroke-dasharray="3 7"/>`;
  const tiles = icons.map((_, i) => {
    const a = turn + (i / icons.length) * Math.PI * 2;
    return [hx + Math.cos(a) * 228, hy + Math.sin(a) * 128] as const;
  });
  tiles.forEach(([x, y], i) => {
    const tone = tones[(i + 1) % tones.length]!;
    const [mx, my] = [(x + hx) / 2 + (r() - 0.5) * 40, (y + hy) / 2 + (r() - 0.5) * 40];
    b += stroke(`M${n(hx)} ${n(hy)}Q${n(mx)} ${n(my)} ${n(x)} ${n(y)}`, tone, 2, { opacity: 0.7 });
    const t = 0.35 + r() * 0.3;
    const [px, py] = [(1 - t) ** 2 * hx + 2 * (1 - t) * t * mx + t * t * x, (1 - t) ** 2 * hy + 2 * (1 - t) * t * my + t * t * y];
    b += rect(px - 5, py - 5, 10, 10, tone, 3);
  });
  tiles.forEach(
    ([x, y], i) =>
      (b +=
        iconTile(icons[i]!, x - 28, y - 28, 56, c.panel, tones[(i + 1) % tones.length]!) +
        rect(x - 28, y - 28, 56, 56, 'none', 16, { stroke: c.edge, 'stroke-width': 1.5 })),
  );

  b += circle(hx, hy, 92, lead, { opacity: 0.08 }) + circle(hx, hy, 70, lead, { opacity: 0.14 });
  b += rect(hx - 52, hy - 44, 104, 104, '#050a1a', 28, { opacity: 0.5 });
  b += iconTile(icon, hx - 52, hy - 52, 104, mid, c.ink, 28) + rect(hx - 52, hy - 52, 104, 104, 'none', 28, { stroke: lead, 'stroke-width': 2.5 });
  return svg(SW, SH, seed, b);
}
