/**
 * What the content manager reads of Decap's own code where Decap offers no extension point for it: the names its
 * styles give its boxes, the English labels of the buttons that save, and the shape of its store. They are written
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

/** Decap's Redux store, as far as it is read here. */
export interface DecapStore {
  entryDraft: Immutable;
  entries: Immutable;
  /** Drafts (the editorial workflow), as `entries` holds published items. */
  editorialWorkflow?: Immutable;
}

/** The item open in the editor, as edited. */
export const draftEntry = (state: DecapStore) => state.entryDraft.get('entry')!;

/** An item as last saved: its draft when there is one, else the published item. */
export function savedEntry(state: DecapStore, collection: string, slug: string) {
  const key = `${collection}.${slug}`;
  return state.editorialWorkflow?.getIn(['entities', key]) ?? state.entries.getIn(['entities', key]);
}
