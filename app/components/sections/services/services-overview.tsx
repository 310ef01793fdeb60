/** The services page: its heading, then each category with its words and its services' cards. */
import { useTranslation } from 'react-i18next';
import { Icon } from '~/components/ui/icons';
import { LangLink } from '~/components/ui/lang-link';
import { Container, PageHero } from '~/components/ui/page-hero';
import { PartHeading } from '~/components/ui/section';
import type { ServiceCard } from '~/data/published';
import { inCategories } from '~/data/services';

export function ServicesOverview({ services }: { services: readonly Omit<ServiceCard, 'picture'>[] }) {
  const { t } = useTranslation('services');
  return (
    <>
      <PageHero eyebrow={t('index.hero.eyebrow')} title={t('index.hero.title')} intro={t('index.hero.intro')} />
      <Container className="space-y-14 py-16">
        {inCategories(services).map(([category, list]) => (
          <section key={category} aria-labelledby={`cat-${category}`}>
            <PartHeading id={`cat-${category}`}>{t(`serviceCategories.${category}`)}</PartHeading>
            <p className="text-muted mt-2 max-w-3xl">{t(`index.categories.${category}`)}</p>
            <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {list.map((s) => (
                <li key={s.slug} className="min-w-0">
                  <LangLink
                    to={`/services/${s.slug}`}
                    className="group border-border bg-bg hover:border-accent hover:shadow-card flex h-full flex-col rounded-2xl border p-6"
                  >
                    <span className="bg-accent-soft text-accent flex h-11 w-11 items-center justify-center rounded-xl">
                      <Icon name={s.icon} className="h-5 w-5" />
                    </span>
                    <span className="group-hover:text-accent mt-4 text-lg font-semibold">{s.title}</span>
                    <span className="text-muted mt-2 text-sm">{s.subtitle}</span>
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
