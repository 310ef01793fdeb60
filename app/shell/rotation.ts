/**
 * What every part that moves by itself shares (WCAG 2.2.2): it stands still while paused, while the pointer or focus
 * is in it, while `held()`, and under reduced motion. `schedule()` starts the wait afresh.
 */
const reducedMotion = () => matchMedia('(prefers-reduced-motion: reduce)');

export class Rotation {
  #paused: boolean;
  #pointerInside = false;
  #focusInside = false;
  #timer: ReturnType<typeof setInterval> | undefined;

  constructor(
    private readonly host: HTMLElement,
    area: HTMLElement,
    private readonly interval: number,
    private readonly advance: () => void,
    private readonly held: () => boolean,
    signal: AbortSignal,
  ) {
    this.#paused = host.querySelector('[data-pause]')?.getAttribute('aria-pressed') === 'true';
    area.addEventListener('pointerenter', () => this.#hold('pointer', true), { signal });
    area.addEventListener('pointerleave', () => this.#hold('pointer', false), { signal });
    area.addEventListener('focusin', () => this.#hold('focus', true), { signal });
    area.addEventListener('focusout', (e) => area.contains(e.relatedTarget as Node | null) || this.#hold('focus', false), { signal });
    host.addEventListener('click', (e) => (e.target as Element).closest('[data-pause]') && this.setPaused(!this.#paused), { signal });
    reducedMotion().addEventListener('change', () => this.schedule(), { signal });
    signal.addEventListener('abort', () => clearInterval(this.#timer));
    this.schedule();
  }

  get paused() {
    return this.#paused;
  }

  setPaused(paused: boolean) {
    this.#paused = paused;
    this.host.querySelector('[data-pause]')?.setAttribute('aria-pressed', String(paused));
    this.schedule();
  }

  schedule() {
    clearInterval(this.#timer);
    if (this.#paused || this.#pointerInside || this.#focusInside || this.held() || reducedMotion().matches) return;
    this.#timer = setInterval(this.advance, this.interval);
  }

  #hold(what: 'pointer' | 'focus', inside: boolean) {
    if (what === 'pointer') this.#pointerInside = inside;
    else this.#focusInside = inside;
    this.schedule();
  }
}
