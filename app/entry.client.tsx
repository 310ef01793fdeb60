/**
 * Hydrates the pre-rendered page once i18next holds the catalogues it was
 * rendered with: the page's language (from the URL) and the namespaces its
 * routes declare (remix-i18next's `getInitialNamespaces()`, read from the
 * route modules the bootstrap registered), so the first client render
 * matches the HTML and nothing flashes.
 */
import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { HydratedRouter } from 'react-router/dom';
import { getInitialNamespaces } from 'remix-i18next/client';
import { showLoadError } from '~/lib/load-error';
import { catalogueBackend } from '~/i18n/backend';
import { i18n, loadCatalogues } from '~/i18n/i18n';
import type { Namespace } from '~/i18n/i18n';
import { languageOf } from '~/i18n/languages';
import { i18nOptions } from '~/i18n/options';

/**
 * Ends the current task and resumes in a new one, so the browser can paint or answer a press in between. A
 * message, not a timer: timers can be throttled, or frozen by a test's clock.
 */
const nextTask = () =>
  new Promise<void>((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });

async function hydrate() {
  // Evaluating the app's modules is one task; i18next's set-up starts the next.
  await nextTask();
  const lng = languageOf(window.location.pathname);
  const ns = getInitialNamespaces() as Namespace[];
  await i18n
    .use(initReactI18next)
    .use(catalogueBackend)
    // The served catalogues are complete (scripts/build/postbuild.ts fills any gap from English), so the browser
    // never needs English alongside the page's language: no fallback downloads.
    // `initAsync: false`: start loading now, not after a timer (a frozen test clock or a throttled tab would hold it).
    .init({ ...i18nOptions, fallbackLng: false, lng, ns: ['common', ...ns], initAsync: false });
  // Each step its own task: i18next's set-up, taking in the catalogues, and hydration's start (its event
  // listeners, the root) would otherwise run as one chain of promise callbacks, one long task.
  await nextTask();
  await loadCatalogues(lng, ns);
  await nextTask();
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <I18nextProvider i18n={i18n}>
          <HydratedRouter />
        </I18nextProvider>
      </StrictMode>,
    );
  });
}

// Catalogues still unreachable after their retries: the page stays as pre-rendered, and says so.
hydrate().catch(showLoadError);
