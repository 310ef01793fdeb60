import type { ReactNode } from 'react';

/** Words for screen readers only, read politely when they change (and not before: it starts empty). */
export function Announcer({ children, testId }: { children: ReactNode; testId?: string }) {
  return (
    <p className="sr-only" aria-live="polite" aria-atomic="true" data-testid={testId}>
      {children}
    </p>
  );
}
