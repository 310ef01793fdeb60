/**
 * The eleven services: slug (URL), mega-menu category, icon, the value the
 * contact form uses for it, and the icons its deliverables may show (spec
 * section 2, "Service detail pages"). Text lives in the `services`
 * catalogue under `pages.{slug}`; the deliverables are a list there
 * (`pages.{slug}.items`), the owners' to change, each English entry naming
 * one of these icons (`icon`).
 */
import type { IconName } from './icons';

export const serviceCategories = ['infrastructure', 'development', 'security'] as const;
export type ServiceCategory = (typeof serviceCategories)[number];

interface ServiceFacts {
  slug: string;
  category: ServiceCategory;
  icon: IconName;
  /** Value of the contact form's service option (spec section 5). */
  formValue: string;
  /** The symbols of its deliverables' sprite (public/art/deliverables/{slug}.svg, scripts/generate/art/deliverables.ts). */
  icons: readonly string[];
}

export const services = [
  {
    slug: 'infrastructure-services',
    category: 'infrastructure',
    icon: 'server',
    formValue: 'infrastructure-services',
    icons: ['server', 'network', 'storage', 'virtualization', 'relocation'],
  },
  { slug: 'cloud-services', category: 'infrastructure', icon: 'cloud', formValue: 'cloud-services', icons: ['migration', 'hosting', 'storage', 'saas', 'vdi'] },
  {
    slug: 'backup-and-disaster-recovery',
    category: 'security',
    icon: 'backup',
    formValue: 'backup-disaster-recovery',
    icons: ['backups', 'recovery', 'continuity', 'hybrid'],
  },
  {
    slug: 'cybersecurity-services',
    category: 'security',
    icon: 'shield',
    formValue: 'cybersecurity-services',
    icons: ['threat', 'firewall', 'audit', 'soc', 'pentest', 'compliance'],
  },
  {
    slug: 'software-development',
    category: 'development',
    icon: 'code',
    formValue: 'software-development',
    icons: ['development', 'api', 'mobile', 'crm', 'devops'],
  },
  {
    slug: 'hardware-and-software-procurement',
    category: 'infrastructure',
    icon: 'package',
    formValue: 'hardware-software-procurement',
    icons: ['licensing', 'vendor', 'asset'],
  },
  {
    slug: 'data-services',
    category: 'development',
    icon: 'chart',
    formValue: 'data-services',
    icons: ['analytics', 'bigdata', 'warehouse', 'migration', 'governance'],
  },
  {
    slug: 'it-consulting-and-strategy',
    category: 'development',
    icon: 'compass',
    formValue: 'it-consulting-strategy',
    icons: ['assessment', 'transformation', 'roadmap', 'cloud', 'continuity'],
  },
  {
    slug: 'it-support-and-helpdesk',
    category: 'infrastructure',
    icon: 'headset',
    formValue: 'it-support-helpdesk',
    icons: ['onsite', 'device', 'software', 'asset'],
  },
  {
    slug: 'managed-it-services',
    category: 'infrastructure',
    icon: 'monitor',
    formValue: 'managed-it-services',
    icons: ['monitoring', 'helpdesk', 'network', 'patch', 'infrastructure'],
  },
  {
    slug: 'communication-and-collaboration-tools',
    category: 'infrastructure',
    icon: 'messages',
    formValue: 'communication-collaboration',
    icons: ['voip', 'ucaas', 'workspace', 'collaboration'],
  },
] as const satisfies readonly ServiceFacts[];

export type Service = (typeof services)[number];
export type ServiceSlug = Service['slug'];

export const serviceBySlug = (slug: string | undefined): Service | undefined => services.find((s) => s.slug === slug);

export const servicesIn = (category: ServiceCategory) => services.filter((s) => s.category === category);

/** The contact form's service options (spec section 5, long variant): each service, then general and other. */
export type ContactServiceOption = Service['formValue'] | 'general' | 'other';
export const contactServiceOptions: readonly ContactServiceOption[] = [...services.map((s) => s.formValue), 'general', 'other'];
export const isContactServiceOption = (value: string | null | undefined): value is ContactServiceOption =>
  (contactServiceOptions as readonly (string | null | undefined)[]).includes(value);

/**
 * The icon each deliverable of a service shows, by position: the one its English entry names, when the service's
 * sprite has it (a translation's entries follow English's, one for one).
 */
export const deliverableIcons = (service: Service, english: readonly { icon?: string }[]) =>
  english.map(({ icon }) => ((service.icons as readonly string[]).includes(icon ?? '') ? icon : undefined));
