/**
 * The score Mozilla's HTTP Observatory would give a response, from its
 * published scoring rules for the tests a response's headers decide
 * (CSP, cookies, Referrer-Policy, HSTS, X-Content-Type-Options,
 * X-Frame-Options, CORP). Tests that depend on the live host (HTTP to HTTPS
 * redirection, HSTS preload list, subresource integrity of third-party
 * scripts: we load none) count as passed without bonus. Start at 100, add
 * the modifiers; bonuses count only if the score is at least 90 without
 * them. Grades: A+ from 100, A from 90, A- from 85, B+ 80, B 70, B- 65,
 * C+ 60, C 50, C- 45, D+ 40, D 30, D- 25, F below.
 */
export interface ObservatoryResult {
  score: number;
  grade: string;
  /** Rule name → modifier, for the report. */
  rules: Record<string, number>;
}

const grades: [number, string][] = [[100, 'A+'], [90, 'A'], [85, 'A-'], [80, 'B+'], [70, 'B'], [65, 'B-'], [60, 'C+'], [50, 'C'], [45, 'C-'], [40, 'D+'], [30, 'D'], [25, 'D-'], [-Infinity, 'F']];

function cspRule(csp: string | undefined): [string, number] {
  if (!csp) return ['csp-not-implemented', -25];
  const dirs = new Map(csp.split(';').map((d) => d.trim().split(/\s+/)).filter((d) => d[0]).map(([name, ...values]) => [name!.toLowerCase(), values]));
  const src = (name: string) => dirs.get(name) ?? dirs.get('default-src') ?? [];
  const script = src('script-src');
  const style = src('style-src');
  if (!dirs.has('default-src') && !dirs.has('script-src')) return ['csp-implemented-with-unsafe-inline', -20];
  if (script.includes("'unsafe-inline'") && !script.some((v) => /^'(sha|nonce)/.test(v))) return ['csp-implemented-with-unsafe-inline', -20];
  if (script.some((v) => v === 'http:' || v === '*' || v === 'https:' || v === 'data:')) return ['csp-implemented-with-insecure-scheme', -20];
  if (script.includes("'unsafe-eval'")) return ['csp-implemented-with-unsafe-eval', -10];
  if (style.includes("'unsafe-inline'")) return ['csp-implemented-with-unsafe-inline-in-style-src-only', 0];
  return dirs.get('default-src')?.join(' ') === "'none'" ? ['csp-implemented-with-no-unsafe-default-src-none', 10] : ['csp-implemented-with-no-unsafe', 0];
}

/** `headers`: lower-case header names, as fetch and Playwright give them. */
export function observatoryScore(headers: Record<string, string | undefined>): ObservatoryResult {
  const rules: Record<string, number> = {};
  const add = ([name, modifier]: [string, number]) => (rules[name] = modifier);

  const csp = headers['content-security-policy'];
  add(cspRule(csp));
  add(headers['set-cookie'] ? ['cookies-present-check-flags-by-hand', 0] : ['cookies-not-found', 0]);

  const referrer = headers['referrer-policy']?.split(',').at(-1)?.trim().toLowerCase();
  add(['no-referrer', 'same-origin', 'strict-origin', 'strict-origin-when-cross-origin'].includes(referrer ?? '') ? ['referrer-policy-private', 5] : referrer ? ['referrer-policy-unsafe', -5] : ['referrer-policy-not-implemented', 0]);

  const maxAge = Number(/max-age=(\d+)/i.exec(headers['strict-transport-security'] ?? '')?.[1] ?? NaN);
  add(Number.isNaN(maxAge) ? ['hsts-not-implemented', -20] : maxAge >= 15_768_000 ? ['hsts-implemented-max-age-at-least-six-months', 0] : ['hsts-implemented-max-age-less-than-six-months', -10]);

  add(headers['x-content-type-options']?.toLowerCase() === 'nosniff' ? ['x-content-type-options-nosniff', 0] : ['x-content-type-options-not-implemented', -5]);

  const frameAncestors = /frame-ancestors\s+([^;]+)/i.exec(csp ?? '')?.[1]?.trim();
  const xfo = headers['x-frame-options']?.toUpperCase();
  add(frameAncestors && frameAncestors !== '*' ? ['x-frame-options-implemented-via-csp', 5] : xfo === 'DENY' || xfo === 'SAMEORIGIN' ? ['x-frame-options-sameorigin-or-deny', 0] : ['x-frame-options-not-implemented', -20]);

  const corp = headers['cross-origin-resource-policy']?.toLowerCase();
  add(corp === 'same-origin' || corp === 'same-site' ? ['corp-implemented-with-same-origin', 0] : ['corp-not-implemented', 0]);

  const modifiers = Object.values(rules);
  const penalties = 100 + modifiers.filter((m) => m < 0).reduce((a, b) => a + b, 0);
  const score = Math.max(0, penalties >= 90 ? penalties + modifiers.filter((m) => m > 0).reduce((a, b) => a + b, 0) : penalties);
  return { score, grade: grades.find(([min]) => score >= min)![1], rules };
}
