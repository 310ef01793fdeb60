/** `<services-more>`: reveals more cards of its scroll area near its bottom, from the hint button, or when focus reaches the last one shown. */
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
