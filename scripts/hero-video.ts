/**
 * Makes the home hero's background video: a slowly drifting network of
 * nodes and links in the palette, every node on a closed orbit so the clip
 * loops without a seam. Frames are SVG, rasterised by headless Chromium and
 * encoded by ffmpeg (Debian package) to WebM (VP9) and MP4 (H.264); the
 * first frame is also written as the poster (SVG, paints instantly).
 *   npx tsx scripts/hero-video.ts
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';

const W = 1280;
const H = 720;
const FPS = 24;
const SECONDS = 10;
const FRAMES = FPS * SECONDS;

let seed = 20140101;
const rand = () => ((seed = (seed * 1664525 + 1013904223) >>> 0) / 4294967296);

const nodes = Array.from({ length: 30 }, () => ({
  x: W * (0.3 + rand() * 0.72),
  y: H * (0.04 + rand() * 0.92),
  rx: 14 + rand() * 36,
  ry: 10 + rand() * 28,
  phase: rand() * Math.PI * 2,
  turns: rand() > 0.5 ? 1 : -1,
  size: 2 + rand() * 3.5,
  teal: rand() > 0.78,
}));

function frame(i: number) {
  const t = (i / FRAMES) * Math.PI * 2;
  const pos = nodes.map((n) => ({ ...n, px: n.x + Math.cos(t * n.turns + n.phase) * n.rx, py: n.y + Math.sin(t * n.turns + n.phase) * n.ry }));
  let links = '';
  let packets = '';
  pos.forEach((a, ai) =>
    pos.forEach((b, bi) => {
      if (bi <= ai) return;
      const d = Math.hypot(a.px - b.px, a.py - b.py);
      if (d > 230) return;
      const o = (1 - d / 230) * 0.55;
      links += `<line x1="${a.px.toFixed(1)}" y1="${a.py.toFixed(1)}" x2="${b.px.toFixed(1)}" y2="${b.py.toFixed(1)}" stroke="#4f7cff" stroke-opacity="${o.toFixed(2)}" stroke-width="1.2"/>`;
      if ((ai * 7 + bi) % 9 === 0) {
        const k = (i / FRAMES + (ai + bi) / 13) % 1;
        packets += `<circle cx="${(a.px + (b.px - a.px) * k).toFixed(1)}" cy="${(a.py + (b.py - a.py) * k).toFixed(1)}" r="2.4" fill="#43c6b3" fill-opacity="${(o * 1.6).toFixed(2)}"/>`;
      }
    }),
  );
  const dots = pos.map((n) => `<circle cx="${n.px.toFixed(1)}" cy="${n.py.toFixed(1)}" r="${n.size.toFixed(1)}" fill="${n.teal ? '#43c6b3' : '#7ea3ff'}"/>`).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#0b1430"/><stop offset="1" stop-color="#16275a"/></linearGradient><radialGradient id="glow" cx="0.72" cy="0.45" r="0.55"><stop offset="0" stop-color="#4f7cff" stop-opacity="0.28"/><stop offset="1" stop-color="#4f7cff" stop-opacity="0"/></radialGradient><pattern id="dots" width="28" height="28" patternUnits="userSpaceOnUse"><circle cx="2" cy="2" r="1.1" fill="#7ea3ff" fill-opacity="0.14"/></pattern></defs><rect width="${W}" height="${H}" fill="url(#g)"/><rect width="${W}" height="${H}" fill="url(#dots)"/><rect width="${W}" height="${H}" fill="url(#glow)"/>${links}${packets}${dots}</svg>`;
}

const dir = mkdtempSync(join(tmpdir(), 'hero-'));
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const page = await browser.newPage({ viewport: { width: W, height: H } });
for (let i = 0; i < FRAMES; i++) {
  await page.setContent(`<body style="margin:0">${frame(i)}</body>`);
  await page.screenshot({ path: join(dir, `f${String(i).padStart(4, '0')}.png`) });
}
await browser.close();

const out = join(process.cwd(), 'public', 'media');
mkdirSync(out, { recursive: true });
writeFileSync(join(out, 'hero-poster.svg'), frame(0));
const input = ['-y', '-loglevel', 'error', '-framerate', String(FPS), '-i', join(dir, 'f%04d.png')];
execFileSync('ffmpeg', [...input, '-c:v', 'libvpx-vp9', '-b:v', '0', '-crf', '50', '-row-mt', '1', '-pix_fmt', 'yuv420p', '-an', join(out, 'hero.webm')]);
execFileSync('ffmpeg', [...input, '-c:v', 'libx264', '-preset', 'slow', '-crf', '32', '-pix_fmt', 'yuv420p', '-movflags', '+faststart', '-an', join(out, 'hero.mp4')]);
rmSync(dir, { recursive: true });
for (const f of ['hero.webm', 'hero.mp4', 'hero-poster.svg']) console.log(f, Math.round(statSync(join(out, f)).size / 1024), 'KB');
