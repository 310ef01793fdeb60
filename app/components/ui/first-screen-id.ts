/**
 * The id of an empty element closing each page's top section: the head's `<link rel="expect">` holds the first frame
 * until it is in the document (app/root.tsx). A module of its own, so the build's tests can read it.
 */
export const FIRST_SCREEN_END_ID = 'first-screen-end';
