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
 * Keeps `--header-height` on the document equal to the fixed header's real
 * height (it changes with the width, the top bar, the language), so the
 * scroll padding that keeps a focused element clear of it is right.
 */
export function useHeaderHeight(header: React.RefObject<HTMLElement | null>) {
  useEffect(() => {
    const element = header.current;
    if (!element) return;
    const update = () => document.documentElement.style.setProperty('--header-height', `${element.offsetHeight}px`);
    update();
    const observer = new ResizeObserver(update);
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
