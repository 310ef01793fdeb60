import { clsx } from 'clsx';
import type { ButtonHTMLAttributes } from 'react';
import type { IconComponent } from './svg-icon';

interface IconButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children' | 'type'> {
  icon: IconComponent;
  /** The button's name: read by screen readers, said by speech input, never shown. */
  label: string;
}

/** A button that shows only an icon (previous, next, close). The caller gives its shape and colours. */
export function IconButton({ icon: Icon, label, className, ...props }: IconButtonProps) {
  return (
    <button type="button" className={clsx('inline-flex h-10 w-10 items-center justify-center', className)} {...props}>
      <Icon className="h-5 w-5" />
      <span className="sr-only">{label}</span>
    </button>
  );
}
