import { describe, expect, it } from 'vitest';
import { loadSiteConfig, siteEnvKeys, telHref } from './site.schema';

/** The error message `loadSiteConfig` throws for an environment, or null when it accepts it. */
function problemsOf(env: Record<string, string | undefined>): string | null {
  try {
    loadSiteConfig(env);
    return null;
  } catch (e) {
    return (e as Error).message;
  }
}

describe('loadSiteConfig: defaults', () => {
  it('accepts an empty environment and returns the placeholder site', () => {
    const site = loadSiteConfig({});
    expect(site.brand).toBe('Orvane');
    expect(site.origin).toBe('https://www.example.com');
    expect(site.email).toBe('hello@example.com');
    expect(site.phones).toEqual({ us: '+1 202 555 0143', ng: '+234 800 000 0000' });
    expect(site.emailjs).toEqual({ serviceId: '', templateId: '', publicKey: '' });
    expect(site.socials.linkedin).toMatch(/^https:\/\//);
  });

  it('the defaults pass their own validation when given explicitly', () => {
    const defaults = loadSiteConfig({});
    const env = {
      SITE_BRAND: defaults.brand,
      SITE_LEGAL_NAME: defaults.legalName,
      SITE_ORIGIN: defaults.origin,
      SITE_EMAIL: defaults.email,
      SITE_HR_EMAIL: defaults.hrEmail,
      SITE_SUPPORT_EMAIL: defaults.supportEmail,
      SITE_PHONE_US: defaults.phones.us,
      SITE_PHONE_NG: defaults.phones.ng,
      SITE_WHATSAPP: defaults.whatsapp,
      SCHEDULER_URL: defaults.schedulerUrl,
      MAP_URL: defaults.mapUrl,
      MAP_LINK_URL: defaults.mapLinkUrl,
    };
    expect(loadSiteConfig(env)).toEqual(defaults);
  });

  it('ignores unrelated variables', () => {
    expect(() => loadSiteConfig({ PATH: '/usr/bin', HOME: 'not a url', NODE_ENV: 'test' })).not.toThrow();
  });
});

describe('loadSiteConfig: values from the environment', () => {
  it('uses the given values, trimmed', () => {
    const site = loadSiteConfig({
      SITE_BRAND: '  Acme  ',
      SITE_ORIGIN: 'https://acme.example.org',
      SITE_EMAIL: 'sales@acme.example.org',
      SITE_PHONE_US: '+1 415 555 0100',
      EMAILJS_SERVICE_ID: 'service_abc',
      EMAILJS_TEMPLATE_ID: 'template_x-1',
      EMAILJS_PUBLIC_KEY: 'Pk_123',
    });
    expect(site.brand).toBe('Acme');
    expect(site.origin).toBe('https://acme.example.org');
    expect(site.email).toBe('sales@acme.example.org');
    expect(site.phones.us).toBe('+1 415 555 0100');
    expect(site.emailjs).toEqual({ serviceId: 'service_abc', templateId: 'template_x-1', publicKey: 'Pk_123' });
  });

  it('accepts an origin with a port', () => {
    expect(loadSiteConfig({ SITE_ORIGIN: 'https://www.example.com:8443' }).origin).toBe('https://www.example.com:8443');
  });

  it('knows every variable it reads', () => {
    expect(siteEnvKeys).toEqual(expect.arrayContaining(['SITE_ORIGIN', 'SITE_EMAIL', 'SITE_PHONE_US', 'EMAILJS_SERVICE_ID', 'SCHEDULER_URL']));
  });
});

describe('loadSiteConfig: bad values stop the build, naming the variable', () => {
  const cases: [string, string, string][] = [
    ['SITE_ORIGIN', 'http://www.example.com', 'plain http origin'],
    ['SITE_ORIGIN', 'https://www.example.com/', 'origin with a trailing slash'],
    ['SITE_ORIGIN', 'https://www.example.com/site', 'origin with a path'],
    ['SITE_ORIGIN', 'https://www.example.com/site/', 'origin with a path and slash'],
    ['SITE_ORIGIN', 'www.example.com', 'origin without a scheme'],
    ['SITE_ORIGIN', 'https://localhost', 'origin without a dotted host'],
    ['SITE_ORIGIN', '', 'empty origin'],
    ['SITE_EMAIL', 'hello', 'e-mail without @'],
    ['SITE_EMAIL', 'hello@example', 'e-mail without a domain dot'],
    ['SITE_HR_EMAIL', 'jobs @example.com', 'e-mail with a space'],
    ['SITE_SUPPORT_EMAIL', '<a@b.co>', 'e-mail with angle brackets'],
    ['SITE_PHONE_US', '202 555 0143', 'phone without +country code'],
    ['SITE_PHONE_NG', '+234-800-000-0000', 'phone with dashes'],
    ['SITE_PHONE_US', '+1 555', 'phone too short'],
    ['SITE_WHATSAPP', 'http://wa.me/2348000000000', 'http WhatsApp link'],
    ['SITE_LINKEDIN', 'linkedin.com/company/x', 'URL without scheme'],
    ['SITE_TWITTER', 'javascript:alert(1)', 'javascript: URL'],
    ['SCHEDULER_URL', 'ftp://calendly.com/x', 'ftp URL'],
    ['MAP_URL', 'not a url', 'garbage URL'],
    ['SITE_BRAND', '', 'empty brand'],
    ['SITE_BRAND', 'x'.repeat(41), 'brand over 40 characters'],
    ['SITE_LEGAL_NAME', '   ', 'blank legal name'],
    ['EMAILJS_SERVICE_ID', 'svc id"', 'EmailJS id with odd characters'],
  ];

  it.each(cases)('%s=%j (%s) throws and names the variable', (key, value) => {
    const env: Record<string, string> = { [key]: value };
    if (key.startsWith('EMAILJS_')) Object.assign(env, { EMAILJS_SERVICE_ID: 'a', EMAILJS_TEMPLATE_ID: 'b', EMAILJS_PUBLIC_KEY: 'c', [key]: value });
    const message = problemsOf(env);
    expect(message).not.toBeNull();
    expect(message).toContain('Invalid site configuration');
    expect(message).toContain(`${key}=`);
    expect(message).toContain(JSON.stringify(value.trim()));
  });

  it.each([['EMAILJS_SERVICE_ID'], ['EMAILJS_TEMPLATE_ID'], ['EMAILJS_PUBLIC_KEY']])('only %s set: throws, naming all three EmailJS variables', (key) => {
    const message = problemsOf({ [key]: 'abc123' });
    expect(message).not.toBeNull();
    for (const k of ['EMAILJS_SERVICE_ID', 'EMAILJS_TEMPLATE_ID', 'EMAILJS_PUBLIC_KEY']) expect(message).toContain(k);
  });

  it('two of three EmailJS ids set: throws', () => {
    expect(problemsOf({ EMAILJS_SERVICE_ID: 'a', EMAILJS_TEMPLATE_ID: 'b' })).toMatch(/EMAILJS_PUBLIC_KEY/);
  });

  it('all three EmailJS ids set, or none: accepted', () => {
    expect(problemsOf({ EMAILJS_SERVICE_ID: 'a', EMAILJS_TEMPLATE_ID: 'b', EMAILJS_PUBLIC_KEY: 'c' })).toBeNull();
    expect(problemsOf({ EMAILJS_SERVICE_ID: '', EMAILJS_TEMPLATE_ID: '', EMAILJS_PUBLIC_KEY: '' })).toBeNull();
  });

  it('lists every problem in one error, one per line', () => {
    const message = problemsOf({
      SITE_ORIGIN: 'http://www.example.com/',
      SITE_EMAIL: 'nobody',
      SITE_PHONE_US: '555-0143',
      SCHEDULER_URL: 'http://calendly.com/x',
      EMAILJS_SERVICE_ID: 'only-one',
    });
    expect(message).not.toBeNull();
    for (const key of ['SITE_ORIGIN=', 'SITE_EMAIL=', 'SITE_PHONE_US=', 'SCHEDULER_URL=', 'EMAILJS_TEMPLATE_ID']) expect(message).toContain(key);
    const bullets = message!.split('\n').filter((l) => l.trim().startsWith('- '));
    expect(bullets).toHaveLength(5);
    // Valid values are not reported.
    expect(message).not.toContain('SITE_HR_EMAIL');
    expect(message).not.toContain('SITE_PHONE_NG');
  });
});

describe('loadSiteConfig: origins with extra parts', () => {
  // The origin check tests the URL's pathname and last character only, so an
  // origin carrying a query, a fragment or credentials passes and then ends up
  // in every canonical, hreflang and sitemap URL (`https://www.example.com?x=1/about`).
  it.each(['https://www.example.com?x=1', 'https://www.example.com/?', 'https://www.example.com#top', 'https://user:pw@www.example.com'])(
    'SITE_ORIGIN=%j is rejected',
    (origin) => {
      expect(problemsOf({ SITE_ORIGIN: origin })).toContain('SITE_ORIGIN=');
    },
  );
});

describe('telHref', () => {
  it('keeps only + and digits', () => {
    expect(telHref('+1 202 555 0143')).toBe('tel:+12025550143');
    expect(telHref('+234 (800) 000-0000')).toBe('tel:+2348000000000');
  });
});
