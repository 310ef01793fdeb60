/**
 * The language layout: every page sits under the optional `:lang` prefix.
 * Its loaders settle the language before the page renders (on the client,
 * its catalogues are loaded before each navigation) and flag a prefix we do
 * not serve, which renders the not-found view. Its error boundary keeps the
 * header and footer around any page error.
 */
import { lazy, Suspense } from 'react';
import { isRouteErrorResponse, Outlet, useLoaderData, useRouteError } from 'react-router';
import type { Route } from './+types/($lang)';
import { Shell } from '~/components/layout/shell';
import { defaultLanguage, langFromParam } from '~/i18n/languages';
import { loadCatalogues } from '~/i18n/load-catalogues';
import { errorHead } from '~/seo/page-meta';

// Only needed when something is wrong, so not part of what every page loads at start.
const NotFound = lazy(() => import('~/components/sections/not-found').then((m) => ({ default: m.NotFound })));
const ErrorView = lazy(() => import('~/components/sections/not-found').then((m) => ({ default: m.ErrorView })));

function resolve(params: { lang?: string }) {
  const lang = langFromParam(params.lang);
  return { lang: lang ?? defaultLanguage, notFound: lang === undefined };
}

export async function loader({ params }: Route.LoaderArgs) {
  return resolve(params);
}

export async function clientLoader({ params }: Route.ClientLoaderArgs) {
  const data = resolve(params);
  await loadCatalogues(data.lang, []);
  return data;
}

// Pages bring their own head; when one fails, this route's error boundary shows instead, and this is its head.
export const meta: Route.MetaFunction = ({ location, error }) => (error ? errorHead(location.pathname, error) : []);

export default function LanguageLayout() {
  const { notFound } = useLoaderData<typeof loader>();
  return (
    <Shell>
      {notFound ? (
        <Suspense>
          <NotFound />
        </Suspense>
      ) : (
        <Outlet />
      )}
    </Shell>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <Shell>
        <Suspense>
          <NotFound />
        </Suspense>
      </Shell>
    );
  }
  console.error(error);
  return (
    <Shell>
      <Suspense>
        <ErrorView />
      </Suspense>
    </Shell>
  );
}
