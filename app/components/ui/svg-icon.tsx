import { clsx } from 'clsx';
import { createContext, useContext } from 'react';
import type { SVGProps } from 'react';
import sprite from './icons.svg?no-inline';

type IconProps = SVGProps<SVGSVGElement>;
export type IconComponent = (props: IconProps) => React.JSX.Element;

/**
 * Whether icons draw their shapes in the page's own markup (true) or point into the shared sprite file (false,
 * the default). The first screen (the header and each page's top section) draws its own, so the first paint has
 * every icon it shows; everywhere else an icon is a `<use>` of `icons.svg`, one cached file for the whole site,
 * which keeps the icons' path data out of every page's HTML (decision 024).
 */
export const InlineIcons = createContext(false);

/**
 * A 24x24 stroke icon (the shapes only; see lucide.ts and icons.svg, both written by scripts/generate/icons.ts).
 * Its look (24 px unless a size utility says otherwise, no fill, a 2 px round stroke in the text colour) is
 * the `.icon` rule in app.css, written once rather than as attributes on each of the dozens of icons in a
 * page's HTML; a `<use>` inherits it. Decorative by default (aria-hidden); pass aria-hidden={false} and a
 * label to override.
 */
export function svgIcon(id: number, markup: string): IconComponent {
  return function Icon({ className, ...props }: IconProps) {
    return <SpriteSvg markup={markup} href={`${sprite}#i${id}`} viewBox="0 0 24 24" aria-hidden {...props} className={clsx('icon', className)} />;
  };
}

/** One symbol of a sprite file (`href`, `file#id`): its shapes (`markup`) in place under `InlineIcons`, a `<use>` of it elsewhere. */
export function SpriteSvg({ markup, href, ...props }: { markup: string; href: string } & IconProps) {
  return useContext(InlineIcons) ? (
    <svg {...props} dangerouslySetInnerHTML={{ __html: markup }} />
  ) : (
    <svg {...props}>
      <use href={href} />
    </svg>
  );
}
