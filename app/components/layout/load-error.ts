/** The page's hidden load-error notice (rendered by the shell), shown when part of the page's code cannot load. */
export const LOAD_ERROR_ID = 'load-error';

export function showLoadError() {
  document.getElementById(LOAD_ERROR_ID)?.removeAttribute('hidden');
}
