/**
 * `<testimonial-carousel>`: advances a track of cards on a timer; "previous" and "next" wrap, stop the rotation for
 * good and announce the position. Cards out of view are hidden from assistive technology and inert.
 */
import { Rotation } from './rotation';

const TRANSITION_MS = 500;
/** Cards per view at a viewport width, the same breakpoints as the cards' CSS widths. */
const perViewAt = (width: number) => (width < 640 ? 1 : width < 1024 ? 2 : 3);

class TestimonialCarousel extends HTMLElement {
  #index = 0;
  #moving = false;
  #rotation: Rotation | undefined;
  #stop = new AbortController();

  connectedCallback() {
    this.#stop = new AbortController();
    const signal = this.#stop.signal;
    const count = this.#cards().length / 2;
    const rotation = (this.#rotation = new Rotation(
      this,
      this.closest('section') ?? this,
      Number(this.dataset.interval),
      () => this.#go(this.#index + 1),
      () => this.#moving || count < 2,
      signal,
    ));
    this.addEventListener(
      'click',
      (e) => {
        const move = (e.target as Element).closest<HTMLElement>('[data-move]');
        if (!move || this.#moving) return;
        rotation.setPaused(true);
        this.#go(this.#index + Number(move.dataset.move));
        const announcer = this.querySelector('[data-announcer]');
        if (announcer) announcer.textContent = this.#cards()[this.#index]?.dataset.announce ?? '';
      },
      { signal },
    );
    addEventListener('resize', () => this.#layout(), { signal, passive: true });
    // The page comes laid out for a phone: elsewhere the cards in view change.
    if (perViewAt(innerWidth) !== Number(this.querySelector<HTMLElement>('[data-track]')?.dataset.perView)) this.#layout();
  }

  disconnectedCallback() {
    this.#stop.abort();
  }

  #cards() {
    return [...this.querySelectorAll<HTMLElement>('[data-track] > li')];
  }

  #go(index: number) {
    const count = this.#cards().length / 2;
    this.#index = ((index % count) + count) % count;
    this.#moving = true;
    this.#layout();
    setTimeout(() => {
      this.#moving = false;
      this.#rotation?.schedule();
    }, TRANSITION_MS);
  }

  #layout() {
    const perView = perViewAt(innerWidth);
    const track = this.querySelector<HTMLElement>('[data-track]');
    if (!track) return;
    track.dataset.perView = String(perView);
    // Through the CSSOM, not a style attribute: the site's policy allows no inline styles.
    track.style.transform = this.#index === 0 ? '' : `translateX(-${(this.#index * 100) / perView}%)`;
    this.#cards().forEach((card, i) => {
      const shown = i >= this.#index && i < this.#index + perView;
      card.setAttribute('aria-hidden', String(!shown));
      card.inert = !shown;
    });
  }
}

export function defineTestimonialCarousel() {
  if (!customElements.get('testimonial-carousel')) customElements.define('testimonial-carousel', TestimonialCarousel);
}
