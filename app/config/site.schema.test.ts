import { describe, expect, it } from 'vitest';
import fixtureFacts from '../../tests/fixture-site/app/data/content/company.json' with { type: 'json' };
import type { CompanyFacts } from '~/data/collections/company';
import { loadSiteConfig, siteEnvKeys, telHref, yearsSince } from './site.schema';

const facts = fixtureFacts as CompanyFacts;

/** The error message `loadSiteConfig` throws for an environment, or null when it accepts it. */
function problemsOf(env: Record<string, string | undefined>): string | null {
  try {
    loadSiteConfig(env, facts);
    return null;
  } catch (e) {
    return (e as Error).message;
  }
}

describe('loadSiteConfig: defaults', () => {
  it('accepts an empty environment: the placeholder deployment, with the company’s facts', () => {
    const site = loadSiteConfig({}, facts);
    expect(site.origin).toBe('https://www.example.com');
    expect(site.emailjs).toEqual({ serviceId: '', templateId: '', publicKey: '' });
    expect(site.brand).toBe(facts.brand);
    expect(site.phones).toEqual(facts.phones);
  });

  it('ignores unrelated variables, and company facts set in the environment (they are content)', () => {
    expect(() => loadSiteConfig({ PATH: '/usr/bin', HOME: 'not a url', NODE_ENV: 'test', SITE_BRAND: '' }, facts)).not.toThrow();
    expect(loadSiteConfig({ SITE_BRAND: 'Acme' }, facts).brand).toBe(facts.brand);
  });

  it('counts the whole years since the company was founded, at the build', () => {
    expect(loadSiteConfig({}, { ...facts, founded: 2014 }, new Date('2026-11-26T12:00:00Z')).years).toBe(11);
    expect(yearsSince(2026, new Date('2026-11-26T12:00:00Z'))).toBe(0);
    expect(yearsSince(2025, new Date('2026-01-01T00:00:00Z'))).toBe(0);
  });
});

describe('loadSiteConfig: values from the environment', () => {
  it('uses the given values, trimmed', () => {
    const site = loadSiteConfig(
      {
        SITE_ORIGIN: ' https://acme.example.org ',
        EMAILJS_SERVICE_ID: 'service_abc',
        EMAILJS_TEMPLATE_ID: 'template_x-1',
        EMAILJS_PUBLIC_KEY: 'Pk_123',
      },
      facts,
    );
    expect(site.origin).toBe('https://acme.example.org');
    expect(site.emailjs).toEqual({ serviceId: 'service_abc', templateId: 'template_x-1', publicKey: 'Pk_123' });
  });

  it('accepts an origin with a port', () => {
    expect(loadSiteConfig({ SITE_ORIGIN: 'https://www.example.com:8443' }, facts).origin).toBe('https://www.example.com:8443');
  });

  it('reads only what belongs to a deployment: the origin, the EmailJS ids, the content manager’s repository and sign-in', () => {
    expect(siteEnvKeys.sort()).toEqual([
      'CMS_AUTH_URL',
      'CMS_BRANCH',
      'CMS_REPO',
      'EMAILJS_PUBLIC_KEY',
      'EMAILJS_SERVICE_ID',
      'EMAILJS_TEMPLATE_ID',
      'SITE_ORIGIN',
    ]);
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
    ['EMAILJS_SERVICE_ID', 'svc id"', 'EmailJS id with odd characters'],
    ['CMS_REPO', 'just-a-name', 'repository without its owner'],
    ['CMS_AUTH_URL', 'https://cms-auth.example.workers.dev', 'sign-in endpoint without a path'],
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
    const message = problemsOf({ SITE_ORIGIN: 'http://www.example.com/', CMS_REPO: 'nobody', EMAILJS_SERVICE_ID: 'only-one' });
    expect(message).not.toBeNull();
    for (const key of ['SITE_ORIGIN=', 'CMS_REPO=', 'EMAILJS_TEMPLATE_ID']) expect(message).toContain(key);
    const bullets = message!.split('\n').filter((l) => l.trim().startsWith('- '));
    expect(bullets).toHaveLength(3);
    expect(message).not.toContain('CMS_BRANCH');
  });
});

describe('loadSiteConfig: origins with extra parts', () => {
  // The origin check reads only the pathname and last character: a query, fragment or credentials would reach every URL.
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
