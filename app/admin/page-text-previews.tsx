/** The preview of each page's texts: the site's sections that show them, with the texts as they stand in the editor. */
import { useState } from 'react';
import type { ComponentType, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Footer from '~/components/layout/footer';
import { AboutHero, AboutStory, AboutTeam, AboutValues } from '~/components/sections/about';
import { Approach } from '~/components/sections/approach';
import { ClientLogos } from '~/components/sections/client-logos';
import { ReachUs } from '~/components/sections/contact/contact-page';
import { ContactBanner } from '~/components/sections/contact-banner';
import { Faq } from '~/components/sections/faq';
import { AboutTeaser } from '~/components/sections/home/about-teaser';
import { Hero } from '~/components/sections/home/hero';
import { ServicesGrid } from '~/components/sections/home/services-grid';
import { Stats } from '~/components/sections/home/stats';
import { Why } from '~/components/sections/home/why';
import { LegalDocument } from '~/components/sections/legal/legal-document';
import { ServicesOverview } from '~/components/sections/services/services-overview';
import { Testimonials } from '~/components/sections/testimonials';
import { Container, PageHero } from '~/components/ui/page-hero';
import { SectionHeading } from '~/components/ui/section';
import { catalogues } from '~/data/collections/cms-config';
import { served } from '~/data/collections/translations';
import { legalDocs } from '~/data/legal';
import { services } from 'virtual:content-languages';
import { defaultLanguage, languages } from '~/i18n/languages';
import { UploadsProvider } from '~/components/ui/uploads';
import { PHOTO, PHOTO_LISTS } from '~/data/collections/page-texts';
import { uploadPlace } from '~/data/upload-places';
import type { Lang } from '~/i18n/languages';
import { dataOf, i18nWith, LanguageButton, localeOf, Page } from './previews';
import type { PreviewProps } from './previews';
import { lastWritten } from './written';

function ListHero({ ns }: { ns: 'news' | 'projects' | 'careers' }) {
  const { t } = useTranslation(ns);
  const at = (key: string) => t(`index.hero.${key}` as never) as string;
  return <PageHero eyebrow={at('eyebrow')} title={at('title')} intro={at('intro')} />;
}

function ServicePageHeadings() {
  const { t } = useTranslation('services');
  return (
    <Container className="space-y-10 py-16">
      <SectionHeading id="items-title" title={t('itemsTitle')} intro={t('itemsIntro')} />
      <SectionHeading id="related-title" title={t('related.title')} intro={t('related.intro')} />
    </Container>
  );
}

const pages: Record<string, { path: string; sections: (lang: Lang) => ReactNode }> = {
  common: { path: '/', sections: () => <Footer /> },
  home: {
    path: '/',
    sections: (lang) => (
      <>
        <Hero />
        <Stats />
        <AboutTeaser />
        <ServicesGrid services={services[lang]} />
        <Why />
      </>
    ),
  },
  about: {
    path: '/about',
    sections: () => (
      <>
        <AboutHero />
        <AboutStory />
        <AboutValues />
        <AboutTeam />
      </>
    ),
  },
  services: {
    path: '/services',
    sections: (lang) => (
      <>
        <ServicesOverview services={services[lang]} />
        <ServicePageHeadings />
      </>
    ),
  },
  contact: { path: '/contactus', sections: () => <ReachUs /> },
  legal: { path: '/legal/privacy-policy', sections: () => legalDocs.map((doc) => <LegalDocument key={doc.slug} doc={doc} />) },
  news: { path: '/news', sections: () => <ListHero ns="news" /> },
  projects: { path: '/projects', sections: () => <ListHero ns="projects" /> },
  careers: { path: '/careers', sections: () => <ListHero ns="careers" /> },
  sections: {
    path: '/about',
    sections: () => (
      <>
        <Approach />
        <Testimonials />
        <ClientLogos />
        <Faq />
        <ContactBanner />
      </>
    ),
  },
};

/** A language's texts as the editor holds them, or undefined when Decap does not pass them. */
function textsOf(entry: PreviewProps['entry'], lang: Lang, left: Lang) {
  const data = dataOf(entry, lang, left);
  return data && served(data);
}

/** The photographs English chose for the entries of a page's lists, by their places. */
function photosOf(ns: string, english: Record<string, unknown> | undefined, getAsset: PreviewProps['getAsset']) {
  return Object.fromEntries(
    (PHOTO_LISTS[ns] ?? []).flatMap((list) => {
      const entries = list.split('.').reduce<unknown>((at, key) => (at as Record<string, unknown> | undefined)?.[key], english);
      return (Array.isArray(entries) ? (entries as Record<string, unknown>[]) : []).flatMap((entry, i) =>
        typeof entry[PHOTO] === 'string' && entry[PHOTO]
          ? [[uploadPlace.text(ns, `${list}.${i}.${PHOTO}`), { src: getAsset(entry[PHOTO]).toString(), width: 400, height: 400 }]]
          : [],
      );
    }),
  );
}

export function pageTextPreviews(): [string, ComponentType<PreviewProps>][] {
  return Object.entries(pages).map(([ns, { path, sections }]) => {
    const Preview: ComponentType<PreviewProps> = ({ entry, getAsset }) => {
      const left = localeOf(entry);
      const [chosen, choose] = useState<Lang>();
      const written = lastWritten();
      const first = written && textsOf(entry, written, left) ? written : left;
      const lang = chosen && textsOf(entry, chosen, left) ? chosen : first;
      const i18n = i18nWith(lang, { ...catalogues, [lang]: { ...catalogues[lang], [ns]: textsOf(entry, lang, left)! } });
      return (
        <div data-testid="cms-page-texts-preview" data-lang={lang}>
          <nav aria-label="Languages" className="border-border bg-surface flex flex-wrap gap-2 border-b px-6 py-3 text-sm">
            {languages.map((l) => (
              <LanguageButton key={l} lang={l} shown={lang} show={choose} disabled={!textsOf(entry, l, left)} />
            ))}
          </nav>
          <UploadsProvider value={photosOf(ns, textsOf(entry, defaultLanguage, left), getAsset)}>
            <Page lang={lang} path={path} i18n={i18n}>
              {sections(lang)}
            </Page>
          </UploadsProvider>
        </div>
      );
    };
    return [ns, Preview];
  });
}
