/**
 * Project cards with category filters. Every card is in the HTML and the filter only hides the others
 * (app/shell/project-filter.ts), so crawlers and visitors without JavaScript see all.
 */
import { ArrowRight } from '~/components/ui/lucide';
import { ResponsiveImage } from '~/components/ui/art';
import { LangLink } from '~/components/ui/lang-link';
import type { ProjectCard } from '~/data/published';
import { projectCategories } from '~/data/rules/projects';
import type { ProjectCategory } from '~/data/rules/projects';

type Filter = 'all' | ProjectCategory;
const filters: readonly Filter[] = ['all', ...projectCategories];

export interface ProjectGridLabels {
  filterLabel: string;
  filters: Record<Filter, string>;
  category: (c: ProjectCategory) => string;
  subtitles?: boolean;
  view: string;
}

export function ProjectGrid({
  projects,
  labels,
  headingLevel = 'h2',
}: {
  projects: readonly ProjectCard[];
  labels: ProjectGridLabels;
  headingLevel?: 'h2' | 'h3';
}) {
  const Heading = headingLevel;
  return (
    <project-filter class="block">
      <div role="group" aria-label={labels.filterLabel} className="flex flex-wrap gap-2">
        {filters.map((f) => (
          <button
            key={f}
            type="button"
            aria-pressed={f === 'all'}
            data-filter={f}
            className="border-border hover:bg-surface aria-pressed:border-accent aria-pressed:bg-accent aria-pressed:text-on-accent h-10 rounded-full border px-4 text-sm font-semibold"
          >
            {labels.filters[f]}
          </button>
        ))}
      </div>
      <ul className="mt-8 grid gap-6 sm:grid-cols-2" data-testid="project-grid">
        {projects.map((p) => (
          <li
            key={p.slug}
            data-category={p.category}
            className="group border-border bg-bg hover:border-accent hover:shadow-card relative flex flex-col overflow-hidden rounded-2xl border"
          >
            <ResponsiveImage picture={p.picture} sizes="(min-width: 1280px) 600px, (min-width: 640px) 50vw, 100vw" className="aspect-[16/10] w-full" />
            <div className="flex flex-1 flex-col p-6">
              <p className="text-accent text-xs font-semibold tracking-wider uppercase">{labels.category(p.category)}</p>
              <Heading className="mt-2 text-xl font-semibold">
                <LangLink to={`/projects/${p.slug}`} className="group-hover:text-accent after:absolute after:inset-0">
                  {p.title}
                </LangLink>
              </Heading>
              {labels.subtitles && <p className="text-muted mt-2 flex-1 text-sm">{p.subtitle}</p>}
              <p className="text-accent mt-4 inline-flex items-center gap-1 text-sm font-semibold">
                {labels.view}
                <ArrowRight className="h-4 w-4" aria-hidden="true" />
              </p>
            </div>
          </li>
        ))}
      </ul>
    </project-filter>
  );
}
