/**
 * A generated image's layout signature: where its large shapes sit on a coarse grid and how large, ignoring the
 * details a seed varies. The unit test uses it to keep each image on a page its own composition.
 */

/** Shapes smaller than this share of the canvas are detail, not layout. */
const MIN_AREA = 0.004;

interface Box {
  kind: string;
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

const num = (attrs: string, name: string) => Number(new RegExp(`\\s${name}="(-?[\\d.]+)"`).exec(attrs)?.[1] ?? 0);

/** Bounding box of a path's end points; control points are ignored, close enough for layout. */
function pathBox(d: string): [number, number, number, number] | null {
  const tokens = d.match(/[a-zA-Z]|-?(?:\d+\.?\d*|\.\d+)(?:e-?\d+)?/g) ?? [];
  let x = 0;
  let y = 0;
  let sx = 0;
  let sy = 0;
  let cmd = '';
  let i = 0;
  const xs: number[] = [];
  const ys: number[] = [];
  const next = () => Number(tokens[i++]);
  const skip = (k: number) => (i += k);
  while (i < tokens.length) {
    if (/[a-zA-Z]/.test(tokens[i]!)) cmd = tokens[i++]!;
    const rel = cmd === cmd.toLowerCase();
    switch (cmd.toUpperCase()) {
      case 'M':
      case 'L':
      case 'T': {
        const nx = next();
        const ny = next();
        x = rel ? x + nx : nx;
        y = rel ? y + ny : ny;
        if (cmd.toUpperCase() === 'M') {
          sx = x;
          sy = y;
          cmd = rel ? 'l' : 'L';
        }
        break;
      }
      case 'H':
        x = rel ? x + next() : next();
        break;
      case 'V':
        y = rel ? y + next() : next();
        break;
      case 'C':
      case 'S':
      case 'Q':
      case 'A': {
        skip({ C: 4, S: 2, Q: 2, A: 5 }[cmd.toUpperCase() as 'C']);
        const nx = next();
        const ny = next();
        x = rel ? x + nx : nx;
        y = rel ? y + ny : ny;
        break;
      }
      case 'Z':
        x = sx;
        y = sy;
        break;
      default:
        return null;
    }
    xs.push(x);
    ys.push(y);
  }
  return xs.length ? [Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys)] : null;
}

/** The large shapes of an SVG, translations applied; definitions, uses and transformed groups left out. */
function layoutBoxes(svg: string) {
  const [, w = '0', h = '0'] = /viewBox="0 0 ([\d.]+) ([\d.]+)"/.exec(svg) ?? [];
  const width = Number(w);
  const height = Number(h);
  const body = svg.replace(/<defs>[\s\S]*?<\/defs>/g, '');
  const stack: ({ dx: number; dy: number } | null)[] = [{ dx: 0, dy: 0 }];
  const boxes: Box[] = [];
  for (const m of body.matchAll(/<(\/?)(\w+)([^>]*?)(\/?)>/g)) {
    const [, close, tag, attrs = '', selfClosing] = m;
    const top = stack.at(-1) ?? null;
    if (tag === 'g') {
      if (close) stack.pop();
      else if (!selfClosing) {
        const t = /transform="([^"]*)"/.exec(attrs)?.[1];
        const tr = t && /^translate\((-?[\d.]+)[ ,](-?[\d.]+)\)$/.exec(t);
        stack.push(!top ? null : !t ? top : tr ? { dx: top.dx + Number(tr[1]), dy: top.dy + Number(tr[2]) } : null);
      }
      continue;
    }
    if (close || !top) continue;
    let box: [number, number, number, number] | null = null;
    if (tag === 'rect') box = [num(attrs, 'x'), num(attrs, 'y'), num(attrs, 'x') + num(attrs, 'width'), num(attrs, 'y') + num(attrs, 'height')];
    else if (tag === 'circle')
      box = [num(attrs, 'cx') - num(attrs, 'r'), num(attrs, 'cy') - num(attrs, 'r'), num(attrs, 'cx') + num(attrs, 'r'), num(attrs, 'cy') + num(attrs, 'r')];
    else if (tag === 'ellipse')
      box = [
        num(attrs, 'cx') - num(attrs, 'rx'),
        num(attrs, 'cy') - num(attrs, 'ry'),
        num(attrs, 'cx') + num(attrs, 'rx'),
        num(attrs, 'cy') + num(attrs, 'ry'),
      ];
    else if (tag === 'path') box = pathBox(/\sd="([^"]*)"/.exec(attrs)?.[1] ?? '');
    if (!box) continue;
    const [x0, y0, x1, y1] = box;
    const area = ((x1 - x0) * (y1 - y0)) / (width * height);
    if (area < MIN_AREA || area > 0.9) continue;
    boxes.push({ kind: tag!, x0: x0 + top.dx, y0: y0 + top.dy, x1: x1 + top.dx, y1: y1 + top.dy });
  }
  return { width, height, boxes };
}

/** Each large shape as its kind, the grid cell of its centre and its size; `mirrored` reads the image right to left. */
function layoutSignature(svg: string, mirrored = false): Set<string> {
  const { width, height, boxes } = layoutBoxes(svg);
  const tokens = new Set<string>();
  for (const b of boxes) {
    const mid = (b.x0 + b.x1) / 2 / width;
    const cx = Math.min(3, Math.floor((mirrored ? 1 - mid : mid) * 4));
    const cy = Math.min(2, Math.floor(((b.y0 + b.y1) / 2 / height) * 3));
    const w = Math.round(((b.x1 - b.x0) / width) * 4);
    const h = Math.round(((b.y1 - b.y0) / height) * 4);
    tokens.add(`${b.kind}:${cx},${cy},${w}x${h}`);
  }
  return tokens;
}

function jaccard(a: Set<string>, b: Set<string>) {
  let shared = 0;
  for (const t of a) if (b.has(t)) shared++;
  const all = a.size + b.size - shared;
  return all === 0 ? 1 : shared / all;
}

/** How alike two images' layouts are, 0 to 1; a mirrored layout counts as the same one. */
export function layoutSimilarity(a: string, b: string) {
  const sa = layoutSignature(a);
  return Math.max(jaccard(sa, layoutSignature(b)), jaccard(sa, layoutSignature(b, true)));
}
