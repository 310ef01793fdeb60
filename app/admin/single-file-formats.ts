/**
 * The files entered once for the whole site (the company's facts, the menus) as the content manager reads and
 * writes them: JSON in their schema's order, so that one changed value is one changed line (app/data/collections/single-file.ts).
 */
import CMS from './decap';
import { COMPANY_FORMAT, companyFile } from '~/data/collections/company';
import { MENUS_FORMAT, menusFile } from '~/data/collections/menus';

export function registerSingleFileFormats() {
  for (const [name, toFile] of [
    [COMPANY_FORMAT, companyFile],
    [MENUS_FORMAT, menusFile],
  ] as const)
    CMS.registerCustomFormat(name, 'json', { fromFile: (content: string) => JSON.parse(content) as unknown, toFile });
}
