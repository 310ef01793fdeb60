/**
 * The site's illustrations, generated: one visual language (a navy tile,
 * a dot grid, floating interface panels and network lines in the palette,
 * and the subject's icon) with a fixed seed per slug, so the same slug
 * always gives the same picture. Run `npx tsx scripts/art/generate.ts`
 * after adding a service, project or article; it writes SVG files to
 * public/art/ (committed). SVG keeps them sharp at every width and small.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { articles } from '../../app/data/news';
import { projects } from '../../app/data/projects';
import { services } from '../../app/data/services';
import { artSizes } from '../../app/components/ui/art-sizes';
import { iconNodes } from './icons';

const palette = {
  bg0: '#0b1430',
  bg1: '#16275a',
  line: '#2f4a8f',
  accent: '#7ea3ff',
  accentStrong: '#4f7cff',
  signal: '#43c6b3',
  warm: '#f2b880',
  panel: '#1b2d63',
  panelEdge: '#3a5aa8',
  ink: '#e8edf6',
};

/** mulberry32 seeded from a string: the same slug always draws the same scene. */
function rng(seed: string) {
  let h = 1779033703 ^ seed.length;
  for (let i = 0; i < seed.length; i++) h = Math.imul(h ^ seed.charCodeAt(i), 3432918353), (h = (h << 13) | (h >>> 19));
  let a = h >>> 0;
  return () => {
    a |= 0;
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const r1 = (n: number) => Math.round(n * 10) / 10;

function frame(w: number, h: number, seed: string, body: string) {
  const rand = rng(`${seed}:bg`);
  const gx = r1(w * (0.2 + rand() * 0.6));
  const gy = r1(h * (0.2 + rand() * 0.5));
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}">
<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${palette.bg0}"/><stop offset="1" stop-color="${palette.bg1}"/></linearGradient>
<radialGradient id="glow" cx="${r1(gx / w)}" cy="${r1(gy / h)}" r="0.6"><stop offset="0" stop-color="${palette.accentStrong}" stop-opacity="0.35"/><stop offset="1" stop-color="${palette.accentStrong}" stop-opacity="0"/></radialGradient>
<pattern id="dots" width="24" height="24" patternUnits="userSpaceOnUse"><circle cx="2" cy="2" r="1.2" fill="${palette.accent}" fill-opacity="0.16"/></pattern></defs>
<rect width="${w}" height="${h}" fill="url(#bg)"/><rect width="${w}" height="${h}" fill="url(#dots)"/><rect width="${w}" height="${h}" fill="url(#glow)"/>
${body}
</svg>
`;
}

/** A network of nodes joined by lines, behind the foreground. */
function network(w: number, h: number, rand: () => number, count = 7) {
  const nodes = Array.from({ length: count }, () => [r1(w * (0.05 + rand() * 0.9)), r1(h * (0.08 + rand() * 0.84))] as const);
  const lines = nodes.slice(1).map(([x, y], i) => {
    const [px, py] = nodes[Math.floor(rand() * (i + 1))]!;
    return `<path d="M${px} ${py}L${x} ${y}" stroke="${palette.line}" stroke-width="1.5"/>`;
  });
  const dots = nodes.map(([x, y], i) => `<circle cx="${x}" cy="${y}" r="${i % 3 === 0 ? 5 : 3.5}" fill="${i % 4 === 0 ? palette.signal : palette.accent}" fill-opacity="0.8"/>`);
  return lines.join('') + dots.join('');
}

/** A floating interface panel: a rounded card with a title bar and rows or bars. */
function panel(x: number, y: number, w: number, h: number, rand: () => number, kind: 'rows' | 'bars' | 'chart') {
  let inner = '';
  const pad = 14;
  if (kind === 'rows') {
    const rows = Math.max(2, Math.min(7, Math.floor((h - 40) / 22)));
    const step = r1((h - 50) / rows);
    for (let i = 0; i < rows; i++) {
      const len = (w - pad * 2 - 24) * (0.45 + rand() * 0.5);
      const cy = r1(y + 38 + i * step);
      inner += `<circle cx="${x + pad + 6}" cy="${cy}" r="5" fill="${i === 0 ? palette.signal : palette.panelEdge}"/><rect x="${x + pad + 20}" y="${r1(cy - 4)}" width="${r1(len)}" height="8" rx="4" fill="${palette.accent}" fill-opacity="${i === 0 ? 0.9 : 0.35}"/>`;
    }
  } else if (kind === 'bars') {
    const n = 6;
    const bw = (w - pad * 2) / n - 6;
    for (let i = 0; i < n; i++) {
      const bh = (h - 50) * (0.3 + rand() * 0.7);
      inner += `<rect x="${r1(x + pad + i * (bw + 6))}" y="${r1(y + h - pad - bh)}" width="${r1(bw)}" height="${r1(bh)}" rx="3" fill="${i === n - 2 ? palette.signal : palette.accent}" fill-opacity="${i === n - 2 ? 0.95 : 0.55}"/>`;
    }
  } else {
    const pts = Array.from({ length: 7 }, (_, i) => `${r1(x + pad + (i * (w - pad * 2)) / 6)},${r1(y + h - pad - (h - 54) * (0.2 + rand() * 0.75))}`);
    inner += `<polyline points="${pts.join(' ')}" fill="none" stroke="${palette.signal}" stroke-width="3" stroke-linejoin="round" stroke-linecap="round"/>`;
    inner += `<polygon points="${pts.join(' ')} ${r1(x + w - pad)},${y + h - pad} ${x + pad},${y + h - pad}" fill="${palette.signal}" fill-opacity="0.12"/>`;
  }
  return `<g><rect x="${x}" y="${y}" width="${w}" height="${h}" rx="14" fill="${palette.panel}" fill-opacity="0.92" stroke="${palette.panelEdge}" stroke-width="1.5"/>
<circle cx="${x + 16}" cy="${y + 15}" r="3.5" fill="${palette.warm}"/><circle cx="${x + 28}" cy="${y + 15}" r="3.5" fill="${palette.accent}" fill-opacity="0.6"/><rect x="${x + 40}" y="${y + 11}" width="${r1(w * 0.3)}" height="8" rx="4" fill="${palette.accent}" fill-opacity="0.3"/>${inner}</g>`;
}

/** The subject's icon in a glowing badge. */
function badge(cx: number, cy: number, size: number, icon: string) {
  const node = iconNodes[icon];
  if (!node) throw new Error(`art: no icon ${icon}`);
  const s = (size * 0.5) / 24;
  return `<g><circle cx="${cx}" cy="${cy}" r="${size / 2 + 18}" fill="${palette.accentStrong}" fill-opacity="0.18"/><rect x="${cx - size / 2}" y="${cy - size / 2}" width="${size}" height="${size}" rx="${size * 0.26}" fill="${palette.accentStrong}"/>
<g transform="translate(${r1(cx - 12 * s)} ${r1(cy - 12 * s)}) scale(${r1(s * 100) / 100})" fill="none" stroke="${palette.ink}" stroke-width="2" stroke-linecap="round" stroke-linejoin="round">${node}</g></g>`;
}

function scene(seed: string, w: number, h: number, icon: string | null, layout: 'badge' | 'screens' | 'flow') {
  const rand = rng(seed);
  let body = network(w, h, rand, 8);
  const kinds = ['rows', 'bars', 'chart'] as const;
  if (layout === 'badge') {
    const side = rand() > 0.5;
    body += panel(r1(w * (side ? 0.08 : 0.56)), r1(h * 0.16), r1(w * 0.36), r1(h * 0.42), rand, kinds[Math.floor(rand() * 3)]!);
    body += panel(r1(w * (side ? 0.5 : 0.1)), r1(h * 0.55), r1(w * 0.38), r1(h * 0.32), rand, kinds[Math.floor(rand() * 3)]!);
    if (icon) body += badge(r1(w * (side ? 0.66 : 0.34)), r1(h * 0.34), Math.round(Math.min(w, h) * 0.22), icon);
  } else if (layout === 'screens') {
    body += panel(r1(w * 0.07), r1(h * 0.12), r1(w * 0.56), r1(h * 0.7), rand, 'rows');
    body += panel(r1(w * 0.5), r1(h * 0.3), r1(w * 0.42), r1(h * 0.52), rand, rand() > 0.5 ? 'chart' : 'bars');
    if (icon) body += badge(r1(w * 0.82), r1(h * 0.2), Math.round(Math.min(w, h) * 0.16), icon);
  } else {
    const steps = 3;
    for (let i = 0; i < steps; i++) {
      const x = r1(w * (0.06 + i * 0.31));
      body += panel(x, r1(h * (0.22 + (i % 2) * 0.16)), r1(w * 0.26), r1(h * 0.46), rand, kinds[i % 3]!);
      if (i < steps - 1) body += `<path d="M${r1(x + w * 0.26 + 6)} ${r1(h * 0.5)}h${r1(w * 0.04)}" stroke="${palette.signal}" stroke-width="3" stroke-linecap="round" marker-end="url(#arrow)"/>`;
    }
    body = `<defs><marker id="arrow" viewBox="0 0 10 10" refX="5" refY="5" markerWidth="5" markerHeight="5" orient="auto"><path d="M0 0L10 5L0 10z" fill="${palette.signal}"/></marker></defs>` + body;
    if (icon) body += badge(r1(w * 0.5), r1(h * 0.14), Math.round(Math.min(w, h) * 0.13), icon);
  }
  return frame(w, h, seed, body);
}

const out = join(process.cwd(), 'public', 'art');
const write = (dir: string, name: string, svg: string) => {
  mkdirSync(join(out, dir), { recursive: true });
  writeFileSync(join(out, dir, `${name}.svg`), svg);
};

const projectIcon: Record<string, string> = { afriwok: 'wallet', 'unizik-alumni': 'graduation-cap', crystalbricks: 'building-2', 'infrastructure-service': 'network', 'unizik-portal': 'file-badge' };
const articleIcon: Record<string, string> = { 'future-of-software-development': 'code-xml', 'ai-business-transformation': 'brain-circuit', 'building-scalable-network-infrastructure': 'network' };
const lucideName: Record<string, string> = { server: 'server', cloud: 'cloud', backup: 'archive-restore', shield: 'shield-check', code: 'code-xml', package: 'package-check', chart: 'chart-column', compass: 'compass', headset: 'headset', monitor: 'monitor-cog', messages: 'messages-square' };

for (const s of services) write('services', s.slug, scene(s.slug, artSizes.service.width, artSizes.service.height, lucideName[s.icon]!, 'badge'));
for (const p of projects) {
  write('projects', p.slug, scene(p.slug, artSizes.project.width, artSizes.project.height, projectIcon[p.slug]!, 'screens'));
  write('projects', `${p.slug}-1`, scene(`${p.slug}-1`, artSizes.gallery.width, artSizes.gallery.height, projectIcon[p.slug]!, 'screens'));
  write('projects', `${p.slug}-2`, scene(`${p.slug}-2`, artSizes.gallery.width, artSizes.gallery.height, projectIcon[p.slug]!, 'flow'));
}
for (const a of articles) write('news', a.slug, scene(a.slug, artSizes.news.width, artSizes.news.height, articleIcon[a.slug]!, 'badge'));
console.log(`art: ${services.length} services, ${projects.length * 3} project images, ${articles.length} articles`);
