/** A case study's gallery: thumbnails that open a viewer dialog, app/shell/image-gallery.ts, so it works without the framework. */
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ResponsiveImage } from '~/components/ui/art';
import { IconButton } from '~/components/ui/icon-button';
import { ChevronLeft, ChevronRight, X } from '~/components/ui/lucide';
import type { Picture } from '~/data/picture';

export interface GalleryImage {
  picture: Picture;
  alt: string;
  caption: string;
}

const control = 'border-border hover:bg-surface rounded-lg border';

export function Gallery({ images }: { images: GalleryImage[] }) {
  const { t } = useTranslation('projects');
  const viewer = useId();
  return (
    <image-gallery class="block">
      <ul className="grid gap-6 md:grid-cols-2">
        {images.map((img, i) => (
          <li key={img.picture.src}>
            <figure>
              <button
                type="button"
                data-open={i}
                data-caption={img.caption}
                data-position={t('viewer.position', { n: i + 1, total: images.length })}
                className="border-border block w-full overflow-hidden rounded-2xl border"
              >
                <ResponsiveImage
                  picture={img.picture}
                  alt={img.alt}
                  sizes="(min-width: 768px) 600px, 100vw"
                  className="aspect-[16/10] w-full transition-transform duration-300 hover:scale-[1.02]"
                />
                <span className="sr-only">{t('viewer.open', { n: i + 1 })}</span>
              </button>
              <figcaption className="text-muted mt-3 text-sm">{img.caption}</figcaption>
            </figure>
          </li>
        ))}
      </ul>
      <dialog id={viewer} closedby="any" className="bg-bg text-fg m-auto w-[min(72rem,calc(100vw-2rem))] rounded-2xl p-0 shadow-2xl backdrop:bg-black/80">
        <figure className="p-4">
          {/* Its background stands in for the picture while it waits for the next frame (data-waiting). */}
          <div
            data-viewer-image
            data-sizes="min(72rem, 100vw)"
            data-class="w-full rounded-xl bg-night object-cover"
            className="bg-night rounded-xl data-waiting:*:invisible"
          />
          <figcaption className="mt-4 flex flex-wrap items-center justify-between gap-3">
            <span>
              <span className="block font-medium" data-viewer-caption />
              <span className="text-muted text-sm" aria-live="polite" data-viewer-position />
            </span>
            <span className="flex gap-2">
              <IconButton icon={ChevronLeft} label={t('viewer.previous')} data-step={-1} className={control} />
              <IconButton icon={ChevronRight} label={t('viewer.next')} data-step={1} className={control} />
              <IconButton icon={X} label={t('viewer.close')} command="close" commandfor={viewer} className={control} />
            </span>
          </figcaption>
        </figure>
      </dialog>
    </image-gallery>
  );
}
