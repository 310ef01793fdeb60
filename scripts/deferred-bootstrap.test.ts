import { describe, expect, it } from 'vitest';
import { deferBootstrap, parseBootstrap } from './deferred-bootstrap';

// React Router 7's bootstrap, as its prerender writes it.
const original = `import "/assets/manifest-1.js";
import * as route0 from "/assets/root-2.js";
import * as route1 from "/assets/(_lang)-3.js";
import * as route2 from "/assets/(_lang).about-4.js";
  
  window.__reactRouterRouteModules = {"root":route0,"routes/($lang)":route1,"routes/($lang).about":route2};

import("/assets/entry.client-5.js");`;
const page = `<!DOCTYPE html><html lang="fr"><head><meta name="i18n-namespaces" content="common about"/></head><body><p>x</p><script type="module" async="">${original}</script><script>window.__reactRouterContext.streamController.close();</script></body></html>`;
const url = (lang: string, ns: string) => `/locales/${lang}/${ns}.json?v=1`;

describe('parseBootstrap', () => {
  it("reads React Router's bootstrap: manifest, route modules in order, registry, entry", () => {
    expect(parseBootstrap(original)).toEqual({
      sideEffects: ['/assets/manifest-1.js'],
      routes: [['route0', '/assets/root-2.js'], ['route1', '/assets/(_lang)-3.js'], ['route2', '/assets/(_lang).about-4.js']],
      registry: '{"root":route0,"routes/($lang)":route1,"routes/($lang).about":route2}',
      entry: '/assets/entry.client-5.js',
    });
  });
  it('refuses a format it does not know (so a router upgrade fails the build check, not the site)', () => {
    expect(parseBootstrap('import("/assets/entry.client-5.js");')).toBeNull();
  });
});

describe('deferBootstrap', () => {
  const html = deferBootstrap(page, url);
  const script = /<script type="module">([\s\S]*?)<\/script>/.exec(html)![1]!;

  it('replaces the bootstrap with one that starts after the first contentful paint, with no static imports', () => {
    expect(html).not.toContain(original);
    expect(script).not.toMatch(/^import |\nimport /);
    expect(script).toContain('first-contentful-paint');
    expect(script).not.toMatch(/setTimeout|requestAnimationFrame/);
  });
  it("preloads the page's catalogues in its language, then imports every module and the entry", () => {
    expect(script).toContain('["/locales/fr/common.json?v=1","/locales/fr/about.json?v=1"]');
    for (const m of ['/assets/manifest-1.js', '/assets/root-2.js', '/assets/(_lang).about-4.js', '/assets/entry.client-5.js']) expect(script).toContain(`import("${m}")`);
    expect(script).toContain('window.__reactRouterRouteModules={"root":route0');
  });
  it('reloads at most once a minute, then reveals the load-error notice', () => {
    expect(script).toContain('location.reload()');
    expect(script).toContain('60000');
    expect(script).toContain('getElementById("load-error")');
  });
  it('leaves pages without a bootstrap alone, and keeps the rest of the page', () => {
    expect(deferBootstrap('<html><body>static</body></html>', url)).toBe('<html><body>static</body></html>');
    expect(html).toContain('streamController.close()');
  });

  it('runs: after the paint entry it registers the modules and imports the entry', async () => {
    const imported: string[] = [];
    let observer: ((list: { getEntriesByName: (n: string) => unknown[] }) => void) | undefined;
    const g = {
      document: { visibilityState: 'visible', createElement: () => ({}), head: { append: () => {} }, getElementById: () => null },
      PerformanceObserver: Object.assign(function (this: unknown, cb: typeof observer) { observer = cb; return { observe: () => {} }; }, { supportedEntryTypes: ['paint'] }),
      location: { pathname: '/fr/about', reload: () => imported.push('reload') },
      sessionStorage: { getItem: () => null, setItem: () => {} },
      window: {} as Record<string, unknown>,
    };
    const run = new Function(...Object.keys(g), 'importer', script.replace(/import\(/g, 'importer('));
    run(...Object.values(g), (m: string) => (imported.push(m), Promise.resolve({ m })));
    expect(imported).toEqual([]);
    observer!({ getEntriesByName: () => [{}] });
    await new Promise((r) => setTimeout(r, 0));
    expect(imported.at(-1)).toBe('/assets/entry.client-5.js');
    expect(g.window.__reactRouterRouteModules).toEqual({ root: { m: '/assets/root-2.js' }, 'routes/($lang)': { m: '/assets/(_lang)-3.js' }, 'routes/($lang).about': { m: '/assets/(_lang).about-4.js' } });
  });
});
