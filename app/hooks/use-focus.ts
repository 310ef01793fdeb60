/** Where focus goes after a client-side page change (the shell's script keeps it clear of the fixed header: app/shell/header.ts). */
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
