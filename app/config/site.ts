import type { SiteConfig } from './site.schema';

/** The validated site configuration, injected at build time by vite.config.ts. */
export const site: SiteConfig = __SITE_CONFIG__;
