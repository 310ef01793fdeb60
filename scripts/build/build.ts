/** `npm run build`: the site, the content manager, then postbuild.ts; a failed build leaves the last good build/ in place. */
import { spawnSync } from 'node:child_process';
import { existsSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';

const root = process.cwd();
const [out, previous] = [join(root, 'build'), join(root, '.build-previous')];
const bin = (name: string) => join(root, 'node_modules', '.bin', name);
const steps: [string, string[]][] = [
  [bin('react-router'), ['build']],
  [bin('vite'), ['build', '-c', 'vite.admin.config.ts', '--logLevel', 'warn']],
  [bin('tsx'), ['scripts/build/postbuild.ts']],
];

// A build stopped half-way left the last good one aside already: that one is kept, not the half-built one.
if (existsSync(previous)) rmSync(out, { recursive: true, force: true });
else if (existsSync(out)) renameSync(out, previous);
for (const [command, args] of steps) {
  const { status } = spawnSync(command, args, { stdio: 'inherit' });
  if (status === 0) continue;
  rmSync(out, { recursive: true, force: true });
  if (existsSync(previous)) renameSync(previous, out);
  console.error(
    `npm run build failed (${[command.split('/').at(-1), ...args].join(' ')}): ${existsSync(out) ? 'the last good build is still in build/' : 'there is no build/'}.`,
  );
  process.exit(status ?? 1);
}
rmSync(previous, { recursive: true, force: true });
