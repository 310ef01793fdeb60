/**
 * The site configuration: the company's facts (app/data/content/company.json) and the deployment's settings from
 * the environment. `loadSiteConfig` lists every bad value at once, so a wrong deploy setting stops the build.
 */
import type { CompanyFacts } from '../data/collections/company.ts';

export interface SiteConfig extends CompanyFacts {
  origin: string;
  /** Whole years since the company was founded, at the build. */
  years: number;
  emailjs: { serviceId: string; templateId: string; publicKey: string };
  /** The content manager's repository, branch, and an OAuth endpoint only when not the site's own `/api/auth`. */
  cms: { repo: string; branch: string; authUrl: string };
}

export type Env = Record<string, string | undefined>;

const defaults = {
  SITE_ORIGIN: 'https://www.example.com',
  EMAILJS_SERVICE_ID: '',
  EMAILJS_TEMPLATE_ID: '',
  EMAILJS_PUBLIC_KEY: '',
  CMS_REPO: 'example/company-site',
  CMS_BRANCH: 'main',
  CMS_AUTH_URL: '',
} satisfies Env;

export type SiteEnvKey = keyof typeof defaults;
export const siteEnvKeys = Object.keys(defaults) as SiteEnvKey[];

const isHttpsUrl = (v: string) => {
  try {
    const u = new URL(v);
    return u.protocol === 'https:' && u.hostname.includes('.');
  } catch {
    return false;
  }
};

/** What every text may name by placeholder (`{{brand}}`, `{{years}}`, …), so a sentence never copies a fact. */
export const textVariables = (site: Pick<SiteConfig, 'brand' | 'founded' | 'projects' | 'team' | 'years' | 'phoneHours'>) => ({
  brand: site.brand,
  founded: site.founded,
  projects: site.projects,
  team: site.team,
  years: site.years,
  opens: site.phoneHours.opens,
  closes: site.phoneHours.closes,
});
export type TextVariables = ReturnType<typeof textVariables>;

/** A configuration's company facts, without the deployment's settings. */
export const companyFactsOf = ({ origin: _, years: __, emailjs: ___, cms: ____, ...facts }: SiteConfig): CompanyFacts => facts;

/** Whole years from the founding year to `now`; a year not yet complete is not counted. */
export const yearsSince = (founded: number, now = new Date()) => Math.max(0, now.getUTCFullYear() - founded - 1);

export function loadSiteConfig(env: Env, facts: CompanyFacts, now = new Date()): SiteConfig {
  const get = (key: SiteEnvKey) => (env[key] ?? defaults[key]).trim();
  const problems: string[] = [];
  const check = (key: SiteEnvKey, ok: (v: string) => boolean, what: string) => {
    if (!ok(get(key))) problems.push(`${key}=${JSON.stringify(get(key))} is not ${what}`);
  };
  check(
    'SITE_ORIGIN',
    (v) => isHttpsUrl(v) && new URL(v).origin === v,
    'an absolute https origin without a path or trailing slash, like https://www.example.com',
  );
  const ids = (['EMAILJS_SERVICE_ID', 'EMAILJS_TEMPLATE_ID', 'EMAILJS_PUBLIC_KEY'] as const).map(get);
  if (ids.some(Boolean) && !ids.every(Boolean))
    problems.push('EMAILJS_SERVICE_ID, EMAILJS_TEMPLATE_ID and EMAILJS_PUBLIC_KEY must be set together (or all left empty)');
  for (const key of ['EMAILJS_SERVICE_ID', 'EMAILJS_TEMPLATE_ID', 'EMAILJS_PUBLIC_KEY'] as const)
    check(key, (v) => /^[A-Za-z0-9_-]*$/.test(v), 'an EmailJS id (letters, digits, - and _)');
  check('CMS_REPO', (v) => /^[\w.-]+\/[\w.-]+$/.test(v), 'a GitHub repository written owner/name');
  check('CMS_BRANCH', (v) => /^[\w./-]+$/.test(v), 'a branch name');
  check(
    'CMS_AUTH_URL',
    (v) => v === '' || (isHttpsUrl(v) && new URL(v).pathname.length > 1),
    'empty (the site signs in at its own /api/auth) or the https URL of another OAuth endpoint, like https://api.netlify.com/auth',
  );
  if (problems.length) throw new Error(`Invalid site configuration:\n  - ${problems.join('\n  - ')}`);

  return {
    ...facts,
    origin: get('SITE_ORIGIN'),
    years: yearsSince(facts.founded, now),
    emailjs: { serviceId: get('EMAILJS_SERVICE_ID'), templateId: get('EMAILJS_TEMPLATE_ID'), publicKey: get('EMAILJS_PUBLIC_KEY') },
    cms: { repo: get('CMS_REPO'), branch: get('CMS_BRANCH'), authUrl: get('CMS_AUTH_URL') },
  };
}

/** Facts only some pages show: each reaches the browser in its own modules, not in every page's start-up script. */
type PageFact = 'clients' | 'board' | 'legalUpdated' | 'hrEmail' | 'supportEmail' | 'emailjs' | 'mapUrl' | 'mapLinkUrl' | 'cms';
/** What every page's shell knows of the site: the configuration without the page facts. */
export type ShellSite = Omit<SiteConfig, PageFact>;

/** The bundles' constants (Vite's `define`): the shell's configuration, and each page fact under its own name. */
export function siteDefines(site: SiteConfig) {
  const { clients, board, legalUpdated, hrEmail, supportEmail, emailjs, mapUrl, mapLinkUrl, cms, ...shell } = site;
  return {
    __SITE_CONFIG__: JSON.stringify(shell satisfies ShellSite),
    __SITE_CLIENTS__: JSON.stringify(clients),
    __SITE_BOARD__: JSON.stringify(board),
    __SITE_LEGAL_UPDATED__: JSON.stringify(legalUpdated),
    __SITE_HR_EMAIL__: JSON.stringify(hrEmail),
    __SITE_SUPPORT_EMAIL__: JSON.stringify(supportEmail),
    __SITE_EMAILJS__: JSON.stringify(emailjs),
    __SITE_MAP__: JSON.stringify({ url: mapUrl, linkUrl: mapLinkUrl }),
    __SITE_CMS__: JSON.stringify(cms),
  };
}

export const telHref = (phone: string) => `tel:${phone.replace(/[^+0-9]/g, '')}`;

/** A phone number as shown: never broken across lines. */
export const displayPhone = (phone: string) => phone.replace(/ /g, '\u00a0');
