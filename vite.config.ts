import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';
import { buildEnv } from './app/config/build-env.ts';
import { loadSiteConfig } from './app/config/site.schema.ts';
import { contentPlugin } from './scripts/build/content/plugin.ts';
import { localesVersion } from './scripts/build/locales-version.ts';

/** Modules every page needs (React, React DOM, the router, i18next and its React and React Router bindings, clsx): one long-lived chunk. */
const framework = /node_modules[\\/](react|react-dom|scheduler|react-router|i18next|react-i18next|remix-i18next|use-sync-external-store|clsx)[\\/]/;
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

export default defineConfig(({ mode }) => {
  const site = loadSiteConfig(buildEnv(mode));
  return {
    plugins: mode === 'test' ? [] : [contentPlugin({ brand: site.brand }), tailwindcss(), reactRouter(), withoutRouterDom],
    resolve: { tsconfigPaths: true },
    // The dev server looks for dependencies from the app's modules, not from every HTML file: app/admin/index.html
    // is the content manager's (its own build, vite.admin.config.ts), whose router 5 clashes with ours.
    optimizeDeps: { entries: ['app/root.tsx', 'app/entry.client.tsx', 'app/routes/**/*.tsx'] },
    build: {
      // No preload helper around dynamic imports: what they load (a deferred section, the booking dialog) is
      // not urgent, and the helper and its file lists cost every chunk that has one.
      modulePreload: false,
      rolldownOptions: {
        output: {
          // Fewer, larger chunks compress better than ~40 small ones (home: 144.7 to 138.2 KB gzip): the framework in
          // one chunk, and what at least three route modules share in another; the rest stays with its route.
          codeSplitting: {
            groups: [
              { name: 'framework', test: framework, priority: 2 },
              { name: 'shared', test: shared, priority: 1, minShareCount: 3 },
              { name: 'shared', test: shell, priority: 2 },
            ],
          },
        },
      },
    },
    define: {
      __SITE_CONFIG__: JSON.stringify(site),
      __LOCALES_VERSION__: JSON.stringify(localesVersion()),
      __BUILD_TIME__: JSON.stringify(Date.now()),
    },
    test: {
      include: ['app/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
      environment: 'node',
    },
  };
});
