import type { Config } from '@react-router/dev/config';
import { allPaths } from './app/seo/paths';
import { readCheckedContent, readContent } from './scripts/build/content/read';

export default {
  // Static site: every URL is pre-rendered to HTML at build time; no server runs in production.
  ssr: false,
  future: { v8_viteEnvironmentApi: true },
  async prerender({ getStaticPaths }) {
    // Built: the content the content plugin checked; served by the dev server: the files as they are now.
    const { content } = process.env.NODE_ENV === 'production' ? readCheckedContent() : readContent();
    return allPaths(getStaticPaths(), content);
  },
} satisfies Config;
