/**
 * The fixed header's part in the page: its shadow once scrolled; `scroll-padding-top` following its real height
 * (written itself, since a custom property on the root would restyle every element); and keyboard focus kept
 * clear of it and of the WhatsApp button, which the browser does not do for a partly visible element (WCAG 2.4.11).
 */
const SCROLLED_PX = 10;

function followScroll() {
  const update = () => {
    const bar = document.querySelector('[data-header-bar]');
    if (window.scrollY > SCROLLED_PX) bar?.setAttribute('data-scrolled', 'true');
    else bar?.removeAttribute('data-scrolled');
  };
  // The first reading waits for the next frame rather than forcing a layout while the page starts.
  requestAnimationFrame(update);
  addEventListener('scroll', update, { passive: true });
}

function followHeight() {
  const header = document.querySelector('header[data-site-header]');
  if (!header) return;
  let written = '';
  new ResizeObserver(([entry]) => {
    const padding = `calc(${Math.round(entry?.borderBoxSize[0]?.blockSize ?? (header as HTMLElement).offsetHeight)}px + 1rem)`;
    if (padding === written) return;
    written = padding;
    document.documentElement.style.scrollPaddingTop = padding;
  }).observe(header);
}

function keepFocusClear(event: FocusEvent) {
  const element = event.target;
  // Keyboard focus only: moving the page under the pointer between press and release would lose the click.
  if (!(element instanceof HTMLElement) || !element.matches(':focus-visible')) return;
  for (let node: HTMLElement | null = element; node; node = node.parentElement) if (getComputedStyle(node).position === 'fixed') return;
  const root = getComputedStyle(document.documentElement);
  const box = element.getBoundingClientRect();
  const clearTop = parseFloat(root.scrollPaddingTop) || 0;
  const clearBottom = window.innerHeight - (parseFloat(root.scrollPaddingBottom) || 0);
  if (box.height <= clearBottom - clearTop && (box.top < clearTop || box.bottom > clearBottom)) element.scrollIntoView({ block: 'nearest' });
}

export function startHeader() {
  followScroll();
  followHeight();
  document.addEventListener('focusin', keepFocusClear);
}
