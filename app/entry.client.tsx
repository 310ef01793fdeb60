/**
 * Hydrates the pre-rendered page once the catalogues it was rendered with
 * (the page's language and the namespaces its HTML preloads) are in memory,
 * so the first client render matches the HTML and nothing flashes.
 */
import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import type { Namespace } from '~/i18n/instance';
import { languageOf } from '~/i18n/languages';
import { loadCatalogues } from '~/i18n/load-catalogues';

async function hydrate() {
  const lang = languageOf(window.location.pathname);
  const ns = [...document.querySelectorAll<HTMLLinkElement>('link[data-i18n-ns]')].map((l) => l.dataset.i18nNs as Namespace);
  await loadCatalogues(lang, ns);
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
}

void hydrate();
