import { useLoaderData } from 'react-router';
import type { Route } from './+types/($lang)._index';
import { faqItems, faqJsonLd } from '~/components/sections/faq';
import { Hero } from '~/components/sections/home/hero';
import { Stats } from '~/components/sections/home/stats';
import { deferred } from '~/components/ui/deferred';
import { site } from '~/config/site';
import { fixedT } from '~/i18n/i18n';
import type { RouteHandle } from '~/i18n/i18n';
import { languageOf } from '~/i18n/languages';
import { loadIndex, loadUploads } from '~/data/published';
import { UploadsProvider } from '~/components/ui/uploads';
import { TEASER_COUNT } from '~/data/rules/news';
import { homeProjects } from '~/data/rules/projects';
import { pageLoaders } from '~/lib/route-loaders';
import { organization } from '~/seo/head';
import { catalogueHead } from '~/seo/page-meta';

export const handle = { i18n: ['home', 'sections', 'news'], hydrate: false } satisfies RouteHandle;
export const meta: Route.MetaFunction = ({ location }) =>
  catalogueHead(location.pathname, 'home', 'meta', {
    jsonLd: [
      organization(),
      { '@type': 'WebSite', name: site.brand, url: `${site.origin}/` },
      faqJsonLd(faqItems(fixedT(languageOf(location.pathname), 'sections'))),
    ],
  });
const page = pageLoaders(handle, async (_, lang) => ({
  news: (await loadIndex('news', lang)).slice(0, TEASER_COUNT),
  projects: homeProjects(await loadIndex('projects', lang)),
  services: (await loadIndex('services', lang)).map(({ slug, title, picture }) => ({ slug, title, picture })),
  uploads: await loadUploads(),
}));
export const loader = page.loader;
export const clientLoader = page.clientLoader;

const HomeMore = deferred('home-more', () => import('~/components/sections/home/more'));

export default function Home() {
  const { news, projects, services, uploads } = useLoaderData<typeof loader>();
  return (
    <UploadsProvider value={uploads}>
      <Hero />
      <Stats />
      <HomeMore news={news} projects={projects} services={services} />
    </UploadsProvider>
  );
}
