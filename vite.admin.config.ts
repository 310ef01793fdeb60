/** The content manager's build (app/admin, served at /admin/): Decap CMS and the previews, bundled apart so none of it reaches a public page. */
import { join } from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import type { Plugin } from 'vite';
import { buildSiteConfig, builtSiteConfig, companyFactsReload } from './scripts/build/build-env.ts';
import { siteDefines } from './app/config/site.schema.ts';
import { readCheckedContent, readContent, readMenusFile } from './scripts/build/content/read.ts';
import { menuLinks, menusSchema, noMenuLinks } from './app/data/collections/menus.ts';
import { routePaths, siteFolders } from './scripts/build/content/site-folders.ts';
import { allPaths } from './app/seo/paths.ts';
import { localesVersion } from './scripts/build/locales-version.ts';
import { themeTokens } from './scripts/build/theme-tokens.ts';
import { byPosition, footerProjects } from './app/data/rules/projects.ts';
import { languages } from './app/i18n/languages.ts';
import { artSizes } from './app/components/ui/art-sizes.ts';

/** The menus' entries per language as the site's build makes them; none while the file does not pass its schema (the build names why). */
function menus(paths: readonly string[]) {
  const parsed = menusSchema.safeParse(JSON.parse(readMenusFile() ?? 'null'));
  return parsed.success ? menuLinks(parsed.data, new Set(paths)) : noMenuLinks();
}

/**
 * `virtual:content-languages`: what the editor and its previews know of the site: each item's languages and former
 * addresses, per language the footer's projects, services and menus, and the site's own folders and addresses.
 */
function contentLanguages(): Plugin {
  const id = 'virtual:content-languages';
  let command: 'build' | 'serve' = 'build';
  return {
    name: 'content-languages',
    configResolved(config) {
      command = config.command;
    },
    resolveId: (source) => (source === id ? `\0${id}` : null),
    load(source) {
      if (source !== `\0${id}`) return null;
      // Built after the site, from the content its build checked; served, from the files as they are now.
      const { content } = command === 'build' ? readCheckedContent() : readContent(process.cwd());
      const items = content as unknown as Record<string, readonly { key: string; languages: readonly string[]; facts: { formerAddresses?: string[] } }[]>;
      const table = Object.fromEntries(Object.entries(items).map(([name, list]) => [name, Object.fromEntries(list.map((i) => [i.key, i.languages]))]));
      const former = Object.fromEntries(
        Object.entries(items).map(([name, list]) => [name, Object.fromEntries(list.flatMap((i) => (i.facts.formerAddresses ?? []).map((a) => [a, i.key])))]),
      );
      const projects = content.projects.toSorted((a, b) => byPosition(a.facts, b.facts));
      const footer = Object.fromEntries(
        languages.map((lang) => [
          lang,
          footerProjects(projects.filter((p) => p.texts[lang]).map((p) => ({ ...p.facts, title: p.texts[lang]!.title }))).map(({ slug, title }) => ({
            slug,
            title,
          })),
        ]),
      );
      const paths = allPaths(routePaths(process.cwd()), content);
      const offered = content.services.filter((s) => !s.facts.withdrawn).toSorted((a, b) => byPosition(a.facts, b.facts));
      const services = Object.fromEntries(
        languages.map((lang) => [
          lang,
          offered
            .filter((s) => s.texts[lang])
            .map(({ facts: { slug, category, icon }, texts }) => ({
              slug,
              category,
              icon,
              title: texts[lang]!.title,
              subtitle: texts[lang]!.subtitle,
              picture: { src: `/art/services/${slug}.svg`, ...artSizes.service },
            })),
        ]),
      );
      return [
        `export default ${JSON.stringify(table)};`,
        `export const formerHolders = ${JSON.stringify(former)};`,
        `export const footerProjects = ${JSON.stringify(footer)};`,
        `export const services = ${JSON.stringify(services)};`,
        `export const siteFolders = ${JSON.stringify(siteFolders(process.cwd()))};`,
        `export const sitePaths = ${JSON.stringify(paths)};`,
        `export const menus = ${JSON.stringify(menus(paths))};`,
      ].join('\n');
    },
    configureServer(server) {
      server.watcher.add(join(process.cwd(), 'app/data/content'));
      server.watcher.on('all', (_, path) => {
        if (!path.includes(join('app', 'data', 'content'))) return;
        const module = server.moduleGraph.getModuleById(`\0${id}`);
        if (module) server.moduleGraph.invalidateModule(module);
      });
    },
  };
}

export default defineConfig(({ mode, command }) => ({
  root: 'app/admin',
  base: '/admin/',
  // The site's own build publishes public/; the previews read the catalogues from it as modules.
  publicDir: false,
  envDir: false,
  plugins: [tailwindcss(), contentLanguages(), companyFactsReload()],
  resolve: { tsconfigPaths: true },
  // On the editor's origin: uploads and drawings from the site's dev server, and the local backend (scripts/tools/cms-backend.ts).
  server: { port: 5174, strictPort: true, proxy: { '/media/': 'http://localhost:5173', '/art/': 'http://localhost:5173', '/api/v1': 'http://localhost:8081' } },
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
    ...siteDefines(command === 'build' ? builtSiteConfig(mode) : buildSiteConfig(mode, process.cwd(), command)),
    __LOCALES_VERSION__: JSON.stringify(localesVersion()),
    __THEME_COLOR__: JSON.stringify(themeTokens().light.accent),
    __BUILD_TIME__: JSON.stringify(Date.now()),
  },
}));
