/**
 * The build's environment (Node only, for vite.config.ts and scripts):
 * process variables, plus a `.env` file if there is one; process variables win.
 */
import { existsSync, readFileSync } from 'node:fs';
import type { Env } from './site.schema';

export function buildEnv(file = '.env'): Env {
  const fromFile: Env = {};
  if (existsSync(file))
    for (const line of readFileSync(file, 'utf8').split('\n')) {
      const m = /^\s*([A-Z0-9_]+)\s*=\s*(.*?)\s*$/.exec(line);
      if (m) fromFile[m[1]!] = m[2]!.replace(/^(['"])(.*)\1$/, '$2');
    }
  return { ...fromFile, ...process.env };
}
