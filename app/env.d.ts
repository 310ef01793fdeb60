import type { SiteConfig } from './config/site.schema';

declare global {
  /** Injected by vite.config.ts from the validated environment. */
  const __SITE_CONFIG__: SiteConfig;
  /** Content hash of public/locales, to version catalogue URLs. */
  const __LOCALES_VERSION__: string;
}
export {};
