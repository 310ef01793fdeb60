/**
 * `npm run bench`: measures, never fails. Builds if there is no build,
 * serves build/client as `npm start` does (Cloudflare Pages' runtime, which
 * compresses as production does), runs
 * Lighthouse (mobile, default simulated throttling) RUNS times per page on a
 * representative set in English and German, and prints the medians: the four
 * scores, FCP, LCP, TBT, CLS, and transferred bytes by type. Writes the full
 * medians to bench/results/{timestamp}.json.
 *   npm run bench [-- --runs 3] [-- --pages /,/about] [-- --root path/to/another/build/client]
 */
import { execSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { serveBuild } from './wrangler';

const arg = (name: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : undefined;
};
const runs = Number(arg('runs') ?? 3);
const basePages = [
  '/',
  '/about',
  '/services/cloud-services',
  '/projects/crystalbricks',
  '/news/future-of-software-development',
  '/careers',
  '/career-details/devops-engineer-hybrid',
  '/contactus',
  '/legal/privacy-policy',
];
const pages = arg('pages')?.split(',') ?? [...basePages, ...basePages.map((p) => (p === '/' ? '/de' : `/de${p}`))];

const root = arg('root') ?? join(process.cwd(), 'build', 'client');
if (!existsSync(join(root, 'index.html'))) execSync('npm run build', { stdio: 'inherit' });
const server = await serveBuild({ root, port: Number(process.env.BENCH_PORT ?? 4390) });

const chrome = await chromeLauncher.launch({
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

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;
interface Row {
  page: string;
  perf: number;
  a11y: number;
  bp: number;
  seo: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  js: number;
  css: number;
  html: number;
  img: number;
  font: number;
  total: number;
}
const rows: Row[] = [];
for (const page of pages) {
  const samples: Row[] = [];
  for (let i = 0; i < runs; i++) {
    const result = await lighthouse(`${server.url}${page}`, { port: chrome.port, output: 'json', logLevel: 'error' });
    const lhr = result!.lhr;
    const bytes = (type: string) => {
      const items = (lhr.audits['resource-summary']?.details as { items?: { resourceType: string; transferSize: number }[] } | undefined)?.items ?? [];
      return Math.round(((items.find((it) => it.resourceType === type)?.transferSize ?? 0) / 1024) * 10) / 10;
    };
    samples.push({
      page,
      perf: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      a11y: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
      bp: Math.round((lhr.categories['best-practices']?.score ?? 0) * 100),
      seo: Math.round((lhr.categories.seo?.score ?? 0) * 100),
      fcp: Math.round(lhr.audits['first-contentful-paint']?.numericValue ?? 0),
      lcp: Math.round(lhr.audits['largest-contentful-paint']?.numericValue ?? 0),
      tbt: Math.round(lhr.audits['total-blocking-time']?.numericValue ?? 0),
      cls: Math.round((lhr.audits['cumulative-layout-shift']?.numericValue ?? 0) * 1000) / 1000,
      js: bytes('script'),
      css: bytes('stylesheet'),
      html: bytes('document'),
      img: bytes('image'),
      font: bytes('font'),
      total: bytes('total'),
    });
  }
  const m = Object.fromEntries(
    Object.keys(samples[0]!).map((k) => [k, k === 'page' ? page : median(samples.map((s) => s[k as keyof Row] as number))]),
  ) as unknown as Row;
  rows.push(m);
  console.log(
    `${page.padEnd(42)} perf ${m.perf} a11y ${m.a11y} bp ${m.bp} seo ${m.seo} | FCP ${m.fcp} LCP ${m.lcp} TBT ${m.tbt} CLS ${m.cls} | KB js ${m.js} css ${m.css} html ${m.html} img ${m.img} font ${m.font} total ${m.total}`,
  );
}
await chrome.kill();
server.child.kill();
mkdirSync('bench/results', { recursive: true });
const file = join('bench', 'results', `${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
writeFileSync(file, JSON.stringify({ runs, rows }, null, 2));
console.log(`\nmedians of ${runs} runs written to ${file}`);
