/**
 * The fixed header's part in the page:
 * - its bar (`data-header-bar`) gains `data-scrolled` (its shadow) once the page has scrolled past 10 px;
 * - the document's top scroll padding follows the header's real height plus 1 rem (it changes with the
 *   width, the top bar, the language), so whatever takes focus or is scrolled to stays clear of it. The
 *   stylesheet sets it from the header's usual heights before any script runs. A ResizeObserver measures
 *   it (its first report comes with a frame's layout: no layout forced at start-up), and it is written only
 *   when it changed, as `scroll-padding-top` itself: a custom property on the root would restyle every
 *   element of the page, in one long task;
 * - whatever takes keyboard focus is kept clear of it and of the floating WhatsApp button. The browser
 *   scrolls a focused element into view only when it is wholly out of sight; one partly at the screen's
 *   edge stays where it is, possibly under them (WCAG 2.4.11). Such an element is scrolled the little it
 *   takes, within the page's scroll padding (app.css).
 */
const SCROLLED_PX = 10;

function followScroll() {
  const update = () => {
    const bar = document.querySelector('[data-header-bar]');
    if (window.scrollY > SCROLLED_PX) bar?.setAttribute('data-scrolled', 'true');
    else bar?.removeAttribute('data-scrolled');
  };
  // Reading the scroll position lays the page out: the first reading waits for the next frame, which lays it
  // out anyway, rather than forcing a layout of the whole page while it starts (a page reloaded halfway down).
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
  // Keyboard focus only: a click already lands where the visitor is looking, and moving the page under the
  // pointer between press and release would lose the click.
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
