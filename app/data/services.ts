/**
 * The eleven services: slug (URL), mega-menu category, icon, the value the
 * contact form uses for it, and the keys of its accordion items (spec
 * section 2, "Service detail pages"). Text lives in the `services`
 * catalogue under `pages.{slug}` (items under `pages.{slug}.items`).
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
  /** Accordion items, in order; keys under `services.{slug}.items`. */
  items: readonly string[];
}

export const services = [
  {
    slug: 'infrastructure-services',
    category: 'infrastructure',
    icon: 'server',
    formValue: 'infrastructure-services',
    items: ['server', 'network', 'storage', 'virtualization', 'relocation'],
  },
  { slug: 'cloud-services', category: 'infrastructure', icon: 'cloud', formValue: 'cloud-services', items: ['migration', 'hosting', 'storage', 'saas', 'vdi'] },
  {
    slug: 'backup-and-disaster-recovery',
    category: 'security',
    icon: 'backup',
    formValue: 'backup-disaster-recovery',
    items: ['backups', 'recovery', 'continuity', 'hybrid'],
  },
  {
    slug: 'cybersecurity-services',
    category: 'security',
    icon: 'shield',
    formValue: 'cybersecurity-services',
    items: ['threat', 'firewall', 'audit', 'soc', 'pentest', 'compliance'],
  },
  {
    slug: 'software-development',
    category: 'development',
    icon: 'code',
    formValue: 'software-development',
    items: ['development', 'api', 'mobile', 'crm', 'devops'],
  },
  {
    slug: 'hardware-and-software-procurement',
    category: 'infrastructure',
    icon: 'package',
    formValue: 'hardware-software-procurement',
    items: ['licensing', 'vendor', 'asset'],
  },
  {
    slug: 'data-services',
    category: 'development',
    icon: 'chart',
    formValue: 'data-services',
    items: ['analytics', 'bigdata', 'warehouse', 'migration', 'governance'],
  },
  {
    slug: 'it-consulting-and-strategy',
    category: 'development',
    icon: 'compass',
    formValue: 'it-consulting-strategy',
    items: ['assessment', 'transformation', 'roadmap', 'cloud', 'continuity'],
  },
  {
    slug: 'it-support-and-helpdesk',
    category: 'infrastructure',
    icon: 'headset',
    formValue: 'it-support-helpdesk',
    items: ['onsite', 'device', 'software', 'asset'],
  },
  {
    slug: 'managed-it-services',
    category: 'infrastructure',
    icon: 'monitor',
    formValue: 'managed-it-services',
    items: ['monitoring', 'helpdesk', 'network', 'patch', 'infrastructure'],
  },
  {
    slug: 'communication-and-collaboration-tools',
    category: 'infrastructure',
    icon: 'messages',
    formValue: 'communication-collaboration',
    items: ['voip', 'ucaas', 'workspace', 'collaboration'],
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
