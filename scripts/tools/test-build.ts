/** `npm run build:e2e`: the production build of a copy whose content is the fixture's (./fixture-site.ts), into build/. */
import { spawnSync } from 'node:child_process';
import { cpSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { copyWithFixture, snapshotTexts } from './fixture-site';

const project = process.cwd();
const written = snapshotTexts(project);
if (written.length) console.log(["The tests' page texts, level with the site's keys (commit them):", ...written.map((line) => `  ${line}`)].join('\n'));
const work = join(tmpdir(), `site-test-build-${process.pid}`);
copyWithFixture(project, work);
console.log(`Building with the content of tests/fixture-site (in ${work})`);
const { status } = spawnSync('npm', ['run', 'build'], {
  cwd: work,
  stdio: 'inherit',
  env: { ...process.env, EMAILJS_SERVICE_ID: 'service_e2e', EMAILJS_TEMPLATE_ID: 'template_e2e', EMAILJS_PUBLIC_KEY: 'public_e2e' },
});
if (status === 0) {
  rmSync(join(project, 'build'), { recursive: true, force: true });
  cpSync(join(work, 'build'), join(project, 'build'), { recursive: true });
}
rmSync(work, { recursive: true, force: true });
process.exit(status ?? 1);
