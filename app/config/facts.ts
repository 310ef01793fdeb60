/**
 * The company's facts as the site's sections read them (`useSite()`): the build's configuration, or, in the
 * content manager's preview of the Company page, the facts as typed there before they are saved
 * (`FactsProvider`). The facts only some pages show (clients, board, legal dates, the e-mails for applications
 * and support) are in the preview's facts alone; on the site, their sections read the constants the build gives
 * their pages.
 */
import { createContext, useContext } from 'react';
import { site } from './site';
import type { ShellSite, SiteConfig } from './site.schema';

export type Facts = ShellSite & Partial<Pick<SiteConfig, 'clients' | 'board' | 'legalUpdated' | 'hrEmail' | 'supportEmail'>>;

const FactsContext = createContext<Facts>(site);
export const FactsProvider = FactsContext.Provider;
export const useSite = () => useContext(FactsContext);
