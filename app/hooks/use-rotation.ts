import { useCallback, useEffect, useState } from 'react';

/** Whether the visitor asked for less motion (false before hydration, then live). */
export function useReducedMotion() {
  const [reduced, setReduced] = useState(false);
  useEffect(() => {
    const media = window.matchMedia('(prefers-reduced-motion: reduce)');
    setReduced(media.matches);
    const update = () => setReduced(media.matches);
    media.addEventListener('change', update);
    return () => media.removeEventListener('change', update);
  }, []);
  return reduced;
}

/**
 * An index that advances every `interval` ms and wraps after `count`, for
 * everything on the site that moves by itself. It stands still under
 * reduced motion, while paused (the visible pause control), and while
 * `hold` is true (hover or focus inside, a transition in progress). Timers
 * start only after hydration.
 */
export function useRotation(count: number, interval: number, hold = false) {
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const reduced = useReducedMotion();
  const running = !paused && !reduced && !hold && count > 1;
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => setIndex((i) => (i + 1) % count), interval);
    return () => clearInterval(timer);
  }, [running, count, interval]);
  const go = useCallback((i: number) => setIndex(((i % count) + count) % count), [count]);
  return { index, go, paused, setPaused, reduced, running };
}
