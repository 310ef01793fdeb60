/** Where each page's sharing image lives: the head and the build step that draws the images both ask this one function. */
import { defaultLanguage, languageOf, stripLocale } from '~/i18n/languages';
import type { HeadImage } from './head';

export const OG_SIZE = { width: 1200, height: 630 } as const;

/** The site-relative URL of a page's image: `/fr/about` → `/og/fr/about.png`, `/` → `/og/index.png`. */
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

export const pageImage = (pathname: string, alt: string): HeadImage => ({ src: ogImagePath(pathname), ...OG_SIZE, alt });
