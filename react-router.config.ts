import type { Config } from '@react-router/dev/config';
import { allPaths } from './app/seo/paths';
import { readCheckedContent } from './scripts/build/content/read';

export default {
  // Static site: every URL is pre-rendered to HTML at build time; no server runs in production.
  ssr: false,
  future: { v8_viteEnvironmentApi: true },
  async prerender({ getStaticPaths }) {
    // The content as the content plugin read and checked it before anything was built: here its pages are listed.
    return allPaths(getStaticPaths(), readCheckedContent().content);
  },
} satisfies Config;
