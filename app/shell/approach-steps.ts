/**
 * `<approach-steps>` (sections/approach.tsx): steps that advance by themselves every `data-interval` ms
 * and wrap. A step's button or its dot (`data-step`) selects it, says so in the live region
 * (`data-announcer`) and stops the rotation; the pause button (`data-pause`) stops and resumes it. It
 * stands still while paused, while the pointer or focus is in its section, and under reduced motion. Its
 * section (`.reveal`) gets `data-seen` once a fifth of it has been in view (the rise-in, app.css). A custom
 * element, so it starts wherever it appears: in the pre-rendered HTML, or rendered by React in place.
 */
const reducedMotion = () => matchMedia('(prefers-reduced-motion: reduce)');

class ApproachSteps extends HTMLElement {
  #index = 0;
  #paused = false;
  #pointerInside = false;
  #focusInside = false;
  #timer: ReturnType<typeof setInterval> | undefined;
  #stop = new AbortController();

  connectedCallback() {
    this.#stop = new AbortController();
    const signal = this.#stop.signal;
    const section = this.closest('section') ?? this;
    this.#index = Math.max(
      0,
      this.#buttons().findIndex((b) => b.getAttribute('aria-current') === 'step'),
    );
    this.#paused = this.querySelector('[data-pause]')?.getAttribute('aria-pressed') === 'true';
    this.addEventListener('click', (e) => this.#onClick(e), { signal });
    section.addEventListener('pointerenter', () => this.#hold('pointer', true), { signal });
    section.addEventListener('pointerleave', () => this.#hold('pointer', false), { signal });
    section.addEventListener('focusin', () => this.#hold('focus', true), { signal });
    section.addEventListener('focusout', (e) => section.contains(e.relatedTarget as Node | null) || this.#hold('focus', false), { signal });
    reducedMotion().addEventListener('change', () => this.#schedule(), { signal });
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
    this.#schedule();
  }

  disconnectedCallback() {
    this.#stop.abort();
    clearInterval(this.#timer);
  }

  /** The steps' buttons in the list (each step also has a dot, after them). */
  #buttons() {
    return [...this.querySelectorAll<HTMLElement>('ol [data-step]')];
  }

  #onClick(e: Event) {
    const target = e.target as Element;
    const step = target.closest<HTMLElement>('[data-step]');
    if (step) {
      const i = Number(step.dataset.step);
      this.#setPaused(true);
      this.#show(i);
      const announcer = this.querySelector('[data-announcer]');
      if (announcer) announcer.textContent = this.#buttons()[i]?.dataset.announce ?? '';
    } else if (target.closest('[data-pause]')) this.#setPaused(!this.#paused);
  }

  #hold(what: 'pointer' | 'focus', inside: boolean) {
    if (what === 'pointer') this.#pointerInside = inside;
    else this.#focusInside = inside;
    this.#schedule();
  }

  #setPaused(paused: boolean) {
    this.#paused = paused;
    this.querySelector('[data-pause]')?.setAttribute('aria-pressed', String(paused));
    this.#schedule();
  }

  #schedule() {
    clearInterval(this.#timer);
    const count = this.#buttons().length;
    if (this.#paused || this.#pointerInside || this.#focusInside || reducedMotion().matches || count < 2) return;
    this.#timer = setInterval(() => this.#show((this.#index + 1) % count), Number(this.dataset.interval));
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
