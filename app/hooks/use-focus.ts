import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/**
 * After a client-side navigation, tells keyboard and screen-reader visitors where they are: focus moves to the new
 * page's heading; back and forward keep the browser's own focus and the title is announced instead (returned).
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
    heading.focus({ preventScroll: true });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- a new page is a new pathname; the navigation type is read with it
  }, [pathname]);
  return announcement;
}
