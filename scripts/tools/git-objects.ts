/** Reads of a repository's objects by name through one long-running `git cat-file --batch`: no process per read. */
import { spawn } from 'node:child_process';

export interface GitObjects {
  /** The object a name resolves to (its id and bytes), or null when the name resolves to nothing. */
  read: (name: string) => Promise<{ id: string; bytes: Buffer } | null>;
  close: () => void;
}

export function gitObjects(repo: string): GitObjects {
  const child = spawn('git', ['cat-file', '--batch'], { cwd: repo, stdio: ['pipe', 'pipe', 'ignore'] });
  const waiting: { name: string; done: (answer: { id: string; bytes: Buffer } | null) => void; fail: (error: Error) => void }[] = [];
  let pending = Buffer.alloc(0);
  child.stdout.on('data', (chunk: Buffer) => {
    pending = Buffer.concat([pending, chunk]);
    // Each answer: `<id> <type> <size>\n<bytes>\n`, or `<name> missing\n` (also `ambiguous`).
    for (;;) {
      const end = pending.indexOf(10);
      if (end < 0 || !waiting.length) return;
      const header = pending.subarray(0, end).toString('utf8').split(' ');
      if (header.length !== 3 || !/^\d+$/.test(header[2]!)) {
        pending = pending.subarray(end + 1);
        waiting.shift()!.done(null);
        continue;
      }
      const size = Number(header[2]);
      if (pending.length < end + 1 + size + 1) return;
      const bytes = Buffer.from(pending.subarray(end + 1, end + 1 + size));
      pending = pending.subarray(end + 1 + size + 1);
      waiting.shift()!.done({ id: header[0]!, bytes });
    }
  });
  child.once('exit', () => {
    for (const { name, fail } of waiting.splice(0)) fail(new Error(`git cat-file stopped before reading ${name}`));
  });
  return {
    read: (name) =>
      new Promise((done, fail) => {
        // A name is one line: one with a line break would be two questions.
        if (/[\n\r]/.test(name)) return done(null);
        waiting.push({ name, done, fail });
        child.stdin.write(`${name}\n`);
      }),
    close: () => {
      child.stdin.end();
      child.kill();
    },
  };
}
