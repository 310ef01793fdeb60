/**
 * What the content manager reads of Decap's own code where Decap offers no extension point for it: the names its
 * styles give its boxes, the English labels of the buttons that save, its store and the shape of its state, and
 * that an event's handler may replace the whole item by setting `entry` on the event it is given. They are written
 * here and in ./decap-internals.css alone, and ./decap-internals.test.ts checks each against the installed Decap, so
 * an upgrade that renames one fails that test, naming it. Changes to Decap's code itself are in patches/.
 */

/** A field's messages in the left or the right column, after a refused save. */
export const FIELD_MESSAGES = '[class*="ControlErrorsList"] li, ul[class*="ErrorsList"] li';

/** Decap's English labels of the buttons and menu items that save or publish. */
export const SAVE_LABELS = ['Publish now', 'Publish and create new', 'Publish and duplicate', 'Save'] as const;

/** Whether a press landed on a button or menu item that saves or publishes. */
export function isSavePress(target: HTMLElement | null) {
  return !!target?.closest('[role="menuitem"], button') && (SAVE_LABELS as readonly string[]).includes(target.textContent?.trim() ?? '');
}

/** The little of Immutable.js that is read from the store. */
export interface Immutable {
  get(key: string): Immutable | undefined;
  getIn(path: string[]): Immutable | undefined;
  toJS(): unknown;
}

/** The state of Decap's Redux store, as far as it is read here. */
export interface DecapState {
  /** Its configuration (a plain object): the backend's name (`proxy` for the local one), repository, branch and address. */
  config: { backend: { name: string; branch?: string; repo?: string; proxy_url?: string }; publish_mode?: string };
  /** The signed-in owner (a plain object): GitHub's token. */
  auth: { user?: { token?: string } };
  entryDraft: Immutable;
  entries: Immutable;
  /** Drafts (the editorial workflow), as `entries` holds published items. */
  editorialWorkflow?: Immutable;
}

/** The item open in the editor, as edited. */
export const draftEntry = (state: DecapState) => state.entryDraft.get('entry')!;

/** An item as last saved: its draft when there is one, else the published item. */
export function savedEntry(state: DecapState, collection: string, slug: string) {
  const key = `${collection}.${slug}`;
  return state.editorialWorkflow?.getIn(['entities', key]) ?? state.entries.getIn(['entities', key]);
}
