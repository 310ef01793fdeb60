import { startTransition, useEffect, useState } from 'react';

/**
 * The current time for date-dependent content (open or closed jobs). Starts
 * at the time the page was built (so hydration matches the HTML), then
 * switches to the browser's clock after mount. That second render is a
 * transition, which React renders in slices: set from an effect without one,
 * it re-rendered the whole careers page in one task (18-31 ms at a 4x slowed
 * CPU, measured; issue 32), though it usually changes nothing on screen.
 */
export function useNow(builtAt: number) {
  const [now, setNow] = useState(builtAt);
  useEffect(() => startTransition(() => setNow(Date.now())), []);
  return now;
}
