/** What the language layout's loader gives everything in the shell (app/routes/($lang).tsx). */
import { useRouteLoaderData } from 'react-router';
import type { MenuLinks } from '~/data/collections/menus';
import type { ServiceLink } from '~/data/published';
import type { Lang } from '~/i18n/languages';

export interface LayoutData {
  lang: Lang;
  /** The URL's prefix is not a language we serve. */
  notFound: boolean;
  /** The footer's projects column, in the page's language. */
  projects: { slug: string; title: string }[];
  /** The services menus' entries, in the page's language. */
  services: ServiceLink[];
  /** The header's, the top bar's and the footer's entries, in the page's language (app/data/collections/menus.ts). */
  menus: MenuLinks;
}

/** React Router's id for the layout route, from its file name. */
export const LAYOUT_ROUTE = 'routes/($lang)';

/** The layout's data; undefined when its loader failed (a page error inside the shell). */
export const useLayoutData = () => useRouteLoaderData(LAYOUT_ROUTE) as LayoutData | undefined;

/** The services menus' entries: none when the layout's loader failed. */
export const useServiceLinks = () => useLayoutData()?.services ?? [];

/** A menu's entries: none when the layout's loader failed. */
export const useMenu = (name: keyof MenuLinks) => useLayoutData()?.menus[name] ?? [];
