/**
 * Renders the brand mark (public/brand/icon.svg) into the raster icons and the fallback sharing image, with headless
 * Chromium; no brand name, which lives in the site configuration. Run `npx tsx scripts/generate/brand-assets.ts`.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { chromium } from '@playwright/test';

const svg = readFileSync('public/brand/icon.svg', 'utf8');
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const page = await browser.newPage();

async function render(html: string, width: number, height: number) {
  await page.setViewportSize({ width, height });
  await page.setContent(`<!doctype html><html><body style="margin:0">${html}</body></html>`);
  return page.screenshot({ omitBackground: true, clip: { x: 0, y: 0, width, height } });
}
const icon = (size: number, pad = 0, bg = 'transparent') =>
  render(
    `<div style="width:${size}px;height:${size}px;background:${bg};display:grid;place-items:center">${svg.replace('<svg ', `<svg width="${size - 2 * pad}" height="${size - 2 * pad}" `)}</div>`,
    size,
    size,
  );

writeFileSync('public/brand/icon-192.png', await icon(192));
writeFileSync('public/brand/logo-512.png', await icon(512));
writeFileSync('public/brand/apple-touch-icon.png', await icon(180, 18, '#ffffff'));

// favicon.ico: an ICO container holding one 32x32 PNG.
const png32 = await icon(32);
const header = Buffer.alloc(22);
header.writeUInt16LE(0, 0);
header.writeUInt16LE(1, 2);
header.writeUInt16LE(1, 4);
header.writeUInt8(32, 6);
header.writeUInt8(32, 7);
header.writeUInt16LE(1, 10);
header.writeUInt16LE(32, 12);
header.writeUInt32LE(png32.length, 14);
header.writeUInt32LE(22, 18);
writeFileSync('public/favicon.ico', Buffer.concat([header, png32]));

// Fallback sharing image: the mark over a quiet grid of the palette.
const cells = Array.from({ length: 10 * 6 }, (_, i) => {
  const x = (i % 10) * 120 + 20;
  const y = Math.floor(i / 10) * 105 + 10;
  const o = ((i * 37) % 11) / 40 + 0.04;
  return `<rect x="${x}" y="${y}" width="90" height="80" rx="14" fill="#7ea3ff" opacity="${o.toFixed(2)}"/>`;
}).join('');
writeFileSync(
  'public/brand/og-default.png',
  await render(
    `<svg width="1200" height="630" viewBox="0 0 1200 630" xmlns="http://www.w3.org/2000/svg"><rect width="1200" height="630" fill="#0a101d"/>${cells}<rect x="0" y="0" width="1200" height="630" fill="url(#fade)"/><defs><radialGradient id="fade" cx="0.5" cy="0.5" r="0.6"><stop offset="0.2" stop-color="#0a101d" stop-opacity="0.95"/><stop offset="1" stop-color="#0a101d" stop-opacity="0.2"/></radialGradient></defs><g transform="translate(480 195) scale(7.5)">${svg.replace(/<\/?svg[^>]*>/g, '')}</g></svg>`,
    1200,
    630,
  ),
);
await browser.close();
console.log('brand assets written');
