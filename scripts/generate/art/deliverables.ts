/**
 * An icon for each deliverable (accordion item) of each service page, by
 * Lucide name. They are drawn into one small sprite per service,
 * public/art/deliverables/{slug}.svg, with a symbol per icon name of the service (`icons` in app/data/services.ts), and the
 * page shows them with <use>: no icon markup in the page's JavaScript
 * (adding ~50 icons to the shared icon module would grow every page's
 * start-up bundle past its budget). The types hold this table to the
 * service data: a missing or unknown item fails the type check.
 */
import type { services } from '../../../app/data/services';
import { iconNode } from '../../../app/art/icons';

type Service = (typeof services)[number];
type Table = { [S in Service as S['slug']]: Record<S['icons'][number], string> };

export const deliverableGlyphs = {
  'infrastructure-services': { server: 'server-cog', network: 'cable', storage: 'hard-drive', virtualization: 'layers-2', relocation: 'truck' },
  'cloud-services': { migration: 'cloud-upload', hosting: 'cloud-cog', storage: 'folder-sync', saas: 'app-window', vdi: 'monitor-cloud' },
  'backup-and-disaster-recovery': { backups: 'database-backup', recovery: 'archive-restore', continuity: 'clipboard-list', hybrid: 'hard-drive-upload' },
  'cybersecurity-services': { threat: 'radar', firewall: 'brick-wall', audit: 'file-search', soc: 'scan-eye', pentest: 'bug', compliance: 'scale' },
  'software-development': { development: 'square-code', api: 'webhook', mobile: 'smartphone', crm: 'contact', devops: 'infinity' },
  'hardware-and-software-procurement': { licensing: 'key-round', vendor: 'handshake', asset: 'tags' },
  'data-services': { analytics: 'chart-pie', bigdata: 'database-zap', warehouse: 'warehouse', migration: 'arrow-right-left', governance: 'book-bookmark' },
  'it-consulting-and-strategy': { assessment: 'stethoscope', transformation: 'workflow', roadmap: 'milestone', cloud: 'cloud', continuity: 'shield-alert' },
  'it-support-and-helpdesk': { onsite: 'map-pin-check', device: 'laptop', software: 'message-square-more', asset: 'scan-barcode' },
  'managed-it-services': { monitoring: 'activity', helpdesk: 'life-buoy', network: 'router', patch: 'bandage', infrastructure: 'server' },
  'communication-and-collaboration-tools': { voip: 'phone-call', ucaas: 'video', workspace: 'mail', collaboration: 'users' },
} as const satisfies Table;

/** A service's sprite: one symbol per item, stroked in the colour of the text around it. */
export function deliverableSprite(slug: keyof typeof deliverableGlyphs) {
  const symbols = Object.entries(deliverableGlyphs[slug]).map(
    ([item, name]) =>
      `<symbol id="${item}" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round">${iconNode(name)}</symbol>`,
  );
  return `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join('')}</svg>\n`;
}
