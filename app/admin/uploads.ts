/** What the media library refuses before anything is uploaded (Decap asks `decapUploadRefusal`, patched in: patches/README.md). */
import DOMPurify from 'dompurify';
import { IMAGE_KINDS, MAX_UPLOAD_BYTES, megabytes } from '~/data/collections/fields';
import { safeSvg } from '~/lib/svg-safety';

/** The first bytes of each kind of picture the build turns into variants (scripts/build/content/images.ts). */
const SIGNATURES: ((bytes: Uint8Array) => boolean)[] = [
  // PNG
  (b) => [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((v, i) => b[i] === v),
  // JPEG
  (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff,
  (b) => ascii(b, 0, 4) === 'RIFF' && ascii(b, 8, 12) === 'WEBP',
  (b) => ascii(b, 4, 8) === 'ftyp' && ['avif', 'avis'].includes(ascii(b, 8, 12)),
];
const ascii = (bytes: Uint8Array, from: number, to: number) => String.fromCharCode(...bytes.slice(from, to));

async function uploadRefusal(file: Blob & { name: string }): Promise<string | undefined> {
  if (file.size > MAX_UPLOAD_BYTES)
    return `“${file.name}” is ${megabytes(file.size)}: an image may be at most ${megabytes(MAX_UPLOAD_BYTES)}. Save it smaller (2,400 pixels wide is plenty for the site) and choose it again.`;
  if (/\.svg$/i.test(file.name) || file.type === 'image/svg+xml') return svgRefusal(file);
  const head = new Uint8Array(await file.slice(0, 16).arrayBuffer());
  const notPicture = `“${file.name}” is not ${IMAGE_KINDS}, whatever its name says. Choose the picture itself (a PNG, JPEG, WebP or AVIF file), or a logo drawn as SVG.`;
  if (!SIGNATURES.some((matches) => matches(head))) return notPicture;
  // The browser's own decoder: a file that starts like a picture but is cut short or damaged is refused too.
  try {
    (await createImageBitmap(file)).close();
  } catch {
    return notPicture;
  }
  return undefined;
}

/** An SVG drawing (a logo) is taken when it is a drawing with a size, and nothing else. */
async function svgRefusal(file: Blob & { name: string }): Promise<string | undefined> {
  const text = await file.text();
  const drawing = new DOMParser().parseFromString(text, 'image/svg+xml').documentElement;
  if (drawing.nodeName !== 'svg' || drawing.getElementsByTagName('parsererror').length)
    return `“${file.name}” is not an SVG drawing, whatever its name says. Export the logo again as SVG, or as a PNG.`;
  const { removed } = safeSvg(DOMPurify, text);
  if (removed.length)
    return `“${file.name}” holds more than a drawing, which the site does not show: ${removed.join(', ')}. Export the logo again without them (plain shapes and colours), or as a PNG, and choose it again.`;
  if (!drawing.getAttribute('viewBox') && !(drawing.getAttribute('width') && drawing.getAttribute('height')))
    return `“${file.name}” has no size (neither a viewBox nor a width and a height). Export the logo again with one.`;
  return undefined;
}

declare global {
  var decapUploadRefusal: ((file: File) => Promise<string | undefined>) | undefined;
}

export function registerUploadChecks() {
  globalThis.decapUploadRefusal = uploadRefusal;
}
