/**
 * `<services-more>` (sections/home/services-grid.tsx): of the cards in its scroll area (`data-scroll`),
 * those past the first few are hidden; coming within 50 px of the area's bottom reveals `data-step` more, as
 * does the hint button (`data-more`, gone once all show) and focus reaching the last card shown. The count
 * shown is said politely (`data-shown`, its text for each count in `data-shown-texts`).
 */
const BOTTOM_THRESHOLD = 50;

class ServicesMore extends HTMLElement {
  #stop = new AbortController();

  connectedCallback() {
    this.#stop = new AbortController();
    const signal = this.#stop.signal;
    const area = this.querySelector<HTMLElement>('[data-scroll]');
    area?.addEventListener('scroll', () => area.scrollTop + area.clientHeight >= area.scrollHeight - BOTTOM_THRESHOLD && this.#more(), {
      signal,
      passive: true,
    });
    this.addEventListener(
      'focusin',
      (e) => {
        const cards = this.#cards();
        const card = (e.target as Element).closest('li');
        if (card && cards.indexOf(card as HTMLLIElement) >= this.#visible() - 1) this.#more();
      },
      { signal },
    );
    this.addEventListener('click', (e) => (e.target as Element).closest('[data-more]') && this.#more(), { signal });
  }

  disconnectedCallback() {
    this.#stop.abort();
  }

  #cards() {
    return [...this.querySelectorAll<HTMLLIElement>('[data-scroll] li')];
  }

  #visible() {
    return this.#cards().filter((card) => !card.hidden).length;
  }

  #more() {
    const cards = this.#cards();
    const visible = Math.min(cards.length, this.#visible() + Number(this.dataset.step));
    cards.forEach((card, i) => (card.hidden = i >= visible));
    const texts = JSON.parse(this.dataset.shownTexts ?? '{}') as Record<string, string>;
    const shown = this.querySelector('[data-shown]');
    if (shown && texts[visible]) shown.textContent = texts[visible];
    if (visible >= cards.length) this.querySelector('[data-more]')?.remove();
  }
}

export function defineServicesMore() {
  if (!customElements.get('services-more')) customElements.define('services-more', ServicesMore);
}
