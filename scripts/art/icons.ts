/**
 * Lucide icon outlines as SVG markup, for the art generator (scenes and the
 * deliverable sprites). Read from the lucide-react package's icon modules,
 * synchronously, so a scene can name any icon.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const cache = new Map<string, string>();

/** The module file that defines an icon (following Lucide's alias re-exports). */
function fileOf(name: string): string {
  let file: string;
  try {
    file = require.resolve(`lucide-react/dist/esm/icons/${name}.mjs`);
  } catch {
    throw new Error(`art: no Lucide icon "${name}" in lucide-react (if the project now takes Lucide from another package, read the outlines from it here)`);
  }
  const alias = /export \{ default \} from '\.\/([\w-]+)\.mjs'/.exec(readFileSync(file, 'utf8'));
  return alias ? fileOf(alias[1]!) : file;
}

type IconData = { node: [string, Record<string, string>][] };

/** The inner markup of a Lucide icon (24×24 grid, stroked), e.g. `<path d="…"/><circle …/>`. */
export function iconNode(name: string): string {
  const hit = cache.get(name);
  if (hit) return hit;
  const source = readFileSync(fileOf(name), 'utf8');
  const literal = /const __iconData = (\{[\s\S]*?\n\});/.exec(source)?.[1];
  if (!literal) throw new Error(`art: cannot read Lucide icon ${name}`);
  const data = new Function(`return ${literal}`)() as IconData;
  const markup = data.node
    .map(([tag, attrs]) => `<${tag} ${Object.entries(attrs).filter(([k]) => k !== 'key').map(([k, v]) => `${k}="${v}"`).join(' ')}/>`)
    .join('');
  cache.set(name, markup);
  return markup;
}
