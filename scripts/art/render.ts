/**
 * Every generated image, by its path under public/art: what
 * scripts/art/generate.ts writes and what the unit test checks.
 */
import { artSizes } from '../../app/components/ui/art-sizes';
import { articles } from '../../app/data/news';
import { projects } from '../../app/data/projects';
import { services } from '../../app/data/services';
import { deliverableSprite } from './deliverables';
import { articleScenes, serviceScenes } from './motifs';
import { projectScenes } from './screens';
import { worldMap } from './world';

type ArtKind = 'service' | 'project' | 'gallery' | 'news' | 'sprite' | 'map';

export interface ArtFile {
  path: string;
  kind: ArtKind;
  svg: string;
}

/** The image's intrinsic size, as the page's <img> and the article's structured data declare it (the scene keeps its own viewBox). */
const sized = (svg: string, size: { width: number; height: number }) =>
  svg.replace(/^(<svg [^>]*?)width="\d+" height="\d+"/, `$1width="${size.width}" height="${size.height}"`);

function need<T>(table: Record<string, T>, key: string, what: string): T {
  const v = table[key];
  if (!v) throw new Error(`art: no ${what} for ${key}; add one to scripts/art`);
  return v;
}

export function renderAll(): ArtFile[] {
  const files: ArtFile[] = [];
  for (const s of services) {
    files.push({ path: `services/${s.slug}.svg`, kind: 'service', svg: sized(need(serviceScenes, s.slug, 'service motif')(s.slug), artSizes.service) });
    files.push({ path: `deliverables/${s.slug}.svg`, kind: 'sprite', svg: deliverableSprite(s.slug) });
  }
  for (const p of projects) {
    const scenes = need(projectScenes, p.slug, 'project scenes');
    if (scenes.length !== p.gallery + 1) throw new Error(`art: ${p.slug} has ${p.gallery} gallery images but ${scenes.length - 1} scenes`);
    scenes.forEach((scene, i) => {
      const name = i === 0 ? p.slug : `${p.slug}-${i}`;
      files.push({
        path: `projects/${name}.svg`,
        kind: i === 0 ? 'project' : 'gallery',
        svg: sized(scene(name), i === 0 ? artSizes.project : artSizes.gallery),
      });
    });
  }
  for (const a of articles)
    files.push({ path: `news/${a.slug}.svg`, kind: 'news', svg: sized(need(articleScenes, a.slug, 'article scene')(a.slug), artSizes.news) });
  files.push({ path: 'map/world.svg', kind: 'map', svg: worldMap() });
  return files;
}
