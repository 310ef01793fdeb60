/** `<rotating-topics>`: the heading's highlighted topics take turns; the highlighted one carries `data-active`. */
import { Rotation } from './rotation';

class RotatingTopics extends HTMLElement {
  #stop = new AbortController();

  connectedCallback() {
    this.#stop = new AbortController();
    const topics = () => [...this.querySelectorAll<HTMLElement>('[data-topic]')];
    const advance = () => {
      const all = topics();
      const next = (all.findIndex((t) => t.hasAttribute('data-active')) + 1) % all.length;
      all.forEach((topic, i) => topic.toggleAttribute('data-active', i === next));
    };
    new Rotation(this, this, Number(this.dataset.interval), advance, () => topics().length < 2, this.#stop.signal);
  }

  disconnectedCallback() {
    this.#stop.abort();
  }
}

export function defineRotatingTopics() {
  if (!customElements.get('rotating-topics')) customElements.define('rotating-topics', RotatingTopics);
}
