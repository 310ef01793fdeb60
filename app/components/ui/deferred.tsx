/**
 * Hydrates part of a pre-rendered page only when it is needed: when it comes
 * within about a screen of the viewport, or at the visitor's first press of a
 * key or pointer (any of which may lead into it). Until then its HTML is
 * already there, readable and with working plain links; only its code is
 * not loaded. This keeps below-the-fold sections and the footer out of the
 * JavaScript a page needs at start.
 *
 * Built on React's own partial hydration: a lazy component inside <Suspense>
 * whose code has not arrived keeps its server HTML and hydrates once it has.
 * After the first hydration (client-side navigations), deferred parts load
 * at once. The wrapper gets `data-hydrated` once its part is live. If a part's
 * code cannot be loaded (a stale page after a redeploy), the page reloads
 * once; if it fails again, the error reaches the route's error boundary,
 * which shows the translated error page with its reload button.
 */
import { lazy, Suspense, useEffect, useRef, type ComponentType, type RefObject } from 'react';
import { reloadOnce } from '~/components/layout/load-error';

let pageHydrated = false;
/** Called once the page has hydrated: from then on, deferred parts load as soon as they render. */
export function markPageHydrated() {
  pageHydrated = true;
}

const wakeEvents = ['pointerdown', 'keydown', 'popstate'] as const;

/** Resolves when the element marked `data-deferred={name}` is near the viewport or the visitor acts. */
function whenNeeded(name: string): Promise<void> {
  if (typeof document === 'undefined' || pageHydrated || typeof IntersectionObserver === 'undefined') return Promise.resolve();
  const target = document.querySelector(`[data-deferred="${name}"]`);
  if (!target) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      observer.disconnect();
      for (const type of wakeEvents) removeEventListener(type, done, true);
      resolve();
    };
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && done(), { rootMargin: '100% 0px' });
    observer.observe(target);
    for (const type of wakeEvents) addEventListener(type, done, { capture: true, passive: true });
  });
}

function Ready({ wrapper }: { wrapper: RefObject<HTMLDivElement | null> }) {
  useEffect(() => wrapper.current?.setAttribute('data-hydrated', ''), [wrapper]);
  return null;
}

export function deferred<P extends object>(name: string, load: () => Promise<{ default: ComponentType<P> }>) {
  const Part = lazy(() => whenNeeded(name).then(load).catch(reloadOnce));
  return function Deferred(props: P) {
    const wrapper = useRef<HTMLDivElement>(null);
    return (
      <div ref={wrapper} data-deferred={name}>
        <Suspense fallback={null}>
          <Part {...props} />
          <Ready wrapper={wrapper} />
        </Suspense>
      </div>
    );
  };
}
