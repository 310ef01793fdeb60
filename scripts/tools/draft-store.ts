/** The drafts' store of the local backend (./cms-backend.ts): branches `cms/{collection}/{slug}` of a clone of the checkout, and notes. */
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { promisify } from 'node:util';
import type { GitObjects } from './git-objects';

const run = promisify(execFile);

export async function git(cwd: string, ...args: string[]) {
  const { stdout } = await run('git', args, { cwd, maxBuffer: 64 * 1024 * 1024 });
  return stdout.trim();
}
export const gitOr = (fallback: string, cwd: string, ...args: string[]) => git(cwd, ...args).catch(() => fallback);

interface DataFile {
  slug: string;
  path: string;
  raw: string;
  newPath?: string;
}
/** A request to the backend, as Decap's local backend sends it. */
export interface Body {
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

export const draftBranch = (collection: string, slug: string) => `cms/${collection}/${slug}`;
const description = (branch: string) => `branch.${branch}.description`;

/** The key of decap-server's answer about a draft (read by checking it out and back): reused until a commit or the status changes. */
export async function draftState(objects: GitObjects, store: string, base: string, body: Body) {
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

export async function answerRepository(store: string, objects: GitObjects, body: Body) {
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
export async function draftFile(objects: GitObjects, body: Body) {
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

export async function answerNote(checkout: string, body: Body) {
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

/** A renaming save's old paths; the request then writes each file at its new path. */
export function moveInRequest(body: Body): string[] {
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
export async function moveDraft(store: string, body: Body) {
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

export async function rebaseKeepingDraft(store: string, base: string, branch: string) {
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

export async function removeMoved(store: string, body: Body, moved: string[]) {
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
export function currentBranch(store: string) {
  return /^ref: refs\/heads\/(.+)$/.exec(readFileSync(join(store, '.git', 'HEAD'), 'utf8').trim())?.[1] ?? '';
}

export async function prepareStore(checkout: string, store: string) {
  if (!(await gitOr('', checkout, 'rev-parse', '--git-dir')))
    throw new Error(`${checkout} is not a git repository: drafts are its branches (or start with CMS_MODE=fs)`);
  rmSync(store, { recursive: true, force: true });
  await run('git', ['clone', '-q', '--shared', checkout, store]);
  await git(store, 'config', 'user.name', await gitOr('Content manager', checkout, 'config', 'user.name'));
  await git(store, 'config', 'user.email', await gitOr('content-manager@localhost', checkout, 'config', 'user.email'));
  await gitOr('', store, 'fetch', '-q', 'origin', '+refs/heads/cms/*:refs/heads/cms/*');
  for (const [key, value] of await draftStatuses(checkout)) await git(store, 'config', key, value);
}

export async function syncBase(objects: { store: GitObjects; checkout: GitObjects }, store: string, base: string) {
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
export async function mirrorDrafts(checkout: string, store: string) {
  const [ours, theirs] = [await draftStatuses(store), await draftStatuses(checkout)];
  for (const [key, value] of ours) if (theirs.get(key) !== value) await git(checkout, 'config', key, value);
  for (const key of theirs.keys()) if (!ours.has(key)) await gitOr('', checkout, 'config', '--unset', key);
  await git(checkout, 'fetch', '-q', '--prune', store, '+refs/heads/cms/*:refs/heads/cms/*');
}

export async function publishRefusal(checkout: string, store: string, base: string, branch: string) {
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

export async function publishToCheckout(checkout: string, store: string, base: string) {
  await git(checkout, 'fetch', '-q', store, `refs/heads/${base}`);
  if ((await gitOr('', checkout, 'branch', '--show-current')) === base) await git(checkout, 'merge', '-q', '--ff-only', 'FETCH_HEAD');
  else await git(checkout, 'update-ref', `refs/heads/${base}`, 'FETCH_HEAD');
}

/** A failed request leaves the clone mid-way and every later save fails: it is put back, drafts with no commit removed. */
export async function repairStore(store: string, base?: string) {
  await gitOr('', store, 'rebase', '--abort');
  await gitOr('', store, 'merge', '--abort');
  await gitOr('', store, 'reset', '-q', '--hard');
  await gitOr('', store, 'clean', '-qfd');
  if (!base) return;
  await gitOr('', store, 'checkout', '-q', base);
  for (const branch of (await gitOr('', store, 'branch', '--list', 'cms/*', '--format=%(refname:short)')).split('\n').filter(Boolean))
    if ((await gitOr('1', store, 'rev-list', '--count', `${base}..${branch}`)) === '0') await gitOr('', store, 'branch', '-D', branch);
}
