import { ChevronDown } from '~/components/ui/lucide';
import type { ReactNode } from 'react';

/** An accordion item: a native <details> whose `name` makes its group exclusive; keyboard and no-JavaScript use come with it. */
export function AccordionItem({
  group,
  title,
  icon,
  open = false,
  children,
  id,
}: {
  group: string;
  title: ReactNode;
  icon?: ReactNode;
  open?: boolean;
  children: ReactNode;
  id?: string;
}) {
  return (
    <details name={group} open={open} id={id} className="accordion group border-border bg-bg open:border-accent/50 open:shadow-card rounded-2xl border">
      <summary className="hover:bg-surface flex cursor-pointer items-center gap-4 rounded-2xl p-5">
        {icon && <span className="bg-accent-soft text-accent flex h-10 w-10 shrink-0 items-center justify-center rounded-xl">{icon}</span>}
        <span className="min-w-0 flex-1 text-lg font-semibold">{title}</span>
        <ChevronDown className="text-muted h-5 w-5 shrink-0 transition-transform duration-300 group-open:rotate-180" aria-hidden="true" />
      </summary>
      <div className="px-5 pb-6">{children}</div>
    </details>
  );
}
