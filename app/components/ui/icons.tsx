/**
 * Icons by name, so typed data modules can name an icon without importing
 * components. Lucide icons come from lucide.ts (scripts/generate/icons.ts); the brand
 * glyphs (which Lucide no longer ships) are drawn here.
 */
import type { SVGProps } from 'react';
import { ArchiveRestore, ChartColumn, Cloud, CodeXml, Compass, Headset, MessagesSquare, MonitorCog, PackageCheck, Server, ShieldCheck } from './lucide';
import type { IconName } from '~/data/icons';
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
} satisfies Record<IconName, IconComponent>;

export function Icon({ name, ...props }: { name: IconName } & SVGProps<SVGSVGElement>) {
  const Component = icons[name];
  return <Component aria-hidden="true" {...props} />;
}

type BrandProps = SVGProps<SVGSVGElement>;
const brand = (children: React.ReactNode) =>
  function BrandIcon(props: BrandProps) {
    return (
      <svg viewBox="0 0 24 24" width="20" height="20" fill="currentColor" aria-hidden="true" focusable="false" {...props}>
        {children}
      </svg>
    );
  };

export const brandIcons = {
  linkedin: brand(
    <>
      <rect x="2" y="2" width="20" height="20" rx="4" />
      <path
        d="M6.5 10h2.2v7.5H6.5zM7.6 6.3a1.3 1.3 0 1 1 0 2.6 1.3 1.3 0 0 1 0-2.6zM10.6 10h2.1v1.1c.4-.7 1.3-1.3 2.6-1.3 2.3 0 2.9 1.4 2.9 3.4v4.3H16v-3.9c0-1-.2-1.9-1.3-1.9s-1.8.8-1.8 1.9v3.9h-2.3z"
        fill="var(--bg)"
      />
    </>,
  ),
  instagram: brand(
    <path d="M7 2h10a5 5 0 0 1 5 5v10a5 5 0 0 1-5 5H7a5 5 0 0 1-5-5V7a5 5 0 0 1 5-5zm0 2a3 3 0 0 0-3 3v10a3 3 0 0 0 3 3h10a3 3 0 0 0 3-3V7a3 3 0 0 0-3-3zm5 3.5a4.5 4.5 0 1 1 0 9 4.5 4.5 0 0 1 0-9zm0 2a2.5 2.5 0 1 0 0 5 2.5 2.5 0 0 0 0-5zM17.3 5.5a1.2 1.2 0 1 1 0 2.4 1.2 1.2 0 0 1 0-2.4z" />,
  ),
  facebook: brand(<path d="M13.5 22v-8.2h2.8l.4-3.3h-3.2V8.4c0-.9.3-1.6 1.6-1.6h1.7V3.9a22 22 0 0 0-2.5-.1c-2.5 0-4.2 1.5-4.2 4.3v2.4H7.3v3.3h2.8V22z" />),
  twitter: brand(<path d="M17.8 3h3.1l-6.8 7.7L22 21h-6.2l-4.9-6.3L5.3 21H2.2l7.3-8.3L2 3h6.4l4.4 5.8zm-1.1 16.2h1.7L7.4 4.7H5.6z" />),
  whatsapp: brand(
    <path d="M12 2a10 10 0 0 0-8.6 15.1L2 22l5-1.3A10 10 0 1 0 12 2zm0 18.2c-1.6 0-3.1-.4-4.4-1.2l-.3-.2-3 .8.8-2.9-.2-.3A8.2 8.2 0 1 1 12 20.2zm4.5-6.1c-.2-.1-1.5-.7-1.7-.8-.2-.1-.4-.1-.6.1l-.8 1c-.1.2-.3.2-.5.1a6.7 6.7 0 0 1-3.3-2.9c-.3-.4.3-.4.7-1.3.1-.2 0-.3 0-.4l-.8-1.8c-.2-.5-.4-.4-.6-.4h-.5c-.2 0-.4.1-.7.3-.2.3-.9.9-.9 2.2s.9 2.5 1 2.7c.1.2 1.8 2.8 4.4 3.9 1.6.7 2.3.8 3.1.6.5-.1 1.5-.6 1.7-1.2.2-.6.2-1.1.2-1.2-.1-.1-.3-.2-.5-.3z" />,
  ),
};
