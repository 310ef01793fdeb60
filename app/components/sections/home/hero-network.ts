/**
 * The hero's network scene at a moment of its loop, on closed orbits so the loop has no seam. One source for the
 * background video (scripts/generate/hero-video.ts) and its poster, frame 0.
 */
export const HERO_SIZE = { width: 1280, height: 720 } as const;
export const HERO_FPS = 24;
export const HERO_SECONDS = 10;
const FRAMES = HERO_FPS * HERO_SECONDS;
const LINK_DISTANCE = 230;

interface Node {
  x: number;
  y: number;
  rx: number;
  ry: number;
  phase: number;
  turns: 1 | -1;
  size: number;
  teal: boolean;
}

function makeNodes(): Node[] {
  let seed = 20140101;
  const rand = () => (seed = (seed * 1664525 + 1013904223) >>> 0) / 4294967296;
  const { width: W, height: H } = HERO_SIZE;
  return Array.from({ length: 30 }, () => ({
    x: W * (0.3 + rand() * 0.72),
    y: H * (0.04 + rand() * 0.92),
    rx: 14 + rand() * 36,
    ry: 10 + rand() * 28,
    phase: rand() * Math.PI * 2,
    turns: rand() > 0.5 ? 1 : -1,
    size: 2 + rand() * 3.5,
    teal: rand() > 0.78,
  }));
}
const nodes = makeNodes();
const r1 = (n: number) => Math.round(n * 10) / 10;

interface HeroScene {
  links: { x1: number; y1: number; x2: number; y2: number; opacity: number }[];
  packets: { x: number; y: number; opacity: number }[];
  dots: { x: number; y: number; r: number; teal: boolean }[];
}

function heroScene(frame: number): HeroScene {
  const t = (frame / FRAMES) * Math.PI * 2;
  const pos = nodes.map((n) => ({ ...n, px: n.x + Math.cos(t * n.turns + n.phase) * n.rx, py: n.y + Math.sin(t * n.turns + n.phase) * n.ry }));
  const scene: HeroScene = { links: [], packets: [], dots: [] };
  pos.forEach((a, ai) =>
    pos.forEach((b, bi) => {
      if (bi <= ai) return;
      const d = Math.hypot(a.px - b.px, a.py - b.py);
      if (d > LINK_DISTANCE) return;
      const opacity = Math.round((1 - d / LINK_DISTANCE) * 55) / 100;
      scene.links.push({ x1: r1(a.px), y1: r1(a.py), x2: r1(b.px), y2: r1(b.py), opacity });
      if ((ai * 7 + bi) % 9 === 0) {
        const k = (frame / FRAMES + (ai + bi) / 13) % 1;
        scene.packets.push({ x: r1(a.px + (b.px - a.px) * k), y: r1(a.py + (b.py - a.py) * k), opacity: Math.min(1, Math.round(opacity * 160) / 100) });
      }
    }),
  );
  scene.dots = pos.map((n) => ({ x: r1(n.px), y: r1(n.py), r: r1(n.size), teal: n.teal }));
  return scene;
}

export function heroSvg(frame: number): string {
  const { width: W, height: H } = HERO_SIZE;
  const s = heroScene(frame);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#0b1430"/><stop offset="1" stop-color="#16275a"/></linearGradient><radialGradient id="glow" cx="0.72" cy="0.45" r="0.55"><stop offset="0" stop-color="#4f7cff" stop-opacity="0.28"/><stop offset="1" stop-color="#4f7cff" stop-opacity="0"/></radialGradient><pattern id="dots" width="28" height="28" patternUnits="userSpaceOnUse"><circle cx="2" cy="2" r="1.1" fill="#7ea3ff" fill-opacity="0.14"/></pattern></defs><rect width="${W}" height="${H}" fill="url(#g)"/><rect width="${W}" height="${H}" fill="url(#dots)"/><rect width="${W}" height="${H}" fill="url(#glow)"/>${s.links.map((l) => `<line x1="${l.x1}" y1="${l.y1}" x2="${l.x2}" y2="${l.y2}" stroke="#4f7cff" stroke-opacity="${l.opacity}" stroke-width="1.2"/>`).join('')}${s.packets.map((p) => `<circle cx="${p.x}" cy="${p.y}" r="2.4" fill="#43c6b3" fill-opacity="${p.opacity}"/>`).join('')}${s.dots.map((d) => `<circle cx="${d.x}" cy="${d.y}" r="${d.r}" fill="${d.teal ? '#43c6b3' : '#7ea3ff'}"/>`).join('')}</svg>`;
}
