/** Every file a document or comment names exists, and scripts/README.md names every script (decision records and tests' strings aside). */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';

const SKIPPED = new Set(['node_modules', 'build', 'decisions', 'visual.spec.ts-snapshots']);
const walk = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (SKIPPED.has(name) || name.startsWith('.')) return [];
    return statSync(path).isDirectory() ? walk(path) : [path];
  });
const documents = ['README.md', ...['docs', 'scripts', 'patches', 'tests'].flatMap(walk)].filter((f) => f.endsWith('.md'));
const sources = ['app', 'scripts', 'tests', 'functions', 'server'].flatMap(walk).filter((f) => /\.(ts|tsx|mjs|css)$/.test(f));

/** A path of the repository: a top folder, then names (React Router's `($lang)` among them). */
const PATH = /(?<![\w./-])((?:app|scripts|tests|docs|public|patches|functions|server|\.ci|\.github)\/(?:\(\$lang\)|[\w.$@+\-/])*\w)/g;
const comments = (text: string) =>
  text
    .split('\n')
    .filter((line) => /^\s*(\/\/|\/\*|\*)/.test(line) || /\s\/\/\s/.test(line))
    .join('\n');
/** Files the documents tell a reader to create, or show as a build's message. */
const EXAMPLES = new Set([
  'app/routes/($lang).pricing.tsx',
  'app/data/content/jobs/x.de.json',
  'app/data/collections/events.ts',
  'app/routes/($lang).events._index.tsx',
  'app/routes/($lang).events.$slug.tsx',
]);
/** A folder the site writes into only once an owner uploads (its parent exists). */
const isWrittenLater = (path: string) => !/\.\w+$/.test(path) && existsSync(dirname(path));

describe('named paths', () => {
  it('every file a document or a comment names exists', () => {
    const missing: string[] = [];
    const check = (file: string, text: string) => {
      for (const [, path] of text.matchAll(PATH))
        if (!/[{}*…]/.test(path!) && !EXAMPLES.has(path!) && !existsSync(path!) && !isWrittenLater(path!)) missing.push(`${file}: ${path}`);
    };
    for (const file of documents) check(file, readFileSync(file, 'utf8'));
    for (const file of sources) check(file, comments(readFileSync(file, 'utf8')));
    expect(documents.length).toBeGreaterThan(5);
    expect(missing).toEqual([]);
  });

  it('scripts/README.md names every file of scripts/build and scripts/tools', () => {
    const readme = readFileSync('scripts/README.md', 'utf8');
    const files = ['scripts/build', 'scripts/tools'].flatMap((dir) => readdirSync(dir).filter((f) => !f.includes('.test.')));
    expect(files.filter((f) => !readme.includes(`\`${f}`))).toEqual([]);
  });
});
