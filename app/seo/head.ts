/** Builds every page's head from plain data, so no route writes a meta tag by hand; empty values are dropped. */
import type { MetaDescriptor } from 'react-router';
import { site } from '~/config/site';
import { languages, localeTags, localizePath } from '~/i18n/languages';
import type { Lang } from '~/i18n/languages';
import type { Picture } from '~/data/picture';

export const ROBOTS_INDEX = 'index, follow, max-snippet:-1, max-image-preview:large, max-video-preview:-1';
const ROBOTS_NOINDEX = 'noindex, follow';

export interface HeadImage {
  src: string;
  width: number;
  height: number;
  alt: string;
}

export const defaultImage = (alt: string): HeadImage => ({ src: '/brand/og-default.png', width: 1200, height: 630, alt });

export interface HeadInput {
  lang: Lang;
  /** Language-neutral path of the page (`/about`); the canonical is this path in `lang`. */
  path: string;
  /** Page title without the brand; empty for the brand's default title. */
  title?: string;
  description: string;
  keywords?: string;
  image?: HeadImage;
  type?: 'website' | 'article';
  article?: { publishedTime: string; modifiedTime?: string; author?: string };
  feed?: { path: string; title: string };
  /** Not-found and redirect pages: kept out of indexes, no alternates. */
  noindex?: boolean;
  /** The languages the page exists in; every language unless given. */
  languages?: readonly Lang[];
  jsonLd?: readonly Record<string, unknown>[];
  /** The first screen's largest image, preloaded from the head: React does not preload one inside `<picture>`. */
  lcpImage?: { picture: Picture; sizes?: string };
}

/** An image preload for a photo's best format's variants; none for a single file, which React preloads itself. */
function imagePreload({ picture, sizes }: { picture: Picture; sizes?: string }): MetaDescriptor[] {
  const best = picture.sources?.[0];
  if (!best) return [];
  return [
    { tagName: 'link', rel: 'preload', as: 'image', href: picture.src, fetchPriority: 'high', imageSrcSet: best.srcset, imageSizes: sizes, type: best.type },
  ];
}

export const absoluteUrl = (pathOrUrl: string) => (/^https?:\/\//.test(pathOrUrl) ? pathOrUrl : `${site.origin}${pathOrUrl}`);

export const pageUrl = (path: string, lang: Lang) => absoluteUrl(localizePath(path, lang));

export function buildHead(input: HeadInput): MetaDescriptor[] {
  const { lang, path, description } = input;
  const title = input.title ? `${input.title} | ${site.brand}` : `${site.brand} | ${description.split('.')[0]}`;
  const url = pageUrl(path, lang);
  const image = input.image;
  const tags: MetaDescriptor[] = [{ title }, { name: 'description', content: description }];
  if (input.keywords) tags.push({ name: 'keywords', content: input.keywords });
  tags.push({ name: 'robots', content: input.noindex ? ROBOTS_NOINDEX : ROBOTS_INDEX });
  if (input.lcpImage) tags.push(...imagePreload(input.lcpImage));

  const alternates = languages.filter((l) => !input.languages || input.languages.includes(l));
  if (!input.noindex) {
    tags.push({ tagName: 'link', rel: 'canonical', href: url });
    for (const l of alternates) tags.push({ tagName: 'link', rel: 'alternate', hrefLang: l, href: pageUrl(path, l) });
    tags.push({ tagName: 'link', rel: 'alternate', hrefLang: 'x-default', href: pageUrl(path, 'en') });
  }

  tags.push(
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
    { property: 'og:type', content: input.type ?? 'website' },
    { property: 'og:url', content: url },
    { property: 'og:site_name', content: site.brand },
    { property: 'og:locale', content: localeTags[lang] },
    ...alternates.filter((l) => l !== lang).map((l) => ({ property: 'og:locale:alternate', content: localeTags[l] })),
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:title', content: title },
    { name: 'twitter:description', content: description },
  );
  if (input.feed) tags.push({ tagName: 'link', rel: 'alternate', type: 'application/rss+xml', title: input.feed.title, href: pageUrl(input.feed.path, lang) });
  if (image) {
    const src = absoluteUrl(image.src);
    tags.push(
      { property: 'og:image', content: src },
      { property: 'og:image:width', content: String(image.width) },
      { property: 'og:image:height', content: String(image.height) },
      { property: 'og:image:alt', content: image.alt },
      { name: 'twitter:image', content: src },
      { name: 'twitter:image:alt', content: image.alt },
    );
  }
  if (input.article) {
    const { publishedTime, modifiedTime, author } = input.article;
    tags.push({ property: 'article:published_time', content: publishedTime });
    if (modifiedTime) tags.push({ property: 'article:modified_time', content: modifiedTime });
    if (author) tags.push({ property: 'article:author', content: author });
  }
  for (const data of input.jsonLd ?? []) tags.push({ 'script:ld+json': { '@context': 'https://schema.org', ...data } });
  return tags;
}

/** BreadcrumbList JSON-LD from (name, language-neutral path) pairs, home first. */
export function breadcrumbList(lang: Lang, crumbs: readonly { name: string; path: string }[]) {
  return {
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((c, i) => ({ '@type': 'ListItem', position: i + 1, name: c.name, item: pageUrl(c.path, lang) })),
  };
}

export function organization() {
  return {
    '@type': 'Organization',
    '@id': `${site.origin}/#organization`,
    name: site.brand,
    legalName: site.legalName,
    url: `${site.origin}/`,
    logo: absoluteUrl('/brand/logo-512.png'),
    email: site.email,
    foundingDate: String(site.founded),
    telephone: site.phones.us,
    sameAs: Object.values(site.socials),
  };
}
