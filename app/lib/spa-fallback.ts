import { createContext } from 'react';

/**
 * True while the build renders React Router's SPA fallback (`__spa-fallback.html`, the root route alone for
 * any path it did not prerender, from `EntryContext.isSpaMode` in entry.server.tsx): a page that must start the
 * framework whatever the home route says.
 */
export const SpaFallback = createContext(false);
