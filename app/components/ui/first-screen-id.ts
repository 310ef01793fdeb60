/**
 * The id of an empty element that closes each page's top section, the first screen of a phone. The head's
 * `<link rel="expect">` holds the first frame until an element with this id is in the document (Chrome unblocks
 * when the element is inserted, not when it is closed, so it marks the section's end), so the first paint is the
 * whole first screen, its largest element included, never the header alone (app/root.tsx). A module of its
 * own, so the build's tests can read it without loading the page's components.
 */
export const FIRST_SCREEN_END_ID = 'first-screen-end';
