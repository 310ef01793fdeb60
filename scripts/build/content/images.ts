/**
 * Uploaded images (the CMS's media library, public/media/uploads) made fit
 * for pages: AVIF and WebP variants at a few widths (never wider than the
 * upload), and a 1200×630 JPEG for sharing (Open Graph), all by sharp.
 * Variant names carry a hash of the upload, so replacing a file under the
 * same name gives new URLs. Encoded variants are kept in
 * node_modules/.cache/content-images between builds.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { basename, extname, join } from 'node:path';
import sharp from 'sharp';
import { IMAGE_KINDS, MAX_UPLOAD_BYTES, megabytes } from '../../../app/data/collections/fields.ts';
import type { Picture } from '../../../app/data/picture.ts';

/** Widths of the variants: a card on a phone, a wide card or half a desktop, a full-width hero on a large or dense screen. */
const VARIANT_WIDTHS = [480, 960, 1600] as const;
const OG_CROP = { width: 1200, height: 630 } as const;
/** Where the variants are published. */
export const VARIANT_URL = '/media/img';

export interface ImageFile {
  /** Path in the build output, no leading slash. */
  fileName: string;
  /** Reads (or encodes, then caches) the file's bytes. */
  source: () => Promise<Buffer>;
}

export interface ProcessedImage {
  picture: Picture;
  /** The sharing image, 1200×630. */
  og: string;
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

/**
 * `url` is the upload as content names it (`/media/uploads/team.png`); `root` the project root, whose `public/` holds it.
 * Throws an `ImageProblem` for a file that is missing, too large or not a picture.
 */
export async function processImage(root: string, url: string): Promise<ProcessedImage> {
  const path = join(root, 'public', url);
  if (!existsSync(path)) throw new ImageProblem(`names ${url}, which is not in public${url.slice(0, url.lastIndexOf('/'))}/: upload it again`);
  const size = statSync(path).size;
  if (size > MAX_UPLOAD_BYTES)
    throw new ImageProblem(`names ${url}, which is ${megabytes(size)}: an image may be at most ${megabytes(MAX_UPLOAD_BYTES)}; upload a smaller one`);
  const input = readFileSync(path);
  const meta = await sharp(input)
    .metadata()
    .catch(() => undefined);
  if (!meta?.width || !meta.height || !['png', 'jpeg', 'webp', 'heif'].includes(meta.format ?? ''))
    throw new ImageProblem(`names ${url}, which is not ${IMAGE_KINDS} (whatever its name says): upload the picture itself`);
  // The orientation the camera recorded: a portrait photo is as wide as it looks.
  const [width, height] = (meta.orientation ?? 1) >= 5 ? [meta.height, meta.width] : [meta.width, meta.height];
  const hash = createHash('sha256').update(input).digest('hex').slice(0, 10);
  const stem = `${basename(url, extname(url))
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')}-${hash}`;
  const widths = [...new Set([...VARIANT_WIDTHS.filter((w) => w < width), Math.min(width, VARIANT_WIDTHS.at(-1)!)])];
  const files: ImageFile[] = [];
  const srcset = (format: 'avif' | 'webp') =>
    widths
      .map((w) => {
        const name = `${stem}-${w}.${format}`;
        const resize = () => sharp(input).rotate().resize({ width: w, withoutEnlargement: true });
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
  const ogName = `${stem}-og.jpg`;
  files.push({
    fileName: `${VARIANT_URL.slice(1)}/${ogName}`,
    source: cached(root, ogName, () =>
      sharp(input).rotate().resize(OG_CROP.width, OG_CROP.height, { fit: 'cover' }).jpeg({ quality: 80, mozjpeg: true }).toBuffer(),
    ),
  });
  return {
    picture: { src: `${VARIANT_URL}/${stem}-${largest}.webp`, width: largest, height: Math.round((height * largest) / width), sources },
    og: `${VARIANT_URL}/${ogName}`,
    files,
  };
}
