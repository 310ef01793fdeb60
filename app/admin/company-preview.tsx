/** The preview of the Company page: the site's sections that state the company's facts, drawn with the facts as typed. */
import { useState } from 'react';
import Footer from '~/components/layout/footer';
import { AboutStory, AboutTeam } from '~/components/sections/about';
import { ClientLogos } from '~/components/sections/client-logos';
import { ReachUs } from '~/components/sections/contact/contact-page';
import { Hero } from '~/components/sections/home/hero';
import { Stats } from '~/components/sections/home/stats';
import { LegalDocument } from '~/components/sections/legal/legal-document';
import { UploadsProvider } from '~/components/ui/uploads';
import { FactsProvider } from '~/config/facts';
import type { Facts } from '~/config/facts';
import { site } from '~/config/site';
import { textVariables, yearsSince } from '~/config/site.schema';
import { legalDocs } from '~/data/legal';
import type { Picture } from '~/data/picture';
import { uploadPlace } from '~/data/upload-places';
import { defaultLanguage } from '~/i18n/languages';
import type { Lang } from '~/i18n/languages';
import { i18nWith, LanguageButtons, Page } from './previews';
import type { PreviewProps } from './previews';

/** The facts as typed, over the build's for any field still empty. */
function typedFacts(entry: PreviewProps['entry']): Facts {
  const typed = (entry.get('data')?.toJS() ?? {}) as Partial<Facts>;
  const founded = Number(typed.founded) || site.founded;
  return { ...site, ...typed, founded, years: yearsSince(founded) } as Facts;
}

/** The logos and photographs as chosen in the editor: the uploads themselves, not the build's variants. */
function typedUploads(facts: Facts, getAsset: PreviewProps['getAsset']) {
  const chosen = (url: string | undefined) => (url ? { src: getAsset(url).toString(), width: 400, height: 400 } : undefined);
  return Object.fromEntries(
    [
      ...(facts.clients ?? []).map((c, i) => [uploadPlace.logo(i), chosen(c.logo)] as const),
      ...(facts.board ?? []).map((m, i) => [uploadPlace.member(i), chosen(m.photo)] as const),
    ].filter((e): e is readonly [string, Picture] => e[1] !== undefined),
  );
}

export function CompanyPreview({ entry, getAsset }: PreviewProps) {
  const [lang, show] = useState<Lang>(defaultLanguage);
  const facts = typedFacts(entry);
  return (
    <div data-testid="cms-company-preview" data-lang={lang}>
      <LanguageButtons shown={lang} show={show} />
      <FactsProvider value={facts}>
        <UploadsProvider value={typedUploads(facts, getAsset)}>
          <Page lang={lang} path="/" i18n={i18nWith(lang, undefined, textVariables(facts))}>
            <Hero />
            <Stats />
            <AboutStory />
            <AboutTeam />
            <ReachUs />
            <ClientLogos />
            {legalDocs.map((doc) => (
              <LegalDocument key={doc.slug} doc={doc} />
            ))}
            <Footer />
          </Page>
        </UploadsProvider>
      </FactsProvider>
    </div>
  );
}
