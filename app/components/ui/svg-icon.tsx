import { clsx } from 'clsx';
import type { SVGProps } from 'react';

type IconProps = SVGProps<SVGSVGElement>;
export type IconComponent = (props: IconProps) => React.JSX.Element;

/**
 * A 24x24 stroke icon from its SVG markup (the shapes only; see lucide.ts).
 * Its look (24 px unless a size utility says otherwise, no fill, a 2 px round
 * stroke in the text colour) is the `.icon` rule in app.css, written once
 * rather than as attributes on each of the dozens of icons in a page's HTML.
 * Decorative by default (aria-hidden); pass aria-hidden={false} and a label to override.
 */
export function svgIcon(markup: string): IconComponent {
  return function Icon({ className, ...props }: IconProps) {
    return <svg viewBox="0 0 24 24" aria-hidden="true" {...props} className={clsx('icon', className)} dangerouslySetInnerHTML={{ __html: markup }} />;
  };
}
