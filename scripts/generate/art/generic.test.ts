import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { genericArticleScene } from '../../../app/art/generic-article';
import { genericProjectScenes } from '../../../app/art/generic-project';
import { genericServiceScene } from '../../../app/art/generic-service';
import { iconGlyphs, iconNames } from '../../../app/data/icons';
import { deliverableIcons } from '../../../app/data/services';
import { articleScenes } from './article-motifs';
import { serviceScenes } from './service-motifs';
import { projectScenes } from './screens';
import { layoutSimilarity } from './signature';

const seeds = ['cloud-cost-control', 'a', 'frontend-engineer-remote', 'x'.repeat(80)];
const counts = [0, 2, 5];
/** As in art.test.ts: at or above this, two images are the same composition. */
const SAME_LAYOUT = 0.45;

const viewBox = (svg: string) => /^<svg [^>]*viewBox="0 0 (\d+) (\d+)"/.exec(svg)?.slice(1).map(Number);

/** What every image on the site must be: an SVG document, small, with no words and nothing loaded from elsewhere. */
function expectSiteImage(svg: string, what: string) {
  expect(svg.startsWith('<svg '), what).toBe(true);
  expect(svg.trimEnd().endsWith('</svg>'), what).toBe(true);
  expect(svg.length, `${what}: bytes`).toBeLessThanOrEqual(12 * 1024);
  expect(gzipSync(svg).length, `${what}: gzip bytes`).toBeLessThanOrEqual(3 * 1024);
  expect(svg, what).not.toMatch(/<text|<foreignObject|<image|href="(?!#)/);
  // What sized() in render.ts rewrites to the page's size: width and height right after the viewBox.
  expect(svg, what).toMatch(/^<svg [^>]*?width="\d+" height="\d+"/);
}

describe('generic article scene', () => {
  it('draws an 800×450 site image for any slug', () => {
    for (const seed of seeds) {
      const svg = genericArticleScene(seed);
      expectSiteImage(svg, seed);
      expect(viewBox(svg), seed).toEqual([800, 450]);
    }
  });

  it('draws the same image for the same slug and another for another slug', () => {
    expect(genericArticleScene('cloud-cost-control')).toBe(genericArticleScene('cloud-cost-control'));
    const all = seeds.map(genericArticleScene);
    expect(new Set(all).size).toBe(seeds.length);
  });

  it('is not mistaken for a hand-made article scene', () => {
    for (const [key, scene] of Object.entries(articleScenes)) {
      const handmade = scene(key);
      for (const seed of seeds) expect(layoutSimilarity(genericArticleScene(seed), handmade), `${seed} ~ ${key}`).toBeLessThan(SAME_LAYOUT);
    }
  });
});

describe('generic project scenes', () => {
  it('draws a cover and one gallery screen per gallery image, each an 800×500 site image', () => {
    for (const seed of seeds)
      for (const count of counts) {
        const svgs = genericProjectScenes(seed, count);
        expect(svgs, `${seed} ×${count}`).toHaveLength(count + 1);
        svgs.forEach((svg, i) => {
          expectSiteImage(svg, `${seed} ×${count} #${i}`);
          expect(viewBox(svg), `${seed} #${i}`).toEqual([800, 500]);
        });
      }
  });

  it('draws as many gallery screens as the largest gallery allows, and refuses a count it cannot draw', () => {
    expect(genericProjectScenes('a', 8)).toHaveLength(9);
    expect(() => genericProjectScenes('a', -1)).toThrow(/gallery images/);
    expect(() => genericProjectScenes('a', 1.5)).toThrow(/gallery images/);
    expect(() => genericProjectScenes('a', 100)).toThrow(/gallery images/);
  });

  it('draws the same images for the same slug and others for another slug', () => {
    expect(genericProjectScenes('cloud-cost-control', 5)).toEqual(genericProjectScenes('cloud-cost-control', 5));
    const covers = seeds.map((seed) => genericProjectScenes(seed, 0)[0]);
    expect(new Set(covers).size).toBe(seeds.length);
    const galleries = seeds.map((seed) => genericProjectScenes(seed, 2)[1]);
    expect(new Set(galleries).size).toBe(seeds.length);
  });

  it('keeps a project’s images when its gallery grows: more gallery images add screens, never redraw the others', () => {
    const two = genericProjectScenes('frontend-engineer-remote', 2);
    expect(genericProjectScenes('frontend-engineer-remote', 5).slice(0, 3)).toEqual(two);
  });

  it('gives the cover and every gallery screen of a project its own composition', () => {
    for (const seed of seeds) {
      const svgs = genericProjectScenes(seed, 8);
      for (let i = 0; i < svgs.length; i++)
        for (let j = i + 1; j < svgs.length; j++) expect(layoutSimilarity(svgs[i]!, svgs[j]!), `${seed}: #${i} ~ #${j}`).toBeLessThan(SAME_LAYOUT);
    }
  });

  it('is not mistaken for a hand-made project: covers against covers, screens against screens', () => {
    const entries = Object.entries(projectScenes);
    const handCovers = entries.map(([key, [cover]]) => [key, cover(key)] as const);
    const handScreens = entries.flatMap(([key, [, ...screens]]) => screens.map((screen, i) => [`${key}-${i + 1}`, screen(`${key}-${i + 1}`)] as const));
    for (const seed of seeds) {
      const [cover, ...gallery] = genericProjectScenes(seed, 8);
      for (const [name, svg] of handCovers) expect(layoutSimilarity(cover!, svg), `${seed} cover ~ ${name}`).toBeLessThan(SAME_LAYOUT);
      for (const [name, svg] of handScreens)
        gallery.forEach((screen, i) => expect(layoutSimilarity(screen, svg), `${seed} #${i + 1} ~ ${name}`).toBeLessThan(SAME_LAYOUT));
    }
  });
});

describe('generic service scene', () => {
  const around = [[], deliverableIcons.slice(0, 3), deliverableIcons.slice(10, 16), [...deliverableIcons]];

  it('draws a 640×400 site image for any slug, with any icon an owner may choose and any number of deliverables', () => {
    for (const seed of seeds)
      for (const name of iconNames)
        for (const icons of around) {
          const svg = genericServiceScene(seed, iconGlyphs[name], icons);
          expectSiteImage(svg, `${seed} ${name} ×${icons.length}`);
          expect(viewBox(svg), seed).toEqual([640, 400]);
        }
  });

  it('draws the same image for the same slug and icons, and another for another slug', () => {
    const draw = (seed: string) => genericServiceScene(seed, 'bot', ['workflow', 'file-text', 'sparkles']);
    expect(draw('ai-and-automation')).toBe(draw('ai-and-automation'));
    expect(new Set(seeds.map(draw)).size).toBe(seeds.length);
  });

  it('is not mistaken for a hand-made service motif', () => {
    for (const [key, scene] of Object.entries(serviceScenes)) {
      const handmade = scene(key);
      for (const seed of seeds)
        expect(layoutSimilarity(genericServiceScene(seed, 'bot', deliverableIcons.slice(0, 4)), handmade), `${seed} ~ ${key}`).toBeLessThan(SAME_LAYOUT);
    }
  });
});
