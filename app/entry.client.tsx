/** Hydrates the pre-rendered page once i18next holds the catalogues it was rendered with, so nothing flashes. */
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

/** Ends the current task and resumes in a new one; a message, not a timer, which can be throttled or frozen. */
const nextTask = () =>
  new Promise<void>((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });

async function hydrate() {
  await nextTask();
  const lng = languageOf(window.location.pathname);
  const ns = getInitialNamespaces() as Namespace[];
  await i18n
    .use(initReactI18next)
    .use(catalogueBackend)
    // The served catalogues are complete (scripts/build/postbuild.ts), so no English fallback is fetched;
    // `initAsync: false` starts loading now, not after a timer.
    .init({ ...i18nOptions, fallbackLng: false, lng, ns: ['common', ...ns], initAsync: false });
  // Each step its own task, not one long chain of promise callbacks.
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
