/** The drafts' backend answers the reads it takes over from decap-server as decap-server's own git middleware does, on one repository. */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import express from 'express';
import decapServer from 'decap-server/dist/middlewares.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCmsBackend } from './cms-backend';
import type { CmsBackend } from './cms-backend';

const root = mkdtempSync(join(tmpdir(), 'cms-backend-test-'));
const [checkout, reference] = [join(root, 'checkout'), join(root, 'reference')];
const git = (cwd: string, ...args: string[]) => execFileSync('git', ['-c', 'user.name=T', '-c', 'user.email=t@example.com', ...args], { cwd, stdio: 'pipe' });
const write = (path: string, content: string | Buffer) => {
  mkdirSync(dirname(join(checkout, path)), { recursive: true });
  writeFileSync(join(checkout, path), content);
};
// A picture's bytes, not text: what the media answer carries as base64.
const PICTURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0xff, 0x10]);

let backend: CmsBackend;
let decapUrl: string;
let decapStop: () => void;

beforeAll(async () => {
  mkdirSync(checkout, { recursive: true });
  git(checkout, 'init', '-q', '-b', 'main');
  write('app/data/content/news/hello.en.json', '{"title":"Hello"}\n');
  write('app/data/content/news/hello.fr.json', '{"title":"Bonjour"}\n');
  write('public/media/uploads/site.png', PICTURE);
  git(checkout, 'add', '-A');
  git(checkout, 'commit', '-q', '-m', 'The site');
  git(checkout, 'checkout', '-q', '-b', 'cms/news/hello');
  write('app/data/content/news/hello.en.json', '{"title":"Hello again"}\n');
  write('public/media/uploads/draft.png', Buffer.concat([PICTURE, PICTURE]));
  git(checkout, 'add', '-A');
  git(checkout, 'commit', '-q', '-m', 'A draft');
  git(checkout, 'checkout', '-q', 'main');
  git(root, 'clone', '-q', checkout, reference);
  git(reference, 'branch', 'cms/news/hello', 'origin/cms/news/hello');
  backend = await startCmsBackend({ checkout, mode: 'git', log: () => undefined });
  const app = express();
  process.env.GIT_REPO_DIRECTORY = reference;
  await decapServer.registerLocalGit(app, { logLevel: 'error' });
  const server = app.listen(0, '127.0.0.1');
  await new Promise((done) => server.once('listening', done));
  decapUrl = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  decapStop = () => server.close();
});

afterAll(async () => {
  await backend.close();
  decapStop();
  rmSync(root, { recursive: true, force: true });
});

const ask = async (url: string, action: string, params: Record<string, unknown>) =>
  (
    await fetch(`${url}/api/v1`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ action, params: { branch: 'main', ...params } }),
    })
  ).json();

describe('the drafts’ backend, beside decap-server’s git middleware', () => {
  const draft = { collection: 'news', slug: 'hello' };
  it.each([
    ['entriesByFolder', { folder: 'app/data/content/news', extension: 'json', depth: 1 }],
    ['entriesByFiles', { files: [{ path: 'app/data/content/news/hello.fr.json' }] }],
    ['getEntry', { path: 'app/data/content/news/hello.en.json' }],
    ['getMediaFile', { path: 'public/media/uploads/site.png' }],
    ['unpublishedEntryDataFile', { ...draft, path: 'app/data/content/news/hello.en.json', id: 'app/data/content/news/hello.en.json' }],
    ['unpublishedEntryDataFile', { ...draft, path: 'app/data/content/news/hello.fr.json', id: 'app/data/content/news/hello.fr.json' }],
    ['unpublishedEntryMediaFile', { ...draft, path: 'public/media/uploads/draft.png', id: 'public/media/uploads/draft.png' }],
  ])('%s answers as decap-server does (%j)', async (action, params) => {
    const ours = await ask(backend.url, action, params);
    expect(ours).toEqual(await ask(decapUrl, action, params));
    expect(JSON.stringify(ours)).not.toMatch(/error/i);
  });

  it('tells of a draft as decap-server does, and again without a second look until the draft changes', async () => {
    const without = ({ updatedAt, ...answer }: { updatedAt: string }) => (expect(Date.parse(updatedAt)).not.toBeNaN(), answer);
    const first = await ask(backend.url, 'unpublishedEntry', draft);
    expect(without(first)).toEqual(without(await ask(decapUrl, 'unpublishedEntry', draft)));
    expect(await ask(backend.url, 'unpublishedEntry', draft)).toEqual(first);
    await ask(backend.url, 'updateUnpublishedEntryStatus', { ...draft, newStatus: 'pending_review' });
    expect(await ask(backend.url, 'unpublishedEntry', draft)).toMatchObject({ status: 'pending_review' });
    expect(await ask(backend.url, 'unpublishedEntry', { collection: 'news', slug: 'none' })).toEqual({ message: 'Not Found' });
  });

  it('reads a translation the draft did not change by its path alone', async () => {
    expect(await ask(backend.url, 'unpublishedEntryDataFile', { ...draft, path: 'app/data/content/news/hello.fr.json' })).toEqual({
      data: '{"title":"Bonjour"}\n',
    });
  });
});
