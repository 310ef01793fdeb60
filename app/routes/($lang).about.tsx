import { useLoaderData } from 'react-router';
import type { Route } from './+types/($lang).about';
import { UploadsProvider } from '~/components/ui/uploads';
import { loadUploads } from '~/data/published';
import { AboutHero, AboutStory, AboutTeam, AboutValues } from '~/components/sections/about';
import { DeferredContactBanner } from '~/components/sections/deferred-sections';
import { Faq, faqItems, faqJsonLd } from '~/components/sections/faq';
import { fixedT } from '~/i18n/i18n';
import type { RouteHandle } from '~/i18n/i18n';
import { languageOf } from '~/i18n/languages';
import { pageLoaders } from '~/lib/route-loaders';
import { catalogueHead } from '~/seo/page-meta';

export const handle = { i18n: ['about', 'sections'], hydrate: false } satisfies RouteHandle;
export const meta: Route.MetaFunction = ({ location }) =>
  catalogueHead(location.pathname, 'about', 'meta', { jsonLd: [faqJsonLd(faqItems(fixedT(languageOf(location.pathname), 'sections')))] });
const page = pageLoaders(handle, async () => ({ uploads: await loadUploads() }));
export const loader = page.loader;
export const clientLoader = page.clientLoader;

export default function About() {
  const { uploads } = useLoaderData<typeof loader>();
  return (
    <UploadsProvider value={uploads}>
      <AboutHero />
      <AboutStory />
      <AboutValues />
      <AboutTeam />
      <div className="border-border border-t">
        <Faq />
      </div>
      <DeferredContactBanner />
    </UploadsProvider>
  );
}
