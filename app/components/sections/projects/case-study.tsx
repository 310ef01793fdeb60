/** A case study's page: its hero with the facts, and its body. */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CARD_SIZES, CASE_STUDY_IMAGE_SIZES, ResponsiveImage } from '~/components/ui/art';
import { BackLink } from '~/components/ui/back-link';
import { ExternalLink, LangLink } from '~/components/ui/lang-link';
import { ArrowLeft, ArrowUpRight, Sparkles } from '~/components/ui/lucide';
import { Container, FirstScreen } from '~/components/ui/page-hero';
import { BulletList, SectionHeading } from '~/components/ui/section';
import type { ItemPage, ProjectCard } from '~/data/published';
import { Gallery } from './gallery';
import type { GalleryImage } from './gallery';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-muted text-xs font-semibold tracking-wider uppercase">{label}</dt>
      <dd className="mt-1 font-medium">{children}</dd>
    </div>
  );
}

export function CaseStudyHero({ project }: { project: ItemPage<'projects'> }) {
  const { t } = useTranslation('projects');
  const { text } = project;
  return (
    <FirstScreen className="border-border bg-surface border-b">
      <Container className="py-12 md:py-16">
        <BackLink to="/projects">{t('back')}</BackLink>
        <div className="mt-6 grid items-start gap-10 lg:grid-cols-[1.1fr_1fr]">
          <div>
            <p className="text-accent text-sm font-semibold tracking-wider uppercase">{t(`categories.${project.category}`)}</p>
            <h1 className="font-heading mt-2 text-3xl tracking-tight sm:text-5xl">{project.title}</h1>
            <p className="text-muted mt-5 text-xl">{text.subtitle}</p>
            <dl className="mt-8 grid gap-5 sm:grid-cols-2">
              <Fact label={t('fields.client')}>{text.client}</Fact>
              <Fact label={t('fields.year')}>{project.year}</Fact>
              <Fact label={t('fields.services')}>{text.services}</Fact>
              <Fact label={t('fields.tools')}>{text.tools.join(', ')}</Fact>
            </dl>
            {/* The page's next step is a call with us; the live product is a plain link beside the facts. */}
            {project.liveUrl && (
              <ExternalLink href={project.liveUrl} className="text-accent mt-8 inline-flex items-center gap-1.5 font-semibold hover:underline">
                {t('visit')}
                <ArrowUpRight className="h-4 w-4" aria-hidden="true" />
              </ExternalLink>
            )}
          </div>
          <ResponsiveImage picture={project.picture} eager sizes={CASE_STUDY_IMAGE_SIZES} className="w-full rounded-2xl" />
        </div>
      </Container>
    </FirstScreen>
  );
}

export function CaseStudyDetails({ project, similar }: { project: ItemPage<'projects'>; similar: readonly ProjectCard[] }) {
  const { t } = useTranslation('projects');
  const { text } = project;
  const gallery = text.gallery.map((g, i): GalleryImage => ({ ...g, picture: project.gallery[i]! }));
  const serviceCards = text.serviceCards ?? [];
  return (
    <Container className="space-y-16 py-16">
      <section aria-labelledby="overview">
        <SectionHeading id="overview" title={t('sections.overview')} />
        <div className="mt-6 max-w-3xl space-y-4 text-lg leading-relaxed">
          {text.overview.map((p) => (
            <p key={p}>{p}</p>
          ))}
        </div>
      </section>

      <section aria-labelledby="highlights">
        <SectionHeading id="highlights" title={t('sections.highlights')} />
        <ul className="mt-8 grid gap-6 md:grid-cols-3">
          {text.highlights.map((h) => (
            <li key={h.title} className="border-border bg-bg rounded-2xl border p-6">
              <Sparkles className="text-signal h-5 w-5" aria-hidden="true" />
              <h3 className="mt-3 text-lg font-semibold">{h.title}</h3>
              <p className="text-muted mt-2">{h.text}</p>
            </li>
          ))}
        </ul>
      </section>

      {serviceCards.length > 0 && (
        <section aria-labelledby="services-delivered">
          <SectionHeading id="services-delivered" title={t('sections.services')} />
          <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3" data-testid="service-cards">
            {serviceCards.map((c, i) => (
              <li key={c.title} className="border-border bg-surface rounded-2xl border p-6">
                <span className="text-accent text-sm font-semibold tabular-nums">{String(i + 1).padStart(2, '0')}</span>
                <h3 className="mt-2 text-lg font-semibold">{c.title}</h3>
                <p className="text-muted mt-2">{c.text}</p>
              </li>
            ))}
          </ul>
        </section>
      )}

      <section aria-labelledby="gallery">
        <SectionHeading id="gallery" title={t('sections.gallery')} />
        <div className="mt-8">
          <Gallery images={gallery} />
        </div>
      </section>

      <section aria-labelledby="achievements" className="border-border bg-surface rounded-3xl border p-8 md:p-10">
        <SectionHeading id="achievements" title={t('sections.achievements')} />
        <BulletList items={text.achievements} className="mt-6 grid gap-3 text-lg md:grid-cols-2" />
      </section>

      {similar.length > 0 && (
        <section aria-labelledby="similar">
          <SectionHeading id="similar" title={t('sections.similar')} />
          <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {similar.map((p) => (
              <li key={p.slug} className="group border-border bg-bg relative overflow-hidden rounded-2xl border">
                <ResponsiveImage picture={p.picture} sizes={CARD_SIZES} className="aspect-[16/10] w-full" />
                <div className="p-5">
                  <p className="text-accent text-xs font-semibold tracking-wider uppercase">{t(`similarCategories.${p.similar}`)}</p>
                  <h3 className="mt-1 font-semibold">
                    <LangLink to={`/projects/${p.slug}`} className="group-hover:text-accent after:absolute after:inset-0">
                      {p.title}
                    </LangLink>
                  </h3>
                </div>
              </li>
            ))}
          </ul>
        </section>
      )}

      <LangLink to="/projects" className="text-accent inline-flex items-center gap-1.5 font-semibold hover:underline">
        <ArrowLeft className="h-4 w-4" aria-hidden="true" />
        {t('cta.back')}
      </LangLink>
    </Container>
  );
}
