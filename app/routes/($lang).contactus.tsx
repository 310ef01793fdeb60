import { useTranslation } from 'react-i18next';
import { useLoaderData } from 'react-router';
import type { Route } from './+types/($lang).contactus';
import { EnquiryForm, ReachUs } from '~/components/sections/contact/contact-page';
import { DeferredOfficesMap } from '~/components/sections/deferred-sections';
import { Container, PageHero } from '~/components/ui/page-hero';
import { loadIndex } from '~/data/published';
import type { RouteHandle } from '~/i18n/i18n';
import { pageLoaders } from '~/lib/route-loaders';
import { catalogueHead } from '~/seo/page-meta';

export const handle = { i18n: ['contact'] } satisfies RouteHandle;
export const meta: Route.MetaFunction = ({ location }) => catalogueHead(location.pathname, 'contact', 'meta');
const page = pageLoaders(handle, async (_, lang) => ({
  services: (await loadIndex('services', lang)).map(({ formValue, title }) => ({ value: formValue, title })),
}));
export const loader = page.loader;
export const clientLoader = page.clientLoader;

export default function Contact() {
  const { t } = useTranslation('contact');
  const { services } = useLoaderData<typeof loader>();
  return (
    <>
      <PageHero eyebrow={t('hero.eyebrow')} title={t('hero.title')} intro={t('hero.intro')} />
      <Container className="grid gap-12 py-16 lg:grid-cols-[1fr_1.3fr]">
        <ReachUs />
        <EnquiryForm services={services} />
      </Container>
      <DeferredOfficesMap />
    </>
  );
}
