/** What a route's `meta()` calls: the page's translated title and description made into the full head. */
import { isRouteErrorResponse } from 'react-router';
import type { MetaDescriptor } from 'react-router';
import { fixedT } from '~/i18n/i18n';
import type { Namespace } from '~/i18n/i18n';
import type Resources from '~/i18n/resources';
import { languageOf, localizePath, stripLocale } from '~/i18n/languages';
import { breadcrumbList, buildHead, defaultImage } from './head';
import type { HeadInput } from './head';
import { pageImage } from './og-image';
import type { NotFoundKind } from './not-found';

export interface PageHeadInput extends Omit<HeadInput, 'lang' | 'path'> {
  title: string;
  /** Parent pages between home and this one, as (their menu label in `common:nav`, path). */
  parents?: readonly { key: `nav.${keyof Resources['common']['nav']}`; path: string }[];
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
  // Each indexable page has its own image, drawn after the build (scripts/build/og-images.ts).
  const image =
    input.image ??
    (input.noindex
      ? defaultImage(t('meta.imageAlt'))
      : pageImage(localizePath(path, lang), input.title ? t('meta.pageImageAlt', { title: input.title }) : t('meta.imageAlt')));
  return buildHead({ ...input, lang, path, image, jsonLd });
}

interface HeadText {
  title: string;
  description: string;
  keywords?: string;
}
type HeadKey<N extends Namespace> =
  | (Resources[N] extends { meta: HeadText } ? 'meta' : never)
  | (Resources[N] extends { index: { meta: HeadText } } ? 'index.meta' : never);

/** For pages whose head is `{ns}:{key}.title` / `.description` (/ `.keywords`). */
export function catalogueHead<N extends Namespace>(pathname: string, ns: N, key: HeadKey<N>, extra: Omit<PageHeadInput, 'title' | 'description'> = {}) {
  // i18next's types cannot follow a key chosen by type; `HeadKey` has checked it.
  const text = fixedT(languageOf(pathname), ns as Namespace)(key as never, { returnObjects: true }) as HeadText;
  return pageHead(pathname, { title: text.title, description: text.description, keywords: text.keywords, ...extra });
}

/** Head of a not-found view: its title is the view's h1. */
export function notFoundHead(pathname: string, kind: NotFoundKind = 'page') {
  const t = fixedT(languageOf(pathname), 'common');
  return pageHead(pathname, { title: t(`notFound.${kind}.title`), description: t(`notFound.${kind}.text`), noindex: true });
}

export function errorHead(pathname: string, error: unknown) {
  if (isRouteErrorResponse(error) && error.status === 404) return notFoundHead(pathname);
  const t = fixedT(languageOf(pathname), 'common');
  return pageHead(pathname, { title: t('error.title'), description: t('error.text'), noindex: true });
}
