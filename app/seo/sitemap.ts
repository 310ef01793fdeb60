/** The sitemap, read back from the pages the build wrote, so it can never disagree with their heads. */
import { attr, headOf, unescapeHtml } from './read-head';

export interface PageHeadFacts {
  canonical: string | null;
  noindex: boolean;
  alternates: { hreflang: string; href: string }[];
  /** Target of a redirect page written by the prerender (meta refresh). */
  redirectTo: string | null;
}

export function readPageHead(html: string): PageHeadFacts {
  const head = headOf(html);
  const links = head.match(/<link\b[^>]*>/gi) ?? [];
  const metas = head.match(/<meta\b[^>]*>/gi) ?? [];
  const canonicalTag = links.find((l) => attr(l, 'rel') === 'canonical');
  const robots = metas.find((m) => attr(m, 'name') === 'robots');
  const refresh = metas.find((m) => attr(m, 'http-equiv')?.toLowerCase() === 'refresh');
  const alternates = links
    .filter((l) => attr(l, 'rel') === 'alternate' && attr(l, 'hreflang'))
    .map((l) => ({ hreflang: attr(l, 'hreflang')!, href: unescapeHtml(attr(l, 'href') ?? '') }));
  const refreshTarget = refresh ? (/url=(.*)$/i.exec(unescapeHtml(attr(refresh, 'content') ?? ''))?.[1] ?? null) : null;
  return {
    canonical: canonicalTag ? unescapeHtml(attr(canonicalTag, 'href') ?? '') : null,
    noindex: /noindex/i.test(robots ? (attr(robots, 'content') ?? '') : ''),
    alternates,
    redirectTo: refreshTarget,
  };
}

const xmlEscape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export function buildSitemap(pages: readonly Pick<PageHeadFacts, 'canonical' | 'alternates'>[]): string {
  const urls = pages
    .filter((p): p is { canonical: string; alternates: PageHeadFacts['alternates'] } => !!p.canonical)
    .sort((a, b) => a.canonical.localeCompare(b.canonical))
    .map((p) => {
      const alts = p.alternates.map((a) => `    <xhtml:link rel="alternate" hreflang="${xmlEscape(a.hreflang)}" href="${xmlEscape(a.href)}"/>`);
      return [`  <url>`, `    <loc>${xmlEscape(p.canonical)}</loc>`, ...alts, `  </url>`].join('\n');
    });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

export function buildRobots(origin: string) {
  return `User-agent: *\nAllow: /\n\nSitemap: ${origin}/sitemap.xml\n`;
}
