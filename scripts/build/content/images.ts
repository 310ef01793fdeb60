/**
 * Uploads (public/media/uploads) made fit for pages by sharp: AVIF and WebP variants, a sharing crop, square portraits,
 * SVG logos as DOMPurify keeps them. Variant names carry the upload's hash, so a replaced file gets new URLs.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { basename, extname, join } from 'node:path';
import createDOMPurify from 'dompurify';
import { JSDOM } from 'jsdom';
import sharp from 'sharp';
import { IMAGE_KINDS, LOGO_KINDS, MAX_UPLOAD_BYTES, megabytes } from '../../../app/data/collections/fields.ts';
import type { Picture } from '../../../app/data/picture.ts';
import { safeSvg } from '../../../app/lib/svg-safety.ts';

/** What each kind of upload is made into: its variants' widths, whether it is cropped square, whether it gets a sharing image. */
const KINDS = {
  photo: { widths: [480, 960, 1600], square: false, og: true },
  portrait: { widths: [96, 192], square: true, og: false },
  logo: { widths: [160, 320], square: false, og: false },
} as const;
export type UploadKind = keyof typeof KINDS;
const OG_CROP = { width: 1200, height: 630 } as const;
export const VARIANT_URL = '/media/img';

export interface ImageFile {
  /** Path in the build output, no leading slash. */
  fileName: string;
  /** Reads (or encodes, then caches) the file's bytes. */
  source: () => Promise<Buffer>;
}

export interface ProcessedImage {
  picture: Picture;
  og?: string;
  files: ImageFile[];
}

const cacheDir = (root: string) => join(root, 'node_modules', '.cache', 'content-images');

function cached(root: string, name: string, make: () => Promise<Buffer>) {
  return async () => {
    const file = join(cacheDir(root), name);
    if (existsSync(file)) return readFileSync(file);
    const data = await make();
    mkdirSync(cacheDir(root), { recursive: true });
    writeFileSync(file, data);
    return data;
  };
}

/** Why an upload cannot be used, in the owner's words: the message of a content problem (file, field, language). */
export class ImageProblem extends Error {}

/** An SVG's size, from its own width and height, else its viewBox. */
function svgSize(svg: Element) {
  const box = (svg.getAttribute('viewBox') ?? '').split(/[\s,]+/).map(Number);
  const [width, height] = ['width', 'height'].map((a) => Number.parseFloat(svg.getAttribute(a) ?? '') || box[a === 'width' ? 2 : 3] || 0);
  return { width: Math.round(width!), height: Math.round(height!) };
}

/** A logo drawn as SVG: what DOMPurify keeps of it, at its own size. */
function processSvg(root: string, url: string, input: Buffer, stem: string): ProcessedImage {
  const { window } = new JSDOM('');
  const { svg } = safeSvg(createDOMPurify(window as never), input.toString('utf8'));
  const drawing = new window.DOMParser().parseFromString(svg, 'image/svg+xml').documentElement;
  const { width, height } = drawing.nodeName === 'svg' ? svgSize(drawing) : { width: 0, height: 0 };
  if (!width || !height) throw new ImageProblem(`names ${url}, an SVG without a size (a viewBox, or a width and a height): export it again with one`);
  const name = `${stem}.svg`;
  return {
    picture: { src: `${VARIANT_URL}/${name}`, width, height },
    files: [{ fileName: `${VARIANT_URL.slice(1)}/${name}`, source: cached(root, name, async () => Buffer.from(`${svg}\n`)) }],
  };
}

/** `url` as content names it, under `root`'s public/; throws an `ImageProblem` for a file missing, too large or not a picture. */
export async function processImage(root: string, url: string, kind: UploadKind = 'photo'): Promise<ProcessedImage> {
  const path = join(root, 'public', url);
  if (!existsSync(path)) throw new ImageProblem(`names ${url}, which is not in public${url.slice(0, url.lastIndexOf('/'))}/: upload it again`);
  const size = statSync(path).size;
  if (size > MAX_UPLOAD_BYTES)
    throw new ImageProblem(`names ${url}, which is ${megabytes(size)}: an image may be at most ${megabytes(MAX_UPLOAD_BYTES)}; upload a smaller one`);
  const input = readFileSync(path);
  const hash = createHash('sha256').update(input).digest('hex').slice(0, 10);
  const stem = `${basename(url, extname(url))
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')}-${hash}`;
  const kinds = kind === 'logo' ? LOGO_KINDS : IMAGE_KINDS;
  if (kind === 'logo' && /\.svg$/i.test(url)) return processSvg(root, url, input, stem);
  const meta = await sharp(input)
    .metadata()
    .catch(() => undefined);
  if (!meta?.width || !meta.height || !['png', 'jpeg', 'webp', 'heif'].includes(meta.format ?? ''))
    throw new ImageProblem(`names ${url}, which is not ${kinds} (whatever its name says): upload the picture itself`);
  const { widths: wanted, square, og } = KINDS[kind];
  // The orientation the camera recorded: a portrait photo is as wide as it looks.
  const [upright, tall] = (meta.orientation ?? 1) >= 5 ? [meta.height, meta.width] : [meta.width, meta.height];
  const [width, height] = square ? [Math.min(upright, tall), Math.min(upright, tall)] : [upright, tall];
  const widths = [...new Set([...wanted.filter((w) => w < width), Math.min(width, wanted.at(-1)!)])];
  const files: ImageFile[] = [];
  const srcset = (format: 'avif' | 'webp') =>
    widths
      .map((w) => {
        const name = `${stem}-${w}${square ? 'sq' : ''}.${format}`;
        const resize = () =>
          sharp(input)
            .rotate()
            .resize(square ? { width: w, height: w, fit: 'cover' } : { width: w, withoutEnlargement: true });
        files.push({
          fileName: `${VARIANT_URL.slice(1)}/${name}`,
          source: cached(root, name, () => (format === 'avif' ? resize().avif({ quality: 55, effort: 4 }) : resize().webp({ quality: 78 })).toBuffer()),
        });
        return `${VARIANT_URL}/${name} ${w}w`;
      })
      .join(', ');
  const sources = [
    { type: 'image/avif' as const, srcset: srcset('avif') },
    { type: 'image/webp' as const, srcset: srcset('webp') },
  ];
  const largest = widths.at(-1)!;
  const picture = {
    src: `${VARIANT_URL}/${stem}-${largest}${square ? 'sq' : ''}.webp`,
    width: largest,
    height: Math.round((height * largest) / width),
    sources,
  };
  if (!og) return { picture, files };
  const ogName = `${stem}-og.jpg`;
  files.push({
    fileName: `${VARIANT_URL.slice(1)}/${ogName}`,
    source: cached(root, ogName, () =>
      sharp(input).rotate().resize(OG_CROP.width, OG_CROP.height, { fit: 'cover' }).jpeg({ quality: 80, mozjpeg: true }).toBuffer(),
    ),
  });
  return { picture, og: `${VARIANT_URL}/${ogName}`, files };
}
