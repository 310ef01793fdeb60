/**
 * The build's environment (Node only, for vite.config.ts and scripts): Vite's
 * `loadEnv` reads `.env`, `.env.local`, `.env.[mode]` and `.env.[mode].local`
 * if present; process variables win over all of them.
 */
import { loadEnv } from 'vite';
import type { Env } from './site.schema';

export const buildEnv = (mode = 'production', dir = process.cwd()): Env => loadEnv(mode, dir, '');
