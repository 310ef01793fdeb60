/** The site's Vite dev server on a folder: a draft's own site (./cms-backend.ts), and the tests' rendering of saved content. */
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import type { ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A folder of the system's temporary ones that belongs to `path` (a checkout, a copy): `{name}-{hash of path}`. */
export const tempFolder = (name: string, path: string) => join(tmpdir(), `${name}-${createHash('sha256').update(path).digest('hex').slice(0, 12)}`);

function freePort() {
  return new Promise<number>((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => done(port));
    });
  });
}

export interface DevServer {
  url: string;
  child: ChildProcess;
  /** The last of what it printed. */
  output: () => string;
}

/** The dev server on `cwd`, started on a free port; it answers some seconds later (`answers`). */
export async function spawnDevServer(cwd: string): Promise<DevServer> {
  const port = await freePort();
  const child = spawn(process.execPath, [join(cwd, 'node_modules', '@react-router', 'dev', 'bin.js'), 'dev', '--port', String(port), '--strictPort'], {
    cwd,
    // Its own dependency cache: its packages are linked, and their cache with them (vite.config.ts).
    env: { ...process.env, FORCE_COLOR: '0', VITE_CACHE_DIR: tempFolder('vite-cache', cwd) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-4000));
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  return { url: `http://localhost:${port}`, child, output: () => output };
}

/** Stops a dev server: Vite's close can wait on a page still connected to it, so one slow to exit is killed. */
export function stopDevServer({ child }: DevServer): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((done) => {
    const end = setTimeout(() => child.kill('SIGKILL'), 3_000);
    child.once('exit', () => {
      clearTimeout(end);
      done();
    });
    child.kill();
  });
}

export const answers = (url: string) =>
  fetch(url, { method: 'HEAD', signal: AbortSignal.timeout(2_000) }).then(
    (r) => r.ok,
    () => false,
  );

/** The dev server on `cwd`, once it answers. */
export async function startDevServer(cwd: string): Promise<DevServer> {
  const server = await spawnDevServer(cwd);
  const until = Date.now() + 60_000;
  while (!(await answers(server.url))) {
    if (server.child.exitCode !== null) throw new Error(`the dev server exited (${server.child.exitCode}):\n${server.output()}`);
    if (Date.now() > until) {
      await stopDevServer(server);
      throw new Error(`the dev server did not answer within 60 s:\n${server.output()}`);
    }
    await new Promise((done) => setTimeout(done, 250));
  }
  return server;
}
