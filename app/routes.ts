import type { RouteConfig } from '@react-router/dev/routes';
import { flatRoutes } from '@react-router/fs-routes';

/** File-based routes: every page file in app/routes carries the optional `($lang)` segment. */
export default flatRoutes() satisfies RouteConfig;
