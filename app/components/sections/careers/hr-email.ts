import { unbundledSite } from '~/config/site';

/** Where applications go: a constant of the careers pages' own (`siteDefines`), not of every page's shell. */
export const hrEmail = typeof __SITE_HR_EMAIL__ !== 'undefined' ? __SITE_HR_EMAIL__ : unbundledSite().hrEmail;
