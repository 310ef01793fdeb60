/**
 * Lucide icon outlines as SVG markup, for the art generator (scenes and the
 * deliverable sprites), from lucide-static's published icon nodes
 * (`icon-nodes.json`, keyed by the icon's kebab-case name).
 */
import { createRequire } from 'node:module';

type IconNode = [tag: string, attributes: Record<string, string>][];
const nodes = createRequire(import.meta.url)('lucide-static/icon-nodes.json') as Record<string, IconNode | undefined>;
const cache = new Map<string, string>();

/** The inner markup of a Lucide icon (24×24 grid, stroked), e.g. `<path d="…"/><circle …/>`. */
export function iconNode(name: string): string {
  const hit = cache.get(name);
  if (hit) return hit;
  const node = nodes[name];
  if (!node) throw new Error(`art: no Lucide icon "${name}" in lucide-static`);
  const markup = node
    .map(
      ([tag, attrs]) =>
        `<${tag} ${Object.entries(attrs)
          .map(([k, v]) => `${k}="${v}"`)
          .join(' ')}/>`,
    )
    .join('');
  cache.set(name, markup);
  return markup;
}
