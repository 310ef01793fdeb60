/** Intrinsic sizes of the generated illustrations (scripts/generate/art), so every <img> reserves its space. */
export const artSizes = {
  service: { width: 640, height: 400 },
  project: { width: 800, height: 500 },
  gallery: { width: 1200, height: 750 },
  news: { width: 1200, height: 675 },
} as const;
