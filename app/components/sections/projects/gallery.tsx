/**
 * A case study's gallery: thumbnails that open a viewer (native modal
 * dialog). In the viewer, arrow keys and the buttons move between images,
 * Escape and the close button leave, and focus returns to the thumbnail.
 */
import { ChevronLeft, ChevronRight, X } from '~/components/ui/lucide';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ResponsiveImage } from '~/components/ui/art';
import { IconButton } from '~/components/ui/icon-button';
import type { Picture } from '~/data/picture';

export interface GalleryImage {
  picture: Picture;
  alt: string;
  caption: string;
}

export function Gallery({ images }: { images: GalleryImage[] }) {
  const { t } = useTranslation('projects');
  const dialog = useRef<HTMLDialogElement>(null);
  const [index, setIndex] = useState(0);
  const openAt = (i: number) => {
    setIndex(i);
    dialog.current?.showModal();
  };
  const move = (step: number) => setIndex((i) => (i + step + images.length) % images.length);
  const current = images[index];
  return (
    <>
      <ul className="grid gap-6 md:grid-cols-2">
        {images.map((img, i) => (
          <li key={img.picture.src}>
            <figure>
              <button type="button" onClick={() => openAt(i)} className="border-border block w-full overflow-hidden rounded-2xl border">
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
      {/* oxlint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- a click on the backdrop closes it; Escape does from the keyboard */}
      <dialog
        ref={dialog}
        aria-label={current ? current.caption : undefined}
        onKeyDown={(e) => {
          if (e.key === 'ArrowRight') move(1);
          if (e.key === 'ArrowLeft') move(-1);
        }}
        onClick={(e) => e.target === dialog.current && dialog.current.close()}
        className="bg-bg text-fg m-auto w-[min(72rem,calc(100vw-2rem))] rounded-2xl p-0 shadow-2xl backdrop:bg-black/80"
      >
        {current && (
          <figure className="p-4">
            <ResponsiveImage picture={current.picture} alt={current.alt} sizes="min(72rem, 100vw)" className="w-full rounded-xl" />
            <figcaption className="mt-4 flex flex-wrap items-center justify-between gap-3">
              <span>
                <span className="block font-medium">{current.caption}</span>
                <span className="text-muted text-sm" aria-live="polite">
                  {t('viewer.position', { n: index + 1, total: images.length })}
                </span>
              </span>
              <span className="flex gap-2">
                <IconButton
                  icon={ChevronLeft}
                  label={t('viewer.previous')}
                  onClick={() => move(-1)}
                  className="border-border hover:bg-surface rounded-lg border"
                />
                <IconButton icon={ChevronRight} label={t('viewer.next')} onClick={() => move(1)} className="border-border hover:bg-surface rounded-lg border" />
                <IconButton
                  icon={X}
                  label={t('viewer.close')}
                  onClick={() => dialog.current?.close()}
                  className="border-border hover:bg-surface rounded-lg border"
                />
              </span>
            </figcaption>
          </figure>
        )}
      </dialog>
    </>
  );
}
