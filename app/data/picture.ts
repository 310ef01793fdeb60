/**
 * An image as a page shows it: a fallback `src` with its intrinsic size (so
 * nothing shifts while it loads) and, for uploaded photos, AVIF and WebP
 * variants at several widths for the browser to choose from. Generated
 * illustrations are single SVG files and have no variants.
 */
export interface Picture {
  src: string;
  width: number;
  height: number;
  /** Best format first: the browser takes the first it supports. */
  sources?: readonly { type: 'image/avif' | 'image/webp'; srcset: string }[];
}
