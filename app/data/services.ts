/** What the site draws for a service, for owners to choose from; the services themselves are content. */
export const serviceCategories = ['infrastructure', 'development', 'security'] as const;
export type ServiceCategory = (typeof serviceCategories)[number];

/** The deliverables' icons, by their Lucide names. */
export const deliverableIcons = [
  'activity',
  'app-window',
  'archive-restore',
  'arrow-right-left',
  'bandage',
  'book-bookmark',
  'bot',
  'brain-circuit',
  'brick-wall',
  'bug',
  'cable',
  'calendar-check',
  'chart-pie',
  'clipboard-list',
  'cloud',
  'cloud-cog',
  'cloud-upload',
  'contact',
  'cpu',
  'database-backup',
  'database-zap',
  'file-search',
  'file-text',
  'folder-sync',
  'gauge',
  'globe',
  'graduation-cap',
  'handshake',
  'hard-drive',
  'hard-drive-upload',
  'infinity',
  'key-round',
  'laptop',
  'layers-2',
  'life-buoy',
  'lock',
  'mail',
  'map-pin-check',
  'message-square-more',
  'milestone',
  'monitor-cloud',
  'phone-call',
  'printer',
  'radar',
  'router',
  'scale',
  'scan-barcode',
  'scan-eye',
  'server',
  'server-cog',
  'shield-alert',
  'smartphone',
  'sparkles',
  'square-code',
  'stethoscope',
  'tags',
  'truck',
  'users',
  'video',
  'warehouse',
  'webhook',
  'wifi',
  'workflow',
] as const;
export type DeliverableIcon = (typeof deliverableIcons)[number];

export const DELIVERABLE_SPRITE = '/art/deliverables.svg';

export const otherEnquiries = ['general', 'other'] as const;

/** Services as the menus and the services page group them: each category that has one, in the categories' order. */
export const inCategories = <S extends { category: ServiceCategory }>(services: readonly S[]) =>
  serviceCategories.map((category) => [category, services.filter((s) => s.category === category)] as const).filter(([, list]) => list.length > 0);
