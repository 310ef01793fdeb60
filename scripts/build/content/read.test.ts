import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { problemLine } from '../../../app/data/collections/collection';
import { languages } from '../../../app/i18n/languages';
import { readContent } from './read';

const bad = join(import.meta.dirname, 'fixtures', 'bad');

/** A copy of the fixture tree in which a language it has no page texts for gets the English ones, which have no problem. */
function badInEveryLanguage() {
  const root = mkdtempSync(join(tmpdir(), 'bad-content-'));
  cpSync(bad, root, { recursive: true });
  const locales = join(root, 'public', 'locales');
  for (const lang of languages) if (!existsSync(join(locales, lang))) cpSync(join(locales, 'en'), join(locales, lang), { recursive: true });
  return root;
}

describe('bad content stops the build', () => {
  const expected = [
    'app/data/content/jobs/cloud-cost-analyst.en.json: slug (en): must be lowercase letters and digits joined by single hyphens, like "cloud-cost-control"',
    'app/data/content/jobs/cloud-cost-analyst.en.json: applicationDeadline (en): must be a real calendar date written YYYY-MM-DD (got "2027-02-30")',
    'app/data/content/jobs/support-lead-copy.en.json: slug (en): "support-lead" is already used by app/data/content/jobs/support-lead.en.json',
  ];

  it('reads every problem of a tree at once', () => {
    expect(readContent(bad).errors.map(problemLine)).toEqual(expected);
  });

  it('a build exits with status 1, one line per problem and what to do: no stack trace and no page dump', () => {
    const root = badInEveryLanguage();
    const run = spawnSync('npx', ['vite', 'build', '--config', join(import.meta.dirname, 'fixtures', 'vite.config.ts')], {
      env: { ...process.env, CONTENT_FIXTURE_ROOT: root },
      encoding: 'utf8',
    });
    rmSync(root, { recursive: true, force: true });
    expect(run.status).toBe(1);
    const lines = run.stderr.split('\n').filter((l) => l.trim() && !/^npm warn/.test(l));
    expect(lines).toEqual([
      'The content has 6 errors:',
      // The page texts are checked with the content: a lost comma in German, the founding year in digits in French.
      `  public/locales/de/contact.json: (file) (de): is not valid JSON at line 3, column 3: expected ',' or '}' after property value: mend it in a text editor`,
      '  public/locales/fr/contact.json: title (fr): states the founding year, 2014, in digits: write {{founded}}, which the site fills in from the company’s facts',
      ...expected.map((line) => `  ${line}`),
      // A menu's entry leading to a service the site does not offer.
      '  app/data/content/menus.json: header.0.link: leads to “/services/quantum”, a page the site does not have: choose one it has, or write another site’s address in full',
      'Correct each field named (in the content manager, or in the file), then build again. The site as it was stays online until the build passes.',
    ]);
  }, 60_000);
});
