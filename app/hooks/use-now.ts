import { useEffect, useState } from 'react';

/**
 * The current time for date-dependent content (open or closed jobs). Starts
 * at the time the page was built (so hydration matches the HTML), then
 * switches to the browser's clock after mount.
 */
export function useNow(builtAt: number) {
  const [now, setNow] = useState(builtAt);
  useEffect(() => setNow(Date.now()), []);
  return now;
}
