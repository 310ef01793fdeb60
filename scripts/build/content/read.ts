/**
 * Reads and checks every collection's files from disk (app/data/content),
 * for the build (scripts/build/content/plugin.ts), the prerender list and the
 * tests. `readContent()` reports; `loadContent()` stops with every error,
 * one line each, when there is any.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { collections } from '../../../app/data/collections/index.ts';
import type { Content } from '../../../app/data/collections/index.ts';
import { problemLine } from '../../../app/data/collections/collection.ts';
import type { Problem } from '../../../app/data/collections/collection.ts';
import { checkCollection, parseJson } from '../../../app/data/collections/validate.ts';
import type { ContentFile } from '../../../app/data/collections/validate.ts';

function readFiles(root: string, folder: string): ContentFile[] {
  const dir = join(root, folder);
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => {
      const { data, error } = parseJson(readFileSync(join(dir, name), 'utf8'));
      return { path: `${folder}/${name}`, data, ...(error ? { parseError: error } : {}) };
    });
}

/** Every collection checked; `root` is the project root. */
export function readContent(root = process.cwd()) {
  const errors: Problem[] = [];
  const notices: Problem[] = [];
  const check = <K extends keyof Content>(name: K) => {
    // One collection at a time; TypeScript cannot follow `collections[name]` through the generic.
    const collection = collections[name] as unknown as Parameters<typeof checkCollection>[0];
    const result = checkCollection(collection, readFiles(root, collection.folder));
    errors.push(...result.errors);
    notices.push(...result.notices);
    return result.items as Content[K];
  };
  const content: Content = { jobs: check('jobs'), news: check('news'), projects: check('projects') };
  return { content, errors, notices };
}

/** The content's errors as people read them: one line per problem (file, field, language), then what to do. */
export function errorReport(errors: readonly Problem[]) {
  return [
    `The content has ${errors.length} error${errors.length === 1 ? '' : 's'}:`,
    ...errors.map((e) => `  ${problemLine(e)}`),
    'Correct each field named (in the content manager, or in the file), then build again. The site as it was stays online until the build passes.',
  ].join('\n');
}

class ContentError extends Error {
  constructor(readonly problems: Problem[]) {
    super(errorReport(problems));
    this.name = 'ContentError';
  }
}

/** The checked content; throws a `ContentError` listing every error. Prints notices (translations not yet complete) once. */
export function loadContent(root = process.cwd(), log: (line: string) => void = console.warn): Content {
  const { content, errors, notices } = readContent(root);
  if (errors.length) throw new ContentError(errors);
  for (const n of notices) log(`content: ${problemLine(n)}`);
  return content;
}
