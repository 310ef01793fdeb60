/** Lucide icon outlines as SVG markup, for the art generator. */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';

const require = createRequire(import.meta.url);
const names = ['server', 'cloud', 'archive-restore', 'shield-check', 'code-xml', 'package-check', 'chart-column', 'compass', 'headset', 'monitor-cog', 'messages-square', 'wallet', 'graduation-cap', 'building-2', 'network', 'file-badge', 'brain-circuit'];

/** The module file that defines an icon (following Lucide's alias re-exports). */
function fileOf(name: string): string {
  const file = require.resolve(`lucide-react/dist/esm/icons/${name}.mjs`);
  const alias = /export \{ default \} from '\.\/([\w-]+)\.mjs'/.exec(readFileSync(file, 'utf8'));
  return alias ? fileOf(alias[1]!) : file;
}

type IconData = { node: [string, Record<string, string>][] };
export const iconNodes: Record<string, string> = {};
for (const name of names) {
  const { __iconData } = (await import(pathToFileURL(fileOf(name)).href)) as { __iconData: IconData };
  iconNodes[name] = __iconData.node
    .map(([tag, attrs]) => `<${tag} ${Object.entries(attrs).filter(([k]) => k !== 'key').map(([k, v]) => `${k}="${v}"`).join(' ')}/>`)
    .join('');
}
