/**
 * What an uploaded SVG may hold to be shown on the site: drawing alone, with no reference outside the file. The
 * content manager refuses an upload that loses anything to it (app/admin/uploads.ts).
 */
import type { Config, DOMPurify } from 'dompurify';

const RULES: Config & { RETURN_TRUSTED_TYPE: false } = {
  USE_PROFILES: { svg: true, svgFilters: true },
  // A drawing may reuse its own parts; where a `<use>` points is checked below.
  ADD_TAGS: ['use'],
  FORBID_TAGS: ['style', 'foreignObject', 'image', 'a'],
  RETURN_TRUSTED_TYPE: false,
};

const leavesFile = (name: string, value: string) => (/(^|:)href$/i.test(name) ? !value.trim().startsWith('#') : /url\(\s*['"]?\s*(?!#)|@import/i.test(value));

/** The SVG as the site may show it, and what was taken out, in words. */
export function safeSvg(purify: DOMPurify, svg: string): { svg: string; removed: string[] } {
  const outside = new Set<string>();
  purify.addHook('uponSanitizeAttribute', (_, data) => {
    if (!leavesFile(data.attrName, data.attrValue)) return;
    data.keepAttr = false;
    outside.add(data.attrName);
  });
  try {
    const clean = purify.sanitize(svg, RULES);
    const removed = purify.removed.flatMap((r) => {
      if ('element' in r) return (r.element as Element).nodeName.toLowerCase() === 'body' ? [] : [`<${(r.element as Element).nodeName.toLowerCase()}>`];
      const name = r.attribute?.name ?? '';
      return [outside.has(name) ? `the ${name} attribute’s reference outside the file` : `the ${name} attribute`];
    });
    return { svg: clean, removed: [...new Set(removed)] };
  } finally {
    purify.removeHook('uponSanitizeAttribute');
  }
}
