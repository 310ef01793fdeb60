/**
 * The first parts of the addresses the site itself answers (its route files' folders, its public files, the host's
 * functions, the editor) and its languages: an owner's page may not begin with one (`addressProblem`).
 */
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { languages } from '../../../app/i18n/languages.ts';

export function siteFolders(root: string): string[] {
  const names = (folder: string) => (existsSync(join(root, folder)) ? readdirSync(join(root, folder)) : []);
  // `($lang).news.$slug.tsx` answers under /news; `($lang)._index.tsx`, `($lang).$.tsx` and the layout under none.
  const routes = names('app/routes').flatMap((file) => {
    const first = file.replace(/^\(\$lang\)\.?/, '').split('.')[0]!;
    return /^[a-z0-9-]+$/.test(first) && first !== 'tsx' && first !== 'ts' ? [first] : [];
  });
  const files = [...names('public'), ...names('functions')].map((name) => name.replace(/\.[^.]+$/, ''));
  return [...new Set([...routes, ...files, 'admin', 'assets', ...languages])].sort();
}
