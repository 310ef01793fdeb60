import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { buildEnv } from './build-env';

describe('buildEnv', () => {
  const dir = mkdtempSync(join(tmpdir(), 'build-env-'));
  writeFileSync(join(dir, '.env'), `# comment\nSITE_BRAND="Acme & Co"\nSITE_ORIGIN=https://file.example\nEMAILJS_SERVICE_ID=\n`);
  writeFileSync(join(dir, '.env.production'), 'SITE_EMAIL=prod@example.com\n');
  afterEach(() => {
    delete process.env.SITE_ORIGIN;
  });

  it('reads .env and .env.[mode], quotes removed, empty values kept', () => {
    const env = buildEnv('production', dir);
    expect(env).toMatchObject({ SITE_BRAND: 'Acme & Co', SITE_ORIGIN: 'https://file.example', EMAILJS_SERVICE_ID: '', SITE_EMAIL: 'prod@example.com' });
    expect(buildEnv('development', dir).SITE_EMAIL).toBeUndefined();
  });

  it('lets process variables win over the files', () => {
    process.env.SITE_ORIGIN = 'https://process.example';
    expect(buildEnv('production', dir).SITE_ORIGIN).toBe('https://process.example');
  });
});
