import { createContext } from 'react';

/** True while the build renders React Router's SPA fallback: a page that must start the framework whatever the route says. */
export const SpaFallback = createContext(false);
