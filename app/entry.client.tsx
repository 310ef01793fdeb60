/**
 * Hydrates the pre-rendered page. i18next starts in the page's language
 * with exactly the namespaces the HTML preloads, so the first client render
 * matches the HTML and nothing flashes.
 */
import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { HydratedRouter } from 'react-router/dom';
import { baseOptions, i18n, type Namespace } from '~/i18n/instance';
import { languageOf } from '~/i18n/languages';
import { loadCatalogues } from '~/i18n/load-catalogues';

async function hydrate() {
  const lng = languageOf(window.location.pathname);
  const ns = [...document.querySelectorAll<HTMLLinkElement>('link[data-i18n-ns]')].map((l) => l.dataset.i18nNs as Namespace);
  await i18n.init({ ...baseOptions, lng, ns, resources: {} });
  await loadCatalogues(lng, ns);
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

void hydrate();
