/** `npm run test:visual:planted`: proves the visual baselines' thresholds (decision 039) catch each planted change; exits 1 if one passes unseen. */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

type Plant = { name: string; files: string[]; from: RegExp; to: string };

const sections = spawnSync('git', ['grep', '-l', '-w', 'py-20', '--', 'app/components/sections'], { encoding: 'utf8' }).stdout.split('\n').filter(Boolean);

const plants: Plant[] = [
  { name: 'accent one shade lighter', files: ['app/styles/app.css'], from: /--accent: #1d4ed8;/, to: '--accent: #2563eb;' },
  {
    name: 'inner pages’ heading one size smaller',
    files: ['app/components/ui/page-hero.tsx'],
    from: /text-3xl tracking-tight sm:text-5xl/,
    to: 'text-2xl tracking-tight sm:text-4xl',
  },
  { name: '16 px more between sections', files: sections, from: /\bpy-20\b/g, to: 'py-22' },
  { name: 'dark background a shade lighter', files: ['app/styles/app.css'], from: /--bg: #0a101d;/, to: '--bg: #0f1626;' },
  { name: 'rounder buttons', files: ['app/components/ui/button.tsx'], from: /^(\s*(?:primary|secondary): '.*?)rounded-lg/gm, to: '$1rounded-xl' },
  {
    name: 'moon and sun swapped in the header',
    files: ['app/components/layout/theme-toggle.tsx'],
    from: /<Sun (.*)\n(\s*)<Moon (.*)\n/,
    to: '<Moon $1\n$2<Sun $3\n',
  },
  {
    name: 'two home sections in a new order',
    files: ['app/components/sections/home/more.tsx'],
    from: /<Approach \/>\n(\s*)<ServicesGrid \/>/,
    to: '<ServicesGrid />\n$1<Approach />',
  },
];

const project = process.cwd();
let unseen = 0;
for (const plant of plants) {
  const work = mkdtempSync(join(tmpdir(), 'planted-look-'));
  try {
    spawnSync('git', ['worktree', 'add', '--detach', '--quiet', work, 'HEAD'], { stdio: 'inherit' });
    symlinkSync(join(project, 'node_modules'), join(work, 'node_modules'));
    for (const file of plant.files) {
      const before = readFileSync(join(work, file), 'utf8');
      const after = before.replace(plant.from, plant.to);
      if (after === before) throw new Error(`${plant.name}: ${file} has no ${plant.from}; update the plant with the code`);
      writeFileSync(join(work, file), after);
    }
    const build = spawnSync('npm', ['run', 'build:e2e'], { cwd: work, encoding: 'utf8' });
    if (build.status !== 0) throw new Error(`${plant.name}: the build failed\n${build.stdout}${build.stderr}`);
    const run = spawnSync('npx', ['playwright', 'test', 'tests/e2e/visual.spec.ts', '--reporter=line'], {
      cwd: work,
      encoding: 'utf8',
      env: { ...process.env, CI: '1' },
    });
    // Each failed image: its soft assertion's name ("home, en, 390 px, light"), then its count of differing pixels.
    const failed = new Map<string, number>();
    let look = '';
    for (const line of run.stdout.split('\n')) {
      const named = /Error: (.+, \w\w, \d+ px, (?:light|dark))$/.exec(line);
      if (named) look = named[1]!;
      const pixels = /([\d,]+) pixels \(ratio/.exec(line);
      if (look && pixels) failed.set(look, Math.min(failed.get(look) ?? Infinity, Number(pixels[1]!.replaceAll(',', ''))));
    }
    const looks = [...new Set([...failed.keys()].map((name) => name.split(',')[0]))];
    if (!failed.size) unseen++;
    console.log(
      failed.size
        ? `${plant.name}: ${failed.size} images failed (${looks.join(', ')}); fewest pixels in one: ${Math.min(...failed.values())}`
        : `${plant.name}: UNSEEN, every look passed`,
    );
  } finally {
    spawnSync('git', ['worktree', 'remove', '--force', work]);
    if (existsSync(work)) rmSync(work, { recursive: true, force: true });
  }
}
process.exit(unseen ? 1 : 0);
