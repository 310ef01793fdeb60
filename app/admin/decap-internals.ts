/**
 * What the content manager reads of Decap's own code where Decap offers no extension point: kept here and in
 * ./decap-internals.css alone, and checked against the installed Decap by ./decap-internals.test.ts.
 */

/** A field's messages in the left or the right column, after a refused save. */
export const FIELD_MESSAGES = '[class*="ControlErrorsList"] li, ul[class*="ErrorsList"] li';

export const SAVE_LABELS = ['Publish now', 'Publish and create new', 'Publish and duplicate', 'Save'] as const;

export function isSavePress(target: HTMLElement | null) {
  return !!target?.closest('[role="menuitem"], button') && (SAVE_LABELS as readonly string[]).includes(target.textContent?.trim() ?? '');
}

export interface Immutable {
  get(key: string): Immutable | undefined;
  getIn(path: string[]): Immutable | undefined;
  toJS(): unknown;
}

/** The state of Decap's Redux store, as far as it is read here. */
export interface DecapState {
  /** A plain object; the backend `proxy` is the local one. */
  config: { backend: { name: string; branch?: string; repo?: string; proxy_url?: string }; publish_mode?: string };
  auth: { user?: { token?: string } };
  entryDraft: Immutable;
  entries: Immutable;
  /** Drafts (the editorial workflow), as `entries` holds published items. */
  editorialWorkflow?: Immutable;
}

export const draftEntry = (state: DecapState) => state.entryDraft.get('entry')!;

/** An item as last saved: its draft when there is one, else the published item. */
export function savedEntry(state: DecapState, collection: string, slug: string) {
  const key = `${collection}.${slug}`;
  return state.editorialWorkflow?.getIn(['entities', key]) ?? state.entries.getIn(['entities', key]);
}
