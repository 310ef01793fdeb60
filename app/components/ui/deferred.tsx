/**
 * Hydrates part of a pre-rendered page only when in view or at the visitor's first action, keeping its code
 * out of start-up (decision 012); built on React's partial hydration of a lazy component inside <Suspense>.
 */
import { lazy, Suspense, useEffect, useRef } from 'react';
import type { ComponentType, RefObject } from 'react';
import { reloadOnce } from '~/lib/load-error';

/** The visitor's first scroll or press; listened for from module load, so actions before hydration count. */
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

/** Resolves when the part's server-rendered element is in view or the visitor has acted; at once after a navigation. */
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
