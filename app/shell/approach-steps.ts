/**
 * `<approach-steps>`: steps that advance by themselves; choosing one announces it and stops the rotation. Its
 * section gets `data-seen` for the rise-in once partly in view.
 */
import { Rotation } from './rotation';

class ApproachSteps extends HTMLElement {
  #index = 0;
  #stop = new AbortController();

  connectedCallback() {
    this.#stop = new AbortController();
    const signal = this.#stop.signal;
    const section = this.closest('section') ?? this;
    this.#index = Math.max(
      0,
      this.#buttons().findIndex((b) => b.getAttribute('aria-current') === 'step'),
    );
    const count = this.#buttons().length;
    const rotation = new Rotation(
      this,
      section,
      Number(this.dataset.interval),
      () => this.#show((this.#index + 1) % count),
      () => count < 2,
      signal,
    );
    this.addEventListener(
      'click',
      (e) => {
        const step = (e.target as Element).closest<HTMLElement>('[data-step]');
        if (!step) return;
        const i = Number(step.dataset.step);
        rotation.setPaused(true);
        this.#show(i);
        const announcer = this.querySelector('[data-announcer]');
        if (announcer) announcer.textContent = this.#buttons()[i]?.dataset.announce ?? '';
      },
      { signal },
    );
    const seen = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.isIntersecting)) return;
        section.setAttribute('data-seen', 'true');
        seen.disconnect();
      },
      { threshold: 0.2 },
    );
    seen.observe(section);
    signal.addEventListener('abort', () => seen.disconnect());
  }

  disconnectedCallback() {
    this.#stop.abort();
  }

  /** The steps' buttons in the list (each step also has a dot, after them). */
  #buttons() {
    return [...this.querySelectorAll<HTMLElement>('ol [data-step]')];
  }

  #show(index: number) {
    this.#index = index;
    for (const el of this.querySelectorAll<HTMLElement>('[data-step]')) {
      const active = Number(el.dataset.step) === index;
      if (el.closest('ol')) {
        if (active) el.setAttribute('aria-current', 'step');
        else el.removeAttribute('aria-current');
      } else el.setAttribute('aria-pressed', String(active));
    }
    for (const panel of this.querySelectorAll<HTMLElement>('[data-step-panel]')) panel.hidden = Number(panel.dataset.stepPanel) !== index;
  }
}

export function defineApproachSteps() {
  if (!customElements.get('approach-steps')) customElements.define('approach-steps', ApproachSteps);
}
