import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ruleProblems } from './wrangler';

// wrangler 4.86.0's own output, colours included: on the build before decision 014 (132 header rules, three
// 404 redirect rules), and on today's build.
const fixture = (name: string) => readFileSync(join(import.meta.dirname, 'fixtures', name), 'utf8');

describe('ruleProblems', () => {
  it('reads every complaint wrangler makes about _redirects and _headers', () => {
    expect(ruleProblems(fixture('wrangler-4.86.0-invalid-rules.txt'))).toEqual([
      '▶︎ Valid status codes are 200, 301, 302 (default), 303, 307, or 308. Got 404.',
      '▶︎ Valid status codes are 200, 301, 302 (default), 303, 307, or 308. Got 404.',
      '▶︎ Valid status codes are 200, 301, 302 (default), 303, 307, or 308. Got 404.',
      '▶︎ Maximum number of rules supported is 100. Skipping remaining 103 lines of file.',
    ]);
  });
  it('finds none when wrangler took every rule', () => {
    const output = fixture('wrangler-4.86.0-valid-rules.txt');
    expect(output).toContain('Parsed 24 valid redirect rules.');
    expect(ruleProblems(output)).toEqual([]);
  });
});
