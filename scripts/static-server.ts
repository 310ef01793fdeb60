/**
 * Serves build/client the way a static host (Netlify, Cloudflare Pages)
 * does, so tests and benchmarks see what production sees:
 * - `_redirects` rules first (`/from/:param/* /to/:param/:splat 301`; status
 *   404 serves the target with 404; 200 rewrites);
 * - the exact file, else `path/index.html`; a trailing slash redirects to
 *   the path without it;
 * - else the nearest `404.html` up the tree, with status 404;
 * - `_headers` rules on every response; gzip or brotli when accepted.
 */
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';
import { constants, createBrotliCompress, createGzip } from 'node:zlib';

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
  '.webmanifest': 'application/manifest+json',
  '.data': 'text/x-script; charset=utf-8',
};
/** Whether an Accept-Encoding header allows a coding (present, and not `;q=0`). */
export const accepts = (header: string, coding: string) =>
  header.split(',').some((part) => {
    const [name, ...params] = part.trim().split(';');
    return name?.trim() === coding && !params.some((p) => /^\s*q=0(\.0*)?\s*$/.test(p));
  });
const compressible = /^(text\/|application\/(json|xml|manifest)|image\/svg)/;

export interface Rule {
  pattern: RegExp;
  keys: string[];
  to: string;
  status: number;
}

/** `/news-details/:id` or `/fr/*` → a regex with named captures. */
export function compilePattern(from: string): { pattern: RegExp; keys: string[] } {
  const keys: string[] = [];
  const source = from
    .split('/')
    .map((seg) => {
      if (seg === '*') {
        keys.push('splat');
        return '(.*)';
      }
      if (seg.startsWith(':')) {
        keys.push(seg.slice(1));
        return '([^/]+)';
      }
      return seg.replace(/[.+?^${}()|[\]\\]/g, '\\$&');
    })
    .join('/');
  return { pattern: new RegExp(`^${source}$`), keys };
}

export function parseRedirects(text: string): Rule[] {
  return text
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith('#'))
    .map((l) => {
      const [from = '', to = '', status = '301'] = l.split(/\s+/);
      return { ...compilePattern(from), to, status: Number.parseInt(status, 10) };
    });
}

export function parseHeaders(text: string): { pattern: RegExp; headers: [string, string][] }[] {
  const blocks: { pattern: RegExp; headers: [string, string][] }[] = [];
  for (const raw of text.split('\n')) {
    if (!raw.trim() || raw.trim().startsWith('#')) continue;
    if (!/^\s/.test(raw)) {
      blocks.push({ pattern: new RegExp(`^${raw.trim().replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*')}$`), headers: [] });
    } else {
      const i = raw.indexOf(':');
      blocks.at(-1)?.headers.push([raw.slice(0, i).trim(), raw.slice(i + 1).trim()]);
    }
  }
  return blocks;
}

export function matchRedirect(rules: Rule[], pathname: string) {
  for (const rule of rules) {
    const m = rule.pattern.exec(pathname);
    if (!m) continue;
    let to = rule.to;
    rule.keys.forEach((k, i) => (to = to.replace(`:${k}`, () => m[i + 1] ?? '')));
    return { to, status: rule.status };
  }
  return null;
}

export function createStaticServer(root: string) {
  const read = (name: string) => (existsSync(join(root, name)) ? readFileSync(join(root, name), 'utf8') : '');
  const redirects = parseRedirects(read('_redirects'));
  const headerRules = parseHeaders(read('_headers'));

  const fileAt = (pathname: string) => {
    const p = normalize(join(root, pathname));
    if (p !== root && !p.startsWith(root + sep)) return null;
    if (existsSync(p) && statSync(p).isFile()) return p;
    const index = join(p, 'index.html');
    return existsSync(index) ? index : null;
  };
  const nearest404 = (pathname: string) => {
    const parts = pathname.split('/').filter(Boolean);
    for (let i = parts.length; i >= 0; i--) {
      const candidate = join(root, ...parts.slice(0, i), '404.html');
      if (normalize(candidate).startsWith(root + sep) && existsSync(candidate)) return candidate;
    }
    return null;
  };

  function send(req: IncomingMessage, res: ServerResponse, file: string, status: number, pathname: string) {
    const type = types[extname(file)] ?? 'application/octet-stream';
    for (const block of headerRules) if (block.pattern.test(pathname)) for (const [k, v] of block.headers) res.setHeader(k, v);
    res.setHeader('Content-Type', type);
    res.setHeader('Vary', 'Accept-Encoding');
    const accept = String(req.headers['accept-encoding'] ?? '');
    const stream = createReadStream(file);
    if (compressible.test(type) && accepts(accept, 'br')) {
      res.writeHead(status, { 'Content-Encoding': 'br' });
      if (req.method === 'HEAD') return res.end();
      stream.pipe(createBrotliCompress({ params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })).pipe(res);
    } else if (compressible.test(type) && accepts(accept, 'gzip')) {
      res.writeHead(status, { 'Content-Encoding': 'gzip' });
      if (req.method === 'HEAD') return res.end();
      stream.pipe(createGzip()).pipe(res);
    } else {
      res.writeHead(status, { 'Content-Length': statSync(file).size });
      if (req.method === 'HEAD') return res.end();
      stream.pipe(res);
    }
  }

  function handle(req: IncomingMessage, res: ServerResponse) {
    let pathname: string;
    const url = new URL(req.url ?? '/', 'http://localhost');
    // Redirects are built from the still-encoded path: a Location header stays ASCII and on this site.
    const raw = url.pathname;
    try {
      pathname = decodeURIComponent(raw);
    } catch {
      pathname = '/%';
    }
    if (pathname.includes('\0') || pathname.split(/[/\\]/).includes('..')) pathname = '/%';

    if (raw.length > 1 && raw.endsWith('/')) {
      res.writeHead(301, { Location: '/' + raw.replace(/^[/\\]+/, '').replace(/\/+$/, '') + url.search });
      return res.end();
    }
    const rule = matchRedirect(redirects, raw);
    if (rule && rule.status >= 300 && rule.status < 400) {
      res.writeHead(rule.status, { Location: rule.to + url.search });
      return res.end();
    }
    const file = fileAt(pathname);
    if (file && !file.endsWith(`${sep}404.html`)) return send(req, res, file, 200, pathname);
    if (rule && rule.status === 200) {
      const target = fileAt(rule.to);
      if (target) return send(req, res, target, 200, pathname);
    }
    const notFound = (rule?.status === 404 && fileAt(rule.to)) || nearest404(pathname);
    if (notFound) return send(req, res, notFound, 404, pathname);
    res.writeHead(404, { 'Content-Type': 'text/plain' });
    res.end('Not found');
  }

  return createServer((req, res) => {
    try {
      handle(req, res);
    } catch {
      if (!res.headersSent) res.writeHead(400, { 'Content-Type': 'text/plain' });
      res.end('Bad request');
    }
  });
}
