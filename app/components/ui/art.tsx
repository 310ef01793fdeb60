import { clsx } from 'clsx';
import type { Picture } from '~/data/picture';

/** How wide a card's image is shown: a column of three (or four) on a desktop, of two on a tablet, the whole width on a phone. */
export const CARD_SIZES = '(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw';
/** An article's picture, the width of its header; a case study's, the right half of its hero from 1024 px. */
export const ARTICLE_IMAGE_SIZES = '(min-width: 1280px) 1216px, calc(100vw - 2rem)';
export const CASE_STUDY_IMAGE_SIZES = '(min-width: 1024px) 580px, calc(100vw - 2rem)';

/**
 * An image with its intrinsic size set, so the layout never shifts: an
 * uploaded photo as AVIF or WebP at the width the browser needs (`sizes`
 * says how wide it is shown), a generated illustration (public/art) as its
 * SVG. Decorative unless given `alt`; lazy unless `eager`. It covers its box
 * on the dark stage the illustrations are drawn on, unless `fit` (a logo,
 * shown whole on the page's own background).
 */
export function ResponsiveImage({
  picture,
  alt = '',
  className = '',
  eager = false,
  sizes = '100vw',
  fit = false,
}: {
  picture: Picture;
  alt?: string;
  className?: string;
  eager?: boolean;
  sizes?: string;
  fit?: boolean;
}) {
  const img = (
    <img
      src={picture.src}
      width={picture.width}
      height={picture.height}
      alt={alt}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      fetchPriority={eager ? 'high' : undefined}
      className={clsx(fit ? 'object-contain' : 'bg-[#0b1430] object-cover', className)}
    />
  );
  if (!picture.sources?.length) return img;
  return (
    <picture className="contents [&>source]:hidden">
      {picture.sources.map((s) => (
        <source key={s.type} type={s.type} srcSet={s.srcset} sizes={sizes} />
      ))}
      {img}
    </picture>
  );
}
