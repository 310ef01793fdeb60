/**
 * What a page of the build costs a first-time visitor, read from the files:
 * gzip bytes of its HTML, of every script it loads at start (module
 * preloads, the entry), of its stylesheets, and of the images it marks as
 * high priority (above the fold). Shared by the byte-budget test and
 * `npm run bench`.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

export interface PageWeight {
  path: string;
  html: number;
  js: number;
  css: number;
  /** Eagerly loaded, high-priority images (the LCP candidates), excluding the deferred hero video. */
  images: number;
  /** The route module of the page itself. */
  routeChunk: { file: string; bytes: number } | null;
  scripts: string[];
}

const gz = (buf: Buffer | string) => gzipSync(buf, { level: 9 }).length;

export function htmlFile(root: string, path: string) {
  return path === '/' ? join(root, 'index.html') : join(root, ...path.split('/').filter(Boolean), 'index.html');
}

export function pageWeight(root: string, path: string): PageWeight {
  const html = readFileSync(htmlFile(root, path), 'utf8');
  const scripts = [...new Set([...html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g), ...html.matchAll(/import\("([^"]+\.js)"\)/g), ...html.matchAll(/import "([^"]+\.js)"/g)].map((m) => m[1]!))];
  const styles = [...html.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((m) => m[1]!);
  const images = [...html.matchAll(/<img\b[^>]*fetchpriority="high"[^>]*>/gi)].map((m) => /src="([^"]+)"/.exec(m[0])?.[1]).filter((s): s is string => !!s);
  const size = (url: string) => {
    const file = join(root, url.split('?')[0]!);
    return existsSync(file) ? gz(readFileSync(file)) : 0;
  };
  const route = /window\.__reactRouterRouteModules = \{[^}]*\}/.exec(html) ? null : null;
  void route;
  const routeModule = scripts.filter((s) => /\/assets\/\(_lang\)\.[^/]+\.js$/.test(s) || /\/assets\/\(_lang\)[^/]*\.js$/.test(s)).at(-1) ?? null;
  return {
    path,
    html: gz(html),
    js: scripts.reduce((n, s) => n + size(s), 0),
    css: styles.reduce((n, s) => n + size(s), 0),
    images: [...new Set(images)].reduce((n, s) => n + size(s), 0),
    routeChunk: routeModule ? { file: routeModule, bytes: size(routeModule) } : null,
    scripts,
  };
}
