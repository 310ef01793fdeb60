/**
 * The shell's script (app/shell/shell.ts) as the browser loads it: bundled on its own, without anything of
 * the framework, into `assets/shell-<hash>.js`, and loaded as a module from the <head> of every page the
 * build writes, hydrated or plain, the not-found documents too (redirect pages excepted). The development
 * server loads its source instead (root.tsx).
 */
import { createHash } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'esbuild';

const ENTRY = join(import.meta.dirname, '../../app/shell/shell.ts');

/** Bundles the script into `out/assets/`; returns its URL path. */
export async function writeShellScript(out: string) {
  const result = await build({ entryPoints: [ENTRY], bundle: true, minify: true, format: 'esm', target: 'es2022', write: false, logLevel: 'warning' });
  const code = result.outputFiles[0]!.contents;
  const name = `shell-${createHash('sha256').update(code).digest('base64url').slice(0, 8)}.js`;
  writeFileSync(join(out, 'assets', name), code);
  return { url: `/assets/${name}`, bytes: code.byteLength };
}

/** The page with the shell's script in its head. */
export const withShellScript = (html: string, url: string) => html.replace('</head>', `<script type="module" src="${url}"></script></head>`);
