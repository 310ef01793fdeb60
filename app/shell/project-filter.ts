/** `<project-filter>`: its filter buttons show only the cards of their category and say which is on (`aria-pressed`). */
class ProjectFilter extends HTMLElement {
  #stop = new AbortController();

  connectedCallback() {
    this.#stop = new AbortController();
    this.addEventListener(
      'click',
      (e) => {
        const filter = (e.target as Element).closest<HTMLElement>('[data-filter]')?.dataset.filter;
        if (!filter) return;
        for (const button of this.querySelectorAll<HTMLElement>('[data-filter]')) button.setAttribute('aria-pressed', String(button.dataset.filter === filter));
        for (const card of this.querySelectorAll<HTMLElement>('[data-category]')) card.hidden = filter !== 'all' && card.dataset.category !== filter;
      },
      { signal: this.#stop.signal },
    );
  }

  disconnectedCallback() {
    this.#stop.abort();
  }
}

export function defineProjectFilter() {
  if (!customElements.get('project-filter')) customElements.define('project-filter', ProjectFilter);
}
