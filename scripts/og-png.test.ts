import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { encodePng, medianCut } from './og-png';

/** Chunks of a PNG, checked for signature and CRC framing. */
function chunks(png: Buffer) {
  expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  const out: { type: string; data: Buffer }[] = [];
  for (let i = 8; i < png.length; ) {
    const length = png.readUInt32BE(i);
    out.push({ type: png.toString('latin1', i + 4, i + 8), data: png.subarray(i + 8, i + 8 + length) });
    i += 12 + length;
  }
  return out;
}

/** Decodes what encodePng writes (filter 0 rows) back to RGBA. */
function decode(png: Buffer) {
  const cs = chunks(png);
  const ihdr = cs.find((c) => c.type === 'IHDR')!.data;
  const [width, height, colourType] = [ihdr.readUInt32BE(0), ihdr.readUInt32BE(4), ihdr[9]];
  const rows = inflateSync(Buffer.concat(cs.filter((c) => c.type === 'IDAT').map((c) => c.data)));
  const bpp = colourType === 3 ? 1 : 4;
  const plte = cs.find((c) => c.type === 'PLTE')?.data;
  const rgba = new Uint8Array(width * height * 4);
  for (let y = 0; y < height; y++) {
    expect(rows[y * (width * bpp + 1)]).toBe(0);
    for (let x = 0; x < width; x++) {
      const at = y * (width * bpp + 1) + 1 + x * bpp;
      const px = colourType === 3 ? [plte![rows[at]! * 3]!, plte![rows[at]! * 3 + 1]!, plte![rows[at]! * 3 + 2]!, 255] : [...rows.subarray(at, at + 4)];
      rgba.set(px, (y * width + x) * 4);
    }
  }
  return { width, height, colourType, rgba, types: cs.map((c) => c.type) };
}

function image(width: number, height: number, colour: (x: number, y: number) => [number, number, number, number?]) {
  const rgba = new Uint8Array(width * height * 4);
  for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) {
    const [r, g, b, a = 255] = colour(x, y);
    rgba.set([r, g, b, a], (y * width + x) * 4);
  }
  return rgba;
}

describe('encodePng', () => {
  it('writes an exact indexed PNG when the image has at most 256 colours', () => {
    const rgba = image(40, 30, (x, y) => [(x % 16) * 16, (y % 16) * 16, 90]); // 256 colours
    const png = encodePng(rgba, 40, 30);
    const d = decode(png);
    expect(d.types).toEqual(['IHDR', 'PLTE', 'IDAT', 'IEND']);
    expect([d.width, d.height, d.colourType]).toEqual([40, 30, 3]);
    expect(d.rgba).toEqual(rgba);
  });

  it('reduces a many-coloured opaque image to 256 colours, each pixel close to the original', () => {
    const rgba = image(64, 64, (x, y) => [x * 4, y * 4, 255 - x * 2]);
    const d = decode(encodePng(rgba, 64, 64));
    expect(d.colourType).toBe(3);
    let worst = 0;
    for (let i = 0; i < rgba.length; i++) worst = Math.max(worst, Math.abs(rgba[i]! - d.rgba[i]!));
    expect(worst).toBeLessThanOrEqual(24);
  });

  it('keeps transparency as RGBA', () => {
    const rgba = image(8, 8, (x) => [10, 20, 30, x * 30]);
    const d = decode(encodePng(rgba, 8, 8));
    expect(d.colourType).toBe(6);
    expect(d.rgba).toEqual(rgba);
  });

  it('refuses pixel data of the wrong size', () => {
    expect(() => encodePng(new Uint8Array(10), 2, 2)).toThrow();
  });
});

describe('medianCut', () => {
  it('returns the colours themselves when there are few enough', () => {
    expect(medianCut(new Map([[0xff0000, 5], [0x00ff00, 1]]), 4)).toEqual([[0, 255, 0], [255, 0, 0]]);
  });

  it('returns at most the asked number of colours, each inside the input range', () => {
    const counts = new Map<number, number>();
    for (let i = 0; i < 1000; i++) counts.set((i * 2654435761) & 0xffffff, 1 + (i % 7));
    const palette = medianCut(counts, 16);
    expect(palette.length).toBeLessThanOrEqual(16);
    for (const c of palette) for (const v of c) expect(v >= 0 && v <= 255).toBe(true);
  });
});
