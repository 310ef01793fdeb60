/**
 * The build's environment (Node only, for vite.config.ts and scripts): Vite's
 * `loadEnv` reads `.env`, `.env.local`, `.env.[mode]` and `.env.[mode].local`
 * if present; process variables win over all of them.
 */
import { join } from 'node:path';
import { loadEnv } from 'vite';
import type { Plugin } from 'vite';
import { COMPANY_FILE } from '../data/collections/company.ts';
import { errorReport, readCompanyFacts } from '../../scripts/build/content/read.ts';
import { loadSiteConfig } from './site.schema.ts';
import type { Env } from './site.schema.ts';

export const buildEnv = (mode = 'production', dir = process.cwd()): Env => loadEnv(mode, dir, '');

/**
 * The site configuration of a build: the deployment's environment and the company's facts file. Facts with
 * problems stop the build with one line each (file, field, what is wrong); while serving, they throw, and the
 * dev server keeps its last good configuration.
 */
export function buildSiteConfig(mode = 'production', dir = process.cwd(), command: 'build' | 'serve' = 'build') {
  const { facts, problems } = readCompanyFacts(dir);
  if (!facts) {
    if (command === 'serve') throw new Error(errorReport(problems));
    console.error(`\n${errorReport(problems)}\n`);
    process.exit(1);
  }
  return loadSiteConfig(buildEnv(mode, dir), facts);
}

/** While serving: the server restarts when the company's facts change, so pages show the new ones (they are part of its configuration). */
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
