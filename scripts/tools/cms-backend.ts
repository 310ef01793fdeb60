/**
 * The content manager's local backend (`npm run cms`, the end-to-end tests): decap-server's middlewares, mended to
 * behave as the live site's GitHub backend does (docs/decisions/044-drafts-offline.md).
 * Drafts are branches `cms/{collection}/{slug}` with their status in the branch description; "Publish" merges one
 * into the checkout's branch. decap-server switches branches in its working tree, so it works in its own clone
 * sharing the checkout's objects. `CMS_MODE=fs`: no drafts; "Publish" writes the files into the checkout at once.
 */
import { existsSync, mkdirSync, rmSync, symlinkSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import express from 'express';
import type { NextFunction, Request, Response } from 'express';
import decapServer from 'decap-server/dist/middlewares.js';
import { answers, spawnDevServer, stopDevServer, tempFolder } from './dev-server';
import type { DevServer } from './dev-server';
import {
  answerNote,
  answerRepository,
  currentBranch,
  draftBranch,
  draftFile,
  draftState,
  git,
  gitOr,
  mirrorDrafts,
  moveDraft,
  moveInRequest,
  prepareStore,
  publishRefusal,
  publishToCheckout,
  rebaseKeepingDraft,
  removeMoved,
  repairStore,
  syncBase,
} from './draft-store';
import type { Body } from './draft-store';
import { gitObjects } from './git-objects';
import type { GitObjects } from './git-objects';

const { registerLocalFs, registerLocalGit } = decapServer;

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

const NOTE_ACTIONS = new Set(['getNotes', 'addNote', 'updateNote', 'deleteNote', 'toggleNoteResolution']);

/** What the editor asks to merge two people's changes (app/admin/repository.ts), which decap-server does not answer. */
const REPO_ACTIONS = new Set(['repoFiles', 'mergeBase', 'writeDraft']);

/** Reads of the site's branch, answered by decap-server's file middleware from the clone's working tree: no checkout. */
const BASE_READS = new Set(['entriesByFolder', 'entriesByFiles', 'getEntry', 'getMedia', 'getMediaFile']);

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

/** What failed, in words, for a request that decap-server or this backend could not carry out; the cause goes to the log. */
const FAILED: Record<string, string> = {
  persistEntry: 'The draft could not be kept in the site’s history on this computer. Reload the page and save again; nothing on the site changed.',
  publishUnpublishedEntry: 'The draft could not be put on the site. Reload the page and publish again; the draft is kept.',
  deleteUnpublishedEntry: 'The draft could not be deleted. Reload the page and try again.',
  updateUnpublishedEntryStatus: 'The draft’s status could not be changed. Reload the page and try again.',
};
const failed = (action: string) => FAILED[action] ?? 'The site’s files on this computer could not be read just now. Reload the page and try again.';

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
