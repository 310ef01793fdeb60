/** An image as a page shows it: a fallback `src` with its size, so nothing shifts while it loads, and for uploads AVIF and WebP variants. */
export interface Picture {
  src: string;
  width: number;
  height: number;
  /** Best format first: the browser takes the first it supports. */
  sources?: readonly { type: 'image/avif' | 'image/webp'; srcset: string }[];
}
