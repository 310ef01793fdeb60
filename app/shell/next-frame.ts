/**
 * Marks `element` with `attribute` until the frame about to be drawn is on screen, so CSS keyed to it can hold back
 * what would make a press's frame slow.
 */
export function markUntilDrawn(element: HTMLElement, attribute: string) {
  element.setAttribute(attribute, '');
  requestAnimationFrame(() => setTimeout(() => element.removeAttribute(attribute)));
}
