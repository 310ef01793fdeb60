import { ArrowLeft, ArrowRight } from '~/components/ui/lucide';
import { LangLink } from '~/components/ui/lang-link';

interface Words {
  /** The navigation's name: "Pages of the news". */
  label: string;
  newer: string;
  older: string;
  page: (n: number) => string;
  of: (n: number, count: number) => string;
}

/** A list's pages as plain links, newest first, so every item is reached by links a crawler follows. */
export function Pagination({ page, pages, pathOf, words }: { page: number; pages: number; pathOf: (n: number) => string; words: Words }) {
  if (pages <= 1) return null;
  const step = 'border-border hover:border-accent hover:text-accent inline-flex items-center gap-2 rounded-lg border px-4 py-2 text-sm font-medium';
  return (
    <nav aria-label={words.label} className="mt-12 flex flex-wrap items-center justify-between gap-4">
      <p className="text-muted text-sm">{words.of(page, pages)}</p>
      <ul className="flex flex-wrap items-center gap-2">
        {page > 1 && (
          <li>
            <LangLink to={pathOf(page - 1)} rel="prev" className={step}>
              <ArrowLeft className="h-4 w-4" aria-hidden="true" />
              {words.newer}
            </LangLink>
          </li>
        )}
        {Array.from({ length: pages }, (_, i) => i + 1).map((n) => (
          <li key={n}>
            <LangLink
              to={pathOf(n)}
              aria-current={n === page ? 'page' : undefined}
              aria-label={words.page(n)}
              className="border-border hover:border-accent aria-[current=page]:bg-accent aria-[current=page]:text-on-accent inline-flex h-10 min-w-10 items-center justify-center rounded-lg border px-3 text-sm font-medium"
            >
              {n}
            </LangLink>
          </li>
        ))}
        {page < pages && (
          <li>
            <LangLink to={pathOf(page + 1)} rel="next" className={step}>
              {words.older}
              <ArrowRight className="h-4 w-4" aria-hidden="true" />
            </LangLink>
          </li>
        )}
      </ul>
    </nav>
  );
}
