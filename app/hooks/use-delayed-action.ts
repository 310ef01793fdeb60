import { useCallback, useEffect, useRef, useState } from 'react';

/** The spec's button behaviour: play a 500 ms press animation, then act. Immediate under reduced motion. */
const BUTTON_DELAY_MS = 500;

export function useDelayedAction(action: () => void, delay = BUTTON_DELAY_MS) {
  const [pressed, setPressed] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const trigger = useCallback(() => {
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return action();
    setPressed(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      setPressed(false);
      action();
    }, delay);
  }, [action, delay]);
  return { pressed, trigger };
}
