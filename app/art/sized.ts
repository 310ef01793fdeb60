/** The image's intrinsic size, as the page's <img> and the article's structured data declare it (the scene keeps its own viewBox). */
export const sized = (svg: string, size: { width: number; height: number }) =>
  svg.replace(/^(<svg [^>]*?)width="\d+" height="\d+"/, `$1width="${size.width}" height="${size.height}"`);
