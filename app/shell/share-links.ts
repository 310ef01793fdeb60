/**
 * `<share-links>`: shows the share-sheet button where the browser has one, else the copy button. Both start
 * hidden, so without a script the share links beside them still work.
 */
const SAID_MS = 2500;

class ShareLinks extends HTMLElement {
  #stop = new AbortController();
  #timer: ReturnType<typeof setTimeout> | undefined;

  connectedCallback() {
    this.#stop = new AbortController();
    const canShare = typeof navigator.share === 'function';
    const native = this.querySelector<HTMLElement>('[data-share]');
    const copy = this.querySelector<HTMLElement>('[data-copy]');
    if (native) native.hidden = !canShare;
    if (copy) copy.hidden = canShare;
    this.addEventListener(
      'click',
      (e) => {
        const button = (e.target as Element).closest('button');
        const { url = location.href, title = document.title } = this.dataset;
        if (button === native) navigator.share({ url, title }).catch(() => {});
        if (button === copy) void this.#copy(url);
      },
      { signal: this.#stop.signal },
    );
  }

  disconnectedCallback() {
    this.#stop.abort();
    clearTimeout(this.#timer);
  }

  async #copy(url: string) {
    try {
      await navigator.clipboard.writeText(url);
    } catch {
      // Older browsers: select the URL in a temporary field.
      const field = Object.assign(document.createElement('textarea'), { value: url });
      document.body.append(field);
      field.select();
      document.execCommand('copy');
      field.remove();
    }
    const status = this.querySelector<HTMLElement>('[data-status]');
    const said = (on: boolean) => {
      this.toggleAttribute('data-copied', on);
      if (status) status.textContent = on ? (status.dataset.text ?? '') : '';
    };
    said(true);
    clearTimeout(this.#timer);
    this.#timer = setTimeout(() => said(false), SAID_MS);
  }
}

export function defineShareLinks() {
  if (!customElements.get('share-links')) customElements.define('share-links', ShareLinks);
}
