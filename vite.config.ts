import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';
import { buildSiteConfig, companyFactsReload, pageTextsReload } from './scripts/build/build-env.ts';
import { companyFactsOf, siteDefines, textVariables } from './app/config/site.schema.ts';
import { contentPlugin } from './scripts/build/content/plugin.ts';
import { localesVersion } from './scripts/build/locales-version.ts';
import { themeTokens } from './scripts/build/theme-tokens.ts';
import { writeTestTexts } from './scripts/tools/fixture-site.ts';

/** Modules every page needs, in three long-lived chunks the page evaluates in a task each (scripts/build/deferred-bootstrap.ts). */
const framework = {
  react: /node_modules[\\/](react|react-dom|scheduler|use-sync-external-store|clsx)[\\/]/,
  router: /node_modules[\\/]react-router[\\/]/,
  i18n: /node_modules[\\/](i18next|react-i18next|remix-i18next)[\\/]/,
};
/**
 * Our own shared modules; not route modules, nor the content's text modules, which load on demand (app/data/texts.ts),
 * nor the news lists' rules, which only the news lists' plain pages use: in the shared chunk, every hydrating page would load them.
 */
const shared = (id: string) =>
  /[\\/]app[\\/]/.test(id) && !/[\\/]app[\\/](routes[\\/]|data[\\/]content[\\/]|data[\\/]texts\.ts|data[\\/]rules[\\/]news-(lists|topics)\.ts)/.test(id);

/** The page shell, except the footer, which loads later (app/components/layout/shell.tsx). */
const shell = /[\\/]app[\\/](components[\\/]layout[\\/](?!footer)|data[\\/]navigation)/;

/**
 * Decap CMS brings React Router 5's react-router-dom into node_modules; the router's plugin would pre-bundle it for
 * the dev server against React Router 7, which stops the server. No page imports it.
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
    // A copy linking this checkout's packages (scripts/tools/dev-server.ts) keeps its dependency cache apart.
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
    // Dependencies found from the app's modules alone: app/admin/index.html is the content manager's, whose router 5 clashes.
    optimizeDeps: { entries: ['app/root.tsx', 'app/entry.client.tsx', 'app/routes/**/*.tsx'] },
    build: {
      // The server's bundle too: the head's scripts are its functions, serialised into every page (app/components/layout/head-scripts.tsx).
      minify: 'oxc',
      // No preload helper: what dynamic imports load is not urgent, and the helper costs every chunk that has one.
      modulePreload: false,
      rolldownOptions: {
        output: {
          // Fewer, larger chunks compress better; the framework in three so that none is a single long task.
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
      __THEME_COLOR__: JSON.stringify(themeTokens().light.accent),
      __BUILD_TIME__: JSON.stringify(Date.now()),
    },
    test: {
      include: ['app/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
      environment: 'node',
      // Unit tests translate with the end-to-end build's page texts (scripts/tools/fixture-site.ts), not the owners'.
      env: process.env.VITEST ? { CONTENT_ROOT: writeTestTexts(process.cwd(), 'node_modules/.cache/test-texts') } : {},
    },
  };
});
