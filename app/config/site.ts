import facts from '../data/content/company.json' with { type: 'json' };
import type { CompanyFacts } from '../data/collections/company';
import { loadSiteConfig } from './site.schema';
import type { ShellSite } from './site.schema';

/**
 * The whole configuration, for modules loaded without Vite (the React Router config loader): the process
 * environment and the facts file. In a bundle, each `typeof __SITE_…__` test is decided at build time and this
 * is left out.
 */
export const unbundledSite = () => loadSiteConfig(process.env, facts as CompanyFacts);

/**
 * The validated site configuration every page's shell knows. Bundles get it injected at build time by
 * vite.config.ts (the facts checked there: scripts/build/build-env.ts); the facts only some pages show are
 * injected apart (`siteDefines`) and read where they are shown.
 */
export const site: ShellSite = typeof __SITE_CONFIG__ !== 'undefined' ? __SITE_CONFIG__ : unbundledSite();
