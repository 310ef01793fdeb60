/** What the content manager says when something fails, in the owners' words: what happened and what to do. */
import CMS from './decap';

/** A failure in the owners' words: Decap writes it after its message as it is, without "Error:". */
export class Refusal extends Error {
  override toString() {
    return this.message;
  }
}

const UNREACHABLE =
  'The content manager cannot reach the site’s files: the connection is down, or (on a computer of your own) `npm run cms` has stopped. Nothing is lost: your changes are still on this page. Try again in a moment.';

const GITHUB: Record<number, string> = {
  401: 'Your sign-in has expired. Log out (the picture at the top right), sign in again, and try again: your changes are still on this page.',
  403: 'GitHub refused: your account cannot change the site’s repository, or has made too many requests. Ask the site’s developer to give it write access, or try again in an hour.',
  404: 'GitHub cannot find the site’s repository or this item: ask the site’s developer to check the content manager’s settings (CMS_REPO).',
  409: 'The site changed on GitHub at the same moment: reload the page and try again.',
  422: 'GitHub refused the change as it stands: reload the page and try again; if it happens again, ask the site’s developer.',
};
const isGitHub = (url: string) => /^https:\/\/api\.github\.com\//.test(url);

/** The browser's `fetch` for Decap, with failures put in words (Decap shows the `message` of GitHub's answer). */
export function ownerFetch(fetch: typeof window.fetch): typeof window.fetch {
  return async (input, init) => {
    let answer: Response;
    try {
      answer = await fetch(input, init);
    } catch (error) {
      if ((error as Error).name === 'AbortError') throw error;
      throw new Refusal(UNREACHABLE);
    }
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const words =
      isGitHub(url) && !answer.ok
        ? (GITHUB[answer.status] ?? (answer.status >= 500 ? 'GitHub is not answering as it should: try again in a few minutes.' : undefined))
        : undefined;
    if (!words) return answer;
    return new Response(JSON.stringify({ message: words }), {
      status: answer.status,
      statusText: answer.statusText,
      headers: { 'Content-Type': 'application/json' },
    });
  };
}

/** Decap's English for a field's messages and its notices, in the owners' words. */
export function registerMessages() {
  type Phrases = {
    editor: { editorControlPane: { widget: Record<string, string> } & Record<string, unknown> } & Record<string, unknown>;
    ui: { toast: Record<string, string> } & Record<string, unknown>;
  };
  const english = (CMS as unknown as { getLocale: (locale: string) => Phrases }).getLocale('en');
  const { editor } = english;
  CMS.registerLocale('en', {
    ...english,
    editor: {
      ...editor,
      editorControlPane: {
        ...editor.editorControlPane,
        widget: { ...editor.editorControlPane.widget, regexPattern: '%{pattern}', required: '%{fieldLabel} is required: write it.' },
      },
    },
    ui: {
      ...english.ui,
      toast: {
        ...english.ui.toast,
        missingRequiredField: 'Not saved: the fields marked in red say what to change.',
        onFailToPersist: 'Not saved. %{details}',
        onFailToPublishEntry: 'Not published. %{details}',
        onFailToUpdateStatus: 'The status is as it was. %{details}',
        onFailToDelete: 'Not deleted. %{details}',
        onFailToUnpublishEntry: 'Still published. %{details}',
        onFailToLoadEntries: 'This list or item could not be loaded. %{details}',
        // Decap's own slip when it asks before the item is loaded: nothing the owner did, nothing lost.
        onFailToLoadDeployPreview: 'The draft’s own site is not ready yet: press “Check for Preview” again in a moment.',
        onFailToAddNote: 'The note was not added. %{details}',
      },
    },
  });
}
