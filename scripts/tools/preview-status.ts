/**
 * Posts the commit status that Decap's GitHub backend reads for a draft's "View Preview": Cloudflare Pages reports
 * builds as check runs, never as statuses. Run by .github/workflows/draft-preview.yml with Node's own modules alone.
 */

/** The status's context: Decap takes the first status whose context contains "deploy". */
export const PREVIEW_CONTEXT = 'deploy/cloudflare-pages-preview';

/** Cloudflare Pages' alias for a branch; two drafts whose branches agree on their first 28 characters share one. */
export function previewAlias(branch: string) {
  return branch
    .toLowerCase()
    .replace(/[^a-z0-9-]/g, '-')
    .slice(0, 28);
}

export const previewOrigin = (branch: string, project: string) => `https://${previewAlias(branch)}.${project}.pages.dev`;

interface StatusRun {
  /** GitHub's API root (`https://api.github.com`) and the repository, `owner/name`. */
  api: string;
  repo: string;
  token: string;
  sha: string;
  origin: string;
  /** How long to wait for the build, and how often to look, in ms. */
  wait: number;
  every: number;
}

async function postStatus(run: StatusRun, state: 'pending' | 'success' | 'error', description: string) {
  const response = await fetch(`${run.api}/repos/${run.repo}/statuses/${run.sha}`, {
    method: 'POST',
    headers: { Accept: 'application/vnd.github+json', Authorization: `Bearer ${run.token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ state, target_url: run.origin, description, context: PREVIEW_CONTEXT }),
  });
  if (!response.ok) throw new Error(`GitHub refused the ${state} status: ${response.status} ${await response.text()}`);
}

/** The commit the preview serves now, or nothing. */
async function servedCommit(origin: string) {
  try {
    const response = await fetch(`${origin}/commit.txt`, { cache: 'no-store', signal: AbortSignal.timeout(10_000) });
    return response.ok ? (await response.text()).trim() : undefined;
  } catch {
    return undefined;
  }
}

/** Posts the draft's preview status: pending, then success once its alias serves the commit (or error after `wait`). */
export async function postPreviewStatus(run: StatusRun): Promise<'success' | 'error'> {
  await postStatus(run, 'pending', 'The draft’s preview is being built');
  const until = Date.now() + run.wait;
  while (Date.now() < until) {
    if ((await servedCommit(run.origin)) === run.sha) {
      await postStatus(run, 'success', 'The draft’s preview');
      return 'success';
    }
    await new Promise((done) => setTimeout(done, run.every));
  }
  await postStatus(run, 'error', `The preview did not show this draft within ${Math.round(run.wait / 60_000)} minutes`);
  return 'error';
}

// The workflow runs it with GitHub's own variables and the Cloudflare Pages project's name.
if (process.argv[1] && import.meta.filename === process.argv[1]) {
  const env = (name: string) => {
    const value = process.env[name];
    if (!value) throw new Error(`${name} is not set`);
    return value;
  };
  const branch = env('GITHUB_REF_NAME');
  const origin = previewOrigin(branch, env('CF_PAGES_PROJECT'));
  const state = await postPreviewStatus({
    api: process.env.GITHUB_API_URL ?? 'https://api.github.com',
    repo: env('GITHUB_REPOSITORY'),
    token: env('GITHUB_TOKEN'),
    sha: env('GITHUB_SHA'),
    origin,
    wait: 20 * 60_000,
    every: 15_000,
  });
  console.log(`${branch}: ${state} (${origin})`);
}
