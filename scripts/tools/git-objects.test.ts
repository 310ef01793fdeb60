import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { gitObjects } from './git-objects';

const repo = mkdtempSync(join(tmpdir(), 'git-objects-test-'));
const git = (...args: string[]) =>
  execFileSync('git', ['-c', 'user.name=T', '-c', 'user.email=t@example.com', ...args], { cwd: repo, encoding: 'utf8' }).trim();
git('init', '-q', '-b', 'main');
writeFileSync(join(repo, 'a b.json'), '{"title":"Hello"}\n');
git('add', '-A');
git('commit', '-q', '-m', 'First');
const objects = gitObjects(repo);

afterAll(() => {
  objects.close();
  rmSync(repo, { recursive: true, force: true });
});

it('reads a file at a branch, byte for byte, and nothing for a name that resolves to nothing', async () => {
  const [file, missing, branch] = await Promise.all([objects.read('main:a b.json'), objects.read('main:none.json'), objects.read('cms/none')]);
  expect(file?.bytes.toString('utf8')).toBe('{"title":"Hello"}\n');
  expect(missing).toBeNull();
  expect(branch).toBeNull();
  expect(await objects.read('two\nlines')).toBeNull();
});

it('sees commits, branches and packed refs written by other git commands after it started', async () => {
  writeFileSync(join(repo, 'a b.json'), '{"title":"Hello again"}\n');
  git('commit', '-q', '-am', 'Second');
  git('branch', 'cms/news/hello');
  expect((await objects.read('refs/heads/main'))?.id).toBe(git('rev-parse', 'main'));
  expect((await objects.read('cms/news/hello:a b.json'))?.bytes.toString('utf8')).toBe('{"title":"Hello again"}\n');
  git('pack-refs', '--all');
  git('gc', '-q');
  writeFileSync(join(repo, 'a b.json'), '{"title":"Third"}\n');
  git('commit', '-q', '-am', 'Third');
  expect((await objects.read('refs/heads/main'))?.id).toBe(git('rev-parse', 'main'));
  expect((await objects.read('main:a b.json'))?.bytes.toString('utf8')).toBe('{"title":"Third"}\n');
  // Its objects were loose when first read and are packed now.
  expect((await objects.read('cms/news/hello:a b.json'))?.bytes.toString('utf8')).toBe('{"title":"Hello again"}\n');
});
