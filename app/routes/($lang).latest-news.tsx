/**
 * `/latest-news` (the desktop menu's old link) shows the same list as
 * `/news`; its canonical points at `/news` so search engines index one.
 */
import type { Route } from './+types/($lang).latest-news';
import { languageOf, localizePath } from '~/i18n/languages';
import { catalogueHead } from '~/seo/page-meta';
import News, { clientLoader, handle, loader } from './($lang).news._index';

export { clientLoader, handle, loader };

export const meta: Route.MetaFunction = ({ location }) =>
  catalogueHead(localizePath('/news', languageOf(location.pathname)), 'news', 'index.meta');

export default News;
