import { useEffect } from 'react';
import type { RefObject } from 'react';

/**
 * Closes a popup on a pointer press outside `ref`, on Escape (focus goes
 * back to `returnFocus`), and when focus moves out of `ref` (Tab past the
 * last item), so an open panel never covers the control that has focus.
 */
export function useDismiss(open: boolean, ref: RefObject<HTMLElement | null>, close: () => void, returnFocus?: RefObject<HTMLElement | null>) {
  useEffect(() => {
    if (!open) return;
    const outside = (target: EventTarget | null) => ref.current !== null && target instanceof Node && !ref.current.contains(target);
    const onPointer = (e: PointerEvent) => {
      if (outside(e.target)) close();
    };
    const onFocus = (e: FocusEvent) => {
      if (outside(e.target)) close();
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        close();
        returnFocus?.current?.focus();
      }
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('focusin', onFocus);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('focusin', onFocus);
      document.removeEventListener('keydown', onKey);
    };
  }, [open, ref, close, returnFocus]);
}
