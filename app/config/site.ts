import { loadSiteConfig } from './site.schema';
import type { SiteConfig } from './site.schema';

/**
 * The validated site configuration. Bundles get it injected at build time by
 * vite.config.ts; tools that load modules without Vite (the React Router
 * config loader) validate the process environment themselves.
 */
export const site: SiteConfig = typeof __SITE_CONFIG__ !== 'undefined' ? __SITE_CONFIG__ : loadSiteConfig(process.env);
