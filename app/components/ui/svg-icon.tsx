import { clsx } from 'clsx';
import { createContext, useContext } from 'react';
import type { SVGProps } from 'react';
import sprite from './icons.svg?no-inline';

type IconProps = SVGProps<SVGSVGElement>;
export type IconComponent = (props: IconProps) => React.JSX.Element;

/**
 * Whether icons draw their shapes in the page's markup: the first screen does, so the first paint has them; elsewhere
 * an icon is a `<use>` of the one cached sprite file (decision 024).
 */
export const InlineIcons = createContext(false);

/** A stroke icon (the shapes only; its look is the `.icon` rule in app/styles/app.css). Decorative unless given aria-hidden={false} and a label. */
export function svgIcon(id: number, markup: string): IconComponent {
  return function Icon({ className, ...props }: IconProps) {
    return <SpriteSvg markup={markup} href={`${sprite}#i${id}`} viewBox="0 0 24 24" aria-hidden {...props} className={clsx('icon', className)} />;
  };
}

export function SpriteSvg({ markup, href, ...props }: { markup: string; href: string } & IconProps) {
  return useContext(InlineIcons) ? (
    <svg {...props} dangerouslySetInnerHTML={{ __html: markup }} />
  ) : (
    <svg {...props}>
      <use href={href} />
    </svg>
  );
}
