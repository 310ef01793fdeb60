import { useCallback, useEffect, useState } from 'react';
import type { FocusEvent } from 'react';

/** Whether the visitor asked for less motion (false before hydration, then live). */
function useReducedMotion() {
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
 * everything on the site that moves by itself (WCAG 2.2.2). It stands still
 * under reduced motion, while paused (the visible pause control), while
 * `hold` is true (a transition in progress), while the pointer or focus is
 * inside the rotator (spread `area` on its outermost element), and for good
 * once the visitor has moved it by hand (`go`): what they chose stays.
 * Timers start only after hydration.
 */
export function useRotation(count: number, interval: number, hold = false) {
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const [pointerInside, setPointerInside] = useState(false);
  const [focusInside, setFocusInside] = useState(false);
  const reduced = useReducedMotion();
  const running = !paused && !reduced && !hold && !pointerInside && !focusInside && count > 1;
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => setIndex((i) => (i + 1) % count), interval);
    return () => clearInterval(timer);
  }, [running, count, interval]);
  const go = useCallback(
    (i: number) => {
      setPaused(true);
      setIndex(((i % count) + count) % count);
    },
    [count],
  );
  const area = {
    onPointerEnter: () => setPointerInside(true),
    onPointerLeave: () => setPointerInside(false),
    onFocus: () => setFocusInside(true),
    onBlur: (e: FocusEvent<HTMLElement>) => {
      if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocusInside(false);
    },
  };
  return { index, go, paused, setPaused, reduced, running, area };
}
