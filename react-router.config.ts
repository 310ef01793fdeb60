import type { Config } from '@react-router/dev/config';
import { allPaths } from './app/seo/paths';

export default {
  // Static site: every URL is pre-rendered to HTML at build time; no server runs in production.
  ssr: false,
  future: { v8_viteEnvironmentApi: true },
  async prerender({ getStaticPaths }) {
    return allPaths(getStaticPaths());
  },
} satisfies Config;
