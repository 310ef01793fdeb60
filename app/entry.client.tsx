/**
 * Hydrates the pre-rendered page once the catalogues it was rendered with
 * (the page's language and the namespaces its HTML names) are in memory,
 * so the first client render matches the HTML and nothing flashes.
 */
import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { showLoadError } from '~/components/layout/load-error';
import type { Namespace } from '~/i18n/instance';
import { languageOf } from '~/i18n/languages';
import { loadCatalogues } from '~/i18n/load-catalogues';

async function hydrate() {
  const lang = languageOf(window.location.pathname);
  const ns = (document.querySelector<HTMLMetaElement>('meta[name="i18n-namespaces"]')?.content.split(' ') ?? []) as Namespace[];
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

// Catalogues still unreachable after their retries: the page stays as pre-rendered, and says so.
hydrate().catch(showLoadError);
