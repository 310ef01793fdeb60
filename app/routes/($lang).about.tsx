import { useTranslation } from 'react-i18next';
import type { Route } from './+types/($lang).about';
import { buttonStyles } from '~/components/ui/button';
import { PageHero } from '~/components/ui/page-hero';
import { BookCallButton } from '~/components/ui/scheduler';
import { company } from '~/data/company';
import type { RouteHandle } from '~/i18n/instance';
import { clientCatalogues } from '~/i18n/route-data';
import { catalogueHead } from '~/seo/page-meta';

export const handle = { i18n: ['about'] } satisfies RouteHandle;
export const meta: Route.MetaFunction = ({ location }) => catalogueHead(location.pathname, 'about', 'meta');
export const loader = () => null;
export async function clientLoader({ params }: Route.ClientLoaderArgs) {
  await clientCatalogues(params, handle.i18n);
  return null;
}

export default function About() {
  const { t } = useTranslation('about');
  const stats = [
    { value: `${company.stats.years}+`, label: t('common:stats.years') },
    { value: `${company.stats.projects}+`, label: t('common:stats.projects') },
    { value: `${company.stats.team}+`, label: t('common:stats.team') },
  ];
  return (
    <PageHero eyebrow={t('hero.eyebrow')} title={t('hero.title')} intro={t('hero.intro')}>
      <BookCallButton className={buttonStyles.primary} />
      <dl className="mt-10 grid max-w-2xl grid-cols-3 gap-6">
        {stats.map((s) => (
          <div key={s.label}>
            <dt className="text-sm text-muted">{s.label}</dt>
            <dd className="order-first text-3xl font-semibold tracking-tight text-accent">{s.value}</dd>
          </div>
        ))}
      </dl>
    </PageHero>
  );
}
