/**
 * Marks `element` with `attribute` for the frame about to be drawn: the mark goes once that frame is on screen
 * (a task after the frame's `requestAnimationFrame`). CSS keyed to the mark holds back, for that one frame, what
 * would make a press's frame slow: the theme switch's transitions, the gallery's large picture.
 */
export function markUntilDrawn(element: HTMLElement, attribute: string) {
  element.setAttribute(attribute, '');
  requestAnimationFrame(() => setTimeout(() => element.removeAttribute(attribute)));
}
