/** The first parts of the addresses the site itself answers, and its languages: an owner's page may not begin with one. */
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { languages } from '../../../app/i18n/languages.ts';

/** The route files' paths as React Router's `getStaticPaths()` gives them (`/:lang?/about`), for the build's link check. */
export function routePaths(root: string): string[] {
  const folder = join(root, 'app/routes');
  if (!existsSync(folder)) return [];
  return readdirSync(folder).map((file) => {
    const parts = file
      .replace(/\.tsx?$/, '')
      .replace(/\[\.\]/g, '\0')
      .split('.')
      .map((part) => part.replaceAll('\0', '.'))
      .filter((part) => part !== '_index');
    return `/${parts.map((p) => (p === '($lang)' ? ':lang?' : p.startsWith('$') ? `:${p.slice(1) || '*'}` : p)).join('/')}`;
  });
}

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
