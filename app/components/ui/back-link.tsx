import { ArrowLeft } from '~/components/ui/lucide';
import type { ReactNode } from 'react';
import { LangLink } from './lang-link';

/** "Back to …" at the top of a detail page. */
export function BackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <LangLink to={to} className="text-accent inline-flex items-center gap-1.5 text-sm font-semibold hover:underline">
      <ArrowLeft className="h-4 w-4" aria-hidden="true" />
      {children}
    </LangLink>
  );
}
