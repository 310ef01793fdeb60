/** What the editor checks owners' links and menus against: the site's pages as of the last build, and the words sharing the header. */
import { sitePaths } from 'virtual:content-languages';
import { site } from '~/config/site';
import { displayPhone } from '~/config/site.schema';
import { catalogues } from '~/data/collections/cms-config';
import type { MenuContext } from '~/data/collections/menus';
import { languages } from '~/i18n/languages';
import type { Lang } from '~/i18n/languages';

export const knownPaths: ReadonlySet<string> = new Set(sitePaths);

export const menuContext: MenuContext = {
  sitePaths: knownPaths,
  brand: site.brand,
  email: site.email,
  phone: displayPhone(site.phones.us),
  contact: Object.fromEntries(
    languages.map((lang) => [lang, String((catalogues[lang]?.common?.cta as Record<string, unknown> | undefined)?.message ?? '')]),
  ) as Record<Lang, string>,
};
