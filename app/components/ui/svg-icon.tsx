import type { SVGProps } from 'react';

type IconProps = SVGProps<SVGSVGElement>;
export type IconComponent = (props: IconProps) => React.JSX.Element;

/**
 * A 24x24 stroke icon from its SVG markup (the shapes only; see lucide.ts).
 * Decorative by default (aria-hidden); pass aria-hidden={false} and a label to override.
 */
export function svgIcon(markup: string): IconComponent {
  return function Icon(props: IconProps) {
    return (
      <svg
        xmlns="http://www.w3.org/2000/svg"
        width={24}
        height={24}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        focusable="false"
        {...props}
        dangerouslySetInnerHTML={{ __html: markup }}
      />
    );
  };
}
