import { useTranslation } from 'react-i18next';
import { data, useLoaderData } from 'react-router';
import type { Route } from './+types/($lang).services.$slug';
import { buttonStyles } from '~/components/ui/button';
import { Icon } from '~/components/ui/icons';
import { LangLink } from '~/components/ui/lang-link';
import { PageHero } from '~/components/ui/page-hero';
import { serviceBySlug } from '~/data/services';
import { fixedT, type RouteHandle } from '~/i18n/instance';
import { languageOf } from '~/i18n/languages';
import { clientCatalogues } from '~/i18n/route-data';
import { notFoundHead, pageHead } from '~/seo/page-meta';

export const handle = { i18n: ['services'] } satisfies RouteHandle;

function find(params: { slug?: string }) {
  const service = serviceBySlug(params.slug);
  if (!service) throw data(null, { status: 404 });
  return { service };
}
export const loader = ({ params }: Route.LoaderArgs) => find(params);
export async function clientLoader({ params }: Route.ClientLoaderArgs) {
  await clientCatalogues(params, handle.i18n);
  return find(params);
}

export const meta: Route.MetaFunction = ({ location, data }) => {
  if (!data) return notFoundHead(location.pathname);
  const t = fixedT(languageOf(location.pathname), ['services', 'common']);
  const slug = data.service.slug;
  return pageHead(location.pathname, {
    title: t(`common:serviceNames.${slug}`),
    description: t(`pages.${slug}.meta`),
    parents: [{ key: 'nav.services', path: '/services' }],
  });
};

export default function ServicePage() {
  const { service } = useLoaderData<typeof loader>();
  const { t } = useTranslation('services');
  return (
    <PageHero
      eyebrow={
        <span className="inline-flex items-center gap-2">
          <Icon name={service.icon} className="h-4 w-4" />
          {t(`common:serviceCategories.${service.category}`)}
        </span>
      }
      title={t(`common:serviceNames.${service.slug}`)}
      intro={t(`pages.${service.slug}.subtitle`)}
    >
      <p className="max-w-3xl text-muted">{t(`pages.${service.slug}.introduction`)}</p>
      <LangLink to={`/contactus?service=${service.formValue}`} className={`mt-8 ${buttonStyles.primary}`}>
        {t('enquire')}
      </LangLink>
    </PageHero>
  );
}
