import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildEnv } from './build-env';

describe('buildEnv', () => {
  const dir = mkdtempSync(join(tmpdir(), 'build-env-'));
  writeFileSync(join(dir, '.env'), `# comment\nSITE_BRAND="Acme & Co"\nSITE_ORIGIN=https://file.example\nEMAILJS_SERVICE_ID=\n`);
  writeFileSync(join(dir, '.env.production'), 'SITE_EMAIL=prod@example.com\n');
  // The files' variables as if the caller had set none of them (a machine that builds for production has some).
  beforeEach(() => {
    for (const key of ['SITE_BRAND', 'SITE_ORIGIN', 'SITE_EMAIL', 'EMAILJS_SERVICE_ID']) vi.stubEnv(key, undefined);
  });
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it('reads .env and .env.[mode], quotes removed, empty values kept', () => {
    const env = buildEnv('production', dir);
    expect(env).toMatchObject({ SITE_BRAND: 'Acme & Co', SITE_ORIGIN: 'https://file.example', EMAILJS_SERVICE_ID: '', SITE_EMAIL: 'prod@example.com' });
    expect(buildEnv('development', dir).SITE_EMAIL).toBeUndefined();
  });

  it('lets process variables win over the files', () => {
    vi.stubEnv('SITE_ORIGIN', 'https://process.example');
    expect(buildEnv('production', dir).SITE_ORIGIN).toBe('https://process.example');
  });
});
