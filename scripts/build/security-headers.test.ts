import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, headersFile, inlineScripts, sha256, siteHeaders } from './security-headers';

const html = `<!doctype html><html><head><script>(function(){document.documentElement.dataset.theme='dark'})()</script>
<script type="application/ld+json">{"@type":"Organization"}</script><script src="/assets/x.js"></script><script type="module">import "/assets/entry.js";</script></head>
<body><script type="application/json" id="page-bootstrap">{"a":1}</script><script>window.__ctx={"a":1}</script></body></html>`;

describe('inlineScripts', () => {
  it('finds every inline script a browser runs, and skips external scripts and data blocks', () => {
    expect(inlineScripts(html)).toEqual([
      "(function(){document.documentElement.dataset.theme='dark'})()",
      'import "/assets/entry.js";',
      'window.__ctx={"a":1}',
    ]);
  });
});

describe('contentSecurityPolicy', () => {
  const csp = contentSecurityPolicy({
    scripts: [...inlineScripts(html), ...inlineScripts(html)],
    frames: ['https://calendly.com', 'https://www.openstreetmap.org'],
    connect: ['https://api.emailjs.com'],
  });
  const directive = (name: string) => csp.split('; ').find((d) => d === name || d.startsWith(`${name} `)) ?? '';

  it('allows exactly our files and each inline script once, by hash', () => {
    const scriptSrc = directive('script-src');
    expect(csp).not.toMatch(/unsafe-inline|unsafe-eval|\*/);
    for (const body of inlineScripts(html)) expect(scriptSrc).toContain(sha256(body));
    expect(scriptSrc.split(' ')).toHaveLength(2 + 3);
  });

  it('matches the hash a browser computes (SHA-256, base64)', () => {
    // echo -n 'alert(1)' | openssl dgst -sha256 -binary | base64
    expect(sha256('alert(1)')).toBe("'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='");
  });

  it('denies by default and names each source the site uses', () => {
    expect(directive('default-src')).toBe("default-src 'none'");
    expect(directive('style-src')).toBe("style-src 'self'");
    expect(directive('img-src')).toBe("img-src 'self' data:");
    expect(directive('media-src')).toBe("media-src 'self'");
    expect(directive('manifest-src')).toBe("manifest-src 'self'");
    expect(directive('frame-src')).toBe('frame-src https://calendly.com https://www.openstreetmap.org');
    expect(directive('connect-src')).toBe("connect-src 'self' https://api.emailjs.com");
  });

  it('locks down framing, plugins, base and forms', () => {
    expect(directive('frame-ancestors')).toBe("frame-ancestors 'none'");
    expect(directive('object-src')).toBe("object-src 'none'");
    expect(directive('base-uri')).toBe("base-uri 'none'");
    expect(directive('form-action')).toBe("form-action 'self'");
  });

  it('allows no frames at all when there are none', () => {
    expect(contentSecurityPolicy({ scripts: [], frames: [], connect: [] })).toContain("frame-src 'none'");
  });
});

describe('headersFile', () => {
  const file = headersFile("default-src 'none'");
  const rules = file.split('\n').filter((l) => l.startsWith('/'));

  it('gives every response the site-wide headers and the one policy, in a handful of rules', () => {
    expect(rules).toEqual(['/*', '/admin/*', '/assets/*', '/locales/*']);
    const all = file.slice(file.indexOf('/*\n'), file.indexOf('/admin/*'));
    for (const [name, value] of siteHeaders) expect(all).toContain(`  ${name}: ${value}\n`);
    expect(all).toContain("  Content-Security-Policy: default-src 'none'");
  });

  it('gives the content manager its own policy instead of the site’s, keeps it out of search, and leaves public pages alone', () => {
    const admin = file.slice(file.indexOf('/admin/*'), file.indexOf('/assets/*'));
    expect(admin).toContain('  ! Content-Security-Policy\n');
    expect(admin).toContain('  X-Robots-Tag: noindex, nofollow');
    const policy = /  Content-Security-Policy: (.*)/.exec(admin)![1];
    expect(policy).not.toBe("default-src 'none'");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(file.slice(0, file.indexOf('/admin/*'))).not.toContain('unsafe-eval');
  });

  it('asks for HSTS as the preload list requires: a year or more, subdomains, preload', () => {
    const hsts = siteHeaders.find(([k]) => k === 'Strict-Transport-Security')![1];
    expect(Number(/max-age=(\d+)/.exec(hsts)![1])).toBeGreaterThanOrEqual(31_536_000);
    expect(hsts).toContain('includeSubDomains');
    expect(hsts).toContain('preload');
  });
});
