/** Where focus goes and stays clear of: after a page change, under the fixed header, beside the floating button. */
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/**
 * After a client-side navigation to another page, tells keyboard and
 * screen-reader visitors where they are, as a full page load would: a link
 * or form took them there, so focus moves to the new page's main heading
 * (which a screen reader reads out); back and forward keep the browser's
 * own scroll and focus, and the new page's title is announced instead
 * (returned, for a polite live region). Changes of the hash or query alone
 * (an in-page anchor, a filter) are not page changes.
 */
export function usePageChangeFocus() {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  const [announcement, setAnnouncement] = useState('');
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    if (navigationType === 'POP') {
      setAnnouncement(document.title);
      return;
    }
    setAnnouncement('');
    const heading = document.querySelector<HTMLElement>('main h1');
    if (!heading) return;
    heading.tabIndex = -1;
    // The router has already scrolled to the top; focusing must not scroll again.
    heading.focus({ preventScroll: true });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- a new page is a new pathname; the navigation type is read with it
  }, [pathname]);
  return announcement;
}

/**
 * Keeps the document's top scroll padding equal to the fixed header's real
 * height plus 1 rem (the height changes with the width, the top bar, the
 * language), so whatever takes focus or is scrolled to stays clear of it.
 * The stylesheet sets it from the header's usual heights before any script
 * runs. Measured by a ResizeObserver, whose first report comes with a frame's
 * layout (no layout forced at start-up), and written only when it changed, as
 * `scroll-padding-top` itself: a custom property on the root would restyle
 * every element of the page (on the home page, one task of 86-133 ms at a 4x
 * slowed CPU after hydration, measured; issue 32).
 */
export function useHeaderHeight(header: React.RefObject<HTMLElement | null>) {
  useEffect(() => {
    const element = header.current;
    if (!element) return;
    let written = '';
    const observer = new ResizeObserver(([entry]) => {
      const padding = `calc(${Math.round(entry?.borderBoxSize[0]?.blockSize ?? element.offsetHeight)}px + 1rem)`;
      if (padding === written) return;
      written = padding;
      document.documentElement.style.scrollPaddingTop = padding;
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [header]);
}

/**
 * Keeps whatever takes focus clear of the fixed header and the floating
 * WhatsApp button. The browser scrolls a focused element into view only when
 * it is wholly out of sight; one that is partly at the screen's edge stays
 * where it is, possibly under them (WCAG 2.4.11). Such an element is scrolled
 * the little it takes, within the page's scroll padding (app.css).
 */
export function useFocusClearOfFixed() {
  useEffect(() => {
    const onFocus = (event: FocusEvent) => {
      const element = event.target;
      // Keyboard focus only: a click already lands where the visitor is looking, and moving the page under
      // the pointer between press and release would lose the click.
      if (!(element instanceof HTMLElement) || !element.matches(':focus-visible')) return;
      for (let node: HTMLElement | null = element; node; node = node.parentElement) if (getComputedStyle(node).position === 'fixed') return;
      const root = getComputedStyle(document.documentElement);
      const box = element.getBoundingClientRect();
      const clearTop = parseFloat(root.scrollPaddingTop) || 0;
      const clearBottom = window.innerHeight - (parseFloat(root.scrollPaddingBottom) || 0);
      if (box.height <= clearBottom - clearTop && (box.top < clearTop || box.bottom > clearBottom)) element.scrollIntoView({ block: 'nearest' });
    };
    document.addEventListener('focusin', onFocus);
    return () => document.removeEventListener('focusin', onFocus);
  }, []);
}
