/**
 * An item's whole text in one language, a module of its own (app/data/texts.ts), loaded once per page view and
 * kept. Apart from app/data/content.ts so that a component can read a text without the content indexes
 * (`virtual:content`, which the content manager's build does not have).
 */
import type { Lang } from '../i18n/languages';
import type { CollectionName } from './collections/collection';
import type { JobText } from './collections/jobs';
import type { ArticleText } from './collections/news';
import type { ProjectText } from './collections/projects';

/** An item's text, per collection. */
export interface Texts {
  jobs: JobText;
  news: ArticleText;
  projects: ProjectText;
}

/** An item's text load: the same promise each time (what React's `use` needs), with the text on it once it is in. */
type Load = Promise<unknown> & { text?: unknown };
const loads = new Map<string, Load>();
/** The key of an item's text module in app/data/texts.ts. */
const pathOf = (collection: CollectionName, file: string, lang: Lang) => `./content/${collection}/${file}.${lang}.json`;

/** An item's whole text in `lang`, loaded once per page view. */
export function loadText<C extends CollectionName>(collection: C, file: string, lang: Lang): Promise<Texts[C]> {
  const path = pathOf(collection, file, lang);
  let load = loads.get(path);
  if (!load) {
    const started: Load = import('./texts').then(({ texts }) => texts[path]!()).then((text) => (started.text = text));
    loads.set(path, (load = started));
  }
  return load as Promise<Texts[C]>;
}

/** An item's text if it has already been loaded (by a loader, on a client-side navigation), else undefined. */
export const loadedText = <C extends CollectionName>(collection: C, file: string, lang: Lang) =>
  loads.get(pathOf(collection, file, lang))?.text as Texts[C] | undefined;
