/**
 * `<image-gallery>`: a thumbnail opens the viewer `<dialog>` on a clone of its own picture, so the browser picks the
 * larger file from the same sources; the picture is drawn one frame after the press so an SVG never holds the dialog's first frame (decision 051).
 */
import { markUntilDrawn } from './next-frame';

class ImageGallery extends HTMLElement {
  #index = 0;
  #shown: HTMLElement | undefined;
  #stop = new AbortController();

  connectedCallback() {
    this.#stop = new AbortController();
    const signal = this.#stop.signal;
    const dialog = this.querySelector('dialog');
    if (!dialog) return;
    this.addEventListener(
      'click',
      (e) => {
        const target = e.target as Element;
        if (target === dialog) return dialog.close();
        const open = target.closest<HTMLElement>('[data-open]');
        if (open) {
          this.#show(Number(open.dataset.open));
          const slot = this.querySelector<HTMLElement>('[data-viewer-image]');
          if (slot) markUntilDrawn(slot, 'data-waiting');
          dialog.showModal();
        }
        const step = target.closest<HTMLElement>('[data-step]');
        if (step) this.#show(this.#index + Number(step.dataset.step));
      },
      { signal },
    );
    const prepare = (e: Event) => {
      const open = (e.target as Element).closest?.<HTMLElement>('[data-open]');
      if (open && !dialog.open) this.#show(Number(open.dataset.open));
    };
    this.addEventListener('pointerover', prepare, { signal });
    this.addEventListener('focusin', prepare, { signal });
    dialog.addEventListener(
      'keydown',
      (e) => {
        if (e.key === 'ArrowRight') this.#show(this.#index + 1);
        if (e.key === 'ArrowLeft') this.#show(this.#index - 1);
      },
      { signal },
    );
  }

  disconnectedCallback() {
    this.#stop.abort();
  }

  #show(index: number) {
    const thumbs = [...this.querySelectorAll<HTMLElement>('[data-open]')];
    const dialog = this.querySelector('dialog');
    const slot = this.querySelector<HTMLElement>('[data-viewer-image]');
    if (!thumbs.length || !dialog || !slot) return;
    this.#index = (index + thumbs.length) % thumbs.length;
    const thumb = thumbs[this.#index]!;
    if (thumb === this.#shown) return;
    this.#shown = thumb;
    const picture = (thumb.querySelector('picture') ?? thumb.querySelector('img'))?.cloneNode(true) as HTMLElement | undefined;
    if (picture) {
      for (const source of picture.querySelectorAll('source')) source.sizes = slot.dataset.sizes ?? '';
      const img = picture instanceof HTMLImageElement ? picture : picture.querySelector('img');
      if (img) {
        if (img.sizes) img.sizes = slot.dataset.sizes ?? '';
        img.className = slot.dataset.class ?? '';
        img.loading = 'eager';
        // Shown when decoded: the dialog opens in the press's frame, not after the larger file's decoding.
        img.decoding = 'async';
      }
      slot.replaceChildren(picture);
      if (!dialog.open) void img?.decode().catch(() => {});
      else markUntilDrawn(slot, 'data-waiting');
    }
    const caption = thumb.dataset.caption ?? '';
    dialog.setAttribute('aria-label', caption);
    this.querySelector('[data-viewer-caption]')!.textContent = caption;
    this.querySelector('[data-viewer-position]')!.textContent = thumb.dataset.position ?? '';
  }
}

export function defineImageGallery() {
  if (!customElements.get('image-gallery')) customElements.define('image-gallery', ImageGallery);
}
