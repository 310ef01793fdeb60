import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildEnv } from './build-env';

describe('buildEnv', () => {
  const dir = mkdtempSync(join(tmpdir(), 'build-env-'));
  writeFileSync(join(dir, '.env'), `# comment\nCMS_REPO="acme/site"\nSITE_ORIGIN=https://file.example\nEMAILJS_SERVICE_ID=\n`);
  writeFileSync(join(dir, '.env.production'), 'CMS_BRANCH=production\n');
  // The files' variables as if the caller had set none of them (a machine that builds for production has some).
  beforeEach(() => {
    for (const key of ['CMS_REPO', 'SITE_ORIGIN', 'CMS_BRANCH', 'EMAILJS_SERVICE_ID']) vi.stubEnv(key, undefined);
  });
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it('reads .env and .env.[mode], quotes removed, empty values kept', () => {
    const env = buildEnv('production', dir);
    expect(env).toMatchObject({ CMS_REPO: 'acme/site', SITE_ORIGIN: 'https://file.example', EMAILJS_SERVICE_ID: '', CMS_BRANCH: 'production' });
    expect(buildEnv('development', dir).CMS_BRANCH).toBeUndefined();
  });

  it('lets process variables win over the files', () => {
    vi.stubEnv('SITE_ORIGIN', 'https://process.example');
    expect(buildEnv('production', dir).SITE_ORIGIN).toBe('https://process.example');
  });
});
