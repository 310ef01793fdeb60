/** Lucide icon outlines as SVG markup for the art generator, from lucide-static's icon nodes. */
// A module import (not Node's require), so that the content manager's preview draws the same scenes in the browser.
import iconNodes from 'lucide-static/icon-nodes.json' with { type: 'json' };

type IconNode = [tag: string, attributes: Record<string, string>][];
const nodes = iconNodes as unknown as Record<string, IconNode | undefined>;
const cache = new Map<string, string>();

/** The inner markup of a Lucide icon on its 24×24 grid, e.g. `<path d="…"/><circle …/>`. */
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
