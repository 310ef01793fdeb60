/**
 * The shell's script (app/shell/shell.ts) as the browser loads it: bundled on its own, without anything of
 * the framework, into `assets/shell-<hash>.js`, and loaded as a module by every page the build writes,
 * hydrated or plain, the not-found documents too (redirect pages excepted). Like the framework's bootstrap
 * (deferred-bootstrap.ts), it is asked for once the page has painted, so it never competes with the HTML and
 * the stylesheet for the first paint: a small inline loader, the same on every page (allowed by hash), reads
 * its address from its own `data-shell-url`. What works natively (the menus, the booking dialog, every link) works
 * before it runs. The development server loads its source instead (root.tsx).
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

/** Adds the script at `data-shell-url` as a module after the first contentful paint; at once in a hidden tab or a browser without paint timing. */
const loader = [
  `const u=document.currentScript.dataset.shellUrl;let d=0;`,
  `const go=()=>{if(d)return;d=1;const s=document.createElement("script");s.type="module";s.src=u;document.head.append(s)};`,
  `if(document.visibilityState!=="visible"||!PerformanceObserver.supportedEntryTypes?.includes("paint"))go();`,
  `else new PerformanceObserver((l)=>{if(l.getEntriesByName("first-contentful-paint").length)go()}).observe({type:"paint",buffered:true});`,
].join('');

/**
 * The page with the shell script's loader in its head, ahead of the stylesheet: an inline script after a
 * stylesheet waits for it to arrive and holds the parser meanwhile, so the first screen would be parsed only
 * once the stylesheet is in, not while it downloads.
 */
export function withShellScript(html: string, url: string) {
  const tag = `<script data-shell-url="${url}">${loader}</script>`;
  const at = html.indexOf('<link rel="stylesheet"');
  return at < 0 ? html.replace('</head>', `${tag}</head>`) : html.slice(0, at) + tag + html.slice(at);
}
