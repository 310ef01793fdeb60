/** `/latest-news` shows the same list as `/news`; its canonical points at `/news` so search engines index one. */
import type { Route } from './+types/($lang).latest-news';
import { languageOf, localizePath } from '~/i18n/languages';
import NewsList, { clientLoader, handle, loader, newsHead } from './($lang).news._index';

export { clientLoader, handle, loader };

export const meta: Route.MetaFunction = ({ location }) => newsHead(localizePath('/news', languageOf(location.pathname)));

export default NewsList;
