/**
 * `<image-gallery>` (sections/projects/gallery.tsx): a thumbnail (`data-open`) opens the viewer `<dialog>` on
 * its picture, its caption (`data-caption`) and its "image n of total" line (`data-position`); the buttons
 * (`data-step`) and the arrow keys move to the previous or next image and wrap. The viewer shows the
 * thumbnail's own picture, cloned with the viewer's `sizes` and classes, so the browser picks the larger
 * file from the same sources. The dialog closes natively (its close button's `command`, Escape, a click
 * beside it where `closedby` is supported, here too where it is not) and gives focus back to the thumbnail.
 * A thumbnail under the pointer or the focus has its picture put in the viewer already: the press then only
 * opens the dialog, and the larger file is on its way before it. The picture itself is drawn one frame after
 * the press (`data-waiting`): an illustration is an SVG, drawn in full at the viewer's size, which would
 * otherwise hold the dialog's first frame (decision 051).
 */
import { markUntilDrawn } from './next-frame';

class ImageGallery extends HTMLElement {
  #index = 0;
  /** The thumbnail whose picture the viewer holds. */
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
      // Prepared before the press (under the pointer or the focus), the larger file is decoded by then too.
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
