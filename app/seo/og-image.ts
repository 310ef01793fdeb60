/**
 * Where each page's own sharing image lives. The head (at prerender time,
 * through `page-meta.ts`) and the build step that draws the images
 * (`scripts/build/og-images.ts`) both ask this one function, so a page can only
 * point at the file written for it.
 */
import { defaultLanguage, languageOf, stripLocale } from '~/i18n/languages';
import type { HeadImage } from './head';

/** Open Graph's large card: every generated image has this size. */
export const OG_SIZE = { width: 1200, height: 630 } as const;

/**
 * The site-relative URL of a page's image, from its localized pathname:
 * `/` → `/og/index.png`, `/fr` → `/og/fr/index.png`,
 * `/fr/about` → `/og/fr/about.png`. A trailing slash, query or hash is ignored.
 */
export function ogImagePath(pathname: string): string {
  const clean = pathname.replace(/[?#].*$/, '').replace(/\/+$/, '') || '/';
  const segments = clean === '/' ? [] : clean.split('/').slice(1);
  if (!clean.startsWith('/') || segments.some((s) => s === '' || s === '.' || s === '..'))
    throw new Error(`ogImagePath: not a page pathname: ${JSON.stringify(pathname)}`);
  const lang = languageOf(clean);
  const path = stripLocale(clean);
  const prefix = lang === defaultLanguage ? '' : `/${lang}`;
  return `/og${prefix}${path === '/' ? '/index' : path}.png`;
}

/** A page's own image as the head describes it. */
export const pageImage = (pathname: string, alt: string): HeadImage => ({ src: ogImagePath(pathname), ...OG_SIZE, alt });
