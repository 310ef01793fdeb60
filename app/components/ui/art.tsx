import { clsx } from 'clsx';
import type { Picture } from '~/data/picture';

/** How wide a card's image is shown at each screen width. */
export const CARD_SIZES = '(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw';
export const ARTICLE_IMAGE_SIZES = '(min-width: 1280px) 1216px, calc(100vw - 2rem)';
export const CASE_STUDY_IMAGE_SIZES = '(min-width: 1024px) 580px, calc(100vw - 2rem)';

/**
 * An image with its intrinsic size set, so the layout never shifts: an uploaded photo in the formats and width the
 * browser needs, or an illustration's SVG. Decorative unless given `alt`; covers its box unless `fit`.
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
      className={clsx(fit ? 'object-contain' : 'bg-night object-cover', className)}
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
