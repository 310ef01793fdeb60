/** What the CMS reads of Decap's internals (./decap-internals.ts), checked against the installed Decap: an upgrade that renames one fails here. */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SAVE_LABELS } from './decap-internals';

const core = join(process.cwd(), 'node_modules', 'decap-cms-core', 'dist', 'esm');
const walk = (dir: string): string[] => readdirSync(dir).flatMap((f) => (statSync(join(dir, f)).isDirectory() ? walk(join(dir, f)) : [join(dir, f)]));
const code = walk(core)
  .filter((f) => f.endsWith('.js'))
  .map((f) => readFileSync(f, 'utf8'))
  .join('\n');
const read = (...path: string[]) => readFileSync(join(process.cwd(), 'node_modules', ...path), 'utf8');

describe('what the content manager reads of Decap’s code', () => {
  it('the names of the boxes it styles and finds', () => {
    const ours = ['decap-internals.css', 'decap-internals.ts'].map((file) => readFileSync(join(process.cwd(), 'app', 'admin', file), 'utf8'));
    const used = [...new Set([...ours.join('\n').matchAll(/\[class\*=['"](\w+)['"]\]/g)].map((m) => m[1]!))];
    expect(used).toEqual(expect.arrayContaining(['EditorContainer', 'ToolbarContainer', 'ControlErrorsList']));
    for (const name of used) expect(code, `Decap names a box "${name}"`).toMatch(new RegExp(`label: "\\w*${name}"`));
    // The split panes, by the class names of the library Decap draws them with.
    for (const name of ['SplitPane', 'Pane', 'Resizer']) expect(read('react-split-pane', 'dist', 'index.esm.js'), name).toContain(`'${name}'`);
    expect(read('react-toastify', 'dist', 'ReactToastify.css')).toContain('.Toastify__toast-container');
  });

  it('the English labels of the buttons that save', () => {
    const english = read('decap-cms-locales', 'dist', 'esm', 'en', 'index.js');
    for (const label of SAVE_LABELS) expect(english, label).toContain(`'${label}'`);
  });

  it('the shape of the store: the draft, and the saved items by collection and web address', () => {
    expect(read('decap-cms-core', 'dist', 'esm', 'reducers', 'index.js')).toMatch(/\bentryDraft,/);
    expect(read('decap-cms-core', 'dist', 'esm', 'reducers', 'entries.js')).toContain(
      "map.setIn(['entities', `${collection}.${slug}`], fromJS(payload.entry));",
    );
    expect(read('decap-cms-core', 'dist', 'esm', 'reducers', 'editorialWorkflow.js')).toContain(
      "state.setIn(['entities', `${action.payload.collection}.${action.payload.entry.slug}`], fromJS(action.payload.entry));",
    );
  });

  it('its one store, and an event handler that replaces the whole item by setting `entry` on its event', () => {
    expect(read('decap-cms-core', 'dist', 'esm', 'redux', 'index.js')).toContain('export { store };');
    const registry = read('decap-cms-core', 'dist', 'esm', 'lib', 'registry.js');
    expect(registry).toContain('const result = await handler(_data, options);');
    expect(registry).toContain('return _data.entry;');
    expect(read('decap-cms-core', 'dist', 'esm', 'actions', 'config.js')).toContain("config.backend.name = 'proxy';");
  });
});
