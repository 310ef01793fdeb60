/** The home page below the hero and the figures, in one chunk that hydrates when needed (app/components/ui/deferred.tsx). */
import { useTranslation } from 'react-i18next';
import { Approach } from '~/components/sections/approach';
import { ClientLogos } from '~/components/sections/client-logos';
import { ContactBanner } from '~/components/sections/contact-banner';
import { Faq } from '~/components/sections/faq';
import { NewsTeaser } from '~/components/sections/news/news-teaser';
import { ProjectGrid } from '~/components/sections/projects/project-grid';
import { Testimonials } from '~/components/sections/testimonials';
import { Band, SectionHeading } from '~/components/ui/section';
import type { ArticleCard, ProjectCard, ServiceCard } from '~/data/published';
import { AboutTeaser } from './about-teaser';
import { ServicesGrid } from './services-grid';
import { Why } from './why';

function LatestSolutions({ projects }: { projects: readonly ProjectCard[] }) {
  const { t } = useTranslation('home');
  return (
    <Band labelledBy="solutions-title" className="bg-surface py-20">
      <SectionHeading id="solutions-title" eyebrow={t('solutions.eyebrow')} title={t('solutions.title')} intro={t('solutions.intro')} />
      <div className="mt-10">
        <ProjectGrid
          projects={projects}
          headingLevel="h3"
          labels={{
            filterLabel: t('solutions.filterLabel'),
            filters: { all: t('solutions.all'), software: t('solutions.software'), network: t('solutions.network') },
            category: (c) => t(`solutions.${c}`),
            view: t('solutions.view'),
          }}
        />
      </div>
    </Band>
  );
}

export default function HomeMore({
  news,
  projects,
  services,
}: {
  news: readonly ArticleCard[];
  projects: readonly ProjectCard[];
  services: readonly Pick<ServiceCard, 'slug' | 'title' | 'picture'>[];
}) {
  return (
    <>
      <AboutTeaser />
      <LatestSolutions projects={projects} />
      <Approach />
      <ServicesGrid services={services} />
      <Why />
      <Testimonials />
      <ClientLogos />
      <NewsTeaser articles={news} />
      <ContactBanner />
      <Faq />
    </>
  );
}
