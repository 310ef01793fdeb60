/**
 * Testimonials carousel: one card under 640 px, two under 1024 px, else
 * three. Advances by one every 5 s (not during a transition, while the
 * pointer or focus is in the section, when paused, under reduced motion,
 * and no more once the visitor has moved it); previous and next wrap
 * around. A labelled region; the moving cards are not announced, the
 * position is, politely, only when the visitor moves it.
 */
import { ChevronLeft, ChevronRight, Quote } from '~/components/ui/lucide';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Monogram } from '~/components/ui/monogram';
import { IconButton } from '~/components/ui/icon-button';
import { Announcer } from '~/components/ui/announcer';
import { PauseButton } from '~/components/ui/pause-button';
import { SectionHeading } from '~/components/ui/section';
import { useRotation } from '~/hooks/use-rotation';

const TESTIMONIAL_ROTATION_MS = 5000;
const TRANSITION_MS = 500;

interface Testimonial {
  quote: string;
  name: string;
  position: string;
}

/**
 * Cards per view at a viewport width (the spec's 640 and 1024 px breakpoints). The cards' widths come from
 * CSS at the same breakpoints (`sm:w-1/2 lg:w-1/3`), so the pre-rendered page is right before any script runs.
 */
const perViewAt = (width: number) => (width < 640 ? 1 : width < 1024 ? 2 : 3);

function usePerView() {
  const [perView, setPerView] = useState(3);
  useEffect(() => {
    const update = () => setPerView(perViewAt(window.innerWidth));
    update();
    window.addEventListener('resize', update);
    return () => window.removeEventListener('resize', update);
  }, []);
  return perView;
}

export function Testimonials() {
  const { t } = useTranslation('sections');
  const items: readonly Testimonial[] = t('testimonials.items', { returnObjects: true });
  const perView = usePerView();
  const [moving, setMoving] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const { index, go, paused, setPaused, area } = useRotation(items.length, TESTIMONIAL_ROTATION_MS, moving);
  const track = useRef<HTMLUListElement>(null);

  // Moved through the CSSOM, not a style attribute (the site's policy allows no inline styles). The
  // pre-rendered page starts at the first card, where the track needs no offset.
  useEffect(() => {
    if (track.current) track.current.style.transform = index === 0 ? '' : `translateX(-${(index * 100) / perView}%)`;
  }, [index, perView]);

  useEffect(() => {
    setMoving(true);
    const timer = setTimeout(() => setMoving(false), TRANSITION_MS);
    return () => clearTimeout(timer);
  }, [index]);

  const step = (by: number) => {
    if (moving) return;
    const next = (((index + by) % items.length) + items.length) % items.length;
    go(next);
    setAnnouncement(t('testimonials.position', { n: next + 1, total: items.length }));
  };
  // Render the list twice over so a window of `perView` cards starting anywhere never runs out.
  const strip = [...items, ...items];
  return (
    <section aria-labelledby="testimonials-title" aria-roledescription="carousel" className="bg-surface py-20" {...area}>
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <div className="flex flex-wrap items-end justify-between gap-6">
          <SectionHeading id="testimonials-title" eyebrow={t('testimonials.eyebrow')} title={t('testimonials.title')} />
          <div className="flex items-center gap-2">
            <PauseButton paused={paused} onToggle={() => setPaused(!paused)} label={t('testimonials.pause')} />
            <IconButton
              icon={ChevronLeft}
              label={t('testimonials.previous')}
              onClick={() => step(-1)}
              className="border-border bg-bg hover:bg-surface-2 rounded-full border"
            />
            <IconButton
              icon={ChevronRight}
              label={t('testimonials.next')}
              onClick={() => step(1)}
              className="border-border bg-bg hover:bg-surface-2 rounded-full border"
            />
          </div>
        </div>
        {/* Pulled out by the cards' own 10 px gutter, so their edges line up with the heading above. */}
        <div className="-mx-2.5 mt-10 overflow-hidden">
          <ul
            ref={track}
            className="flex transition-transform duration-500 ease-out motion-reduce:transition-none"
            data-testid="testimonial-track"
            data-per-view={perView}
          >
            {strip.map((item, i) => {
              const shown = i >= index && i < index + perView;
              return (
                <li
                  key={`${item.name}-${i}`}
                  aria-hidden={!shown}
                  inert={!shown}
                  aria-roledescription="slide"
                  className="w-full shrink-0 px-2.5 sm:w-1/2 lg:w-1/3"
                >
                  <figure className="border-border bg-bg flex h-full flex-col rounded-2xl border p-6">
                    <Quote className="text-accent h-6 w-6" aria-hidden="true" />
                    <blockquote className="mt-3 flex-1 text-lg leading-relaxed">{item.quote}</blockquote>
                    <figcaption className="mt-6 flex items-center gap-3">
                      <Monogram name={item.name} />
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
        <Announcer>{announcement}</Announcer>
      </div>
    </section>
  );
}
