import facts from '../data/content/company.json' with { type: 'json' };
import type { CompanyFacts } from '../data/collections/company';
import { loadSiteConfig } from './site.schema';
import type { ShellSite } from './site.schema';

/** The whole configuration, for modules loaded without Vite (the React Router config loader). */
export const unbundledSite = () => loadSiteConfig(process.env, facts as CompanyFacts);

/** The validated configuration every page's shell knows; bundles get it injected at build time by vite.config.ts. */
export const site: ShellSite = typeof __SITE_CONFIG__ !== 'undefined' ? __SITE_CONFIG__ : unbundledSite();
