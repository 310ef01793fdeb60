import { useTranslation } from '~/i18n/react';
import type { Route } from './+types/($lang)._index';
import { Approach } from '~/components/sections/approach';
import { ClientLogos } from '~/components/sections/client-logos';
import { ContactBanner } from '~/components/sections/contact-banner';
import { Faq, faqJsonLd } from '~/components/sections/faq';
import { AboutTeaser } from '~/components/sections/home/about-teaser';
import { Hero } from '~/components/sections/home/hero';
import { ServicesGrid } from '~/components/sections/home/services-grid';
import { Stats } from '~/components/sections/home/stats';
import { Why } from '~/components/sections/home/why';
import { NewsTeaser } from '~/components/sections/news/news-teaser';
import { ProjectGrid } from '~/components/sections/projects/project-grid';
import { Testimonials } from '~/components/sections/testimonials';
import { SectionHeading } from '~/components/ui/section';
import { site } from '~/config/site';
import { fixedT, type RouteHandle } from '~/i18n/instance';
import { languageOf } from '~/i18n/languages';
import { clientCatalogues } from '~/i18n/route-data';
import { organization } from '~/seo/head';
import { catalogueHead } from '~/seo/page-meta';

export const handle = { i18n: ['home', 'sections', 'news'] } satisfies RouteHandle;
export const meta: Route.MetaFunction = ({ location }) =>
  catalogueHead(location.pathname, 'home', 'meta', {
    jsonLd: [organization(), { '@type': 'WebSite', name: site.brand, url: `${site.origin}/` }, faqJsonLd(fixedT(languageOf(location.pathname), 'sections'))],
  });
export const loader = () => null;
export async function clientLoader({ params }: Route.ClientLoaderArgs) {
  await clientCatalogues(params, handle.i18n);
  return null;
}

function LatestSolutions() {
  const { t } = useTranslation('home');
  return (
    <section aria-labelledby="solutions-title" className="bg-surface py-20">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <SectionHeading id="solutions-title" eyebrow={t('solutions.eyebrow')} title={t('solutions.title')} intro={t('solutions.intro')} />
        <div className="mt-10">
          <ProjectGrid
            headingLevel="h3"
            labels={{
              filterLabel: t('solutions.filterLabel'),
              filters: { all: t('solutions.all'), software: t('solutions.software'), network: t('solutions.network') },
              category: (c) => t(`solutions.${c}`),
              title: (slug) => t(`common:projectNames.${slug}`),
              view: t('solutions.view'),
            }}
          />
        </div>
      </div>
    </section>
  );
}

export default function Home() {
  return (
    <>
      <Hero />
      <Stats />
      <AboutTeaser />
      <LatestSolutions />
      <Approach />
      <ServicesGrid />
      <Why />
      <Testimonials />
      <ClientLogos />
      <NewsTeaser />
      <ContactBanner />
      <Faq />
    </>
  );
}
