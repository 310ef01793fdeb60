import { clsx } from 'clsx';
import type { ComponentProps, ReactNode } from 'react';
import { FIRST_SCREEN_END_ID } from './first-screen-id';
import { InlineIcons } from './svg-icon';

/** The last child of every page's top section (see `FIRST_SCREEN_END_ID`). */
function FirstScreenEnd() {
  return <span id={FIRST_SCREEN_END_ID} hidden />;
}

/** A page's top section: it ends with the marker the first frame waits for, and draws its icons in place. */
export function FirstScreen({ as: Tag = 'section', children, ...props }: { as?: 'section' | 'header' } & ComponentProps<'section'>) {
  return (
    <Tag {...props}>
      <InlineIcons value>{children}</InlineIcons>
      <FirstScreenEnd />
    </Tag>
  );
}

export function PageHero({ eyebrow, title, intro, children }: { eyebrow?: ReactNode; title: ReactNode; intro?: ReactNode; children?: ReactNode }) {
  return (
    <FirstScreen className="border-border bg-surface border-b">
      <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6 md:py-20">
        {eyebrow && <p className="text-accent mb-3 text-sm font-semibold tracking-wider uppercase">{eyebrow}</p>}
        <h1 className="font-heading max-w-4xl text-3xl tracking-tight sm:text-5xl">{title}</h1>
        {intro && <p className="text-muted mt-5 max-w-3xl text-lg">{intro}</p>}
        {children && <div className="mt-8">{children}</div>}
      </div>
    </FirstScreen>
  );
}

/** Widths of a page's content column; one class each, so a width never fights another in the stylesheet's order. */
const widths = {
  page: 'max-w-7xl',
  wide: 'max-w-5xl',
  narrow: 'max-w-4xl',
  text: 'max-w-3xl',
} as const;

export function Container({ children, className, width = 'page' }: { children: ReactNode; className?: string; width?: keyof typeof widths }) {
  return <div className={clsx('mx-auto px-4 sm:px-6', widths[width], className)}>{children}</div>;
}
