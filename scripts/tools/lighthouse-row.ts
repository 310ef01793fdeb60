/** One Lighthouse run of a page read into the figures `npm run bench` reports (./bench.ts), and the medians of several. */
import type { Result } from 'lighthouse';

export const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;
const lcpElement = (details: unknown) => {
  const items = (details as { items?: { type?: string; selector?: string; snippet?: string }[] } | undefined)?.items ?? [];
  const node = items.find((i) => i.type === 'node');
  return node ? `${node.selector ?? ''} ${(node.snippet ?? '').slice(0, 60)}`.trim() : '?';
};
export interface Row {
  page: string;
  perf: number;
  a11y: number;
  bp: number;
  seo: number;
  fcp: number;
  lcp: number;
  /** LCP − FCP in the same run (its median is steadier than the difference of the two medians). */
  gap: number;
  tbt: number;
  cls: number;
  js: number;
  css: number;
  html: number;
  img: number;
  font: number;
  total: number;
  /** Start-up main-thread time (Lighthouse's mainthread-work-breakdown), and its script, style and layout, and HTML parts. */
  main: number;
  script: number;
  style: number;
  parse: number;
  /** The longest main-thread task (Lighthouse's long-tasks; 0 when it lists none). */
  longest: number;
  /** The longest task that began after the first paint: the ones a tap can wait on. */
  longestAfterPaint: number;
  /** Each long task: its length, whether it ran before the first paint, and what Lighthouse attributes it to. */
  longTasks: string;
  /** The framework chunks the page requested (the chunk groups of vite.config.ts), or `none`. */
  framework: string;
  lcpElement: string;
  /** Observed DOMContentLoaded to first paint: Chromium's compositor holds the first paint of a page it counts as unresponsive. */
  paintAfterParse: number;
  /** On a page's medians only: the medians of its runs whose paint was not held, and how many there were. */
  unheld?: { runs: number; perf: number; fcp: number; lcp: number; tbt: number };
}
/** A first paint this long after the parse was held by the compositor's throttle (see Row.paintAfterParse). */
const HELD_PAINT = 500;

/** The figures of one run; `lhr` is a run that finished with a performance score. */
export function rowOf(page: string, lhr: Result): Row {
  const bytes = (type: string) => {
    const items = (lhr.audits['resource-summary']?.details as { items?: { resourceType: string; transferSize: number }[] } | undefined)?.items ?? [];
    return Math.round(((items.find((it) => it.resourceType === type)?.transferSize ?? 0) / 1024) * 10) / 10;
  };
  const work = (lhr.audits['mainthread-work-breakdown']?.details as { items?: { group: string; duration: number }[] } | undefined)?.items ?? [];
  const group = (...names: string[]) => Math.round(work.filter((w) => names.includes(w.group)).reduce((sum, w) => sum + w.duration, 0));
  const tasks = (lhr.audits['long-tasks']?.details as { items?: { duration: number; startTime: number; url: string }[] } | undefined)?.items ?? [];
  const fcp = lhr.audits['first-contentful-paint']?.numericValue ?? 0;
  const observed = (lhr.audits.metrics?.details as { items?: { observedFirstContentfulPaint?: number; observedDomContentLoaded?: number }[] } | undefined)
    ?.items?.[0];
  const requests = (lhr.audits['network-requests']?.details as { items?: { url: string }[] } | undefined)?.items ?? [];
  const framework = [...new Set(requests.flatMap((r) => /\/assets\/framework-([a-z0-9]+)-/.exec(r.url)?.[1] ?? []))].sort().join(' ') || 'none';
  return {
    page,
    perf: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    a11y: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
    bp: Math.round((lhr.categories['best-practices']?.score ?? 0) * 100),
    seo: Math.round((lhr.categories.seo?.score ?? 0) * 100),
    fcp: Math.round(lhr.audits['first-contentful-paint']?.numericValue ?? 0),
    lcp: Math.round(lhr.audits['largest-contentful-paint']?.numericValue ?? 0),
    gap: Math.round((lhr.audits['largest-contentful-paint']?.numericValue ?? 0) - (lhr.audits['first-contentful-paint']?.numericValue ?? 0)),
    tbt: Math.round(lhr.audits['total-blocking-time']?.numericValue ?? 0),
    cls: Math.round((lhr.audits['cumulative-layout-shift']?.numericValue ?? 0) * 1000) / 1000,
    js: bytes('script'),
    css: bytes('stylesheet'),
    html: bytes('document'),
    img: bytes('image'),
    font: bytes('font'),
    total: bytes('total'),
    main: Math.round(lhr.audits['mainthread-work-breakdown']?.numericValue ?? 0),
    script: group('scriptEvaluation', 'scriptParseCompile'),
    style: group('styleLayout'),
    parse: group('parseHTML'),
    longest: Math.round(Math.max(0, ...tasks.map((t) => t.duration))),
    longestAfterPaint: Math.round(Math.max(0, ...tasks.filter((t) => t.startTime >= fcp).map((t) => t.duration))),
    longTasks: tasks.map((t) => `${Math.round(t.duration)} ${t.startTime < fcp ? 'before' : 'after'} paint (${t.url.split('/').pop() || t.url})`).join(', '),
    lcpElement: lcpElement(lhr.audits['lcp-breakdown-insight']?.details),
    framework,
    paintAfterParse: Math.round((observed?.observedFirstContentfulPaint ?? 0) - (observed?.observedDomContentLoaded ?? 0)),
  };
}

/** A page's medians over its runs; its LCP element and long tasks are those of its median runs. */
export function medianRow(page: string, samples: Row[]): Row {
  if (samples.length === 0) throw new Error(`bench: no run of ${page} finished`);
  const m = Object.fromEntries(
    Object.keys(samples[0]!).map((k) => [
      k,
      k === 'page' || k === 'lcpElement' || k === 'longTasks' || k === 'framework' ? samples[0]![k] : median(samples.map((s) => s[k as keyof Row] as number)),
    ]),
  ) as unknown as Row;
  const unheld = samples.filter((s) => s.paintAfterParse < HELD_PAINT);
  const middle = (k: 'perf' | 'fcp' | 'lcp' | 'tbt') => median(unheld.map((s) => s[k]));
  if (unheld.length) m.unheld = { runs: unheld.length, perf: middle('perf'), fcp: middle('fcp'), lcp: middle('lcp'), tbt: middle('tbt') };
  // The median runs name the page's LCP element and long tasks.
  m.lcpElement = samples.find((s) => s.lcp === m.lcp)?.lcpElement ?? m.lcpElement;
  m.longTasks = samples.find((s) => s.longest === m.longest)?.longTasks ?? m.longTasks;
  return m;
}
