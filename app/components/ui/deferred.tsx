/**
 * Hydrates part of a pre-rendered page only when it is needed: when it is in
 * view, or at the visitor's first scroll or press of a key or pointer (any of
 * which may lead into it). Until then its HTML is already there, readable and
 * with working plain links; only its code is not loaded. This keeps
 * below-the-fold sections and the footer out of the JavaScript a page needs
 * at start, and their hydration out of the page's start-up work.
 *
 * Built on React's own partial hydration: a lazy component inside <Suspense>
 * whose code has not arrived keeps its server HTML and hydrates once it has.
 * A part rendered by a client-side navigation has no server HTML yet, so its
 * code loads at once. The wrapper gets `data-hydrated` once its part is live.
 * If a part's code cannot be loaded (a stale page after a redeploy), the page
 * reloads once; if it fails again, the error reaches the route's error
 * boundary, which shows the translated error page with its reload button.
 */
import { lazy, Suspense, useEffect, useRef } from 'react';
import type { ComponentType, RefObject } from 'react';
import { reloadOnce } from '~/lib/load-error';

/**
 * Resolves at the visitor's first scroll or press of a key or pointer. Listening starts when this module
 * loads, before hydration, so an action taken before React reaches a deferred part still counts.
 */
const firstAction =
  typeof window === 'undefined'
    ? undefined
    : new Promise<void>((resolve) => {
        const types = ['scroll', 'pointerdown', 'keydown', 'popstate'] as const;
        const done = () => {
          for (const type of types) removeEventListener(type, done, true);
          resolve();
        };
        for (const type of types) addEventListener(type, done, { capture: true, passive: true });
      });

/**
 * Resolves when the server-rendered element marked `data-deferred={name}` is in view or the visitor has
 * acted; at once when there is no such element (the part is being rendered by a navigation). React
 * hydrates deferred boundaries after the rest of the page, so this runs once the page is interactive.
 */
function whenNeeded(name: string): Promise<void> {
  const target = typeof document === 'undefined' ? null : document.querySelector(`[data-deferred="${name}"]`);
  if (!target || !firstAction) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      observer.disconnect();
      resolve();
    };
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && done());
    observer.observe(target);
    void firstAction.then(done);
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
