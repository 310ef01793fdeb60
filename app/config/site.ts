import facts from '../data/content/company.json' with { type: 'json' };
import type { CompanyFacts } from '../data/collections/company';
import { loadSiteConfig } from './site.schema';
import type { SiteConfig } from './site.schema';

/**
 * The validated site configuration. Bundles get it injected at build time by
 * vite.config.ts (the facts checked there: app/config/build-env.ts); tools that load modules without Vite
 * (the React Router config loader) read the process environment and the facts file themselves.
 */
export const site: SiteConfig = typeof __SITE_CONFIG__ !== 'undefined' ? __SITE_CONFIG__ : loadSiteConfig(process.env, facts as CompanyFacts);
