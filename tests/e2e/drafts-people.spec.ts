/** Drafts when more than one person or a failing network is involved, and on a phone (tests/e2e/drafts.ts). */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import type { Locator, Route } from '@playwright/test';
import { input, openCms, openItem, pane, publish, retype, until } from './cms';
import { draftsCopy, file, save, setStatus } from './drafts';

test.describe.configure({ mode: 'serial' });
test.use({ screenshot: 'only-on-failure' });

const copy = draftsCopy('drafts-people');
const { work, git, onBranch, branches } = copy;

test('a reviewer sends a draft back to its author with a note: reopened, the draft shows it', async ({ page }) => {
  test.setTimeout(120_000);
  const job = 'devops-engineer-hybrid';
  const note = 'Please say whether the role can be done from Abuja, then send it back for review.';
  await openCms(page, { backend: copy.backend(), work });
  await openItem(page, 'jobs', job);
  await retype(input(await pane(page, 'en'), 'Location'), 'Nigeria, hybrid: Awka or remote');
  await save(page);
  await until(() => branches().includes(`cms/jobs/${job}`), 'the draft');
  await setStatus(page, 'In review');
  await page.getByTitle('Toggle notes').click();
  await page.getByPlaceholder('Add a note...').fill(note);
  await page.getByRole('button', { name: 'Add Note' }).click();
  await expect(page.getByText(note)).toBeVisible({ timeout: 30_000 });
  await setStatus(page, 'Draft');

  await page.reload();
  await expect(page.getByText('Status: Draft', { exact: true })).toBeVisible({ timeout: 30_000 });
  // The editor opens with the pane it last showed: the notes, here.
  await expect(page.getByText('Notes', { exact: true })).toBeVisible();
  await expect(page.getByText(note)).toBeVisible({ timeout: 30_000 });
});

test('on a phone (390 px), every control of a draft’s bar and of its card on the board is on the screen, to be pressed', async ({ page }) => {
  const job = 'devops-engineer-hybrid';
  await openCms(page, { backend: copy.backend(), work });
  await openItem(page, 'jobs', job);
  await expect(page.getByText('Status: Draft', { exact: true })).toBeVisible({ timeout: 30_000 });
  await page.setViewportSize({ width: 390, height: 844 });
  const offScreen = (box: Locator) =>
    box
      .locator('button, a')
      .evaluateAll((els) =>
        els
          .filter((e) => e.getClientRects().length > 0 && (e.getBoundingClientRect().right > window.innerWidth || e.getBoundingClientRect().left < 0))
          .map((e) => e.textContent?.trim()),
      );
  const bar = page.locator('[class*="ToolbarContainer"]');
  for (const name of ['Save', 'Publish', 'Delete unpublished changes']) await expect(bar.getByRole('button', { name, exact: true })).toBeInViewport();
  await expect(bar.getByText(/^Status: /)).toBeInViewport();
  expect(await offScreen(bar)).toEqual([]);

  await page.goto('/admin/#/workflow');
  const card = page.locator('[class*="WorkflowCardContainer"]', { hasText: 'DevOps Engineer' });
  await expect(card).toBeVisible({ timeout: 30_000 });
  for (const name of ['Delete changes', 'Publish changes']) await expect(card.getByRole('button', { name })).toBeInViewport();
  expect(await offScreen(page.locator('body'))).toEqual([]);
});

test('a save while the site’s files cannot be reached says so in words, and keeps what was typed', async ({ page }) => {
  const job = 'devops-engineer-hybrid';
  await openCms(page, { backend: copy.backend(), work });
  await openItem(page, 'jobs', job);
  const location = input(await pane(page, 'en'), 'Location');
  await retype(location, 'Nigeria: Awka, Abuja or remote');
  const unreachable = (route: Route) => route.abort('connectionrefused');
  await page.route('**/api/v1', unreachable);
  await save(page);
  await expect(page.getByText(/^Not saved\. The content manager cannot reach the site’s files: the connection is down/)).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText(/TypeError|Failed to fetch/)).toHaveCount(0);
  await expect(location).toHaveValue('Nigeria: Awka, Abuja or remote');
  await page.unroute('**/api/v1', unreachable);
  await save(page);
  await until(() => onBranch(`cms/jobs/${job}`, file(job, 'en'))?.location === 'Nigeria: Awka, Abuja or remote', 'saved once the files are reached');
});

test('a publish refused because this computer’s copy has changes of its own says which files, whole, and what to do', async ({ page }) => {
  const job = 'devops-engineer-hybrid';
  const path = file(job, 'en');
  const own = join(work, path);
  writeFileSync(own, readFileSync(own, 'utf8').replace('"title": "DevOps Engineer"', '"title": "DevOps Engineer (edited here)"'));
  try {
    await openCms(page, { backend: copy.backend(), work });
    await openItem(page, 'jobs', job);
    await setStatus(page, 'In review');
    await setStatus(page, 'Ready');
    page.on('dialog', (dialog) => void dialog.accept());
    await publish(page);
    await expect(
      page.getByText(
        `Not published. The copy of the site on this computer has changes of its own to ${path}, which publishing would overwrite. Ask whoever made them to keep or undo them in the site’s history, then publish again.`,
      ),
    ).toBeVisible({ timeout: 30_000 });
    expect(branches(), 'the draft is kept').toContain(`cms/jobs/${job}`);
  } finally {
    git('checkout', '--', path);
  }
});

test('two windows on one draft: the second save says the draft was saved meanwhile, asks first, and keeps both people’s changes', async ({ page, browser }) => {
  test.setTimeout(180_000);
  const job = 'backend-developer-awka';
  await openCms(page, { backend: copy.backend(), work });
  await openItem(page, 'jobs', job);
  await retype(input(await pane(page, 'en'), 'Location'), 'Awka, Anambra (on-site)');
  await save(page);
  await until(() => onBranch(`cms/jobs/${job}`, file(job, 'en'))?.location === 'Awka, Anambra (on-site)', 'the first window’s draft');

  const second = await (await browser.newContext()).newPage();
  await openCms(second, { backend: copy.backend(), work });
  await openItem(second, 'jobs', job);
  await retype(input(await pane(page, 'en'), 'Team or industry'), 'Platform engineering');
  await save(page);
  await until(() => onBranch(`cms/jobs/${job}`, file(job, 'en'))?.industry === 'Platform engineering', 'the first window’s second save');

  const asked: string[] = [];
  second.on('dialog', (dialog) => {
    asked.push(dialog.message());
    void dialog.accept();
  });
  await retype(input(await pane(second, 'en'), 'Summary'), 'Build the services behind our clients’ platforms.');
  await save(second);
  await until(() => onBranch(`cms/jobs/${job}`, file(job, 'en'))?.summary === 'Build the services behind our clients’ platforms.', 'the second window’s save');
  expect(asked).toEqual([
    'Since you opened this job, its draft was saved again (by someone else, or in another window), with changes to Team or industry (English). Their changes are kept with yours. Save yours?',
  ]);
  expect(onBranch(`cms/jobs/${job}`, file(job, 'en')), 'both windows’ changes').toMatchObject({
    location: 'Awka, Anambra (on-site)',
    industry: 'Platform engineering',
    summary: 'Build the services behind our clients’ platforms.',
  });
});

test('a draft whose job changed on the site meanwhile: changes to other fields are published with it; the same field is refused in words, and nothing is lost', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const job = 'call-center-representative-awka';
  await openCms(page, { backend: copy.backend(), work });
  page.on('dialog', (dialog) => void dialog.accept());
  /** A draft of the job with a new summary, moved to Ready, while the site changes the job as `meanwhile` says. */
  const draftWhile = async (summary: string, meanwhile: (data: Record<string, unknown>) => void) => {
    await openItem(page, 'jobs', job);
    await retype(input(await pane(page, 'en'), 'Summary'), summary);
    await save(page);
    await until(() => onBranch(`cms/jobs/${job}`, file(job, 'en'))?.summary === summary, `the draft saying “${summary}”`);
    await setStatus(page, 'In review');
    await setStatus(page, 'Ready');
    copy.publishedMeanwhile(file(job, 'en'), meanwhile);
    await openItem(page, 'jobs', job);
    await publish(page);
  };

  await draftWhile('Answer our clients’ calls and chats, and see each request through.', (d) => (d.location = 'Awka, Lagos, Abuja and Port Harcourt'));
  await until(() => !branches().includes(`cms/jobs/${job}`), 'the draft published');
  expect(onBranch('main', file(job, 'en')), 'the draft’s change and the site’s').toMatchObject({
    summary: 'Answer our clients’ calls and chats, and see each request through.',
    location: 'Awka, Lagos, Abuja and Port Harcourt',
  });

  await draftWhile('Win and keep the trust of the clients our teams serve.', (d) => (d.summary = 'Be the voice our clients hear first.'));
  await expect(
    page.getByText(
      'Not published. Since this draft was saved, the published job was changed on the site in the same places: Summary (English): the site now has “Be the voice our clients hear first.”, this draft “Win and keep the trust of the clients our teams serve.”. Decide which words stay: write them in the draft and save it (it asks before it replaces the site’s), then publish again. Nothing is lost.',
    ),
  ).toBeVisible({ timeout: 30_000 });
  expect(branches(), 'the draft is kept').toContain(`cms/jobs/${job}`);
  expect(onBranch(`cms/jobs/${job}`, file(job, 'en'))?.summary, 'the draft as it was').toBe('Win and keep the trust of the clients our teams serve.');
  expect(onBranch('main', file(job, 'en'))?.summary, 'the site as it was').toBe('Be the voice our clients hear first.');
});
