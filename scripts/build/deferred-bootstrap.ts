/**
 * Rewrites React Router's bootstrap in built pages so they hydrate only after the first paint (decision 012) and all
 * run the same inline scripts, covered by one fixed CSP hash list (decision 014); per-page data moves to a JSON block.
 */
import { LOAD_ERROR_ID, RELOAD_WINDOW_MS, reloadKey } from '../../app/lib/load-error';

export interface Bootstrap {
  /** Modules imported for their side effects (the route manifest). */
  sideEffects: string[];
  /** `routeN` identifier → module URL, in order. */
  routes: [string, string][];
  /** Route id → `routeN` identifier, from `window.__reactRouterRouteModules = {…}`. */
  registry: [string, string][];
  entry: string;
}

/** What the fixed script needs of one page, in its JSON block. */
export interface PageBootstrap {
  catalogues: string[];
  /** The other chunks React Router preloads, in the page's order; imported one after another. */
  chunks: string[];
  /** Side-effect modules, then route modules, imported in parallel. */
  modules: string[];
  /** Route id → index in `modules`. */
  routes: [string, number][];
  entry: string;
  /** The chunks React Router's inline scripts fed its data stream, in order. */
  stream: string[];
}

export const BOOTSTRAP_DATA_ID = 'page-bootstrap';

const BOOTSTRAP = /<script type="module"[^>]*>((?:(?!<\/script>)[\s\S])*?__reactRouterRouteModules(?:(?!<\/script>)[\s\S])*)<\/script>/;
const ENQUEUE = /<script>window\.__reactRouterContext\.streamController\.enqueue\(("(?:[^"\\]|\\.)*")\);<\/script>/g;
const CLOSE = '<script>window.__reactRouterContext.streamController.close();</script>';
/** React Router's module preloads: in the HTML they would hold back the first paint, so the bootstrap preloads them after it. */
export const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*>/g;
/** Signs that a page hydrates: React Router's context, its bootstrap, or any module script. */
const HYDRATES = /__reactRouterContext|__reactRouterRouteModules|<script type="module"/;

export function parseBootstrap(code: string): Bootstrap | null {
  const sideEffects = [...code.matchAll(/^\s*import "([^"]+)";/gm)].map((m) => m[1]!);
  const routes = [...code.matchAll(/^\s*import \* as (\w+) from "([^"]+)";/gm)].map((m) => [m[1]!, m[2]!] as [string, string]);
  const literal = /window\.__reactRouterRouteModules = \{([^;]*)\};/.exec(code)?.[1];
  const entry = /^\s*import\("([^"]+)"\);/m.exec(code)?.[1];
  if (literal === undefined || !entry || routes.length === 0) return null;
  const registry = literal.split(',').map((pair) => /^"([^"]+)":(\w+)$/.exec(pair.trim()));
  if (registry.some((m) => !m)) return null;
  const names = new Set(routes.map(([name]) => name));
  const pairs = registry.map((m) => [m![1]!, m![2]!] as [string, string]);
  if (pairs.length !== routes.length || pairs.some(([, name]) => !names.has(name))) return null;
  return { sideEffects, routes, registry: pairs, entry };
}

/** The one bootstrap script of every page: reads the page's JSON block, feeds the router, hydrates after the first paint. */
export const deferredBootstrap = [
  `const b=JSON.parse(document.getElementById(${JSON.stringify(BOOTSTRAP_DATA_ID)}).textContent),c=window.__reactRouterContext.streamController;`,
  `for(const x of b.stream)c.enqueue(x);c.close();`,
  `const k=${JSON.stringify(reloadKey(''))}+location.pathname,s=(f)=>{try{return f()}catch{}};`,
  // The chunks are imported one by one, so each is evaluated in a task of its own rather than in one long task.
  `const load=()=>b.chunks.reduce((p,u)=>p.then(()=>import(u)),Promise.resolve()).then(()=>Promise.all(b.modules.map((u)=>import(u)))).then((m)=>{window.__reactRouterRouteModules=Object.fromEntries(b.routes.map(([r,i])=>[r,m[i]]));return import(b.entry)})`,
  // Code that fails to load (a stale page after a redeploy): one reload, then the page's error notice (app/lib/load-error.ts).
  `.catch(()=>{const t=Date.now();if(s(()=>!(t-Number(sessionStorage.getItem(k))<${RELOAD_WINDOW_MS})&&(sessionStorage.setItem(k,String(t)),1)))location.reload();else document.getElementById(${JSON.stringify(LOAD_ERROR_ID)})?.removeAttribute("hidden")});`,
  // One step per task (a message, not a timer), so a press between them is answered.
  `const pre=(h,r)=>()=>{const l=document.createElement("link");l.rel=r;l.href=h;if(r==="preload"){l.as="fetch";l.crossOrigin="anonymous"}document.head.append(l)};`,
  `const go=()=>{const q=[...b.catalogues.map((h)=>pre(h,"preload")),...[...b.chunks,...b.modules,b.entry].map((h)=>pre(h,"modulepreload")),load];`,
  `const n=new MessageChannel();n.port1.onmessage=()=>{q.shift()();if(q.length)n.port2.postMessage(0)};n.port2.postMessage(0)};`,
  // Waits for the first contentful paint, not `load` (on a fast link it fires earlier); no timers, which can be throttled.
  `let d=0;const once=()=>{if(!d){d=1;go()}};`,
  `if(document.visibilityState!=="visible"||!PerformanceObserver.supportedEntryTypes?.includes("paint"))once();`,
  `else new PerformanceObserver((l)=>{if(l.getEntriesByName("first-contentful-paint").length)once()}).observe({type:"paint",buffered:true});`,
].join('');

/** JSON that can sit inside a <script> element: no `</script>`, no `<!--`. */
const scriptSafeJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/** The page with its bootstrap rewritten (unchanged if it does not hydrate); throws, naming `page`, if not in React Router's shape. */

export function deferBootstrap(html: string, catalogueUrl: (lang: string, ns: string) => string, page: string) {
  if (!HYDRATES.test(html)) return html.replace(MODULE_PRELOAD, '');
  const fail = (why: string): never => {
    throw new Error(
      `deferred-bootstrap: ${page} hydrates, but its bootstrap could not be rewritten: ${why}. Did React Router's output change? See scripts/build/deferred-bootstrap.ts.`,
    );
  };
  const match = BOOTSTRAP.exec(html) ?? fail('no module script registering __reactRouterRouteModules');
  const parsed = parseBootstrap(match[1]!) ?? fail('its bootstrap script is not in the expected format');
  const stream = [...html.matchAll(ENQUEUE)].map((m) => {
    try {
      return JSON.parse(m[1]!) as string;
    } catch {
      return fail(`a data chunk is not a JSON string literal: ${m[1]!.slice(0, 60)}…`);
    }
  });
  if (stream.length === 0) fail('no streamController.enqueue(…) script');
  if (html.split(CLOSE).length !== 2) fail('not exactly one streamController.close() script');

  const lang = /<html lang="([^"]+)"/.exec(html)?.[1] ?? 'en';
  const namespaces = /<meta name="i18n-namespaces" content="([^"]*)"/.exec(html)?.[1]?.split(' ').filter(Boolean) ?? [];
  const modules = [...parsed.sideEffects, ...parsed.routes.map(([, url]) => url)];
  const preloads = [...html.matchAll(MODULE_PRELOAD)].map((m) => / href="([^"]+)"/.exec(m[0])?.[1] ?? fail(`a module preload without an href: ${m[0]}`));
  const chunks = preloads.filter((url) => url !== parsed.entry && !modules.includes(url));
  const index = (name: string) => parsed.sideEffects.length + parsed.routes.findIndex(([n]) => n === name);
  const data: PageBootstrap = {
    catalogues: namespaces.map((ns) => catalogueUrl(lang, ns)),
    chunks,
    modules,
    routes: parsed.registry.map(([id, name]) => [id, index(name)]),
    entry: parsed.entry,
    stream,
  };
  const scripts = `<script type="application/json" id="${BOOTSTRAP_DATA_ID}">${scriptSafeJson(data)}</script><script type="module">${deferredBootstrap}</script>`;
  const out = html
    .replace(match[0], () => scripts)
    .replace(MODULE_PRELOAD, '')
    .replace(ENQUEUE, '')
    .replace(CLOSE, '');
  if (/__reactRouterRouteModules = |streamController\.(enqueue|close)\(/.test(out.replace(deferredBootstrap, '')))
    fail('React Router code left after the rewrite');
  return out;
}

/** A rewritten page's JSON block, or null if it has none. */
export function readBootstrap(html: string): PageBootstrap | null {
  const json = new RegExp(`<script type="application/json" id="${BOOTSTRAP_DATA_ID}">([^<]*)</script>`).exec(html)?.[1];
  return json === undefined ? null : (JSON.parse(json) as PageBootstrap);
}
