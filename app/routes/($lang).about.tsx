import type { Route } from './+types/($lang).about';
import { AboutHero, AboutStory, AboutTeam, AboutValues } from '~/components/sections/about';
import { DeferredContactBanner } from '~/components/sections/deferred-sections';
import { Faq, faqJsonLd } from '~/components/sections/faq';
import { fixedT } from '~/i18n/i18n';
import type { RouteHandle } from '~/i18n/i18n';
import { languageOf } from '~/i18n/languages';
import { pageLoaders } from '~/lib/route-loaders';
import { catalogueHead } from '~/seo/page-meta';

export const handle = { i18n: ['about', 'sections'], hydrate: false } satisfies RouteHandle;
export const meta: Route.MetaFunction = ({ location }) =>
  catalogueHead(location.pathname, 'about', 'meta', { jsonLd: [faqJsonLd(fixedT(languageOf(location.pathname), 'sections'))] });
const page = pageLoaders(handle);
export const loader = page.loader;
export const clientLoader = page.clientLoader;

export default function About() {
  return (
    <>
      <AboutHero />
      <AboutStory />
      <AboutValues />
      <AboutTeam />
      <div className="border-border border-t">
        <Faq />
      </div>
      <DeferredContactBanner />
    </>
  );
}
