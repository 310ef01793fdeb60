/** Icons by name, so typed data modules can name an icon without importing components. */
import type { SVGProps } from 'react';
import brandSprite from './brand.svg?no-inline';
import brandMarkup from './brand.svg?raw';
import {
  ArchiveRestore,
  Bot,
  ChartColumn,
  Cloud,
  CodeXml,
  Compass,
  Globe,
  GraduationCap,
  Headset,
  MessagesSquare,
  MonitorCog,
  PackageCheck,
  Server,
  ShieldCheck,
} from './lucide';
import type { IconName } from '~/data/icons';
import { SpriteSvg } from './svg-icon';
import type { IconComponent } from './svg-icon';

const icons = {
  server: Server,
  cloud: Cloud,
  backup: ArchiveRestore,
  shield: ShieldCheck,
  code: CodeXml,
  package: PackageCheck,
  chart: ChartColumn,
  compass: Compass,
  headset: Headset,
  monitor: MonitorCog,
  messages: MessagesSquare,
  bot: Bot,
  globe: Globe,
  training: GraduationCap,
} satisfies Record<IconName, IconComponent>;

export function Icon({ name, ...props }: { name: IconName } & SVGProps<SVGSVGElement>) {
  const Component = icons[name];
  return <Component aria-hidden="true" {...props} />;
}

type BrandName = 'linkedin' | 'instagram' | 'facebook' | 'twitter' | 'whatsapp';
const glyphs = Object.fromEntries([...brandMarkup.matchAll(/<symbol id="([a-z]+)"[^>]*>(.*?)<\/symbol>/g)].map((m) => [m[1], m[2]]));

/** A brand glyph in the text colour, 20 px unless sized; drawn in place or used from brand.svg like the stroke icons. */
const brand = (name: BrandName) =>
  function BrandIcon(props: Omit<SVGProps<SVGSVGElement>, 'name'>) {
    return <Glyph name={name} viewBox="0 0 24 24" width={20} height={20} fill="currentColor" {...props} />;
  };

/** A decorative symbol of brand.svg (brand glyphs, the logo's mark): in place in the first screen, a `<use>` elsewhere. */
export function Glyph({ name, ...props }: { name: BrandName | 'logo' } & Omit<SVGProps<SVGSVGElement>, 'name'>) {
  return <SpriteSvg markup={glyphs[name]!} href={`${brandSprite}#${name}`} aria-hidden {...props} />;
}

export const brandIcons = {
  linkedin: brand('linkedin'),
  instagram: brand('instagram'),
  facebook: brand('facebook'),
  twitter: brand('twitter'),
  whatsapp: brand('whatsapp'),
} satisfies Record<BrandName, unknown>;
