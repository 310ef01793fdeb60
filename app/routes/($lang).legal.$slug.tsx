import { useLoaderData } from 'react-router';
import type { Route } from './+types/($lang).legal.$slug';
import { LegalDocument } from '~/components/sections/legal/legal-document';
import { legalDocBySlug } from '~/data/legal';
import { fixedT } from '~/i18n/i18n';
import type { RouteHandle } from '~/i18n/i18n';
import { languageOf } from '~/i18n/languages';
import { itemLoaders } from '~/lib/route-loaders';
import { pageHead } from '~/seo/page-meta';

export const handle = { i18n: ['legal'], hydrate: false } satisfies RouteHandle;

const page = itemLoaders(handle, 'slug', legalDocBySlug);
export const loader = page.loader;
export const clientLoader = page.clientLoader;

export const meta: Route.MetaFunction = ({ location, loaderData }) => {
  const t = fixedT(languageOf(location.pathname), 'legal');
  const { slug } = loaderData.item;
  return pageHead(location.pathname, { title: t(`${slug}.title`), description: t(`${slug}.meta`) });
};

export default function LegalPage() {
  const { item } = useLoaderData<typeof loader>();
  return <LegalDocument doc={item} />;
}
