import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vitest/config';
import { buildEnv } from './app/config/build-env.ts';
import { loadSiteConfig } from './app/config/site.schema.ts';

/** A short hash of every catalogue file: changes whenever any translation does. */
function localesVersion(dir = 'public/locales') {
  const hash = createHash('sha256');
  for (const lang of readdirSync(dir).sort())
    for (const file of readdirSync(join(dir, lang)).sort()) hash.update(`${lang}/${file}`).update(readFileSync(join(dir, lang, file)));
  return hash.digest('hex').slice(0, 10);
}

export default defineConfig(({ mode }) => ({
  plugins: mode === 'test' ? [] : [tailwindcss(), reactRouter()],
  resolve: { tsconfigPaths: true },
  define: {
    __SITE_CONFIG__: JSON.stringify(loadSiteConfig(buildEnv())),
    __LOCALES_VERSION__: JSON.stringify(localesVersion()),
  },
  test: {
    include: ['app/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
    environment: 'node',
  },
}));
