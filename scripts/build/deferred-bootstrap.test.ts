import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { inlineScripts } from './security-headers';
import { BOOTSTRAP_DATA_ID, deferBootstrap, deferredBootstrap, parseBootstrap, readBootstrap } from './deferred-bootstrap';

/** /fr/news as React Router's prerender wrote it, before scripts/build/postbuild.ts; after a router upgrade, replace it with a new build's page. */
const page = readFileSync(join(import.meta.dirname, 'fixtures', 'react-router-7.18.4-fr-news.html'), 'utf8');
const bootstrapCode = /<script type="module"[^>]*>([\s\S]*?__reactRouterRouteModules[\s\S]*?)<\/script>/.exec(page)![1]!;
const url = (lang: string, ns: string) => `/locales/${lang}/${ns}.json?v=1`;

describe('parseBootstrap', () => {
  it("reads React Router's bootstrap: manifest, route modules in order, their route ids, entry", () => {
    const b = parseBootstrap(bootstrapCode)!;
    expect(b.sideEffects).toEqual([expect.stringMatching(/^\/assets\/manifest-\w+\.js$/)]);
    expect(b.routes.map(([name]) => name)).toEqual(['route0', 'route1', 'route2']);
    expect(b.routes.map(([, m]) => m)).toEqual([
      expect.stringMatching(/^\/assets\/root-/),
      expect.stringMatching(/^\/assets\/\(_lang\)-/),
      expect.stringMatching(/^\/assets\/\(_lang\)\.news\._index-/),
    ]);
    expect(b.registry).toEqual([
      ['root', 'route0'],
      ['routes/($lang)', 'route1'],
      ['routes/($lang).news._index', 'route2'],
    ]);
    expect(b.entry).toMatch(/^\/assets\/entry\.client-[\w-]+\.js$/);
  });
  it('refuses a format it does not know', () => {
    expect(parseBootstrap('import("/assets/entry.client-5.js");')).toBeNull();
    expect(parseBootstrap(bootstrapCode.replace('"root":route0', 'root:route0'))).toBeNull();
  });
});

describe('deferBootstrap on a page React Router wrote', () => {
  const html = deferBootstrap(page, url, '/fr/news');
  const data = readBootstrap(html)!;

  it('leaves no React Router code inline: its bootstrap and data stream become one JSON block and one fixed script', () => {
    expect(html).not.toContain('__reactRouterRouteModules = ');
    expect(html).not.toContain('streamController.enqueue(');
    expect(html).not.toContain('streamController.close()');
    expect(html).toContain(`<script type="application/json" id="${BOOTSTRAP_DATA_ID}">`);
    expect(inlineScripts(html).filter((s) => s === deferredBootstrap)).toHaveLength(1);
  });

  it('runs the same inline scripts on every page: only the JSON block differs', () => {
    const other = page
      .replace(/\(_lang\)\.news\._index-[\w-]+\.js/g, '(_lang).about-X1.js')
      .replace('"routes/($lang).news._index"', '"routes/($lang).about"')
      .replace(/enqueue\("\[/, 'enqueue("[\\"other\\",');
    const rewritten = deferBootstrap(other, url, '/fr/about');
    expect(inlineScripts(rewritten)).toEqual(inlineScripts(html));
    expect(readBootstrap(rewritten)).not.toEqual(data);
  });

  it("keeps what the page needs: its catalogues in its language, every module with its route id, the entry, the router's data", () => {
    expect(data.catalogues).toEqual(['/locales/fr/common.json?v=1', '/locales/fr/news.json?v=1']);
    expect(data.modules).toHaveLength(4);
    expect(data.routes).toEqual([
      ['root', 1],
      ['routes/($lang)', 2],
      ['routes/($lang).news._index', 3],
    ]);
    expect(data.modules[3]).toMatch(/\(_lang\)\.news\._index-/);
    // Shared chunks, framework first after the bundler's runtime; none twice, nor a module or the entry.
    expect(data.chunks.slice(0, 2)).toEqual([expect.stringMatching(/\/rolldown-runtime-/), expect.stringMatching(/\/framework-/)]);
    expect(data.chunks).toContainEqual(expect.stringMatching(/\/shared-/));
    expect(data.chunks.filter((c) => data.modules.includes(c) || c === data.entry)).toEqual([]);
    expect(html).not.toMatch(/<link rel="modulepreload"/);
    const original = [...page.matchAll(/streamController\.enqueue\(("(?:[^"\\]|\\.)*")\)/g)].map((m) => JSON.parse(m[1]!) as string);
    expect(data.stream).toEqual(original);
    expect(data.stream.join('')).toContain('"lang","fr"');
  });

  it('puts nothing in the JSON block that could end the script element', () => {
    const json = new RegExp(`id="${BOOTSTRAP_DATA_ID}">([\\s\\S]*?)</script>`).exec(html)![1]!;
    expect(json).not.toMatch(/</);
  });

  it('leaves pages that do not hydrate alone (static and redirect pages)', () => {
    expect(deferBootstrap('<html><body>static</body></html>', url, '/x')).toBe('<html><body>static</body></html>');
  });

  it('fails, naming the page, when a page hydrates but is not in the expected shape', () => {
    expect(() => deferBootstrap(page.replace('window.__reactRouterRouteModules = ', 'window.__routes = '), url, '/fr/news')).toThrow(/\/fr\/news hydrates/);
    expect(() =>
      deferBootstrap(page.replace(/<script>window\.__reactRouterContext\.streamController\.enqueue\([\s\S]*?<\/script>/g, ''), url, '/fr/news'),
    ).toThrow(/\/fr\/news.*enqueue/);
    expect(() => deferBootstrap(page.replace('streamController.close();', 'streamController.close?.();'), url, '/de/x')).toThrow(/\/de\/x.*close/);
    expect(() => deferBootstrap(page.replace(/enqueue\("/, "enqueue('").replace(/\\n"\);<\/script>/, "\\n');</script>"), url, '/es/y')).toThrow(/\/es\/y/);
  });

  it('runs: feeds the router its data; after the paint, preloads, then imports the chunks one at a time, the modules, the entry', async () => {
    const imported: string[] = [];
    const linked: string[] = [];
    const pending = new Map<string, () => void>();
    const enqueued: string[] = [];
    let closed = false;
    let observer: ((list: { getEntriesByName: (n: string) => unknown[] }) => void) | undefined;
    const json = new RegExp(`id="${BOOTSTRAP_DATA_ID}">([\\s\\S]*?)</script>`).exec(html)![1]!;
    const g = {
      document: {
        visibilityState: 'visible',
        createElement: () => ({}),
        head: { append: (l: { rel: string; href: string }) => linked.push(`${l.rel} ${l.href}`) },
        getElementById: (id: string) => (id === BOOTSTRAP_DATA_ID ? { textContent: json } : null),
      },
      PerformanceObserver: Object.assign(
        function (this: unknown, cb: typeof observer) {
          observer = cb;
          return { observe: () => {} };
        },
        { supportedEntryTypes: ['paint'] },
      ),
      location: { pathname: '/fr/news', reload: () => imported.push('reload') },
      sessionStorage: { getItem: () => null, setItem: () => {} },
      window: { __reactRouterContext: { streamController: { enqueue: (s: string) => enqueued.push(s), close: () => (closed = true) } } } as Record<
        string,
        unknown
      >,
    };
    const run = new Function(...Object.keys(g), 'importer', deferredBootstrap.replace(/import\(/g, 'importer('));
    // An import resolves when the test says so, as a module does once fetched and evaluated.
    run(...Object.values(g), (m: string) => (imported.push(m), new Promise((resolve) => pending.set(m, () => resolve({ m })))));
    expect(enqueued).toEqual(data.stream);
    expect(closed).toBe(true);
    expect(imported).toEqual([]);
    observer!({ getEntriesByName: () => [{}] });
    // Nothing is preloaded or imported in the observer's task; then one preload per task, then the imports.
    expect(linked).toEqual([]);
    const modules = [...data.chunks, ...data.modules, data.entry];
    await vi.waitFor(() => expect(imported).toHaveLength(1));
    expect(linked).toEqual([...data.catalogues.map((c) => `preload ${c}`), ...modules.map((m) => `modulepreload ${m}`)]);
    for (const [i, chunk] of data.chunks.entries()) {
      await vi.waitFor(() => expect(imported).toEqual(data.chunks.slice(0, i + 1)));
      await new Promise((r) => setTimeout(r, 5));
      expect(imported).toHaveLength(i + 1);
      pending.get(chunk)!();
    }
    await vi.waitFor(() => expect(imported).toEqual([...data.chunks, ...data.modules]));
    for (const m of data.modules) pending.get(m)!();
    await vi.waitFor(() => expect(imported.at(-1)).toBe(data.entry));
    expect(g.window.__reactRouterRouteModules).toEqual({
      root: { m: data.modules[1] },
      'routes/($lang)': { m: data.modules[2] },
      'routes/($lang).news._index': { m: data.modules[3] },
    });
  });

  it('reloads at most once a minute, then reveals the load-error notice', () => {
    expect(deferredBootstrap).toContain('location.reload()');
    expect(deferredBootstrap).toContain('60000');
    expect(deferredBootstrap).toContain('getElementById("load-error")');
  });
});
