/**
 * Rewrites React Router's bootstrap script in a built page so that nothing
 * of the app's JavaScript, nor the catalogues hydration reads, competes with
 * the HTML and stylesheet for the first paint: the page is complete
 * pre-rendered HTML, so it paints first and hydrates right after.
 *
 * The generated script waits for the first contentful paint (at once when
 * the tab is hidden), preloads the page's catalogues, imports the route modules in
 * parallel, registers them as React Router's own bootstrap does and imports
 * the client entry. If a module cannot be loaded (a stale page after a
 * redeploy), it reloads the page once; if that fails too (within a minute),
 * it reveals the page's translated #load-error notice instead of reloading
 * again (app/components/layout/load-error.ts).
 */
import { LOAD_ERROR_ID, RELOAD_WINDOW_MS, reloadKey } from '../app/components/layout/load-error';

export interface Bootstrap {
  /** Modules imported for their side effects (the route manifest). */
  sideEffects: string[];
  /** `routeN` identifier → module URL, in order. */
  routes: [string, string][];
  /** The `window.__reactRouterRouteModules = {…}` object literal, verbatim. */
  registry: string;
  entry: string;
}

const BOOTSTRAP = /<script type="module"[^>]*>((?:(?!<\/script>)[\s\S])*?__reactRouterRouteModules(?:(?!<\/script>)[\s\S])*)<\/script>/;

export function parseBootstrap(code: string): Bootstrap | null {
  const sideEffects = [...code.matchAll(/^\s*import "([^"]+)";/gm)].map((m) => m[1]!);
  const routes = [...code.matchAll(/^\s*import \* as (\w+) from "([^"]+)";/gm)].map((m) => [m[1]!, m[2]!] as [string, string]);
  const registry = /window\.__reactRouterRouteModules = (\{[^;]*\});/.exec(code)?.[1];
  const entry = /^\s*import\("([^"]+)"\);/m.exec(code)?.[1];
  if (!registry || !entry || routes.length === 0) return null;
  return { sideEffects, routes, registry, entry };
}

/** The replacement script's code; `catalogues` are the URLs of the JSON files hydration needs. */
export function deferredBootstrap(b: Bootstrap, catalogues: string[]) {
  const q = JSON.stringify;
  const imports = [...b.sideEffects, ...b.routes.map(([, url]) => url)].map((url) => `import(${q(url)})`).join(',');
  const names = [...b.sideEffects.map(() => ''), ...b.routes.map(([name]) => name)].join(',');
  return [
    `const k=${q(reloadKey(''))}+location.pathname,s=(f)=>{try{return f()}catch{}};`,
    `const go=()=>{`,
    `for(const h of ${q(catalogues)}){const l=document.createElement("link");l.rel="preload";l.as="fetch";l.crossOrigin="anonymous";l.href=h;document.head.append(l)}`,
    `Promise.all([${imports}]).then(([${names}])=>{window.__reactRouterRouteModules=${b.registry};return import(${q(b.entry)})})`,
    `.catch(()=>{const t=Date.now();if(s(()=>!(t-Number(sessionStorage.getItem(k))<${RELOAD_WINDOW_MS})&&(sessionStorage.setItem(k,String(t)),1)))location.reload();else document.getElementById(${q(LOAD_ERROR_ID)})?.removeAttribute("hidden")})};`,
    // After the first contentful paint; at once in a hidden tab or a browser without paint timing. No timers:
    // they can be throttled or (in tests) frozen. Not on `load`: on a fast link it fires before the first paint.
    `let d=0;const once=()=>{if(!d){d=1;go()}};`,
    `if(document.visibilityState!=="visible"||!PerformanceObserver.supportedEntryTypes?.includes("paint"))once();`,
    `else new PerformanceObserver((l)=>{if(l.getEntriesByName("first-contentful-paint").length)once()}).observe({type:"paint",buffered:true});`,
  ].join('');
}

/** The page with its bootstrap deferred; unchanged when it has none (static and redirect pages). */
export function deferBootstrap(html: string, catalogueUrl: (lang: string, ns: string) => string) {
  const match = BOOTSTRAP.exec(html);
  const bootstrap = match && parseBootstrap(match[1]!);
  if (!match || !bootstrap) return html;
  const lang = /<html lang="([^"]+)"/.exec(html)?.[1] ?? 'en';
  const namespaces = /<meta name="i18n-namespaces" content="([^"]*)"/.exec(html)?.[1]?.split(' ').filter(Boolean) ?? [];
  const script = `<script type="module">${deferredBootstrap(bootstrap, namespaces.map((ns) => catalogueUrl(lang, ns)))}</script>`;
  return html.replace(match[0], () => script);
}
