/** The editor's GitHub repository (./repository.ts) against an in-memory stand-in for GitHub's REST API, answered as GitHub documents it. */
import { describe, expect, it } from 'vitest';
import { githubRepository } from './repository';

interface Commit {
  parent?: string;
  files: Record<string, string>;
  message: string;
}

/** GitHub's API for one repository, as far as the editor uses it; each request is kept with its method and path. */
function githubStandIn(files: Record<string, string>) {
  const commits = new Map<string, Commit>([['c0', { files, message: 'The site' }]]);
  const trees = new Map<string, Record<string, string>>();
  const branches = new Map<string, string>([['main', 'c0']]);
  const requests: string[] = [];
  let next = 1;
  const ancestors = (sha: string | undefined): string[] => (sha ? [sha, ...ancestors(commits.get(sha)?.parent)] : []);
  const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  const commit = (on: string, change: Record<string, string>, message: string) => {
    const sha = `c${next++}`;
    commits.set(sha, { parent: branches.get(on), files: { ...commits.get(branches.get(on)!)!.files, ...change }, message });
    branches.set(on, sha);
    return sha;
  };
  const fetch = async (url: string | URL | Request, init: RequestInit = {}) => {
    const { pathname, searchParams } = new URL(url.toString());
    const method = init.method ?? 'GET';
    requests.push(`${method} ${decodeURIComponent(pathname)}`);
    if (new Headers(init.headers).get('Authorization') !== 'token owner-token') return json({ message: 'Bad credentials' }, 401);
    const path = decodeURIComponent(pathname.replace(/^\/repos\/example\/site/, ''));
    const data = (init.body ? JSON.parse(init.body as string) : {}) as {
      base_tree?: string;
      tree?: string | { path: string; content: string }[];
      parents?: string[];
      message?: string;
      sha?: string;
    };
    let m: RegExpMatchArray | null;
    if ((m = path.match(/^\/contents\/(.+)$/))) {
      const ref = searchParams.get('ref')!;
      const text = commits.get(branches.get(ref) ?? ref)?.files[m[1]!];
      return text === undefined
        ? json({ message: 'Not Found' }, 404)
        : json({
            content: Buffer.from(text)
              .toString('base64')
              .replace(/(.{60})/g, '$1\n'),
          });
    }
    if ((m = path.match(/^\/compare\/(.+)\.\.\.(.+)$/))) {
      const [site, draft] = [ancestors(branches.get(m[1]!)), ancestors(branches.get(m[2]!))];
      return draft.length ? json({ merge_base_commit: { sha: draft.find((sha) => site.includes(sha)) } }) : json({ message: 'Not Found' }, 404);
    }
    if ((m = path.match(/^\/git\/ref\/heads\/(.+)$/)))
      return branches.has(m[1]!) ? json({ object: { sha: branches.get(m[1]!) } }) : json({ message: 'Not Found' }, 404);
    if ((m = path.match(/^\/git\/commits\/(.+)$/)) && method === 'GET') return json({ tree: { sha: `tree-of-${m[1]}` } });
    if (path === '/git/trees' && method === 'POST') {
      const base = commits.get(String(data.base_tree).replace('tree-of-', ''))!.files;
      const sha = `t${next++}`;
      trees.set(sha, { ...base, ...Object.fromEntries((data.tree as { path: string; content: string }[]).map((f) => [f.path, f.content])) });
      return json({ sha }, 201);
    }
    if (path === '/git/commits' && method === 'POST') {
      const sha = `c${next++}`;
      commits.set(sha, { parent: data.parents![0], files: trees.get(data.tree as string)!, message: data.message! });
      return json({ sha }, 201);
    }
    if ((m = path.match(/^\/git\/refs\/heads\/(.+)$/)) && method === 'PATCH') {
      if (!ancestors(data.sha).includes(branches.get(m[1]!)!)) return json({ message: 'Update is not a fast forward' }, 422);
      branches.set(m[1]!, data.sha!);
      return json({ object: { sha: data.sha } });
    }
    return json({ message: 'Not Found' }, 404);
  };
  return { fetch: fetch as typeof globalThis.fetch, commits, branches, requests, commit };
}

const JOB = 'app/data/content/jobs/sales-manager-hybrid.en.json';
const FR = 'app/data/content/jobs/sales-manager-hybrid.fr.json';

describe('the editor’s GitHub repository', () => {
  const setUp = () => {
    const github = githubStandIn({ [JOB]: '{"title":"Sales Manager"}\n', [FR]: '{"title":"Responsable commercial"}\n' });
    github.branches.set('cms/jobs/sales-manager-hybrid', 'c0');
    const repo = githubRepository({ repo: 'example/site', token: 'owner-token', api: 'https://api.github.test', fetch: github.fetch });
    return { github, repo };
  };

  it('reads files at a branch and at a commit, in full (accents included), and none where there is no file', async () => {
    const { github, repo } = setUp();
    github.commit('main', { [FR]: '{"title":"Responsable des ventes"}\n' }, 'French');
    expect(await repo.files('main', [FR, 'app/data/content/jobs/gone.en.json'])).toEqual({
      [FR]: '{"title":"Responsable des ventes"}\n',
      'app/data/content/jobs/gone.en.json': undefined,
    });
    expect(await repo.files('c0', [FR])).toEqual({ [FR]: '{"title":"Responsable commercial"}\n' });
  });

  it('finds where a draft left the site, and no such place for a draft that does not exist', async () => {
    const { github, repo } = setUp();
    github.commit('main', { [FR]: '{"title":"Responsable des ventes"}\n' }, 'On the site');
    github.commit('cms/jobs/sales-manager-hybrid', { [JOB]: '{"title":"Sales Lead"}\n' }, 'The draft');
    expect(await repo.mergeBase('main', 'cms/jobs/sales-manager-hybrid')).toBe('c0');
    expect(await repo.mergeBase('main', 'cms/jobs/nothing')).toBeUndefined();
  });

  it('writes files on the draft’s branch in one commit over its last, leaving the site’s branch alone', async () => {
    const { github, repo } = setUp();
    const last = github.commit('cms/jobs/sales-manager-hybrid', { [JOB]: '{"title":"Sales Lead"}\n' }, 'The draft');
    await repo.write(
      'cms/jobs/sales-manager-hybrid',
      { [JOB]: '{"title":"Sales Lead","location":"Awka"}\n', [FR]: '{"title":"Responsable des ventes"}\n' },
      'Merged',
    );
    const head = github.commits.get(github.branches.get('cms/jobs/sales-manager-hybrid')!)!;
    expect(head).toEqual({
      parent: last,
      message: 'Merged',
      files: { [JOB]: '{"title":"Sales Lead","location":"Awka"}\n', [FR]: '{"title":"Responsable des ventes"}\n' },
    });
    expect(github.branches.get('main')).toBe('c0');
    expect(github.requests.filter((r) => !r.startsWith('GET'))).toHaveLength(3);
  });

  it('says GitHub’s own words when it refuses', async () => {
    const { github } = setUp();
    const stranger = githubRepository({ repo: 'example/site', token: 'someone-else', api: 'https://api.github.test', fetch: github.fetch });
    await expect(stranger.files('main', [JOB])).rejects.toThrow('Bad credentials');
    await expect(stranger.write('cms/jobs/sales-manager-hybrid', { [JOB]: '{}' }, 'x')).rejects.toThrow('Bad credentials');
  });
});
