/** Every hand-made image, by its path under public/art: what generate.ts writes and the unit test checks. */
import { artSizes } from '../../../app/components/ui/art-sizes';
import { deliverableSprite } from './deliverables';
import { sized } from '../../../app/art/sized';
import { articleScenes } from './article-motifs';
import { serviceScenes } from './service-motifs';
import { projectScenes } from './screens';
import { worldMap } from './world';

type ArtKind = 'service' | 'project' | 'gallery' | 'news' | 'sprite' | 'map';

export interface ArtFile {
  path: string;
  kind: ArtKind;
  svg: string;
}

export function renderAll(): ArtFile[] {
  const files: ArtFile[] = [];
  // Content without a scene here gets its collection's generic design at build time (scripts/build/content/plugin.ts).
  for (const [slug, scene] of Object.entries(serviceScenes))
    files.push({ path: `services/${slug}.svg`, kind: 'service', svg: sized(scene(slug), artSizes.service) });
  files.push({ path: 'deliverables.svg', kind: 'sprite', svg: deliverableSprite() });
  for (const [slug, scenes] of Object.entries(projectScenes))
    scenes.forEach((scene, i) => {
      const name = i === 0 ? slug : `${slug}-${i}`;
      files.push({
        path: `projects/${name}.svg`,
        kind: i === 0 ? 'project' : 'gallery',
        svg: sized(scene(name), i === 0 ? artSizes.project : artSizes.gallery),
      });
    });
  for (const [slug, scene] of Object.entries(articleScenes)) files.push({ path: `news/${slug}.svg`, kind: 'news', svg: sized(scene(slug), artSizes.news) });
  files.push({ path: 'map/world.svg', kind: 'map', svg: worldMap() });
  return files;
}
