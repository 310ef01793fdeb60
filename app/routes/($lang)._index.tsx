import { Mail, Phone } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Route } from './+types/($lang)._index';
import { buttonStyles } from '~/components/ui/button';
import { LangLink } from '~/components/ui/lang-link';
import { BookCallButton } from '~/components/ui/scheduler';
import { site } from '~/config/site';
import { telHref } from '~/config/site.schema';
import type { RouteHandle } from '~/i18n/instance';
import { clientCatalogues } from '~/i18n/route-data';
import { catalogueHead } from '~/seo/page-meta';
import { organization } from '~/seo/head';

export const handle = { i18n: ['home'] } satisfies RouteHandle;
export const meta: Route.MetaFunction = ({ location }) =>
  catalogueHead(location.pathname, 'home', 'meta', { jsonLd: [organization(), { '@type': 'WebSite', name: site.brand, url: `${site.origin}/` }] });
export const loader = () => null;
export async function clientLoader({ params }: Route.ClientLoaderArgs) {
  await clientCatalogues(params, handle.i18n);
  return null;
}

export default function Home() {
  const { t } = useTranslation('home');
  return (
    <section className="relative overflow-hidden border-b border-border bg-surface">
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 md:py-24">
        <p className="mb-4 text-sm font-semibold uppercase tracking-wider text-accent">{t('hero.eyebrow')}</p>
        <h1 className="max-w-4xl text-4xl font-semibold tracking-tight sm:text-6xl">{t('hero.title')}</h1>
        <p className="mt-6 max-w-2xl text-lg text-muted">{t('hero.description')}</p>
        <div className="mt-8 flex flex-wrap gap-3">
          <BookCallButton className={buttonStyles.primary}>{t('hero.cta')}</BookCallButton>
          <LangLink to="/services" className={buttonStyles.secondary}>{t('hero.secondary')}</LangLink>
        </div>
        <ul className="mt-10 flex flex-col gap-3 text-sm sm:flex-row sm:flex-wrap sm:gap-6">
          <li>
            <a href={`mailto:${site.email}`} className="inline-flex items-center gap-2 text-muted hover:text-fg">
              <Mail className="h-4 w-4 text-accent" aria-hidden="true" />
              {site.email}
            </a>
          </li>
          <li>
            <a href={telHref(site.phones.us)} className="inline-flex items-center gap-2 text-muted hover:text-fg">
              <Phone className="h-4 w-4 text-accent" aria-hidden="true" />
              {t('hero.phoneUs', { phone: site.phones.us })}
            </a>
          </li>
          <li>
            <a href={telHref(site.phones.ng)} className="inline-flex items-center gap-2 text-muted hover:text-fg">
              <Phone className="h-4 w-4 text-accent" aria-hidden="true" />
              {t('hero.phoneNg', { phone: site.phones.ng })}
            </a>
          </li>
        </ul>
      </div>
    </section>
  );
}
