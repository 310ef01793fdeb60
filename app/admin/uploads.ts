/**
 * What the content manager's media library refuses when a file is chosen (or dropped), before anything is
 * uploaded: a file over the size the build reads, and a file that is not a picture whatever its name says.
 * Decap's media library asks `decapUploadRefusal` (patched in: patches/README.md) and shows the answer.
 */
import { IMAGE_KINDS, MAX_UPLOAD_BYTES, megabytes } from '~/data/collections/fields';

/** The first bytes of each kind of picture the build turns into variants (scripts/build/content/images.ts). */
const SIGNATURES: ((bytes: Uint8Array) => boolean)[] = [
  // PNG
  (b) => [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((v, i) => b[i] === v),
  // JPEG
  (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff,
  // WebP: RIFF....WEBP
  (b) => ascii(b, 0, 4) === 'RIFF' && ascii(b, 8, 12) === 'WEBP',
  // AVIF: an ISO media file whose brand is avif or avis
  (b) => ascii(b, 4, 8) === 'ftyp' && ['avif', 'avis'].includes(ascii(b, 8, 12)),
];
const ascii = (bytes: Uint8Array, from: number, to: number) => String.fromCharCode(...bytes.slice(from, to));

/** Why `file` cannot be uploaded, in the owner's words, or undefined when it can. */
async function uploadRefusal(file: Blob & { name: string }): Promise<string | undefined> {
  if (file.size > MAX_UPLOAD_BYTES)
    return `“${file.name}” is ${megabytes(file.size)}: an image may be at most ${megabytes(MAX_UPLOAD_BYTES)}. Save it smaller (2,400 pixels wide is plenty for the site) and choose it again.`;
  const head = new Uint8Array(await file.slice(0, 16).arrayBuffer());
  const notPicture = `“${file.name}” is not ${IMAGE_KINDS}, whatever its name says. Choose the picture itself (a PNG, JPEG, WebP or AVIF file).`;
  if (!SIGNATURES.some((matches) => matches(head))) return notPicture;
  // The browser's own decoder: a file that starts like a picture but is cut short or damaged is refused too.
  try {
    (await createImageBitmap(file)).close();
  } catch {
    return notPicture;
  }
  return undefined;
}

declare global {
  var decapUploadRefusal: ((file: File) => Promise<string | undefined>) | undefined;
}

export function registerUploadChecks() {
  globalThis.decapUploadRefusal = uploadRefusal;
}
