import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, expect, it } from 'vitest';

const script = join(import.meta.dirname, 'build.ts');
let root = '';

/** A checkout whose build steps are stand-ins: each writes its name into build/, the one named `failing` fails. */
function checkout(failing?: string) {
  root = mkdtempSync(join(tmpdir(), 'build-test-'));
  mkdirSync(join(root, 'node_modules', '.bin'), { recursive: true });
  for (const step of ['react-router', 'vite', 'tsx']) {
    const file = join(root, 'node_modules', '.bin', step);
    writeFileSync(file, `#!/bin/sh\nmkdir -p build && echo ${step} >> build/steps\n${step === failing ? 'exit 3\n' : ''}`);
    chmodSync(file, 0o755);
  }
  mkdirSync(join(root, 'build'));
  writeFileSync(join(root, 'build', 'steps'), 'last good\n');
}
// The project's own tsx runs the script: the stand-in checkout has none.
const tsx = join(process.cwd(), 'node_modules', '.bin', 'tsx');
const build = () => spawnSync(tsx, [script], { cwd: root, encoding: 'utf8' });
const steps = () =>
  readFileSync(join(root, 'build', 'steps'), 'utf8')
    .trim()
    .split('\n');

afterEach(() => rmSync(root, { recursive: true, force: true }));

it('a build that fails puts the last good build/ back, and says so', () => {
  checkout('vite');
  const run = build();
  expect(run.status).toBe(3);
  expect(run.stderr).toContain('npm run build failed (vite build -c vite.admin.config.ts --logLevel warn): the last good build is still in build/.');
  expect(steps()).toEqual(['last good']);
  expect(existsSync(join(root, '.build-previous'))).toBe(false);
});

it('a build that passes replaces the last one with what its three steps wrote', () => {
  checkout();
  expect(build().status).toBe(0);
  expect(steps()).toEqual(['react-router', 'vite', 'tsx']);
  expect(existsSync(join(root, '.build-previous'))).toBe(false);
});
