/** The names data modules may give an icon (rendered by `Icon` in app/components/ui/icons.tsx); a service's icon is one of them. */
export const iconNames = [
  'server',
  'cloud',
  'backup',
  'shield',
  'code',
  'package',
  'chart',
  'compass',
  'headset',
  'monitor',
  'messages',
  'bot',
  'globe',
  'training',
] as const;
export type IconName = (typeof iconNames)[number];

/** Each icon's Lucide name: the shape `Icon` draws, and the one a service's generated illustration shows. */
export const iconGlyphs: Record<IconName, string> = {
  server: 'server',
  cloud: 'cloud',
  backup: 'archive-restore',
  shield: 'shield-check',
  code: 'code-xml',
  package: 'package-check',
  chart: 'chart-column',
  compass: 'compass',
  headset: 'headset',
  monitor: 'monitor-cog',
  messages: 'messages-square',
  bot: 'bot',
  globe: 'globe',
  training: 'graduation-cap',
};
