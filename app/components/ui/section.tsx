import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { Container } from './page-hero';

/** A band of a page, named by its heading (`labelledBy`): full width for its background, its content in the page's column. */
export function Band({
  labelledBy,
  className,
  width,
  inner,
  children,
}: {
  labelledBy: string;
  className?: string;
  width?: Parameters<typeof Container>[0]['width'];
  /** Classes of the column: its grid, its padding. */
  inner?: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={labelledBy} className={className}>
      <Container width={width} className={inner}>
        {children}
      </Container>
    </section>
  );
}

/** A page section with an eyebrow, a heading (h2) and an optional introduction. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  intro,
  center = false,
}: {
  id?: string;
  eyebrow?: ReactNode;
  title: ReactNode;
  intro?: ReactNode;
  center?: boolean;
}) {
  return (
    <div className={clsx('max-w-3xl', center && 'mx-auto text-center')}>
      {eyebrow && <p className="text-accent mb-3 text-sm font-semibold tracking-wider uppercase">{eyebrow}</p>}
      <h2 id={id} className="font-heading text-3xl tracking-tight sm:text-4xl">
        {title}
      </h2>
      {intro && <p className="text-muted mt-4 text-lg">{intro}</p>}
    </div>
  );
}

/** A part of a page under its section's heading (a legal section, a job's responsibilities, a list of jobs): an h2. */
export function PartHeading({ id, children }: { id: string; children: ReactNode }) {
  return (
    <h2 id={id} className="font-heading text-2xl">
      {children}
    </h2>
  );
}

/** A bullet list from a catalogue array. */
export function BulletList({ items, className = '' }: { items: readonly string[]; className?: string }) {
  return (
    <ul className={clsx('space-y-2.5', className)}>
      {items.map((item) => (
        <li key={item} className="flex min-w-0 gap-3">
          <span className="bg-accent mt-2.5 h-1.5 w-1.5 shrink-0 rounded-full" aria-hidden="true" />
          <span className="min-w-0">{item}</span>
        </li>
      ))}
    </ul>
  );
}
