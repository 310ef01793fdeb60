/**
 * A `data-press` button or link plays a short animation, then acts: the first click is held back from everything
 * (the framework's handlers too), then repeated so it goes through as if first. Modifier-key clicks go at once.
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
