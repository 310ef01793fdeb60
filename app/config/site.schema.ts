/**
 * The site configuration: everything the spec leaves open (brand, origin,
 * contacts, third-party ids) in one object. Values come from environment
 * variables at build time (see `.env.example`), with placeholder defaults.
 * `loadSiteConfig` validates them and throws one message listing every bad
 * value, so a wrong deploy setting stops the build instead of shipping.
 */
export interface SiteConfig {
  brand: string;
  legalName: string;
  origin: string;
  foundedYear: number;
  email: string;
  hrEmail: string;
  supportEmail: string;
  phones: { us: string; ng: string };
  whatsapp: string;
  socials: { linkedin: string; instagram: string; facebook: string; twitter: string };
  emailjs: { serviceId: string; templateId: string; publicKey: string };
  schedulerUrl: string;
  mapUrl: string;
  mapLinkUrl: string;
  /** The content manager at /admin/: the GitHub repository it commits to, its branch, and the OAuth endpoint it signs in through. */
  cms: { repo: string; branch: string; authUrl: string };
}

export type Env = Record<string, string | undefined>;

const defaults = {
  SITE_BRAND: 'Orvane',
  SITE_LEGAL_NAME: 'Orvane Technologies Ltd',
  SITE_ORIGIN: 'https://www.example.com',
  SITE_EMAIL: 'hello@example.com',
  SITE_HR_EMAIL: 'careers@example.com',
  SITE_SUPPORT_EMAIL: 'support@example.com',
  SITE_PHONE_US: '+1 202 555 0143',
  SITE_PHONE_NG: '+234 800 000 0000',
  SITE_WHATSAPP: 'https://wa.me/2348000000000',
  SITE_LINKEDIN: 'https://www.linkedin.com/company/example',
  SITE_INSTAGRAM: 'https://www.instagram.com/example',
  SITE_FACEBOOK: 'https://www.facebook.com/example',
  SITE_TWITTER: 'https://x.com/example',
  EMAILJS_SERVICE_ID: '',
  EMAILJS_TEMPLATE_ID: '',
  EMAILJS_PUBLIC_KEY: '',
  SCHEDULER_URL: 'https://calendly.com/example/30min',
  MAP_URL: 'https://www.openstreetmap.org/export/embed.html?bbox=-30%2C-10%2C40%2C55&layer=mapnik',
  MAP_LINK_URL: 'https://www.openstreetmap.org/#map=3/25/5',
  CMS_REPO: 'example/company-site',
  CMS_BRANCH: 'main',
  CMS_AUTH_URL: 'https://cms-auth.example.workers.dev/auth',
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
const isEmail = (v: string) => /^[^\s@<>"]+@[^\s@<>"]+\.[^\s@<>"]+$/.test(v);
const isPhone = (v: string) => /^\+[0-9][0-9 ]{6,18}$/.test(v);

export function loadSiteConfig(env: Env): SiteConfig {
  const get = (key: SiteEnvKey) => (env[key] ?? defaults[key]).trim();
  const problems: string[] = [];
  const check = (key: SiteEnvKey, ok: (v: string) => boolean, what: string) => {
    if (!ok(get(key))) problems.push(`${key}=${JSON.stringify(get(key))} is not ${what}`);
  };
  check('SITE_BRAND', (v) => v.length > 0 && v.length <= 40, 'a brand name of 1 to 40 characters');
  check('SITE_LEGAL_NAME', (v) => v.length > 0, 'a legal name');
  check(
    'SITE_ORIGIN',
    (v) => isHttpsUrl(v) && new URL(v).origin === v,
    'an absolute https origin without a path or trailing slash, like https://www.example.com',
  );
  for (const key of ['SITE_EMAIL', 'SITE_HR_EMAIL', 'SITE_SUPPORT_EMAIL'] as const) check(key, isEmail, 'an e-mail address');
  for (const key of ['SITE_PHONE_US', 'SITE_PHONE_NG'] as const) check(key, isPhone, 'a phone number in international form, like +1 202 555 0143');
  for (const key of ['SITE_WHATSAPP', 'SITE_LINKEDIN', 'SITE_INSTAGRAM', 'SITE_FACEBOOK', 'SITE_TWITTER', 'SCHEDULER_URL', 'MAP_URL', 'MAP_LINK_URL'] as const)
    check(key, isHttpsUrl, 'an absolute https URL');
  const ids = (['EMAILJS_SERVICE_ID', 'EMAILJS_TEMPLATE_ID', 'EMAILJS_PUBLIC_KEY'] as const).map(get);
  if (ids.some(Boolean) && !ids.every(Boolean))
    problems.push('EMAILJS_SERVICE_ID, EMAILJS_TEMPLATE_ID and EMAILJS_PUBLIC_KEY must be set together (or all left empty)');
  for (const key of ['EMAILJS_SERVICE_ID', 'EMAILJS_TEMPLATE_ID', 'EMAILJS_PUBLIC_KEY'] as const)
    check(key, (v) => /^[A-Za-z0-9_-]*$/.test(v), 'an EmailJS id (letters, digits, - and _)');
  check('CMS_REPO', (v) => /^[\w.-]+\/[\w.-]+$/.test(v), 'a GitHub repository written owner/name');
  check('CMS_BRANCH', (v) => /^[\w./-]+$/.test(v), 'a branch name');
  check(
    'CMS_AUTH_URL',
    (v) => isHttpsUrl(v) && new URL(v).pathname.length > 1,
    'the https URL of the OAuth endpoint, like https://cms-auth.example.workers.dev/auth',
  );
  if (problems.length) throw new Error(`Invalid site configuration:\n  - ${problems.join('\n  - ')}`);

  return {
    brand: get('SITE_BRAND'),
    legalName: get('SITE_LEGAL_NAME'),
    origin: get('SITE_ORIGIN'),
    foundedYear: 2014,
    email: get('SITE_EMAIL'),
    hrEmail: get('SITE_HR_EMAIL'),
    supportEmail: get('SITE_SUPPORT_EMAIL'),
    phones: { us: get('SITE_PHONE_US'), ng: get('SITE_PHONE_NG') },
    whatsapp: get('SITE_WHATSAPP'),
    socials: {
      linkedin: get('SITE_LINKEDIN'),
      instagram: get('SITE_INSTAGRAM'),
      facebook: get('SITE_FACEBOOK'),
      twitter: get('SITE_TWITTER'),
    },
    emailjs: { serviceId: get('EMAILJS_SERVICE_ID'), templateId: get('EMAILJS_TEMPLATE_ID'), publicKey: get('EMAILJS_PUBLIC_KEY') },
    schedulerUrl: get('SCHEDULER_URL'),
    mapUrl: get('MAP_URL'),
    mapLinkUrl: get('MAP_LINK_URL'),
    cms: { repo: get('CMS_REPO'), branch: get('CMS_BRANCH'), authUrl: get('CMS_AUTH_URL') },
  };
}

/** `tel:` href from a display number. */
export const telHref = (phone: string) => `tel:${phone.replace(/[^+0-9]/g, '')}`;

/** A phone number as shown: never broken across lines. */
export const displayPhone = (phone: string) => phone.replace(/ /g, '\u00a0');
