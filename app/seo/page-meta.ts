/**
 * What a route's `meta()` calls: turns the page's translated title and
 * description into the full head, with the language and canonical path read
 * from the URL and breadcrumbs from the page's parents.
 */
import { isRouteErrorResponse, type MetaDescriptor } from 'react-router';
import { fixedT } from '~/i18n/instance';
import { languageOf, localizePath, stripLocale } from '~/i18n/languages';
import { breadcrumbList, buildHead, defaultImage, type HeadInput } from './head';
import { pageImage } from './og-image';
import type { NotFoundKind } from './not-found';

export interface PageHeadInput extends Omit<HeadInput, 'lang' | 'path'> {
  title: string;
  /** Parent pages between home and this one, as (catalogue key in `common`, path). */
  parents?: readonly { key: string; path: string }[];
}

export function pageHead(pathname: string, input: PageHeadInput): MetaDescriptor[] {
  const lang = languageOf(pathname);
  const path = stripLocale(pathname);
  const t = fixedT(lang, 'common');
  const jsonLd = [...(input.jsonLd ?? [])];
  if (path !== '/' && !input.noindex) {
    const crumbs = [{ name: t('nav.home'), path: '/' }, ...(input.parents ?? []).map((p) => ({ name: t(p.key), path: p.path })), { name: input.title, path }];
    jsonLd.push(breadcrumbList(lang, crumbs));
  }
  // Each indexable page has its own image, drawn after the build from its title (scripts/og-images.ts);
  // not-found pages keep the brand's fallback image.
  const image =
    input.image ??
    (input.noindex ? defaultImage(t('meta.imageAlt')) : pageImage(localizePath(path, lang), input.title ? t('meta.pageImageAlt', { title: input.title }) : t('meta.imageAlt')));
  return buildHead({ ...input, lang, path, image, jsonLd });
}

/** For pages whose head is `{ns}:{key}.title` / `.description` (/ `.keywords`). */
export function catalogueHead(pathname: string, ns: string, key: string, extra: Omit<PageHeadInput, 'title' | 'description'> = {}) {
  const t = fixedT(languageOf(pathname), ns as never);
  const keywords = t(`${key}.keywords`, { defaultValue: '' });
  return pageHead(pathname, { title: t(`${key}.title`), description: t(`${key}.description`), keywords: keywords || undefined, ...extra });
}

/** Head of a not-found view (unknown path, slug or id): its title is the view's h1 ("Job not found" for `job`). */
export function notFoundHead(pathname: string, kind: NotFoundKind = 'page') {
  const t = fixedT(languageOf(pathname), 'common');
  return pageHead(pathname, { title: t(`notFound.${kind}.title`), description: t(`notFound.${kind}.text`), noindex: true });
}

/** Head of the error boundary's views, where the route that failed renders no head of its own. */
export function errorHead(pathname: string, error: unknown) {
  if (isRouteErrorResponse(error) && error.status === 404) return notFoundHead(pathname);
  const t = fixedT(languageOf(pathname), 'common');
  return pageHead(pathname, { title: t('error.title'), description: t('error.text'), noindex: true });
}
