/** A service page's sections: the hero with the two next steps, what we deliver, and related case studies. */
import { useTranslation } from 'react-i18next';
import { AccordionItem } from '~/components/ui/accordion';
import { CARD_SIZES, ResponsiveImage } from '~/components/ui/art';
import { buttonStyles } from '~/components/ui/button';
import { Icon } from '~/components/ui/icons';
import { LangLink } from '~/components/ui/lang-link';
import { ArrowRight, Check } from '~/components/ui/lucide';
import { Container, FirstScreen } from '~/components/ui/page-hero';
import { BookCallButton } from '~/components/ui/scheduler';
import { SectionHeading } from '~/components/ui/section';
import type { ItemPage, ProjectCard } from '~/data/published';
import { DELIVERABLE_SPRITE } from '~/data/services';

type Service = Pick<ItemPage<'services'>, 'slug' | 'category' | 'icon' | 'title' | 'formValue' | 'icons' | 'picture' | 'text'>;

export function ServiceHero({ service }: { service: Service }) {
  const { t } = useTranslation('services');
  return (
    <FirstScreen className="border-border bg-surface border-b">
      <Container className="grid items-center gap-10 py-14 md:py-20 lg:grid-cols-[1.1fr_1fr]">
        <div>
          <p className="text-accent mb-3 inline-flex items-center gap-2 text-sm font-semibold tracking-wider uppercase">
            <Icon name={service.icon} className="h-4 w-4" />
            <LangLink to="/services" className="hover:underline">
              {t('nav.services')}
            </LangLink>
            <span aria-hidden="true">/</span>
            {t(`serviceCategories.${service.category}`)}
          </p>
          <h1 className="font-heading text-3xl tracking-tight sm:text-5xl">{service.title}</h1>
          <p className="text-muted mt-5 text-xl">{service.text.subtitle}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            <BookCallButton className={buttonStyles.primary} />
            <LangLink to={`/contactus?service=${service.formValue}`} className={buttonStyles.secondary}>
              {t('cta.message')}
            </LangLink>
          </div>
        </div>
        <ResponsiveImage picture={service.picture} eager className="w-full rounded-2xl" />
      </Container>
    </FirstScreen>
  );
}

/** What the service delivers: its introduction, and its deliverables as an accordion. */
export function ServiceDeliverables({ service }: { service: Service }) {
  const { t } = useTranslation('services');
  const { introduction, deliverables } = service.text;
  return (
    <Container className="py-16">
      {introduction && <p className="mb-14 max-w-3xl text-lg leading-relaxed">{introduction}</p>}
      <div>
        <SectionHeading id="items-title" title={t('itemsTitle')} intro={t('itemsIntro')} />
        <div className="mt-8 space-y-3" data-testid="service-accordion">
          {deliverables.map((item, i) => (
            <AccordionItem
              key={item.title}
              group={`service-${service.slug}`}
              open={i === 0}
              // From the deliverables' sprite, so no icon code is in the page; an entry naming none shows the service's own.
              icon={
                service.icons[i] ? (
                  <svg aria-hidden="true" className="size-5">
                    <use href={`${DELIVERABLE_SPRITE}#${service.icons[i]}`} />
                  </svg>
                ) : (
                  <Icon name={service.icon} className="size-5" />
                )
              }
              title={item.title}
            >
              <p className="text-muted">{item.description}</p>
              <ul className="mt-4 grid gap-2 sm:grid-cols-2">
                {item.details.map((d) => (
                  <li key={d} className="flex gap-2 text-sm">
                    <Check className="text-signal mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
                    {d}
                  </li>
                ))}
              </ul>
            </AccordionItem>
          ))}
        </div>
      </div>
    </Container>
  );
}

/** The case studies that name this service (`servicePages` in their facts). */
export function RelatedProjects({ related }: { related: readonly ProjectCard[] }) {
  const { t } = useTranslation('services');
  if (related.length === 0) return null;
  return (
    <Container className="pb-16">
      <SectionHeading id="related-title" title={t('related.title')} intro={t('related.intro')} />
      <ul className="mt-8 grid gap-6 md:grid-cols-3">
        {related.map((p) => (
          <li key={p.slug} className="group border-border bg-bg relative overflow-hidden rounded-2xl border">
            <ResponsiveImage picture={p.picture} sizes={CARD_SIZES} className="aspect-[16/10] w-full" />
            <div className="p-5">
              <h3 className="text-lg font-semibold">
                <LangLink to={`/projects/${p.slug}`} className="group-hover:text-accent after:absolute after:inset-0">
                  {p.title}
                </LangLink>
              </h3>
              <p className="text-accent mt-2 inline-flex items-center gap-1 text-sm font-semibold">
                {t('related.view')}
                <ArrowRight className="h-4 w-4" aria-hidden="true" />
              </p>
            </div>
          </li>
        ))}
      </ul>
    </Container>
  );
}
