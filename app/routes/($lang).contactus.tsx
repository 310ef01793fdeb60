import { useTranslation } from 'react-i18next';
import type { Route } from './+types/($lang).contactus';
import { EnquiryForm, ReachUs } from '~/components/sections/contact/contact-page';
import { DeferredOfficesMap } from '~/components/sections/deferred-sections';
import { Container, PageHero } from '~/components/ui/page-hero';
import type { RouteHandle } from '~/i18n/i18n';
import { pageLoaders } from '~/lib/route-loaders';
import { catalogueHead } from '~/seo/page-meta';

export const handle = { i18n: ['contact'] } satisfies RouteHandle;
export const meta: Route.MetaFunction = ({ location }) => catalogueHead(location.pathname, 'contact', 'meta');
const page = pageLoaders(handle);
export const loader = page.loader;
export const clientLoader = page.clientLoader;

export default function Contact() {
  const { t } = useTranslation('contact');
  return (
    <>
      <PageHero eyebrow={t('hero.eyebrow')} title={t('hero.title')} intro={t('hero.intro')} />
      <Container className="grid gap-12 py-16 lg:grid-cols-[1fr_1.3fr]">
        <ReachUs />
        <EnquiryForm />
      </Container>
      <DeferredOfficesMap />
    </>
  );
}
