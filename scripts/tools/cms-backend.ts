/**
 * The content manager's local backend (`npm run cms`, the end-to-end tests): decap-server's middlewares, mended to
 * behave as the live site's GitHub backend does (docs/decisions/044-drafts-offline.md).
 * Drafts are branches `cms/{collection}/{slug}` with their status in the branch description; "Publish" merges one
 * into the checkout's branch. decap-server switches branches in its working tree, so it works in its own clone
 * sharing the checkout's objects. `CMS_MODE=fs`: no drafts; "Publish" writes the files into the checkout at once.
 */
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { promisify } from 'node:util';
import express from 'express';
import type { NextFunction, Request, Response } from 'express';
import decapServer from 'decap-server/dist/middlewares.js';
import { answers, spawnDevServer, stopDevServer, tempFolder } from './dev-server';
import type { DevServer } from './dev-server';
import { gitObjects } from './git-objects';
import type { GitObjects } from './git-objects';

const { registerLocalFs, registerLocalGit } = decapServer;
const run = promisify(execFile);

async function git(cwd: string, ...args: string[]) {
  const { stdout } = await run('git', args, { cwd, maxBuffer: 64 * 1024 * 1024 });
  return stdout.trim();
}
const gitOr = (fallback: string, cwd: string, ...args: string[]) => git(cwd, ...args).catch(() => fallback);

/** One request at a time, ours and decap-server's together: its own lock gives up too soon. */
function lock() {
  let tail = Promise.resolve();
  return <T>(work: () => Promise<T>) => {
    const result = tail.then(work);
    tail = result.then(
      () => undefined,
      () => undefined,
    );
    return result;
  };
}

interface DataFile {
  slug: string;
  path: string;
  raw: string;
  newPath?: string;
}
interface Body {
  action: string;
  params: {
    branch: string;
    collection?: string;
    slug?: string;
    path?: string;
    id?: string;
    dataFiles?: DataFile[];
    options?: { useWorkflow?: boolean; collectionName?: string };
  };
}

const draftBranch = (collection: string, slug: string) => `cms/${collection}/${slug}`;

/** The key of decap-server's answer about a draft (read by checking it out and back): reused until a commit or the status changes. */
async function draftState(objects: GitObjects, store: string, base: string, body: Body) {
  const [collection, slug] = body.params.id ? body.params.id.split('/') : [body.params.collection!, body.params.slug!];
  const [draft, site] = await Promise.all([objects.read(`refs/heads/${draftBranch(collection!, slug!)}`), objects.read(`refs/heads/${base}`)]);
  if (!draft || !site) return '';
  const status = await gitOr('', store, 'config', description(draftBranch(collection!, slug!)));
  return { key: JSON.stringify([draft.id, site.id, status, body.params]) };
}

/** A note on an item, as Decap's notes pane writes it and reads it back (the live site keeps them on a GitHub issue). */
interface Note {
  id: string;
  content: string;
  resolved?: boolean;
  [more: string]: unknown;
}
const NOTE_ACTIONS = new Set(['getNotes', 'addNote', 'updateNote', 'deleteNote', 'toggleNoteResolution']);

/** What the editor asks to merge two people's changes (app/admin/repository.ts), which decap-server does not answer. */
const REPO_ACTIONS = new Set(['repoFiles', 'mergeBase', 'writeDraft']);

/** Reads of the site's branch, answered by decap-server's file middleware from the clone's working tree: no checkout. */
const BASE_READS = new Set(['entriesByFolder', 'entriesByFiles', 'getEntry', 'getMedia', 'getMediaFile']);

async function answerRepository(store: string, objects: GitObjects, body: Body) {
  const params = body.params as unknown as { ref: string; paths: string[]; site: string; draft: string; files: Record<string, string>; message: string };
  if (body.action === 'repoFiles') {
    const files: Record<string, string | null> = {};
    for (const path of params.paths) files[path] = (await objects.read(`${params.ref}:${path}`))?.bytes.toString('utf8') ?? null;
    return { files };
  }
  if (body.action === 'mergeBase')
    return {
      ref: (await gitOr('', store, 'branch', '--list', params.draft)) ? (await gitOr('', store, 'merge-base', params.site, params.draft)) || null : null,
    };
  const back = currentBranch(store);
  await git(store, 'checkout', '-q', params.draft);
  try {
    for (const [path, text] of Object.entries(params.files)) {
      mkdirSync(dirname(join(store, path)), { recursive: true });
      writeFileSync(join(store, path), text);
    }
    await git(store, 'add', '--', ...Object.keys(params.files));
    if (await git(store, 'diff', '--cached', '--name-only')) await git(store, 'commit', '-q', '--no-verify', '-m', params.message);
  } finally {
    await git(store, 'checkout', '-q', back);
  }
  return {};
}

/** A draft's file, read from its branch's commit rather than by decap-server's checkout there and back. */
async function draftFile(objects: GitObjects, body: Body) {
  const { collection, slug, path } = body.params as { collection: string; slug: string; path: string };
  const bytes = (await objects.read(`${draftBranch(collection, slug)}:${path}`))?.bytes;
  if (body.action === 'unpublishedEntryDataFile') return { data: bytes?.toString('utf8') ?? null };
  if (!bytes) throw new Error(`the draft has no file ${path}`);
  return { id: createHash('sha256').update(bytes).digest('hex'), content: bytes.toString('base64'), encoding: 'base64', path, name: basename(path) };
}

/** Notes by `{collection}/{slug}`, in the checkout's git folder: they stay with the checkout, out of its files. */
const notesFiles = new Map<string, Promise<string>>();
function notesFile(checkout: string) {
  if (!notesFiles.has(checkout))
    notesFiles.set(
      checkout,
      git(checkout, 'rev-parse', '--git-dir').then((dir) => resolve(checkout, dir, 'cms-notes.json')),
    );
  return notesFiles.get(checkout)!;
}

async function answerNote(checkout: string, body: Body) {
  const file = await notesFile(checkout);
  const all = (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {}) as Record<string, Note[]>;
  const key = `${body.params.collection}/${body.params.slug}`;
  const notes = all[key] ?? [];
  const { note, noteId, updates } = body.params as { note?: Note; noteId?: string; updates?: Partial<Note> };
  const write = (next: Note[]) => {
    all[key] = next;
    writeFileSync(file, `${JSON.stringify(all, null, 2)}\n`);
  };
  const own = (n: Note) => ({ ...n, isOwn: true, entrySlug: body.params.slug });
  switch (body.action) {
    case 'getNotes':
      return { notes: notes.map(own) };
    case 'addNote': {
      const added = { ...note!, id: `note-${Date.now().toString(36)}-${notes.length + 1}` };
      write([...notes, added]);
      return { note: own(added) };
    }
    case 'updateNote':
    case 'toggleNoteResolution': {
      const changed = notes.map((n) => (n.id !== noteId ? n : { ...n, ...(body.action === 'updateNote' ? updates : { resolved: !n.resolved }) }));
      write(changed);
      return { note: own(changed.find((n) => n.id === noteId)!) };
    }
    default:
      write(notes.filter((n) => n.id !== noteId));
      return {};
  }
}
const description = (branch: string) => `branch.${branch}.description`;

interface DraftSite extends DevServer {
  dir: string;
}

export interface CmsBackend {
  url: string;
  close: () => Promise<void>;
}

/** The backend on `port` (0: a free one): the `local_backend` of app/data/collections/cms-config.ts, at `${url}/api/v1`. */
export async function startCmsBackend({
  checkout,
  port = 0,
  mode = 'git',
  log = console.log,
}: {
  checkout: string;
  port?: number;
  mode?: 'git' | 'fs';
  log?: (line: string) => void;
}): Promise<CmsBackend> {
  checkout = resolve(checkout);
  const app = express();
  app.use(express.json({ limit: '50mb' }));
  const sites = new Map<string, DraftSite>();
  const serial = lock();
  // Once closing, a preview asked for starts no site: one asked for just before would outlive the backend.
  let closing = false;
  let objects: { store: GitObjects; checkout: GitObjects } | undefined;
  const drafts = new Map<string, unknown>();

  if (mode === 'fs') {
    app.post('/api/v1', (req: Request, res: Response, next: NextFunction) => {
      const body = req.body as Body;
      // A renamed entry: the old files go once the new ones are written, before the answer.
      const moved = body.action === 'persistEntry' ? moveInRequest(body) : [];
      void handled(res, next).then(({ send }) => {
        if (res.statusCode < 400) for (const path of moved) rmSync(join(checkout, path), { force: true });
        send();
      });
    });
    process.env.GIT_REPO_DIRECTORY = checkout;
    await registerLocalFs(app, { logLevel: 'warn' });
  } else {
    const store = tempFolder('cms-drafts', checkout);
    await prepareStore(checkout, store);
    objects = { store: gitObjects(store), checkout: gitObjects(checkout) };
    const repos = objects;
    process.env.GIT_REPO_DIRECTORY = store;
    const baseReads = express();
    await registerLocalFs(baseReads, { logLevel: 'warn' });
    app.post('/api/v1', (req: Request, res: Response, next: NextFunction) => {
      const body = req.body as Body;
      serial(async () => {
        if (body.action === 'info') {
          res.json({ repo: basename(checkout), publish_modes: ['simple', 'editorial_workflow'], type: 'local_git' });
          return;
        }
        if (NOTE_ACTIONS.has(body.action)) {
          res.json(await answerNote(checkout, body));
          return;
        }
        const base = body.params?.branch;
        if (base) await syncBase(repos, store, base);
        if (BASE_READS.has(body.action) && base === currentBranch(store)) {
          await new Promise<void>((done) => {
            res.once('finish', done).once('close', done);
            baseReads(req, res, () => res.status(500).json({ error: failed(body.action) }));
          });
          return;
        }
        if (REPO_ACTIONS.has(body.action)) {
          res.json(await answerRepository(store, repos.store, body));
          if (body.action === 'writeDraft') {
            await mirrorDrafts(checkout, store);
            await refreshSites(store, sites);
          }
          return;
        }
        if (body.action === 'getDeployPreview') {
          if (closing) {
            res.json(null);
            return;
          }
          // Its site is started in turn; whether it answers yet is asked outside the turn.
          const site = await draftSite(store, checkout, sites, draftBranch(body.params.collection!, body.params.slug!), log);
          void previewOf(site).then((preview) => res.json(preview));
          return;
        }
        if (body.action === 'publishUnpublishedEntry') {
          const refusal = await publishRefusal(checkout, store, base!, draftBranch(body.params.collection!, body.params.slug!));
          if (refusal) {
            res.status(409).json({ error: refusal });
            return;
          }
        }
        if (body.action === 'unpublishedEntryDataFile' || body.action === 'unpublishedEntryMediaFile') {
          res.json(await draftFile(repos.store, body));
          return;
        }
        const asked = body.action === 'unpublishedEntry' ? await draftState(repos.store, store, base, body) : '';
        if (asked && drafts.get(asked.key)) {
          res.json(drafts.get(asked.key));
          return;
        }
        const moved = body.action === 'persistEntry' && body.params.options?.useWorkflow ? await moveDraft(store, body) : [];
        // Where draft and site changed the same lines the draft's stand: the editor has already merged the site's
        // changes into what it saves (app/admin/two-people.ts).
        if (body.action === 'persistEntry' && body.params.options?.useWorkflow && base)
          await rebaseKeepingDraft(store, base, draftBranch(body.params.options.collectionName!, body.params.dataFiles?.[0]?.slug ?? ''));
        // The answer waits until the checkout has what decap-server did; its "Unknown error" is put in words.
        const { send } = await handled(res, next, (answer) => {
          if (asked && res.statusCode === 200) drafts.set(asked.key, answer);
          if (res.statusCode < 500) return answer;
          log(`cms backend: ${body.action} failed (decap-server's log above says why)`);
          return { error: failed(body.action) };
        });
        try {
          // decap-server answers 404 to a read of a draft that is not there, before it changes anything.
          if (res.statusCode >= 400 && res.statusCode !== 404) await repairStore(store, base);
          else if (moved.length) await removeMoved(store, body, moved);
          if (body.action === 'publishUnpublishedEntry' && res.statusCode < 400) await publishToCheckout(checkout, store, base!);
          if (['persistEntry', 'updateUnpublishedEntryStatus', 'deleteUnpublishedEntry', 'publishUnpublishedEntry'].includes(body.action)) {
            await mirrorDrafts(checkout, store);
            await refreshSites(store, sites);
          }
        } finally {
          send();
        }
      }).catch((error: Error) => {
        log(`cms backend: ${body.action}: ${error.message}`);
        if (!res.headersSent) res.status(500).json({ error: failed(body.action) });
      });
    });
    await registerLocalGit(app, { logLevel: 'warn' });
  }

  const server = app.listen(port, '127.0.0.1');
  await new Promise<void>((done, fail) => server.once('listening', done).once('error', fail));
  const url = `http://localhost:${(server.address() as { port: number }).port}`;
  return {
    url,
    close: async () => {
      closing = true;
      await new Promise<void>((done) => server.close(() => done()));
      // Requests already queued finish first, so every site they start is stopped.
      await serial(async () => undefined);
      objects?.store.close();
      objects?.checkout.close();
      await Promise.all([...sites.values()].map(stopDevServer));
    },
  };
}

/** decap-server's handling of the request, its answer held back until `send` is called (and `word` may change it). */
function handled(res: Response, next: NextFunction, word: (answer: unknown) => unknown = (answer) => answer) {
  return new Promise<{ send: () => void }>((done) => {
    const json = res.json.bind(res);
    res.json = ((answer: unknown) => {
      res.json = json;
      done({ send: () => void json(word(answer)) });
      return res;
    }) as Response['json'];
    next();
  });
}

/** A renaming save's old paths; the request then writes each file at its new path. */
function moveInRequest(body: Body): string[] {
  const files = body.params.dataFiles ?? [];
  if (!files.length || !files.every((f) => f.newPath)) return [];
  const old = files.map((f) => f.path);
  for (const file of files) {
    file.path = file.newPath!;
    delete file.newPath;
  }
  return old;
}

/** A draft whose web address changes keeps its branch, renamed with it: one draft, not a second beside it. */
async function moveDraft(store: string, body: Body) {
  const files = body.params.dataFiles ?? [];
  const moved = moveInRequest(body);
  if (!moved.length) return moved;
  const collection = body.params.options!.collectionName!;
  const oldSlug = basename(moved[0]!).split('.')[0]!;
  const [from, to] = [draftBranch(collection, oldSlug), draftBranch(collection, files[0]!.slug)];
  if (from !== to && (await gitOr('', store, 'branch', '--list', from))) {
    const status = await gitOr('', store, 'config', description(from));
    await git(store, 'branch', '-m', from, to);
    if (status) await git(store, 'config', description(to), status);
    await gitOr('', store, 'config', '--unset', description(from));
  }
  return moved;
}

async function rebaseKeepingDraft(store: string, base: string, branch: string) {
  if (!(await gitOr('', store, 'branch', '--list', branch))) return;
  const behind = await run('git', ['merge-base', '--is-ancestor', base, branch], { cwd: store }).then(
    () => false,
    () => true,
  );
  if (!behind) return;
  const back = currentBranch(store);
  await git(store, 'checkout', '-q', branch);
  try {
    await git(store, 'rebase', '-q', '-X', 'theirs', base);
  } catch (error) {
    await gitOr('', store, 'rebase', '--abort');
    throw error;
  } finally {
    await git(store, 'checkout', '-q', back);
  }
}

async function removeMoved(store: string, body: Body, moved: string[]) {
  const branch = draftBranch(body.params.options!.collectionName!, body.params.dataFiles![0]!.slug);
  const base = currentBranch(store);
  await git(store, 'checkout', '-q', branch);
  try {
    await git(store, 'rm', '-q', '--ignore-unmatch', '--', ...moved);
    if (await git(store, 'diff', '--cached', '--name-only'))
      await git(store, 'commit', '-q', '--no-verify', '-m', `Move ${moved.map((p) => basename(p)).join(', ')}`);
  } finally {
    await git(store, 'checkout', '-q', base);
  }
}

/** The branch the clone is on ('' when on none): its `.git/HEAD`, read without starting git. */
function currentBranch(store: string) {
  return /^ref: refs\/heads\/(.+)$/.exec(readFileSync(join(store, '.git', 'HEAD'), 'utf8').trim())?.[1] ?? '';
}

async function prepareStore(checkout: string, store: string) {
  if (!(await gitOr('', checkout, 'rev-parse', '--git-dir')))
    throw new Error(`${checkout} is not a git repository: drafts are its branches (or start with CMS_MODE=fs)`);
  rmSync(store, { recursive: true, force: true });
  await run('git', ['clone', '-q', '--shared', checkout, store]);
  await git(store, 'config', 'user.name', await gitOr('Content manager', checkout, 'config', 'user.name'));
  await git(store, 'config', 'user.email', await gitOr('content-manager@localhost', checkout, 'config', 'user.email'));
  await gitOr('', store, 'fetch', '-q', 'origin', '+refs/heads/cms/*:refs/heads/cms/*');
  for (const [key, value] of await draftStatuses(checkout)) await git(store, 'config', key, value);
}

async function syncBase(objects: { store: GitObjects; checkout: GitObjects }, store: string, base: string) {
  const head = (await objects.checkout.read(`refs/heads/${base}`))?.id;
  if (!head || head === (await objects.store.read(`refs/heads/${base}`))?.id) return;
  await git(store, 'fetch', '-q', 'origin', `+refs/heads/${base}:refs/remotes/origin/${base}`);
  await git(store, 'checkout', '-q', '-B', base, `refs/remotes/origin/${base}`);
}

async function draftStatuses(repo: string) {
  const out = await gitOr('', repo, 'config', '--get-regexp', '^branch\\.cms/.*\\.description$');
  return new Map(
    out
      .split('\n')
      .filter(Boolean)
      .map((line) => [line.split(' ')[0]!, line.split(' ').slice(1).join(' ')]),
  );
}

/** Drafts copied to the checkout's repository, statuses first: a draft's branch is never there without its status. */
async function mirrorDrafts(checkout: string, store: string) {
  const [ours, theirs] = [await draftStatuses(store), await draftStatuses(checkout)];
  for (const [key, value] of ours) if (theirs.get(key) !== value) await git(checkout, 'config', key, value);
  for (const key of theirs.keys()) if (!ours.has(key)) await gitOr('', checkout, 'config', '--unset', key);
  await git(checkout, 'fetch', '-q', '--prune', store, '+refs/heads/cms/*:refs/heads/cms/*');
}

async function publishRefusal(checkout: string, store: string, base: string, branch: string) {
  if ((await gitOr('', checkout, 'branch', '--show-current')) !== base) return '';
  const paths = (await gitOr('', store, 'diff', '--name-only', `${base}...${branch}`)).split('\n').filter(Boolean);
  if (!paths.length) return '';
  // Each line is two status letters, a space and the path (-z: nothing trimmed, nothing quoted).
  const changed = (await run('git', ['status', '--porcelain', '-z', '--', ...paths], { cwd: checkout }).catch(() => ({ stdout: '' }))).stdout
    .split('\0')
    .filter(Boolean)
    .map((line) => line.slice(3));
  return changed.length
    ? `The copy of the site on this computer has changes of its own to ${changed.join(', ')}, which publishing would overwrite. Ask whoever made them to keep or undo them in the site’s history, then publish again.`
    : '';
}

/** What failed, in words, for a request that decap-server or this backend could not carry out; the cause goes to the log. */
const FAILED: Record<string, string> = {
  persistEntry: 'The draft could not be kept in the site’s history on this computer. Reload the page and save again; nothing on the site changed.',
  publishUnpublishedEntry: 'The draft could not be put on the site. Reload the page and publish again; the draft is kept.',
  deleteUnpublishedEntry: 'The draft could not be deleted. Reload the page and try again.',
  updateUnpublishedEntryStatus: 'The draft’s status could not be changed. Reload the page and try again.',
};
const failed = (action: string) => FAILED[action] ?? 'The site’s files on this computer could not be read just now. Reload the page and try again.';

async function publishToCheckout(checkout: string, store: string, base: string) {
  await git(checkout, 'fetch', '-q', store, `refs/heads/${base}`);
  if ((await gitOr('', checkout, 'branch', '--show-current')) === base) await git(checkout, 'merge', '-q', '--ff-only', 'FETCH_HEAD');
  else await git(checkout, 'update-ref', `refs/heads/${base}`, 'FETCH_HEAD');
}

/** A failed request leaves the clone mid-way and every later save fails: it is put back, drafts with no commit removed. */
async function repairStore(store: string, base?: string) {
  await gitOr('', store, 'rebase', '--abort');
  await gitOr('', store, 'merge', '--abort');
  await gitOr('', store, 'reset', '-q', '--hard');
  await gitOr('', store, 'clean', '-qfd');
  if (!base) return;
  await gitOr('', store, 'checkout', '-q', base);
  for (const branch of (await gitOr('', store, 'branch', '--list', 'cms/*', '--format=%(refname:short)')).split('\n').filter(Boolean))
    if ((await gitOr('1', store, 'rev-list', '--count', `${base}..${branch}`)) === '0') await gitOr('', store, 'branch', '-D', branch);
}

/** How many drafts' dev servers run at once: the least recently asked for stop, and start again when asked for. */
const RUNNING_SITES = 2;

/** A draft's own site, started on first asking; `refreshSites` keeps it at its draft's latest save. */
async function draftSite(store: string, checkout: string, sites: Map<string, DraftSite>, branch: string, log: (line: string) => void) {
  if (!(await gitOr('', store, 'branch', '--list', branch))) return null;
  let site = sites.get(branch);
  // The map's order is the order of asking: this draft's site is now the last asked for.
  if (site) {
    sites.delete(branch);
    sites.set(branch, site);
  }
  if (!site) {
    for (const [other, running] of [...sites].slice(0, Math.max(0, sites.size - RUNNING_SITES + 1))) {
      sites.delete(other);
      await stopDevServer(running);
      await gitOr('', store, 'worktree', 'remove', '--force', running.dir);
    }
    const dir = join(`${store}-previews`, branch.replaceAll('/', '-'));
    rmSync(dir, { recursive: true, force: true });
    await gitOr('', store, 'worktree', 'prune');
    mkdirSync(`${store}-previews`, { recursive: true });
    await git(store, 'worktree', 'add', '-q', '--detach', dir, branch);
    if (!existsSync(join(dir, 'node_modules'))) symlinkSync(join(checkout, 'node_modules'), join(dir, 'node_modules'));
    const server = await spawnDevServer(dir);
    site = { dir, ...server };
    const started = site;
    server.child.once('exit', (code) => {
      if (sites.get(branch) !== started) return;
      sites.delete(branch);
      log(`cms backend: the site of the draft ${branch} stopped (${code}):\n${server.output()}`);
    });
    sites.set(branch, site);
    log(`cms backend: the draft ${branch} is served at ${site.url}`);
  }
  return site;
}

/** Decap's "View Preview" (or "Check for Preview" until its site answers) for a draft's site. */
async function previewOf(site: DraftSite | null) {
  if (!site) return null;
  return { url: site.url, status: (await answers(site.url)) ? 'SUCCESS' : 'PENDING' };
}

async function refreshSites(store: string, sites: Map<string, DraftSite>) {
  for (const [branch, site] of sites) {
    if (await gitOr('', store, 'branch', '--list', branch)) await git(site.dir, 'checkout', '-q', '--detach', branch);
    else {
      sites.delete(branch);
      await stopDevServer(site);
      await gitOr('', store, 'worktree', 'remove', '--force', site.dir);
    }
  }
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  const mode = process.env.CMS_MODE === 'fs' ? 'fs' : 'git';
  const backend = await startCmsBackend({ checkout: process.cwd(), port: Number(process.env.PORT ?? 8081), mode });
  console.log(
    mode === 'git'
      ? `Content manager's backend at ${backend.url}: "Save" keeps a draft (a branch cms/…), "Publish" merges it into this checkout`
      : `Content manager's backend at ${backend.url}: "Publish" writes the files into this checkout at once (CMS_MODE=fs)`,
  );
  for (const signal of ['SIGINT', 'SIGTERM'] as const)
    process.on(signal, () => {
      void backend.close().then(() => process.exit(0));
    });
}
