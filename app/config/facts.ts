/**
 * The company's facts as the site's sections read them (`useSite()`): the build's configuration, or the facts typed
 * in the content manager's preview before they are saved (`FactsProvider`).
 */
import { createContext, useContext } from 'react';
import { site } from './site';
import type { ShellSite, SiteConfig } from './site.schema';

export type Facts = ShellSite & Partial<Pick<SiteConfig, 'clients' | 'board' | 'legalUpdated' | 'hrEmail' | 'supportEmail'>>;

const FactsContext = createContext<Facts>(site);
export const FactsProvider = FactsContext.Provider;
export const useSite = () => useContext(FactsContext);
