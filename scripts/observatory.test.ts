import { describe, expect, it } from 'vitest';
import { observatoryScore } from './observatory';
import { contentSecurityPolicy, siteHeaders } from './security-headers';

const ours = () => ({
  ...Object.fromEntries(siteHeaders.map(([k, v]) => [k.toLowerCase(), v])),
  'content-security-policy': contentSecurityPolicy({ scripts: ['console.log(1)'], frames: ['https://calendly.com'], connect: ['https://api.emailjs.com'] }),
});

describe('observatoryScore', () => {
  it('gives our header set an A+ (110: referrer policy and frame-ancestors bonuses)', () => {
    const result = observatoryScore(ours());
    expect(result.grade).toBe('A+');
    expect(result.score).toBe(110);
    expect(result.rules['csp-implemented-with-unsafe-inline-in-style-src-only']).toBe(0);
  });

  it('takes the grade down when a header goes or weakens', () => {
    const { ['content-security-policy']: _csp, ...withoutCsp } = ours();
    expect(observatoryScore(withoutCsp)).toMatchObject({ score: 75, grade: 'B' });
    expect(observatoryScore({ ...ours(), 'content-security-policy': "default-src 'self'; script-src 'self' 'unsafe-inline'" }).grade).toBe('B+');
    expect(observatoryScore({ ...ours(), 'strict-transport-security': 'max-age=300' }).score).toBe(100);
    expect(observatoryScore({})).toMatchObject({ score: 30, grade: 'D' });
  });

  it('gives no bonus below 90', () => {
    const { score } = observatoryScore({ 'referrer-policy': 'no-referrer' });
    expect(score).toBe(100 - 25 - 20 - 5 - 20);
  });
});
