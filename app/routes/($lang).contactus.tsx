import { Mail, Phone } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Route } from './+types/($lang).contactus';
import { Container, PageHero } from '~/components/ui/page-hero';
import { site } from '~/config/site';
import { telHref } from '~/config/site.schema';
import type { RouteHandle } from '~/i18n/instance';
import { clientCatalogues } from '~/i18n/route-data';
import { catalogueHead } from '~/seo/page-meta';

export const handle = { i18n: ['contact'] } satisfies RouteHandle;
export const meta: Route.MetaFunction = ({ location }) => catalogueHead(location.pathname, 'contact', 'meta');
export const loader = () => null;
export async function clientLoader({ params }: Route.ClientLoaderArgs) {
  await clientCatalogues(params, handle.i18n);
  return null;
}

export default function Contact() {
  const { t } = useTranslation('contact');
  return (
    <>
      <PageHero eyebrow={t('hero.eyebrow')} title={t('hero.title')} intro={t('hero.intro')} />
      <Container className="py-16">
        <h2 className="text-2xl font-semibold">{t('info.title')}</h2>
        <ul className="mt-6 grid gap-4 sm:grid-cols-3">
          <li className="rounded-2xl border border-border p-6">
            <Mail className="h-5 w-5 text-accent" aria-hidden="true" />
            <p className="mt-3 text-sm text-muted">{t('info.email')}</p>
            <a href={`mailto:${site.email}`} className="font-semibold hover:text-accent">{site.email}</a>
          </li>
          <li className="rounded-2xl border border-border p-6">
            <Phone className="h-5 w-5 text-accent" aria-hidden="true" />
            <p className="mt-3 text-sm text-muted">{t('common:contactInfo.us')}</p>
            <a href={telHref(site.phones.us)} className="font-semibold hover:text-accent">{site.phones.us}</a>
          </li>
          <li className="rounded-2xl border border-border p-6">
            <Phone className="h-5 w-5 text-accent" aria-hidden="true" />
            <p className="mt-3 text-sm text-muted">{t('common:contactInfo.ng')}</p>
            <a href={telHref(site.phones.ng)} className="font-semibold hover:text-accent">{site.phones.ng}</a>
          </li>
        </ul>
        <p className="mt-6 text-sm text-muted">{t('common:contactInfo.hours')}</p>
      </Container>
    </>
  );
}
