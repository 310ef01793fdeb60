/** What a page of the build costs a first-time visitor, in gzip bytes: HTML, start-up scripts, stylesheets, high-priority images. */
import { existsSync, readFileSync } from 'node:fs';
import { join, posix } from 'node:path';
import { gzipSync } from 'node:zlib';
import { readBootstrap } from '../build/deferred-bootstrap';
import { pageFileIn } from '../build/host-rules';

export interface PageWeight {
  path: string;
  html: number;
  js: number;
  css: number;
  /** Eagerly loaded, high-priority images (the LCP candidates), excluding the deferred hero video. */
  images: number;
  routeChunk: { file: string; bytes: number } | null;
  scripts: string[];
}

const gz = (buf: Buffer | string) => gzipSync(buf, { level: 9 }).length;

/** Script URLs the page names: the shell's (scripts/build/shell-script.ts), then its bootstrap's, in order. */
function namedScripts(html: string) {
  const tagged = [...html.matchAll(/<script data-shell-url="([^"]+)">/g)].map((m) => m[1]!);
  const bootstrap = readBootstrap(html);
  return [...tagged, ...(bootstrap ? [...bootstrap.chunks, ...bootstrap.modules, bootstrap.entry] : [])];
}

/** Script URLs a page loads at start: those its bootstrap names, and everything they import statically, transitively. */
function startupScripts(root: string, html: string): string[] {
  const named = namedScripts(html);
  const seen = new Set<string>();
  const queue = [...named];
  while (queue.length) {
    const url = queue.pop()!;
    if (seen.has(url)) continue;
    seen.add(url);
    const file = join(root, url);
    if (!existsSync(file)) continue;
    // Static imports in the minified chunks: `import{a}from"./x.js"` and `import"./x.js"` (not dynamic `import("./x.js")`).
    for (const m of readFileSync(file, 'utf8').matchAll(/(?:\bfrom|\bimport)\s*"(\.\/[^"]+\.js)"/g)) queue.push(posix.join(posix.dirname(url), m[1]!));
  }
  return [...seen];
}

export function pageWeight(root: string, path: string): PageWeight {
  const html = readFileSync(pageFileIn(root, path), 'utf8');
  const scripts = startupScripts(root, html);
  const styles = [...html.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((m) => m[1]!);
  const images = [...html.matchAll(/<img\b[^>]*fetchpriority="high"[^>]*>/gi)].map((m) => /src="([^"]+)"/.exec(m[0])?.[1]).filter((s): s is string => !!s);
  const size = (url: string) => {
    const file = join(root, url.split('?')[0]!);
    return existsSync(file) ? gz(readFileSync(file)) : 0;
  };
  // The route's own module: the last `(_lang)…` chunk the bootstrap imports.
  const routeModule =
    namedScripts(html)
      .filter((s) => /\/assets\/\(_lang\)[^/]*\.js$/.test(s))
      .at(-1) ?? null;
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
