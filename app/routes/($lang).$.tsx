/** Any path no route file claims: an owner's page at its address, or the translated not-found view. */
import { useLoaderData } from 'react-router';
import type { Route } from './+types/($lang).$';
import { faqJsonLd } from '~/components/sections/faq';
import { NotFound } from '~/components/sections/not-found';
import { OwnerPage } from '~/components/sections/pages/owner-page';
import { loadItem } from '~/data/published';
import type { RouteHandle } from '~/i18n/i18n';
import { stripLocale } from '~/i18n/languages';
import { pageLoaders } from '~/lib/route-loaders';
import { notFoundHead, pageHead } from '~/seo/page-meta';
import { notFoundKindOf } from '~/seo/not-found';

// An owner's page not written in a language leads to that language's home page.
export const handle = { i18n: ['sections'], list: '/' } satisfies RouteHandle;

const page = pageLoaders(handle, async (params, lang) => {
  // `/events/x` matches as the language `events` and the rest `x`: the address is the path without its language.
  const address = stripLocale(`/${[params.lang, params['*']].filter(Boolean).join('/')}`).slice(1);
  return { item: (await loadItem('ownPages', address, lang)) ?? null };
});
export const loader = page.loader;
export const clientLoader = page.clientLoader;

export const meta: Route.MetaFunction = ({ location, loaderData }) => {
  const shown = loaderData?.item;
  if (!shown) return notFoundHead(location.pathname, notFoundKindOf(location.pathname));
  const questions = shown.text.sections.flatMap((s) => (s.type === 'questions' ? s.questions : []));
  return pageHead(location.pathname, {
    title: shown.title,
    description: shown.text.meta,
    languages: shown.languages,
    ...(questions.length ? { jsonLd: [faqJsonLd(questions)] } : {}),
  });
};

export default function CatchAll() {
  const { item } = useLoaderData<typeof loader>();
  return item ? <OwnerPage page={item} /> : <NotFound />;
}
