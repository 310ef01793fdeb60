import { useTranslation } from 'react-i18next';
import { LangLink } from '~/components/ui/lang-link';
import { projects } from '~/data/projects';

/** Cards of the listed projects, each linking to its case study. */
export function ProjectList() {
  const { t } = useTranslation('projects');
  return (
    <ul className="grid gap-6 sm:grid-cols-2">
      {projects
        .filter((p) => p.listed)
        .map((p) => (
          <li key={p.slug} data-category={p.category}>
            <LangLink to={`/projects/${p.slug}`} className="group flex h-full flex-col rounded-2xl border border-border bg-bg p-6 hover:border-accent hover:shadow-card">
              <span className="text-xs font-semibold uppercase tracking-wider text-accent">{t(`categories.${p.category}`)}</span>
              <span className="mt-2 text-xl font-semibold group-hover:text-accent">{t(`common:projectNames.${p.slug}`)}</span>
              <span className="mt-2 text-sm text-muted">{t(`items.${p.slug}.subtitle`)}</span>
              <span className="mt-4 text-xs text-muted">{p.year}</span>
            </LangLink>
          </li>
        ))}
    </ul>
  );
}
