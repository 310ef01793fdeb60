import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { heroSvg } from '../../../app/components/sections/home/hero-network';
import { deliverableIcons } from '../../../app/data/services';
import { articleScenes } from './article-motifs';
import { serviceScenes } from './service-motifs';
import { renderAll } from './render';
import { projectScenes } from './screens';
import { layoutSimilarity } from './signature';
import { aspect, officePosition, offices } from './world';

const files = renderAll();
const scenes = files.filter((f) => ['service', 'project', 'gallery', 'news'].includes(f.kind));
/** Above this, two images are the same composition (the same scene drawn with another seed scores 0.8 or more). */
const SAME_LAYOUT = 0.45;

describe('generated art', () => {
  it("has the hero video's poster as its first frame (run `npx tsx scripts/generate/hero-video.ts`)", () => {
    expect(readFileSync(join('public', 'media', 'hero-poster.svg'), 'utf8')).toBe(`${heroSvg(0)}\n`);
  });

  it('is up to date: public/art holds exactly what the generator draws (run `npx tsx scripts/generate/art/generate.ts`)', () => {
    const stale = files.filter((f) => readFileSync(join('public', 'art', f.path), 'utf8') !== f.svg).map((f) => f.path);
    expect(stale).toEqual([]);
  });

  it('keeps every image small, at most 12 KB and 3 KB gzip; the deliverables’ sprite, one cached file for every service page, at most 6 KB gzip', () => {
    const budget = (f: (typeof files)[number]) => (f.kind === 'sprite' ? { raw: 32 * 1024, gzip: 6 * 1024 } : { raw: 12 * 1024, gzip: 3 * 1024 });
    const big = files.filter((f) => f.svg.length > budget(f).raw || gzipSync(f.svg).length > budget(f).gzip).map((f) => `${f.path} ${f.svg.length} B`);
    expect(big).toEqual([]);
  });

  it('draws no words (text is bars) and loads nothing from elsewhere', () => {
    for (const f of files) {
      expect(f.svg, f.path).not.toMatch(/<text|<foreignObject|<image|href="(?!#)/);
    }
  });

  it('gives every image its own composition: no two layouts alike, mirrored or not', () => {
    const alike: string[] = [];
    for (let i = 0; i < scenes.length; i++)
      for (let j = i + 1; j < scenes.length; j++) {
        const s = layoutSimilarity(scenes[i]!.svg, scenes[j]!.svg);
        if (s >= SAME_LAYOUT) alike.push(`${scenes[i]!.path} ~ ${scenes[j]!.path}: ${s.toFixed(2)}`);
      }
    expect(alike).toEqual([]);
  });

  it('the layout signature sees one scene drawn with another seed as the same composition', () => {
    const all = [...Object.values(projectScenes).flat(), ...Object.values(serviceScenes), ...Object.values(articleScenes)];
    for (const scene of all) expect(layoutSimilarity(scene('one-seed'), scene('another-seed')), scene.name).toBeGreaterThanOrEqual(0.8);
  });
});

describe('deliverable icons', () => {
  it('are drawn into one sprite, a symbol per icon an owner may choose, each drawn differently', () => {
    const sprite = files.find((f) => f.path === 'deliverables.svg')!.svg;
    const symbols = [...sprite.matchAll(/<symbol id="([\w-]+)"[^>]*>(.*?)<\/symbol>/g)];
    expect(symbols.map((m) => m[1])).toEqual([...deliverableIcons]);
    expect(new Set(symbols.map((m) => m[2])).size).toBe(symbols.length);
  });
});

describe('contact map', () => {
  const component = readFileSync('app/components/sections/contact/map-embed.tsx', 'utf8');

  it('pins each office where the projection puts it', () => {
    const placed = Object.fromEntries(
      [...component.matchAll(/\['(\w+)', 'left-\[([\d.]+)%\] top-\[([\d.]+)%\]'/g)].map((m) => [m[1], { x: Number(m[2]), y: Number(m[3]) }]),
    );
    for (const key of Object.keys(offices) as (keyof typeof offices)[]) {
      const p = officePosition(key);
      expect(placed[key], key).toBeDefined();
      expect(Math.abs(placed[key]!.x - p.x), `${key} x`).toBeLessThan(0.01);
      expect(Math.abs(placed[key]!.y - p.y), `${key} y`).toBeLessThan(0.01);
    }
  });

  it('covers its box at the drawing’s aspect ratio', () => {
    const css = readFileSync('app/styles/app.css', 'utf8');
    expect(css).toContain(`width: max(100cqw, ${(aspect * 100).toFixed(2)}cqh);`);
    expect(css).toContain(`height: max(100cqh, ${(100 / aspect).toFixed(2)}cqw);`);
  });
});
