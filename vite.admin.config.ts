/**
 * The content manager's build (app/admin, served at /admin/): Decap CMS and
 * the previews, bundled apart from the site so that none of it reaches a
 * public page. `npm run build` writes it into build/client/admin;
 * `npm run cms` serves it at http://localhost:5174/admin/.
 */
import { join } from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import type { Plugin } from 'vite';
import { buildSiteConfig, builtSiteConfig, companyFactsReload } from './app/config/build-env.ts';
import { siteDefines } from './app/config/site.schema.ts';
import { readCheckedContent, readContent } from './scripts/build/content/read.ts';
import { localesVersion } from './scripts/build/locales-version.ts';
import { byPosition, footerProjects } from './app/data/projects.ts';
import { languages } from './app/i18n/languages.ts';

/**
 * `virtual:content-languages`: per collection, each item's key and the languages it is published in, for the
 * content manager's list (app/admin/list.ts), and each former web address with the key of the item it leads to
 * (a new item cannot take it: app/admin/widgets.tsx), and per language the footer's projects (the previews draw the
 * footer as the site's layout does: app/routes/($lang).tsx). While serving, a change to the content renews it for the next load
 * of the editor (no reload while an owner types).
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
      return `export default ${JSON.stringify(table)};\nexport const formerHolders = ${JSON.stringify(former)};\nexport const footerProjects = ${JSON.stringify(footer)};`;
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

/**
 * What Decap CMS 3.16's editor lacks, patched in its code (in the build and in the dev server's pre-bundling);
 * the build stops if Decap's code changes shape, so that a fixed Decap drops the patch:
 * - its right-hand column calls a handler it is never given when its language is changed
 *   (`this.props.onLocaleChange is not a function` in the console, on every switch): the call is made optional;
 * - a new item that was never saved reads "Changes saved": it reads "Not saved yet";
 * - going from one item's address straight to another's (no reload) keeps the first item in the editor, and "Save"
 *   writes it: the editor loads the item its address names when the address changes, and a load that ends after the
 *   owner moved on to another item leaves the editor's draft alone (`decapEntryOpen`, app/admin/widgets.tsx);
 * - "Save" or "Publish" pressed while a web address is still being checked (app/admin/widgets.tsx) does nothing, with
 *   no word: the editor waits for the answer, then checks the fields;
 * - its media library uploads whatever file is chosen: it first asks the site's check (app/admin/uploads.ts), which
 *   refuses, in words, a file too large for the build or one that is not a picture, in the editor's own message (not
 *   a browser alert), which stays until the owner closes it;
 * - a refused save ("Not saved. Deutsch: …") or publication says so in a message Decap closes by itself after 8 s,
 *   in either publishing mode: it stays until the owner closes it;
 * - an item whose web address changes keeps its old file names: its files move to the new address
 *   (`decapMovedEntry`, app/admin/widgets.tsx), through the backends' own move, and the editor follows them; a
 *   flat folder's move moves that file alone (Decap treats every collection as a nested one and moves each file of
 *   the folder onto itself, all at once, a race decap-server does not survive);
 * - its configuration check allows a single-file entry (a file collection) only the `single_file` language layout,
 *   though its reading and writing handle `multiple_folders` too: the page texts keep their four catalogue files,
 *   `public/locales/{lang}/{namespace}.json` (app/data/collections/page-texts.ts).
 */
const DECAP_PATCHES = [
  {
    file: /decap-cms-core[\\/]dist[\\/]esm[\\/]actions[\\/]config\.js$/,
    from: 'if (i18n && i18n.structure !== I18N_STRUCTURE.SINGLE_FILE) {',
    to: 'if (i18n && i18n.structure === I18N_STRUCTURE.MULTIPLE_FILES) {',
  },
  {
    file: /decap-cms-core[\\/]dist[\\/]esm[\\/]components[\\/]Editor[\\/]EditorControlPane[\\/]EditorControlPane\.js$/,
    from: 'this.props.onLocaleChange(val);',
    to: 'this.props.onLocaleChange?.(val);',
  },
  {
    file: /decap-cms-core[\\/]dist[\\/]esm[\\/]actions[\\/]entries\.js$/,
    from: "key: 'ui.toast.onFailToPersist'\n        },\n        type: 'error',\n        dismissAfter: 8000",
    to: "key: 'ui.toast.onFailToPersist'\n        },\n        type: 'error',\n        dismissAfter: false",
  },
  {
    file: /decap-cms-core[\\/]dist[\\/]esm[\\/]actions[\\/]editorialWorkflow\.js$/,
    from: "key: 'ui.toast.onFailToPersist',\n          details: error\n        },\n        type: 'error',\n        dismissAfter: 8000",
    to: "key: 'ui.toast.onFailToPersist',\n          details: error\n        },\n        type: 'error',\n        dismissAfter: false",
  },
  {
    file: /decap-cms-core[\\/]dist[\\/]esm[\\/]actions[\\/]editorialWorkflow\.js$/,
    from: "key: 'ui.toast.onFailToPublishEntry',\n          details: error\n        },\n        type: 'error',\n        dismissAfter: 8000",
    to: "key: 'ui.toast.onFailToPublishEntry',\n          details: error\n        },\n        type: 'error',\n        dismissAfter: false",
  },
  {
    file: /decap-cms-core[\\/]dist[\\/]esm[\\/]backend\.js$/,
    from: "const hasSubfolders = collection.get('nested')?.get('subfolders') !== false;",
    to: "const hasSubfolders = !!collection.get('nested') && collection.get('nested').get('subfolders') !== false;",
  },
  {
    file: /decap-cms-core[\\/]dist[\\/]esm[\\/]backend\.js$/,
    from: 'slug: customPath && !useWorkflow ? slugFromCustomPath(collection, customPath) : slug,',
    to: 'slug: customPath && !useWorkflow ? slugFromCustomPath(collection, customPath) : (globalThis.decapMovedEntry?.(collection, entryDraft)?.slug ?? slug),',
  },
  {
    file: /decap-cms-core[\\/]dist[\\/]esm[\\/]backend\.js$/,
    from: 'newPath: customPath === path ? undefined : customPath',
    to: 'newPath: customPath ? (customPath === path ? undefined : customPath) : globalThis.decapMovedEntry?.(collection, entryDraft)?.path',
  },
  {
    file: /decap-cms-core[\\/]dist[\\/]esm[\\/]components[\\/]MediaLibrary[\\/]MediaLibrary\.js$/,
    from: "const maxFileSize = config.get('max_file_size');",
    to: "const refusal = await globalThis.decapUploadRefusal?.(file); if (refusal) { decapStore.dispatch(decapNotify({ message: refusal, type: 'error', dismissAfter: false })); event.target.value = null; return; } const maxFileSize = config.get('max_file_size');",
  },
  {
    file: /decap-cms-core[\\/]dist[\\/]esm[\\/]components[\\/]MediaLibrary[\\/]MediaLibrary\.js$/,
    from: "import { Component } from 'react';",
    to: "import { Component } from 'react';\nimport { store as decapStore } from '../../redux';\nimport { addNotification as decapNotify } from '../../actions/notifications';",
  },
  {
    file: /decap-cms-core[\\/]dist[\\/]esm[\\/]components[\\/]Editor[\\/]Editor\.js$/,
    from: 'componentDidUpdate(prevProps) {\n    if (!prevProps.localBackup',
    to: 'componentDidUpdate(prevProps) {\n    if (prevProps.slug !== this.props.slug && this.props.slug && !this.props.newEntry) this.props.loadEntry(this.props.collection, this.props.slug);\n    if (!prevProps.localBackup',
  },
  {
    file: /decap-cms-core[\\/]dist[\\/]esm[\\/]actions[\\/]entries\.js$/,
    from: 'dispatch(createDraftFromEntry(loadedEntry));',
    to: "if (globalThis.decapEntryOpen?.(collection.get('name'), slug) !== false) dispatch(createDraftFromEntry(loadedEntry));",
  },
  {
    file: /decap-cms-core[\\/]dist[\\/]esm[\\/]actions[\\/]editorialWorkflow\.js$/,
    from: 'dispatch(createDraftFromEntry(entry));',
    to: "if (globalThis.decapEntryOpen?.(collection.get('name'), slug) !== false) dispatch(createDraftFromEntry(entry));",
  },
  {
    file: /decap-cms-core[\\/]dist[\\/]esm[\\/]components[\\/]Editor[\\/]EditorInterface\.js$/,
    from: 'this.controlPaneRef.validate();\n    this.props.onPersist({',
    to: 'await globalThis.decapChecksPending?.();\n    this.controlPaneRef.validate();\n    this.props.onPersist({',
  },
  {
    file: /decap-cms-core[\\/]dist[\\/]esm[\\/]components[\\/]Editor[\\/]EditorInterface\.js$/,
    from: 'this.controlPaneRef.validate();\n    this.props.onPublish({',
    to: 'await globalThis.decapChecksPending?.();\n    this.controlPaneRef.validate();\n    this.props.onPublish({',
  },
  {
    file: /decap-cms-core[\\/]dist[\\/]esm[\\/]components[\\/]Editor[\\/]EditorToolbar\.js$/,
    from: "children: t('editor.editorToolbar.changesSaved')",
    to: "children: this.props.isNewEntry ? 'Not saved yet' : t('editor.editorToolbar.changesSaved')",
  },
];

function decapPatches(): Plugin {
  const seen = new Set<string>();
  return {
    name: 'decap-patches',
    transform(code: string, id: string) {
      const patches = DECAP_PATCHES.filter((p) => p.file.test(id));
      if (!patches.length) return null;
      for (const patch of patches) {
        if (!code.includes(patch.from))
          throw new Error(`decap-patches: ${id} no longer holds \`${patch.from}\`; check whether Decap fixed it and drop the patch`);
        seen.add(patch.from);
        code = code.replace(patch.from, patch.to);
      }
      return code;
    },
    buildEnd() {
      if (seen.size < DECAP_PATCHES.length && this.environment?.config.command === 'build')
        throw new Error("decap-patches: one of Decap's patched editor files was not in the build");
    },
  };
}

export default defineConfig(({ mode, command }) => ({
  root: 'app/admin',
  base: '/admin/',
  // The site's own build publishes public/; the previews read the catalogues from it as modules.
  publicDir: false,
  envDir: false,
  plugins: [tailwindcss(), contentLanguages(), decapPatches(), companyFactsReload()],
  // Decap is pre-bundled for the dev server: the same patch there.
  optimizeDeps: { rolldownOptions: { plugins: [decapPatches() as never] } },
  resolve: { tsconfigPaths: true },
  // Uploads show in the editor by their public address (/media/uploads/…), which the site's dev server serves; the
  // editor's local backend (scripts/tools/cms-backend.ts) answers on the editor's own origin (npm run cms).
  server: { port: 5174, strictPort: true, proxy: { '/media/': 'http://localhost:5173', '/api/v1': 'http://localhost:8081' } },
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
    __BUILD_TIME__: JSON.stringify(Date.now()),
  },
}));
