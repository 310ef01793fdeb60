/**
 * The content manager's build (app/admin, served at /admin/): Decap CMS and
 * the previews, bundled apart from the site so that none of it reaches a
 * public page. `npm run build` writes it into build/client/admin;
 * `npm run cms` serves it at http://localhost:5174/admin/.
 */
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { buildEnv } from './app/config/build-env.ts';
import { loadSiteConfig } from './app/config/site.schema.ts';
import { localesVersion } from './scripts/locales-version.ts';

export default defineConfig(({ mode }) => ({
  root: 'app/admin',
  base: '/admin/',
  // The site's own build publishes public/; the previews read the catalogues from it as modules.
  publicDir: false,
  envDir: false,
  plugins: [tailwindcss()],
  resolve: { tsconfigPaths: true },
  // Uploads show in the editor by their public address (/media/uploads/…), which the site's dev server serves (npm run cms).
  server: { port: 5174, strictPort: true, proxy: { '/media/': 'http://localhost:5173' } },
  build: {
    outDir: '../../build/client/admin',
    emptyOutDir: true,
    // Decap's code is large and loaded only by editors.
    chunkSizeWarningLimit: 8000,
    rolldownOptions: {
      // What Decap's dependencies do in their own code ('use client' directives, eval): not ours to fix.
      onLog(level, log, handler) {
        if (log.code === 'MODULE_LEVEL_DIRECTIVE' || log.code === 'EVAL') return;
        handler(level, log);
      },
    },
  },
  define: {
    __SITE_CONFIG__: JSON.stringify(loadSiteConfig(buildEnv(mode))),
    __LOCALES_VERSION__: JSON.stringify(localesVersion()),
    __BUILD_TIME__: JSON.stringify(Date.now()),
  },
}));
