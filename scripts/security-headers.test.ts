import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, headersFile, inlineScripts, sha256, siteHeaders } from './security-headers';

const html = `<!doctype html><html><head><script>(function(){document.documentElement.dataset.theme='dark'})()</script>
<script src="/assets/x.js"></script><script type="module" async>import "/assets/entry.js";</script></head><body><script>window.__ctx={"a":1}</script></body></html>`;

describe('inlineScripts', () => {
  it('finds every inline script body and skips external ones', () => {
    expect(inlineScripts(html)).toEqual([
      "(function(){document.documentElement.dataset.theme='dark'})()",
      'import "/assets/entry.js";',
      'window.__ctx={"a":1}',
    ]);
  });
});

describe('contentSecurityPolicy', () => {
  const csp = contentSecurityPolicy({ scripts: inlineScripts(html), frames: ['https://calendly.com', 'https://www.openstreetmap.org'], connect: ['https://api.emailjs.com'] });
  const directive = (name: string) => csp.split('; ').find((d) => d.startsWith(`${name} `)) ?? '';

  it('allows exactly our files and the hashed inline scripts', () => {
    const scriptSrc = directive('script-src');
    expect(scriptSrc).not.toMatch(/unsafe-inline|unsafe-eval|\*/);
    for (const body of inlineScripts(html)) expect(scriptSrc).toContain(sha256(body));
    expect(scriptSrc.split(' ')).toHaveLength(2 + 3);
  });

  it('matches the hash a browser computes (SHA-256, base64)', () => {
    // echo -n 'alert(1)' | openssl dgst -sha256 -binary | base64
    expect(sha256('alert(1)')).toBe("'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='");
  });

  it('locks down framing, plugins, base and forms, and names the third parties used', () => {
    expect(directive('frame-ancestors')).toBe("frame-ancestors 'none'");
    expect(directive('object-src')).toBe("object-src 'none'");
    expect(directive('base-uri')).toBe("base-uri 'self'");
    expect(directive('default-src')).toBe("default-src 'self'");
    expect(directive('frame-src')).toBe('frame-src https://calendly.com https://www.openstreetmap.org');
    expect(directive('connect-src')).toBe("connect-src 'self' https://api.emailjs.com");
    expect(directive('form-action')).toMatch(/^form-action 'self'/);
  });

  it('allows no frames at all when there are none', () => {
    expect(contentSecurityPolicy({ scripts: [], frames: [], connect: [] })).toContain("frame-src 'none'");
  });
});

describe('headersFile', () => {
  it('applies the site-wide headers to every path and one policy per page', () => {
    const file = headersFile([{ path: '/about', csp: "default-src 'self'" }]);
    expect(file).toMatch(/^\/\*$/m);
    for (const [name, value] of siteHeaders) expect(file).toContain(`  ${name}: ${value}`);
    expect(file).toMatch(/^\/about\n {2}Content-Security-Policy: default-src 'self'$/m);
    expect(siteHeaders.find(([k]) => k === 'Strict-Transport-Security')?.[1]).toMatch(/max-age=(\d+)/);
    expect(Number(/max-age=(\d+)/.exec(siteHeaders[0]![1])![1])).toBeGreaterThanOrEqual(15_768_000);
  });
});
