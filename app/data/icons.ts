/** The names data modules may give an icon (rendered by `Icon` in components/ui/icons.tsx). */
const iconNames = ['server', 'cloud', 'backup', 'shield', 'code', 'package', 'chart', 'compass', 'headset', 'monitor', 'messages'] as const;
export type IconName = (typeof iconNames)[number];
