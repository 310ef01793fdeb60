/**
 * Facts the tests hold the site to, written out from the specification rather than read from the app's
 * data modules, so a wrong data module fails the tests instead of passing them.
 */

/** The eleven service slugs, in the specification's (and the menus') order. */
export const SERVICE_SLUGS = [
  'infrastructure-services',
  'cloud-services',
  'backup-and-disaster-recovery',
  'cybersecurity-services',
  'software-development',
  'hardware-and-software-procurement',
  'data-services',
  'it-consulting-and-strategy',
  'it-support-and-helpdesk',
  'managed-it-services',
  'communication-and-collaboration-tools',
] as const;
