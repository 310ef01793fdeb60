/** The patches in patches/ are what runs: each hunk's patched text stands whole in its file in node_modules. */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const folder = join(process.cwd(), 'patches');
const patches = readdirSync(folder).filter((f) => f.endsWith('.patch'));

/** Each hunk of a unified diff: the file it changes, and its text after the change (context and added lines). */
function hunks(diff: string) {
  const found: { file: string; after: string }[] = [];
  let file = '';
  let lines: string[] | undefined;
  const close = () => {
    if (lines) found.push({ file, after: lines.join('\n') });
    lines = undefined;
  };
  for (const line of diff.split('\n')) {
    if (line.startsWith('diff --git ')) close();
    if (line.startsWith('+++ b/')) file = line.slice('+++ b/'.length);
    else if (line.startsWith('@@')) {
      close();
      lines = [];
    } else if (lines && (line.startsWith(' ') || line.startsWith('+'))) lines.push(line.slice(1));
    else if (lines && line === '') lines.push('');
  }
  close();
  return found.map((h) => ({ ...h, after: h.after.replace(/\n+$/, '') }));
}

describe('the patches of other people’s code', () => {
  it('are there', () => {
    expect(patches).toEqual(
      expect.arrayContaining([
        '@react-router+dev+7.18.4.patch',
        'decap-cms-core+3.19.1.patch',
        'decap-cms-lib-util+3.8.3.patch',
        'miniflare+4.20260426.0.patch',
        'wrangler+4.86.0.patch',
      ]),
    );
  });

  for (const patch of patches)
    it(`${patch}: every hunk is in place in node_modules`, () => {
      const all = hunks(readFileSync(join(folder, patch), 'utf8'));
      expect(all.length).toBeGreaterThan(0);
      for (const { file, after } of all) expect(readFileSync(join(process.cwd(), file), 'utf8'), `${file}: a hunk of ${patch}`).toContain(after);
    });
});
