/**
 * Any path no page claims: the translated not-found view (served with status 404 by the host); the job
 * one under `/career-details/` (~/seo/not-found).
 */
import type { Route } from './+types/($lang).$';
import { NotFound } from '~/components/sections/not-found';
import { notFoundHead } from '~/seo/page-meta';
import { notFoundKindOf } from '~/seo/not-found';

export const meta: Route.MetaFunction = ({ location }) => notFoundHead(location.pathname, notFoundKindOf(location.pathname));

export default function CatchAll() {
  return <NotFound />;
}
