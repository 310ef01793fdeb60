/**
 * The spec's button behaviour: a press plays a 500 ms animation, then acts (at once under reduced motion).
 * Any button or link marked `data-press` gets it. The first click is held back from everything else on the
 * page (the framework's handlers too) while the animation plays; then the same element is clicked again
 * and that click goes through as if it had been the first: a link navigates (in place on a hydrated page,
 * by React Router's own handler; as a page load on a plain one), a dialog's invoker opens its dialog.
 * Clicks with a modifier key (a new tab or window) go through at once.
 */
const PRESS_MS = 500;

export function startPress() {
  const releasing = new WeakSet<Element>();
  addEventListener(
    'click',
    (e) => {
      const target = (e.target as Element | null)?.closest?.('[data-press]');
      if (!target) return;
      if (releasing.has(target)) return void releasing.delete(target);
      if (e.metaKey || e.ctrlKey || e.shiftKey || e.altKey || e.button !== 0) return;
      if (matchMedia('(prefers-reduced-motion: reduce)').matches) return;
      e.preventDefault();
      e.stopImmediatePropagation();
      if (target.classList.contains('animate-press')) return;
      target.classList.add('animate-press');
      setTimeout(() => {
        target.classList.remove('animate-press');
        releasing.add(target);
        (target as HTMLElement).click();
      }, PRESS_MS);
    },
    { capture: true },
  );
}
