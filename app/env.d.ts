import type { SiteConfig } from './config/site.schema';

declare global {
  /** Injected by vite.config.ts from the validated environment. */
  const __SITE_CONFIG__: SiteConfig;
  /** Content hash of public/locales, to version catalogue URLs. */
  const __LOCALES_VERSION__: string;
  /** When the site was built (ms since 1970): the HTML's "now" until the browser's clock takes over. */
  const __BUILD_TIME__: number;
}
export {};
