import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { ImageProblem, processImage } from './images';

/** A project root of the test's own, with `files` uploaded. */
function root(files: Record<string, Buffer | string>) {
  const dir = mkdtempSync(join(tmpdir(), 'images-test-'));
  mkdirSync(join(dir, 'public', 'media', 'uploads'), { recursive: true });
  for (const [name, data] of Object.entries(files)) writeFileSync(join(dir, 'public', 'media', 'uploads', name), data);
  return dir;
}
const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#3366cc' } })
    .png()
    .toBuffer();

describe('uploads made fit for pages', () => {
  it('a portrait is cropped square at the small sizes it is shown, in AVIF and WebP, with no sharing image', async () => {
    const dir = root({ 'face.png': await png(800, 600) });
    const { picture, og, files } = await processImage(dir, '/media/uploads/face.png', 'portrait');
    expect(og).toBeUndefined();
    expect(picture).toMatchObject({ width: 192, height: 192 });
    expect(picture.sources!.map((s) => s.srcset.replace(/-[0-9a-f]{10}-/g, '-#-'))).toEqual([
      '/media/img/face-#-96sq.avif 96w, /media/img/face-#-192sq.avif 192w',
      '/media/img/face-#-96sq.webp 96w, /media/img/face-#-192sq.webp 192w',
    ]);
    const made = await sharp(await files.find((f) => f.fileName.endsWith('-96sq.webp'))!.source()).metadata();
    expect([made.width, made.height]).toEqual([96, 96]);
  });

  it('a photo keeps its sharing image; a logo may be an SVG drawing, served as it is made safe, at its own size', async () => {
    const dir = root({
      'team.png': await png(2000, 1000),
      'logo.svg': '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 48" onload="alert(1)"><script>x()</script><rect width="200" height="48"/></svg>',
    });
    expect((await processImage(dir, '/media/uploads/team.png')).og).toMatch(/-og\.jpg$/);
    const logo = await processImage(dir, '/media/uploads/logo.svg', 'logo');
    expect(logo.picture).toMatchObject({ width: 200, height: 48, src: expect.stringMatching(/^\/media\/img\/logo-[0-9a-f]{10}\.svg$/) });
    const served = (await logo.files[0]!.source()).toString();
    expect(served).toContain('<rect width="200" height="48">');
    expect(served).not.toMatch(/script|onload/);
  });

  it('refuses, in words, an SVG for a photograph, and an SVG logo without a size', async () => {
    const dir = root({
      'face.svg': '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"/>',
      'bare.svg': '<svg xmlns="http://www.w3.org/2000/svg"><rect/></svg>',
    });
    await expect(processImage(dir, '/media/uploads/face.svg', 'portrait')).rejects.toThrow(ImageProblem);
    await expect(processImage(dir, '/media/uploads/bare.svg', 'logo')).rejects.toThrow(/an SVG without a size/);
  });
});
