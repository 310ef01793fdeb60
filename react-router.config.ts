import type { Config } from '@react-router/dev/config';
import { allPaths } from './app/seo/paths';
import { loadContent } from './scripts/build/content/read';

export default {
  // Static site: every URL is pre-rendered to HTML at build time; no server runs in production.
  ssr: false,
  future: { v8_viteEnvironmentApi: true },
  async prerender({ getStaticPaths }) {
    // The content was checked before the build started (scripts/build/content/plugin.ts); here its pages are listed.
    return allPaths(
      getStaticPaths(),
      loadContent(process.cwd(), () => {}),
    );
  },
} satisfies Config;
