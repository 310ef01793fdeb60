/** The document: <html lang>, head and body; pages render inside the language layout. */
import { useContext, useEffect } from 'react';
import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration, useLocation, useMatches, useRouteError } from 'react-router';
import type { Route } from './+types/root';
import { HeadScripts } from '~/components/layout/head-scripts';
import { FIRST_SCREEN_END_ID } from '~/components/ui/first-screen-id';
import type { RouteHandle } from '~/i18n/i18n';
import { languageOf } from '~/i18n/languages';
import { SpaFallback } from '~/lib/spa-fallback';
import stylesheet from '~/styles/app.css?url';

export const links: Route.LinksFunction = () => [
  { rel: 'stylesheet', href: stylesheet },
  { rel: 'icon', href: '/favicon.ico', sizes: '32x32' },
  { rel: 'icon', href: '/brand/icon.svg', type: 'image/svg+xml' },
  { rel: 'apple-touch-icon', href: '/brand/apple-touch-icon.png' },
  { rel: 'manifest', href: '/site.webmanifest' },
];

/** Namespaces the matched routes read, which hydration waits for. */
function useCatalogueNamespaces() {
  const matches = useMatches();
  const ns = new Set<string>(['common']);
  for (const m of matches) for (const n of (m.handle as RouteHandle | undefined)?.i18n ?? []) ns.add(n);
  return [...ns];
}

/** Prefetch of the site's own pages when a pointer rests on a link; allowed by the site's policy by hash. */
const SPECULATION_RULES = JSON.stringify({
  prefetch: [{ source: 'document', where: { and: [{ href_matches: '/*' }, { not: { href_matches: '/(admin|api)/*' } }] }, eagerness: 'moderate' }],
});

/** Whether the page starts the framework: not in the prerender when a matched route sets `handle.hydrate: false`. */
function useHydrates() {
  const matches = useMatches();
  const fallback = useContext(SpaFallback);
  return typeof document !== 'undefined' || fallback || matches.every((m) => (m.handle as RouteHandle | undefined)?.hydrate !== false);
}

export function Layout({ children }: { children: React.ReactNode }) {
  const lang = languageOf(useLocation().pathname);
  const namespaces = useCatalogueNamespaces();
  const hydrates = useHydrates();
  return (
    <html lang={lang} data-theme="light" suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content={__THEME_COLOR__} />
        {/* No frame before the first screen has been parsed, so the first paint shows all of it. */}
        <link rel="expect" href={`#${FIRST_SCREEN_END_ID}`} blocking="render" />
        <HeadScripts />
        <Meta />
        <Links />
        {/* The catalogues hydration needs; fetched after the first paint (see scripts/build/deferred-bootstrap.ts). */}
        {hydrates && <meta name="i18n-namespaces" content={namespaces.join(' ')} />}
        {!hydrates && <script type="speculationrules" dangerouslySetInnerHTML={{ __html: SPECULATION_RULES }} />}
        {/* The build adds the shell script's loader to every page's head (scripts/build/shell-script.ts). */}
        {import.meta.env.DEV && <script type="module" src="/app/shell/shell.ts" />}
      </head>
      <body id="top">
        {children}
        {hydrates && <ScrollRestoration />}
        {hydrates && <Scripts />}
      </body>
    </html>
  );
}

export default function App() {
  // Marks the document as interactive (tests and the no-JS styles key on it).
  useEffect(() => {
    document.documentElement.setAttribute('data-hydrated', '');
  }, []);
  return <Outlet />;
}

/** Last resort, outside the language layout: plain, and never the router's default page. */
export function ErrorBoundary() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return (
    <main className="mx-auto max-w-xl px-6 py-24 text-center">
      <h1 className="font-heading text-3xl">{status === 404 ? 'Page not found' : 'Something went wrong'}</h1>
      <p className="text-muted mt-4">
        <a href="/" className="text-accent underline">
          Home
        </a>
      </p>
    </main>
  );
}
