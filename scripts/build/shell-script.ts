/**
 * The shell's script (app/shell/shell.ts), bundled without the framework and loaded by every page after its first
 * paint, through an inline loader that is the same on every page (allowed by hash). What works natively works before it.
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

/** Adds the script at `data-shell-url` after the first contentful paint; at once in a hidden tab or without paint timing. */
const loader = [
  `const u=document.currentScript.dataset.shellUrl;let d=0;`,
  `const go=()=>{if(d)return;d=1;const s=document.createElement("script");s.type="module";s.src=u;document.head.append(s)};`,
  `if(document.visibilityState!=="visible"||!PerformanceObserver.supportedEntryTypes?.includes("paint"))go();`,
  `else new PerformanceObserver((l)=>{if(l.getEntriesByName("first-contentful-paint").length)go()}).observe({type:"paint",buffered:true});`,
].join('');

/** Puts the loader ahead of the stylesheet: an inline script after it would hold the parser until the stylesheet arrives. */
export function withShellScript(html: string, url: string) {
  const tag = `<script data-shell-url="${url}">${loader}</script>`;
  const at = html.indexOf('<link rel="stylesheet"');
  return at < 0 ? html.replace('</head>', `${tag}</head>`) : html.slice(0, at) + tag + html.slice(at);
}
