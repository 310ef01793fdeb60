/** The page texts' files as the content manager writes them: in English's order, so that a save changes only the lines that changed. */
import CMS from './decap';
import { inEnglishOrder } from '~/data/collections/catalogue-order';
import { catalogues } from '~/data/collections/cms-config';
import { defaultLanguage } from '~/i18n/languages';
import { CATALOGUE_FORMAT } from '~/data/collections/page-texts';

const english = Object.values(catalogues[defaultLanguage]!);

/** The English catalogue a file's data belongs to: the one whose keys it shares most. */
function englishOf(data: Record<string, unknown>) {
  const keys = Object.keys(data);
  const shared = (catalogue: Record<string, unknown>) => keys.filter((k) => k in catalogue).length;
  return english.reduce((best, catalogue) => (shared(catalogue) > shared(best) ? catalogue : best), english[0]!);
}

export function registerCatalogueFormat() {
  CMS.registerCustomFormat(CATALOGUE_FORMAT, 'json', {
    // A language whose file does not exist yet reads as empty.
    fromFile: (content: string) => (content.trim() ? (JSON.parse(content) as unknown) : {}),
    toFile: (data: Record<string, unknown>) => `${JSON.stringify(inEnglishOrder(data, englishOf(data)), null, 2)}\n`,
  });
}
