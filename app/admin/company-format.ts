/**
 * The company's facts file as the content manager reads and writes it: JSON in the schema's order, so that one
 * changed value is one changed line (app/data/collections/company.ts).
 */
import CMS from './decap';
import { COMPANY_FORMAT, companyFile } from '~/data/collections/company';

export function registerCompanyFormat() {
  CMS.registerCustomFormat(COMPANY_FORMAT, 'json', {
    fromFile: (content: string) => JSON.parse(content) as unknown,
    toFile: companyFile,
  });
}
