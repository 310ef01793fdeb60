/**
 * When part of a page's code cannot load (a page from before a redeploy): it reloads once, then shows the failure,
 * so it never loops. The rule is shared with scripts/build/deferred-bootstrap.ts.
 */
export const LOAD_ERROR_ID = 'load-error';
export const reloadKey = (pathname: string) => `reloaded:${pathname}`;
export const RELOAD_WINDOW_MS = 60_000;

export function showLoadError() {
  document.getElementById(LOAD_ERROR_ID)?.removeAttribute('hidden');
}

/** For a failed dynamic import: reload the page, unless it was just reloaded for that; then rethrow. */
export function reloadOnce(error: unknown): Promise<never> {
  const key = reloadKey(window.location.pathname);
  try {
    if (!(Date.now() - Number(sessionStorage.getItem(key)) < RELOAD_WINDOW_MS)) {
      sessionStorage.setItem(key, String(Date.now()));
      window.location.reload();
      return new Promise(() => {});
    }
  } catch {
    // No storage, no way to tell a first failure from a loop: do not reload.
  }
  throw error;
}
