/** A git copy of the project with the CMS's local backend in its editorial workflow: each drafts spec has its own, to run side by side. */
import { execFileSync } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { startCmsBackend } from '../../scripts/tools/cms-backend';
import type { CmsBackend } from '../../scripts/tools/cms-backend';
import { copyWithFixture } from '../../scripts/tools/fixture-site';

/** A job's file in a language. */
export const file = (slug: string, lang: string) => `app/data/content/jobs/${slug}.${lang}.json`;

/** The copy (`work`) and its backend, made before the file's tests and removed after them. */
export function draftsCopy(name: string) {
  const work = join(tmpdir(), `cms-${name}-e2e-${process.pid}`);
  const git = (...args: string[]) => execFileSync('git', args, { cwd: work, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  let backend: CmsBackend | undefined;

  test.beforeAll(async () => {
    copyWithFixture(process.cwd(), work);
    git('init', '-q', '-b', 'main');
    git('-c', 'user.name=Owner', '-c', 'user.email=owner@example.com', 'commit', '-q', '--allow-empty', '-m', 'Start');
    git('add', '-A');
    git('-c', 'user.name=Owner', '-c', 'user.email=owner@example.com', 'commit', '-q', '-m', 'The site');
    git('config', 'user.name', 'Owner');
    git('config', 'user.email', 'owner@example.com');
    backend = await startCmsBackend({ checkout: work, mode: 'git', log: () => undefined });
  });

  test.afterAll(async () => {
    await backend?.close();
    rmSync(work, { recursive: true, force: true });
  });

  return {
    work,
    git,
    backend: () => backend!,
    onBranch(branch: string, path: string) {
      try {
        return JSON.parse(git('show', `${branch}:${path}`)) as Record<string, unknown>;
      } catch {
        return undefined;
      }
    },
    /** A draft's status on the board, kept in its branch's description, or nothing. */
    statusOf(branch: string) {
      try {
        return git('config', `branch.${branch}.description`);
      } catch {
        return undefined;
      }
    },
    branches: () => git('branch', '--list', 'cms/*', '--format=%(refname:short)').split('\n').filter(Boolean),
    /** A change committed on the site's branch of the copy, as if another person's draft had been published there. */
    publishedMeanwhile(path: string, change: (data: Record<string, unknown>) => void) {
      const data = JSON.parse(readFileSync(join(work, path), 'utf8')) as Record<string, unknown>;
      change(data);
      writeFileSync(join(work, path), `${JSON.stringify(data, null, 2)}\n`);
      git('add', path);
      git('commit', '-q', '-m', `Another person's change to ${path}`);
    },
  };
}

export async function setStatus(page: Page, status: 'Draft' | 'In review' | 'Ready') {
  await page.getByText(/^Status: /).click();
  await page.getByRole('menuitem', { name: status }).click();
  // The backend's answer is slow.
  await expect(page.getByText(`Status: ${status}`, { exact: true })).toBeVisible({ timeout: 30_000 });
}

export async function save(page: Page) {
  await page.getByRole('button', { name: 'Save', exact: true }).click();
}

/** The open draft's own site, once it answers: a cold dev server starts on first request, and "Check for Preview" asks again. */
export async function previewOf(page: Page) {
  const view = page.locator('a', { hasText: 'View Preview' });
  const check = page.getByRole('button', { name: 'Check for Preview' });
  await expect(async () => {
    if ((await check.isVisible()) && (await check.isEnabled())) await check.click();
    await expect(view).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 240_000 });
  return (await view.getAttribute('href'))!;
}
