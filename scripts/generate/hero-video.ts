/**
 * Makes the home hero's seamlessly looping video of app/components/sections/home/hero-network.ts, rasterised by
 * headless Chromium and encoded by ffmpeg; frame 0 is the poster. Run `npx tsx scripts/generate/hero-video.ts`.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { HERO_FPS, HERO_SECONDS, HERO_SIZE, heroSvg } from '../../app/components/sections/home/hero-network';

const { width: W, height: H } = HERO_SIZE;
const FRAMES = HERO_FPS * HERO_SECONDS;
const FPS = HERO_FPS;
const frame = heroSvg;

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
writeFileSync(join(out, 'hero-poster.svg'), `${frame(0)}\n`);
const input = ['-y', '-loglevel', 'error', '-framerate', String(FPS), '-i', join(dir, 'f%04d.png')];
execFileSync('ffmpeg', [...input, '-c:v', 'libvpx-vp9', '-b:v', '0', '-crf', '50', '-row-mt', '1', '-pix_fmt', 'yuv420p', '-an', join(out, 'hero.webm')]);
execFileSync('ffmpeg', [
  ...input,
  '-c:v',
  'libx264',
  '-preset',
  'slow',
  '-crf',
  '32',
  '-pix_fmt',
  'yuv420p',
  '-movflags',
  '+faststart',
  '-an',
  join(out, 'hero.mp4'),
]);
rmSync(dir, { recursive: true });
for (const f of ['hero.webm', 'hero.mp4']) console.log(f, Math.round(statSync(join(out, f)).size / 1024), 'KB');
