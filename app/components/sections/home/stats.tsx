import { useTranslation } from 'react-i18next';
import { useSite } from '~/config/facts';

/** The company's three figures with their labels, in the current language (home counter, about hero). */
export function useCompanyStats() {
  const site = useSite();
  const { t } = useTranslation();
  return (['years', 'projects', 'team'] as const).map((key) => ({ value: site[key], label: t(`stats.${key}`) }));
}

/** The counter: years of experience, projects completed, team members (the company's facts). */
export function Stats() {
  const { t } = useTranslation(['common', 'home']);
  const items = useCompanyStats();
  return (
    <section aria-labelledby="stats-title" className="border-border border-b">
      <h2 id="stats-title" className="sr-only">
        {t('home:stats.title')}
      </h2>
      <dl className="divide-border mx-auto grid max-w-7xl grid-cols-3 divide-x px-4 sm:px-6">
        {items.map((s) => (
          <div key={s.label} className="flex flex-col-reverse items-center justify-end gap-1 px-2 py-8 text-center sm:py-10">
            <dt className="text-muted text-xs min-[380px]:text-sm sm:text-base">{s.label}</dt>
            <dd className="text-accent font-heading text-2xl tracking-tight min-[380px]:text-3xl sm:text-5xl">{s.value}+</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
