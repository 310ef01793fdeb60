/**
 * Testimonials carousel, driven by app/shell/testimonial-carousel.ts. The moving cards are not announced; the
 * position is, politely, only when the visitor moves it.
 */
import { ChevronLeft, ChevronRight, Quote } from '~/components/ui/lucide';
import { useTranslation } from 'react-i18next';
import { Portrait } from '~/components/ui/monogram';
import { uploadPlace } from '~/data/upload-places';
import { IconButton } from '~/components/ui/icon-button';
import { PauseButton } from '~/components/ui/pause-button';
import { SectionHeading } from '~/components/ui/section';

const TESTIMONIAL_ROTATION_MS = 5000;
/** Cards in view before a script knows the window's width: a phone's, so on a phone nothing changes at start. */
const FIRST_VIEW = 1;

interface Testimonial {
  quote: string;
  name: string;
  position: string;
  /** Its photograph's description, when English has chosen one (app/data/collections/page-texts.ts). */
  photoAlt?: string;
}

export function Testimonials() {
  const { t } = useTranslation('sections');
  const items: readonly Testimonial[] = t('testimonials.items', { returnObjects: true });
  // Render the list twice over so a window of `perView` cards starting anywhere never runs out.
  const strip = [...items, ...items];
  return (
    <section aria-labelledby="testimonials-title" aria-roledescription="carousel" className="bg-surface py-20">
      <testimonial-carousel data-interval={TESTIMONIAL_ROTATION_MS} class="mx-auto block max-w-7xl px-4 sm:px-6">
        <div className="flex flex-wrap items-end justify-between gap-6">
          <SectionHeading id="testimonials-title" eyebrow={t('testimonials.eyebrow')} title={t('testimonials.title')} />
          <div className="flex items-center gap-2">
            <PauseButton label={t('testimonials.pause')} />
            <IconButton
              icon={ChevronLeft}
              label={t('testimonials.previous')}
              data-move={-1}
              className="border-border bg-bg hover:bg-surface-2 rounded-full border"
            />
            <IconButton
              icon={ChevronRight}
              label={t('testimonials.next')}
              data-move={1}
              className="border-border bg-bg hover:bg-surface-2 rounded-full border"
            />
          </div>
        </div>
        <div className="-mx-2.5 mt-10 overflow-hidden">
          <ul
            className="flex transition-transform duration-500 ease-out motion-reduce:transition-none"
            data-track
            data-testid="testimonial-track"
            data-per-view={FIRST_VIEW}
          >
            {strip.map((item, i) => {
              const shown = i < FIRST_VIEW;
              return (
                <li
                  key={`${item.name}-${i}`}
                  aria-hidden={!shown}
                  inert={!shown}
                  aria-roledescription="slide"
                  data-announce={t('testimonials.position', { n: (i % items.length) + 1, total: items.length })}
                  data-copy={i >= items.length || undefined}
                  className="w-full shrink-0 px-2.5 sm:w-1/2 lg:w-1/3"
                >
                  <figure className="border-border bg-bg flex h-full flex-col rounded-2xl border p-6">
                    <Quote className="text-accent h-6 w-6" aria-hidden="true" />
                    <blockquote className="mt-3 flex-1 text-lg leading-relaxed">{item.quote}</blockquote>
                    <figcaption className="mt-6 flex items-center gap-3">
                      <Portrait name={item.name} place={uploadPlace.text('sections', `testimonials.items.${i % items.length}.photo`)} alt={item.photoAlt} />
                      <span>
                        <span className="block font-semibold">{item.name}</span>
                        <span className="text-muted block text-sm">{item.position}</span>
                      </span>
                    </figcaption>
                  </figure>
                </li>
              );
            })}
          </ul>
        </div>
        <p className="sr-only" aria-live="polite" aria-atomic="true" data-announcer />
      </testimonial-carousel>
    </section>
  );
}
