import { createServer } from 'node:http';
import type { Server } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { PREVIEW_CONTEXT, postPreviewStatus, previewAlias, previewOrigin } from './preview-status';

describe('a draft’s preview address', () => {
  it('is Cloudflare Pages’ alias of its branch: lowercased, other characters as hyphens, 28 characters at most', () => {
    expect(previewAlias('cms/jobs/probe-platform-engineer')).toBe('cms-jobs-probe-platform-engi');
    expect(previewAlias('cms/news/ai')).toBe('cms-news-ai');
    expect(previewAlias('cms/pages/Home_Page.de')).toBe('cms-pages-home-page-de');
    expect(previewOrigin('cms/jobs/backend-developer-awka', 'acme-site')).toBe('https://cms-jobs-backend-developer-a.acme-site.pages.dev');
  });

  it('is shared by two drafts whose branches agree on their first 28 characters', () => {
    expect(previewAlias('cms/jobs/backend-developer-awka')).toBe(previewAlias('cms/jobs/backend-developer-abuja'));
  });
});

/** A stand-in for GitHub's statuses endpoint and for the preview's host, on one local server. */
async function standIn(servedCommits: string[]) {
  const statuses: { path: string; authorization?: string; body: Record<string, string> }[] = [];
  const server = createServer((request, response) => {
    if (request.method === 'GET' && request.url === '/commit.txt') {
      response.end(servedCommits.length > 1 ? servedCommits.shift() : servedCommits[0]);
      return;
    }
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      statuses.push({ path: request.url!, authorization: request.headers.authorization, body: JSON.parse(body) as Record<string, string> });
      response.writeHead(201, { 'Content-Type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return { server, statuses, url: `http://127.0.0.1:${(server.address() as { port: number }).port}` };
}

let server: Server | undefined;
afterEach(() => void server?.close());

describe('the status posted for a draft’s preview build', () => {
  it('is pending while the alias serves another build, then a success linking the alias, once it serves this commit', async () => {
    const host = await standIn(['', 'older-commit', 'abc123']);
    server = host.server;
    const state = await postPreviewStatus({ api: host.url, repo: 'acme/site', token: 't0ken', sha: 'abc123', origin: host.url, wait: 5_000, every: 5 });
    expect(state).toBe('success');
    expect(host.statuses.map((s) => [s.path, s.authorization, s.body.state, s.body.context, s.body.target_url])).toEqual([
      ['/repos/acme/site/statuses/abc123', 'Bearer t0ken', 'pending', PREVIEW_CONTEXT, host.url],
      ['/repos/acme/site/statuses/abc123', 'Bearer t0ken', 'success', PREVIEW_CONTEXT, host.url],
    ]);
    // Decap's GitHub backend shows the first status whose context contains "deploy".
    expect(PREVIEW_CONTEXT).toContain('deploy');
  });

  it('is an error, said in words, when the alias never serves the commit in time', async () => {
    const host = await standIn(['another-draft']);
    server = host.server;
    const state = await postPreviewStatus({ api: host.url, repo: 'acme/site', token: 't', sha: 'abc123', origin: host.url, wait: 60, every: 10 });
    expect(state).toBe('error');
    expect(host.statuses.at(-1)!.body).toMatchObject({ state: 'error', description: expect.stringMatching(/did not show this draft/) });
  });
});
