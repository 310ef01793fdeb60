/**
 * The language layout under the optional `:lang` prefix: its loaders settle the language before the page renders and
 * flag an unserved prefix; its error boundary keeps the header and footer around any page error.
 */
import { lazy, Suspense, useContext } from 'react';
import type { ReactNode } from 'react';
import { I18nContext, I18nextProvider } from 'react-i18next';
import { isRouteErrorResponse, Outlet, useLoaderData, useRouteError } from 'react-router';
import type { Route } from './+types/($lang)';
import { Shell } from '~/components/layout/shell';
import { isPageAddress, loadIndex, loadMenus } from '~/data/published';
import { footerProjects } from '~/data/rules/projects';
import type { LayoutData } from '~/lib/layout-data';
import { DateTextsProvider } from '~/i18n/date-texts';
import { inLanguage, loadCatalogues } from '~/i18n/i18n';
import type { RouteHandle } from '~/i18n/i18n';
import { defaultLanguage, languageOf } from '~/i18n/languages';
import { useLang } from '~/i18n/use-lang';
import { errorHead } from '~/seo/page-meta';

export const handle = { i18n: ['common'] } satisfies RouteHandle;

// Only needed when something is wrong, so not part of what every page loads at start.
const NotFound = lazy(() => import('~/components/sections/not-found').then((m) => ({ default: m.NotFound })));
const ErrorView = lazy(() => import('~/components/sections/not-found').then((m) => ({ default: m.ErrorView })));

async function resolve(params: { lang?: string; '*'?: string }): Promise<LayoutData> {
  const lang = languageOf(params);
  const [projects, services, menus] = await Promise.all([loadIndex('projects', lang), loadIndex('services', lang), loadMenus(lang)]);
  // A first part that is no language is either an owner's page's (`/events/…`) or not found.
  const unknownPrefix = params.lang !== undefined && lang === defaultLanguage;
  return {
    lang,
    notFound: unknownPrefix && !(params['*'] && (await isPageAddress(`${params.lang}/${params['*']}`, lang))),
    projects: footerProjects(projects).map(({ slug, title }) => ({ slug, title })),
    services: services.map(({ slug, category, icon, title }) => ({ slug, category, icon, title })),
    menus,
  };
}

export async function loader({ params }: Route.LoaderArgs) {
  return resolve(params);
}

export async function clientLoader({ params }: Route.ClientLoaderArgs) {
  const [data] = await Promise.all([resolve(params), loadCatalogues(languageOf(params), [])]);
  return data;
}

// When a page fails, this route's error boundary shows instead, and this is its head.
export const meta: Route.MetaFunction = ({ location, error }) => (error ? errorHead(location.pathname, error) : []);

/** i18next in the URL's language for everything below, also after a client-side language switch. */
function InLanguage({ children }: { children: ReactNode }) {
  const lang = useLang();
  const base = useContext(I18nContext)?.i18n;
  return (
    <I18nextProvider i18n={base?.language === lang ? base : inLanguage(lang)}>
      <DateTextsProvider>{children}</DateTextsProvider>
    </I18nextProvider>
  );
}

export default function LanguageLayout() {
  const { notFound } = useLoaderData<typeof loader>();
  return (
    <InLanguage>
      <Shell>
        {notFound ? (
          <Suspense>
            <NotFound />
          </Suspense>
        ) : (
          <Outlet />
        )}
      </Shell>
    </InLanguage>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <InLanguage>
        <Shell>
          <Suspense>
            <NotFound />
          </Suspense>
        </Shell>
      </InLanguage>
    );
  }
  console.error(error);
  return (
    <InLanguage>
      <Shell>
        <Suspense>
          <ErrorView />
        </Suspense>
      </Shell>
    </InLanguage>
  );
}
