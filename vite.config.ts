import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';
import { buildSiteConfig, companyFactsReload, pageTextsReload } from './scripts/build/build-env.ts';
import { companyFactsOf, siteDefines, textVariables } from './app/config/site.schema.ts';
import { contentPlugin } from './scripts/build/content/plugin.ts';
import { localesVersion } from './scripts/build/locales-version.ts';
import { writeTestTexts } from './scripts/tools/fixture-site.ts';

/**
 * Modules every page needs, in three long-lived chunks that the page evaluates one at a time (each in a task of
 * its own, scripts/build/deferred-bootstrap.ts): React and React DOM; the router; i18next and its bindings.
 */
const framework = {
  react: /node_modules[\\/](react|react-dom|scheduler|use-sync-external-store|clsx)[\\/]/,
  router: /node_modules[\\/]react-router[\\/]/,
  i18n: /node_modules[\\/](i18next|react-i18next|remix-i18next)[\\/]/,
};
/**
 * Our own shared modules, the icons (app/components/ui/lucide.ts) among them; not route modules, nor the
 * content's text modules, which load on demand (app/data/texts.ts).
 */
const shared = (id: string) => /[\\/]app[\\/]/.test(id) && !/[\\/]app[\\/](routes[\\/]|data[\\/]content[\\/]|data[\\/]texts\.ts)/.test(id);

/** The page shell (header, menus, theme, language), except the footer, which loads later (layout/shell.tsx). */
const shell = /[\\/]app[\\/](components[\\/]layout[\\/](?!footer)|data[\\/]navigation)/;

/**
 * Decap CMS (app/admin) brings React Router 5's react-router-dom into node_modules; finding it, the router's
 * plugin pre-bundles it for the site's dev server against React Router 7, which stops the server. No page imports it.
 */
const withoutRouterDom: Plugin = {
  name: 'site:without-router-dom',
  config(config) {
    if (config.optimizeDeps?.include) config.optimizeDeps.include = config.optimizeDeps.include.filter((name) => name !== 'react-router-dom');
  },
};

export default defineConfig(({ mode, command }) => {
  const site = buildSiteConfig(mode, process.cwd(), command);
  return {
    // A copy that links this checkout's packages (a draft's own site: scripts/tools/dev-server.ts) keeps its
    // dependency cache apart, so that its dev server does not rewrite the one this checkout's dev server serves.
    cacheDir: process.env.VITE_CACHE_DIR,
    plugins:
      mode === 'test'
        ? []
        : [
            contentPlugin({ variables: textVariables(site), facts: companyFactsOf(site) }),
            companyFactsReload(),
            pageTextsReload(),
            tailwindcss(),
            reactRouter(),
            withoutRouterDom,
          ],
    resolve: { tsconfigPaths: true },
    // The dev server looks for dependencies from the app's modules, not from every HTML file: app/admin/index.html
    // is the content manager's (its own build, vite.admin.config.ts), whose router 5 clashes with ours.
    optimizeDeps: { entries: ['app/root.tsx', 'app/entry.client.tsx', 'app/routes/**/*.tsx'] },
    build: {
      // The server's bundle too (Vite leaves it as written): the head's scripts are its functions, serialised into
      // every page (layout/head-scripts.tsx), and a page that fits the network's first round trip paints sooner.
      minify: 'oxc',
      // No preload helper around dynamic imports: what they load (a deferred section, the booking dialog) is
      // not urgent, and the helper and its file lists cost every chunk that has one.
      modulePreload: false,
      rolldownOptions: {
        output: {
          // Fewer, larger chunks compress better than ~40 small ones (home: 144.7 to 138.2 KB gzip): the framework in
          // three (one would be evaluated in one task of 32-75 ms at a 4x slowed CPU; three cost 1.2 KB gzip more),
          // and what at least three route modules share in another; the rest stays with its route.
          codeSplitting: {
            groups: [
              { name: 'framework-react', test: framework.react, priority: 2 },
              { name: 'framework-router', test: framework.router, priority: 2 },
              { name: 'framework-i18n', test: framework.i18n, priority: 2 },
              { name: 'shared', test: shared, priority: 1, minShareCount: 3 },
              { name: 'shared', test: shell, priority: 2 },
            ],
          },
        },
      },
    },
    define: {
      ...siteDefines(site),
      __LOCALES_VERSION__: JSON.stringify(localesVersion()),
      __BUILD_TIME__: JSON.stringify(Date.now()),
    },
    test: {
      include: ['app/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
      environment: 'node',
      // The page texts the unit tests translate with are the end-to-end build's (scripts/tools/fixture-site.ts):
      // an owner's reworded text changes no expected value.
      env: process.env.VITEST ? { CONTENT_ROOT: writeTestTexts(process.cwd(), 'node_modules/.cache/test-texts') } : {},
    },
  };
});
