/** The site's repository, read and written around Decap to merge two people's changes: GitHub live, the local backend on a checkout. */

export interface Repository {
  /** Each path's text at a branch or a commit; undefined where it has none. */
  files(ref: string, paths: readonly string[]): Promise<Record<string, string | undefined>>;
  /** Where a draft's branch left the site's, or undefined when there is no such branch. */
  mergeBase(site: string, draft: string): Promise<string | undefined>;
  write(draft: string, files: Record<string, string>, message: string): Promise<void>;
}

/** The local backend's own actions, beside decap-server's (POST `{ action, params }` to its `/api/v1`). */
export function localRepository(url: string, fetch = window.fetch.bind(window)): Repository {
  const ask = async <T>(action: string, params: object): Promise<T> => {
    const answer = await fetch(url, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ action, params }) });
    const body = (await answer.json()) as T & { error?: string };
    if (!answer.ok) throw new Error(body.error ?? `the local backend answered ${answer.status}`);
    return body;
  };
  return {
    files: async (ref, paths) => (await ask<{ files: Record<string, string | null> }>('repoFiles', { ref, paths })).files as Record<string, string | undefined>,
    mergeBase: async (site, draft) => (await ask<{ ref: string | null }>('mergeBase', { site, draft })).ref ?? undefined,
    write: async (draft, files, message) => void (await ask('writeDraft', { draft, files, message })),
  };
}

const fromBase64 = (data: string) => new TextDecoder().decode(Uint8Array.from(atob(data.replace(/\s/g, '')), (c) => c.charCodeAt(0)));

export function githubRepository({
  repo,
  token,
  api = 'https://api.github.com',
  fetch = window.fetch.bind(window),
}: {
  repo: string;
  token: string;
  api?: string;
  fetch?: typeof window.fetch;
}): Repository {
  const request = (path: string, init: RequestInit = {}) =>
    fetch(`${api}/repos/${repo}${path}`, {
      ...init,
      headers: { Authorization: `token ${token}`, Accept: 'application/vnd.github+json', 'Content-Type': 'application/json' },
    });
  const body = async <T>(answer: Response): Promise<T> => {
    const json = (await answer.json().catch(() => ({}))) as T & { message?: string };
    if (!answer.ok) throw new Error(json.message || `GitHub answered ${answer.status}`);
    return json;
  };
  const send = async <T>(path: string, method: string, data: object) => body<T>(await request(path, { method, body: JSON.stringify(data) }));
  return {
    async files(ref, paths) {
      const found: Record<string, string | undefined> = {};
      for (const path of paths) {
        const answer = await request(`/contents/${path.split('/').map(encodeURIComponent).join('/')}?ref=${encodeURIComponent(ref)}`);
        found[path] = answer.status === 404 ? undefined : fromBase64((await body<{ content: string }>(answer)).content);
      }
      return found;
    },
    async mergeBase(site, draft) {
      const answer = await request(`/compare/${encodeURIComponent(site)}...${encodeURIComponent(draft)}`);
      return answer.status === 404 ? undefined : (await body<{ merge_base_commit: { sha: string } }>(answer)).merge_base_commit.sha;
    },
    // One commit for all the files, through GitHub's Git database: the branch's tree with the files replaced.
    async write(draft, files, message) {
      const branch = `heads/${draft.split('/').map(encodeURIComponent).join('/')}`;
      const head = (await body<{ object: { sha: string } }>(await request(`/git/ref/${branch}`))).object.sha;
      const base = (await body<{ tree: { sha: string } }>(await request(`/git/commits/${head}`))).tree.sha;
      const tree = await send<{ sha: string }>('/git/trees', 'POST', {
        base_tree: base,
        tree: Object.entries(files).map(([path, content]) => ({ path, mode: '100644', type: 'blob', content })),
      });
      const commit = await send<{ sha: string }>('/git/commits', 'POST', { message, tree: tree.sha, parents: [head] });
      await send(`/git/refs/${branch}`, 'PATCH', { sha: commit.sha });
    },
  };
}
