import { useRouteLoaderData } from 'react-router';
import type { MenuLinks } from '~/data/collections/menus';
import type { ServiceLink } from '~/data/published';
import type { Lang } from '~/i18n/languages';

export interface LayoutData {
  lang: Lang;
  /** The URL's prefix is not a language we serve. */
  notFound: boolean;
  projects: { slug: string; title: string }[];
  services: ServiceLink[];
  menus: MenuLinks;
}

/** React Router's id for the layout route, from its file name. */
export const LAYOUT_ROUTE = 'routes/($lang)';

/** The layout's data; undefined when its loader failed (a page error inside the shell). */
export const useLayoutData = () => useRouteLoaderData(LAYOUT_ROUTE) as LayoutData | undefined;

export const useServiceLinks = () => useLayoutData()?.services ?? [];

export const useMenu = (name: keyof MenuLinks) => useLayoutData()?.menus[name] ?? [];
