/** The build's environment (Node only): Vite's `loadEnv` files, with process variables winning over them. */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { loadEnv } from 'vite';
import type { Plugin } from 'vite';
import { COMPANY_FILE } from '../../app/data/collections/company.ts';
import type { CompanyFacts } from '../../app/data/collections/company.ts';
import { errorReport, readCheckedContent, readCompanyFacts } from './content/read.ts';
import { loadSiteConfig } from '../../app/config/site.schema.ts';
import type { Env } from '../../app/config/site.schema.ts';

export const buildEnv = (mode = 'production', dir = process.cwd()): Env => loadEnv(mode, dir, '');

/**
 * The company's facts, read once per build process (React Router's build evaluates vite.config.ts more than once).
 * While serving, problems throw, so the dev server keeps its last good configuration.
 */
const READS = Symbol.for('site.company-facts');
const reads: Map<string, CompanyFacts> = ((globalThis as { [READS]?: Map<string, CompanyFacts> })[READS] ??= new Map());
function companyFacts(dir: string, command: 'build' | 'serve'): CompanyFacts {
  if (command === 'build' && reads.has(dir)) return reads.get(dir)!;
  const { facts, problems } = readCompanyFacts(dir);
  if (!facts) {
    if (command === 'serve') throw new Error(errorReport(problems));
    console.error(`\n${errorReport(problems)}\n`);
    process.exit(1);
  }
  if (command === 'build') reads.set(dir, facts);
  return facts;
}

/** The site configuration from the deployment's environment and the company's facts file. */
export function buildSiteConfig(mode = 'production', dir = process.cwd(), command: 'build' | 'serve' = 'build') {
  return loadSiteConfig(buildEnv(mode, dir), companyFacts(dir, command));
}

/** For the build's later steps: the facts the site's build kept with its checked content, else the facts file. */
export function builtSiteConfig(mode = 'production', dir = process.cwd()) {
  const facts = existsSync(join(dir, 'build', 'content.json')) ? readCheckedContent(dir).facts : undefined;
  return facts ? loadSiteConfig(buildEnv(mode, dir), facts) : buildSiteConfig(mode, dir);
}

/** While serving: restarts the server when the company's facts change, as they are part of its configuration. */
export const companyFactsReload = (): Plugin => ({
  name: 'site:company-facts',
  configureServer(server) {
    const file = join(server.config.root, COMPANY_FILE);
    server.watcher.add(file);
    server.watcher.on('change', (path) => {
      if (path === file) void server.restart();
    });
  },
});

/** While serving: restarts the server when a page text changes, as it reads every catalogue once (app/i18n/i18next.server.ts). */
export const pageTextsReload = (): Plugin => ({
  name: 'site:page-texts',
  configureServer(server) {
    const folder = join(server.config.root, 'public', 'locales');
    // A save writes a file per language: one restart for them all.
    let pending: ReturnType<typeof setTimeout> | undefined;
    server.watcher.on('change', (path) => {
      if (!path.startsWith(folder) || !path.endsWith('.json')) return;
      clearTimeout(pending);
      pending = setTimeout(() => void server.restart(), 200);
    });
  },
});
