/**
 * `npm run bench`: measures, never fails. Lighthouse medians per page, served as `npm start` serves, beside the
 * machine's floor and optionally another build or site; then presses and the content manager's sign-in.
 *   npm run bench [-- --runs 3] [-- --pages /,/about] [-- --root path/to/another/build/client] [-- --no-floor]
 *     [-- --before path/to/before/build/client] [-- --against path/to/other/site --against-pages /,/about/]
 *     [-- --throttling devtools] [-- --no-presses] [-- --no-editor] [-- --five-years]
 */
import { execSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { editorFirstScreen, SLOW_MOBILE } from './editor-first-screen';
import { buildFiveYears } from './five-years';
import { FIRST_ROUND_TRIP, firstScreen } from './first-screen';
import { interactionLatency, OUR_INTERACTIONS, themeSwitchOf } from './interaction-latency';
import { median, medianRow, rowOf } from './lighthouse-row';
import type { Row } from './lighthouse-row';
import { serveBuild } from './wrangler';

const arg = (name: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : undefined;
};
const runs = Number(arg('runs') ?? 3);
const throttlingMethod = arg('throttling') === 'devtools' ? 'devtools' : 'simulate';
const pages = arg('pages')?.split(',') ?? [
  '/',
  '/about',
  '/fr/about',
  '/de/about',
  '/services/cloud-services',
  '/projects/crystalbricks',
  '/news/future-of-software-development',
  '/careers',
  '/career-details/devops-engineer-hybrid',
  '/contactus',
  '/legal/privacy-policy',
];

/** What each page aims at; start-up blocking within Lighthouse's lines for "good" (decision 031). */
const targets = { fcp: 800, perf: 100, cls: 0, firstScreenGzip: FIRST_ROUND_TRIP, tbt: 200, longestAfterPaint: 200 } as const;
/** How far a figure is from its target: `ok`, or how much over (under, for a score). */
const distance = (value: number, target: number, higherIsBetter = false) => {
  const over = higherIsBetter ? target - value : value - target;
  return over <= 0 ? 'ok' : `${higherIsBetter ? '-' : '+'}${Math.round(over * 1000) / 1000}`;
};

// `--five-years`: the site with five more years of content (./five-years.ts), built in a copy and measured there.
const root = process.argv.includes('--five-years') ? buildFiveYears() : (arg('root') ?? join(process.cwd(), 'build', 'client'));
if (!existsSync(join(root, 'index.html'))) execSync('npm run build', { stdio: 'inherit' });
const port = Number(process.env.BENCH_PORT ?? 4390);
const sites = [
  { label: 'ours', root, pages },
  ...(arg('before') ? [{ label: 'before', root: arg('before')!, pages }] : []),
  ...(arg('against') ? [{ label: 'against', root: arg('against')!, pages: arg('against-pages')?.split(',') ?? ['/'] }] : []),
];
const servers: Awaited<ReturnType<typeof serveBuild>>[] = [];
try {
  for (const [i, site] of sites.entries()) servers.push(await serveBuild({ root: site.root, port: port + 2 + i }));
} catch (error) {
  for (const server of servers) server.child.kill();
  throw error;
}

/** The floor's two pages, in a folder of their own beside a copy of the site's stylesheet. */
function floorSite() {
  const dir = mkdtempSync(join(tmpdir(), 'bench-floor-'));
  const css = readdirSync(join(root, 'assets')).find((f) => /^app-.*\.css$/.test(f));
  if (css) copyFileSync(join(root, 'assets', css), join(dir, 'app.css'));
  const page = (head: string) =>
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Floor</title>${head}</head>` +
    '<body><main><h1 class="text-3xl">A heading</h1><p class="text-lg">A paragraph of text, long enough to be the largest element on the screen of a phone.</p></main></body></html>';
  writeFileSync(join(dir, 'index.html'), page(''));
  writeFileSync(join(dir, 'styled.html'), page(css ? '<link rel="stylesheet" href="/app.css">' : ''));
  return dir;
}
const floorRoot = process.argv.includes('--no-floor') ? undefined : floorSite();
const floor = floorRoot ? await serveBuild({ root: floorRoot, port: port + 1 }) : undefined;

const launchChrome = () =>
  chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
let chrome = await launchChrome();

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] });
const rows: (Row & { firstScreen?: Awaited<ReturnType<typeof firstScreen>> })[] = [];
/** A rejection Lighthouse left unhandled (its tab closed under it, `Target closed`): the run it came in is left out. */
let lostTab: unknown;
process.on('unhandledRejection', (reason) => {
  lostTab = reason instanceof Error ? reason : new Error(String(reason));
});
async function sample(page: string, url: string): Promise<Row | undefined> {
  let result;
  try {
    lostTab = undefined;
    result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', throttlingMethod });
    if (lostTab) throw lostTab;
  } catch (error) {
    // The browser gave out: the run is left out, and a fresh browser takes the next.
    console.log(`${page}: a run left out: ${(error as Error).message}`);
    await chrome.kill();
    chrome = await launchChrome();
    return undefined;
  }
  const lhr = result!.lhr;
  // A run Lighthouse could not finish is left out, not counted as zeros.
  if (lhr.runtimeError) {
    console.log(`${page}: a run left out: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    return undefined;
  }
  // So is a run where one of the metrics the score weighs could not be computed: its score is none, not 0.
  if (lhr.categories.performance?.score == null) {
    const failed = Object.values(lhr.audits).find((a) => a.scoreDisplayMode === 'error');
    console.log(`${page}: a run left out: no performance score (${failed ? `${failed.id}: ${failed.errorMessage}` : 'no reason given'})`);
    return undefined;
  }
  return rowOf(page, lhr);
}

function summarise(page: string, samples: Row[]): Row {
  const m = medianRow(page, samples);
  console.log(
    `${m.page.padEnd(40)} perf ${m.perf} (${distance(m.perf, targets.perf, true)}) a11y ${m.a11y} bp ${m.bp} seo ${m.seo} | FCP ${m.fcp} (${distance(m.fcp, targets.fcp)}) LCP ${m.lcp} (gap ${m.gap}) TBT ${m.tbt} (${distance(m.tbt, targets.tbt)}) CLS ${m.cls} (${distance(m.cls, targets.cls)}) | framework ${m.framework} | KB js ${m.js} css ${m.css} html ${m.html} img ${m.img} total ${m.total}`,
  );
  const base = floor ? rows[0]?.main : undefined;
  console.log(
    `${''.padEnd(40)} start-up main thread ${m.main} ms${base ? ` (${(m.main / base).toFixed(2)}× the floor)` : ''}: script ${m.script}, style and layout ${m.style}, HTML ${m.parse}; longest task ${m.longest} ms, after the first paint ${m.longestAfterPaint} ms (${distance(m.longestAfterPaint, targets.longestAfterPaint)})`,
  );
  if (m.longTasks) console.log(`${''.padEnd(40)} tasks of 50 ms or more, ms: ${m.longTasks}`);
  console.log(`${''.padEnd(40)} LCP element: ${m.lcpElement}`);
  const u = m.unheld;
  console.log(
    `${''.padEnd(40)} first paint held by the compositor in ${samples.length - (u?.runs ?? 0)} of ${samples.length} runs${u ? `; the other ${u.runs}: perf ${u.perf} FCP ${u.fcp} LCP ${u.lcp} TBT ${u.tbt}` : ''}`,
  );
  return m;
}
const targetsToRun = [
  ...(floor
    ? [
        { site: 'floor', page: 'floor: bare HTML', path: '/', url: `${floor.url}/` },
        { site: 'floor', page: 'floor: + stylesheet', path: '/styled', url: `${floor.url}/styled` },
      ]
    : []),
  ...sites.flatMap((site, i) =>
    site.pages.map((page) => ({ site: site.label, page: sites.length > 1 ? `${site.label} ${page}` : page, path: page, url: `${servers[i]!.url}${page}` })),
  ),
];
const runsOf = new Map<string, Row[]>(targetsToRun.map((t) => [t.page, []]));
// Interleaved: run 1 of every page, then run 2, so that a busy spell of the machine falls on every site alike.
for (let i = 0; i < runs; i++) {
  for (const t of targetsToRun) {
    const row = await sample(t.page, t.url);
    if (row) runsOf.get(t.page)!.push(row);
  }
  // Each round is kept as it ends: a run cut short leaves the rounds it finished.
  mkdirSync('bench/results', { recursive: true });
  writeFileSync(join('bench', 'results', 'partial.json'), JSON.stringify({ rounds: i + 1, runs: Object.fromEntries(runsOf) }));
}
const bySite = new Map<string, Map<string, Row>>();
for (const t of targetsToRun) {
  const m = summarise(t.page, runsOf.get(t.page)!);
  if (t.site === 'floor') rows.push(m);
  else {
    const screen = await firstScreen(browser, t.url);
    rows.push({ ...m, firstScreen: screen });
    console.log(
      `${''.padEnd(40)} first screen: ${screen.gzip} B gzip (${distance(screen.gzip, targets.firstScreenGzip)}), ${screen.raw} B raw of ${screen.totalRaw} (${screen.totalGzip} B gzip), ends at ${screen.last}`,
    );
    if (!bySite.has(t.site)) bySite.set(t.site, new Map());
    bySite.get(t.site)!.set(t.path, m);
  }
}
// Each page of ours against the other site's highest TBT and lowest perf, and against its own before build.
const against = [...(bySite.get('against')?.values() ?? [])];
if (sites.length > 1) {
  const most = against.length ? Math.max(...against.map((r) => r.tbt)) : undefined;
  const least = against.length ? Math.min(...against.map((r) => r.perf)) : undefined;
  if (against.length) console.log(`\nthe other site: TBT at most ${most} ms, perf at least ${least}`);
  const unheld = against.flatMap((r) => r.unheld ?? []);
  const mostUnheld = unheld.length ? Math.max(...unheld.map((r) => r.tbt)) : undefined;
  const leastUnheld = unheld.length ? Math.min(...unheld.map((r) => r.perf)) : undefined;
  if (unheld.length) console.log(`the other site, runs whose first paint was not held: TBT at most ${mostUnheld} ms, perf at least ${leastUnheld}`);
  for (const [path, m] of bySite.get('ours') ?? []) {
    const before = bySite.get('before')?.get(path);
    console.log(
      [
        path.padEnd(40),
        `framework ${m.framework}, JS ${m.js} KB, longest task ${m.longest} ms`,
        most === undefined ? '' : `TBT ${m.tbt} ${m.tbt <= most ? '≤' : '>'} ${most}`,
        least === undefined ? '' : `perf ${m.perf} ${m.perf >= least ? '≥' : '<'} ${least}`,
        before ? `FCP ${before.fcp} → ${m.fcp}, LCP ${before.lcp} → ${m.lcp}, TBT ${before.tbt} → ${m.tbt}` : '',
        m.unheld && mostUnheld !== undefined && leastUnheld !== undefined
          ? `not held (${m.unheld.runs}): TBT ${m.unheld.tbt} ${m.unheld.tbt <= mostUnheld ? '≤' : '>'} ${mostUnheld}, perf ${m.unheld.perf} ${m.unheld.perf >= leastUnheld ? '≥' : '<'} ${leastUnheld}`
          : '',
      ]
        .filter(Boolean)
        .join(' | '),
    );
  }
}
// Presses (./interaction-latency.ts): ours and the other site's theme switch, interleaved as above.
const presses = [
  ...(process.argv.includes('--no-presses') ? [] : OUR_INTERACTIONS.map((interaction) => ({ site: 'ours', origin: servers[0]!.url, interaction }))),
  ...(arg('against') && !process.argv.includes('--no-presses')
    ? [{ site: 'against', origin: servers[sites.length - 1]!.url, interaction: themeSwitchOf(arg('against-theme')) }]
    : []),
];
const pressRuns = new Map<string, number[]>(presses.map((p) => [`${p.site} ${p.interaction.path} ${p.interaction.name}`, []]));
for (let i = 0; i < runs; i++)
  for (const p of presses) {
    const ms = await interactionLatency(browser, p.origin, p.interaction);
    if (ms !== undefined) pressRuns.get(`${p.site} ${p.interaction.path} ${p.interaction.name}`)!.push(ms);
  }
const pressMedians = Object.fromEntries([...pressRuns].filter(([, ms]) => ms.length).map(([key, ms]) => [key, median(ms)]));
const theirSwitch = Object.entries(pressMedians).find(([key]) => key.startsWith('against '))?.[1];
if (presses.length) {
  console.log(`
presses at 4× CPU slowdown, the longest Event Timing entry (INP's measure), medians of ${runs}:`);
  for (const [key, ms] of Object.entries(pressMedians))
    console.log(
      `${key.padEnd(60)} ${String(ms).padStart(4)} ms${theirSwitch !== undefined && key.startsWith('ours ') ? ` (${ms <= theirSwitch ? '≤' : '>'} the other site's theme switch, ${theirSwitch} ms)` : ''}${ms >= 200 ? ' over 200 ms' : ''}`,
    );
  for (const [key, ms] of pressRuns) if (!ms.length) console.log(`${key.padEnd(60)} not measured: its control was not found`);
}
// The content manager's Login button on a slow mobile network (./editor-first-screen.ts).
const editorRuns = [];
if (!process.argv.includes('--no-editor')) for (let i = 0; i < runs; i++) editorRuns.push(await editorFirstScreen(browser, servers[0]!.url));
const editor = editorRuns.length ? { ms: median(editorRuns.map((r) => r.ms)), files: editorRuns[0]!.files } : undefined;
if (editor) {
  const kb = (bytes: number) => Math.round(bytes / 1024);
  const total = Object.values(editor.files).reduce((a, b) => a + b, 0);
  console.log(`
the content manager's Login button at ${SLOW_MOBILE.cpu}× CPU, ${SLOW_MOBILE.latency} ms round trips, ${kb(SLOW_MOBILE.downloadThroughput)} KB/s: ${editor.ms} ms (median of ${runs}), ${kb(total)} KB before it:`);
  for (const [path, bytes] of Object.entries(editor.files)) console.log(`  ${String(kb(bytes)).padStart(6)} KB ${path}`);
}
await browser.close();
await chrome.kill();
for (const server of servers) server.child.kill();
floor?.child.kill();
if (floorRoot) rmSync(floorRoot, { recursive: true, force: true });
mkdirSync('bench/results', { recursive: true });
const file = join('bench', 'results', `${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
writeFileSync(file, JSON.stringify({ runs, throttlingMethod, targets, rows, presses: pressMedians, editor }, null, 2));
console.log(`\nmedians of ${runs} runs (${throttlingMethod} throttling) written to ${file}`);
