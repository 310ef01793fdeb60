import { useTranslation } from 'react-i18next';
import type { Route } from './+types/($lang).services._index';
import { Container, PageHero } from '~/components/ui/page-hero';
import { Icon } from '~/components/ui/icons';
import { LangLink } from '~/components/ui/lang-link';
import { serviceCategories, servicesIn } from '~/data/services';
import type { RouteHandle } from '~/i18n/i18n';
import { pageLoaders } from '~/lib/route-loaders';
import { catalogueHead } from '~/seo/page-meta';
import { PartHeading } from '~/components/ui/section';

export const handle = { i18n: ['services'], hydrate: false } satisfies RouteHandle;
export const meta: Route.MetaFunction = ({ location }) => catalogueHead(location.pathname, 'services', 'index.meta');
const page = pageLoaders(handle);
export const loader = page.loader;
export const clientLoader = page.clientLoader;

export default function ServicesIndex() {
  const { t } = useTranslation('services');
  return (
    <>
      <PageHero eyebrow={t('index.hero.eyebrow')} title={t('index.hero.title')} intro={t('index.hero.intro')} />
      <Container className="space-y-14 py-16">
        {serviceCategories.map((category) => (
          <section key={category} aria-labelledby={`cat-${category}`}>
            <PartHeading id={`cat-${category}`}>{t(`serviceCategories.${category}`)}</PartHeading>
            <p className="text-muted mt-2 max-w-3xl">{t(`index.categories.${category}`)}</p>
            <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {servicesIn(category).map((s) => (
                <li key={s.slug} className="min-w-0">
                  <LangLink
                    to={`/services/${s.slug}`}
                    className="group border-border bg-bg hover:border-accent hover:shadow-card flex h-full flex-col rounded-2xl border p-6"
                  >
                    <span className="bg-accent-soft text-accent flex h-11 w-11 items-center justify-center rounded-xl">
                      <Icon name={s.icon} className="h-5 w-5" />
                    </span>
                    <span className="group-hover:text-accent mt-4 text-lg font-semibold">{t(`serviceNames.${s.slug}`)}</span>
                    <span className="text-muted mt-2 text-sm">{t(`pages.${s.slug}.subtitle`)}</span>
                  </LangLink>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </Container>
    </>
  );
}
