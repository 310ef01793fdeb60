import { useTranslation } from 'react-i18next';
import { data, useLoaderData } from 'react-router';
import type { Route } from './+types/($lang).legal.$slug';
import { PageHero } from '~/components/ui/page-hero';
import { legalDocBySlug } from '~/data/legal';
import { formatDate } from '~/i18n/format';
import { fixedT, type RouteHandle } from '~/i18n/instance';
import { languageOf } from '~/i18n/languages';
import { clientCatalogues } from '~/i18n/route-data';
import { useLang } from '~/i18n/use-lang';
import { notFoundHead, pageHead } from '~/seo/page-meta';

export const handle = { i18n: ['legal'] } satisfies RouteHandle;

function find(params: { slug?: string }) {
  const doc = legalDocBySlug(params.slug);
  if (!doc) throw data(null, { status: 404 });
  return { doc };
}
export const loader = ({ params }: Route.LoaderArgs) => find(params);
export async function clientLoader({ params }: Route.ClientLoaderArgs) {
  await clientCatalogues(params, handle.i18n);
  return find(params);
}

export const meta: Route.MetaFunction = ({ location, data }) => {
  if (!data) return notFoundHead(location.pathname);
  const t = fixedT(languageOf(location.pathname), 'legal');
  return pageHead(location.pathname, { title: t(`${data.doc.slug}.title`), description: t(`${data.doc.slug}.meta`) });
};

export default function LegalPage() {
  const { doc } = useLoaderData<typeof loader>();
  const { t } = useTranslation('legal');
  const lang = useLang();
  return (
    <PageHero
      title={t(`${doc.slug}.title`)}
      intro={t(`${doc.slug}.intro`)}
      eyebrow={<time dateTime={doc.updated}>{t('updated', { date: formatDate(doc.updated, lang) })}</time>}
    />
  );
}
