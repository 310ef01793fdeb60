/** The careers list and the job pages in a browser, on the days that change them (posting day, deadline, after it). */
import type { Page } from '@playwright/test';
import { applyMethod, careersLists, mailto } from '../../app/data/rules/jobs';
import { formatDate } from '../../app/i18n/format';
import { addDays, BRAND, catalogue, company, literally, needed, noonInLagos, onCareersPage, ordered, published, withBrand } from './content';
import { expect, expectAccessibleInBothThemes, gotoReady, test } from './fixtures';

const HR_EMAIL = company.hrEmail;

// The jobs are the owners' content: expectations are read from the content files, the clock set to each state under test.

const jobs = ordered.jobs;
const newest = needed(jobs[0], 'job');
const engagementLabels = { onsite: 'On-site', hybrid: 'Hybrid or remote', remote: 'Remote' } as const;
const afterEveryDeadline = noonInLagos(
  addDays(
    jobs
      .map((j) => j.facts.applicationDeadline)
      .sort()
      .at(-1) ?? '2025-01-01',
    1,
  ),
);
const applyHeadings = (job: (typeof jobs)[number], lang: 'en' = 'en') => {
  const t = job.texts[lang]!;
  return [
    'About us',
    ...(t.roleSummary ? ['Role summary'] : []),
    'Responsibilities',
    'Requirements',
    ...(t.bonusSkills ? ['Bonus skills'] : []),
    ...(t.whatWeOffer ? ['What we offer'] : []),
    ...(applyMethod(job.facts, t.note, HR_EMAIL).kind === 'none' ? [] : ['How to apply']),
  ];
};

/** A job shown by the visitor's clock: every job is in both lists of the HTML, shown where it belongs (app/shell/job-clock.ts). */
const listed = 'li:not([hidden])';
/** The closed list's count line, as shown: the page carries one per possible count. */
const closedCount = (page: Page) => page.getByTestId('closed-jobs').locator('summary > span > span:visible').first();

test.describe('careers list', () => {
  test('on the day the newest job is posted, the open jobs are listed newest first, each card with its facts and a details link', async ({ page }) => {
    const now = noonInLagos(newest.facts.datePosted);
    const { open, closed } = careersLists(
      onCareersPage('en').map((j) => ({ ...j.facts, job: j })),
      now.getTime(),
    );
    await page.clock.setFixedTime(now);
    await gotoReady(page, '/careers');
    const cards = page.getByTestId('open-jobs').getByRole('listitem');
    await expect(cards.getByRole('heading', { level: 3 })).toHaveText(open.map((j) => j.job.texts.en!.title));
    for (const [i, { job }] of open.entries()) {
      const card = cards.nth(i);
      await expect(card).toContainText(job.texts.en!.industry);
      await expect(card).toContainText(job.texts.en!.location);
      await expect(card).toContainText(engagementLabels[job.facts.engagement]);
      await expect(card.locator('time')).toHaveText(formatDate(job.facts.applicationDeadline, 'en'));
      await expect(card).not.toContainText('Closed');
      await expect(card.getByRole('link', { name: new RegExp(`^View details\\s*:\\s*${literally(job.texts.en!.title)}$`) })).toHaveAttribute(
        'href',
        `/career-details/${job.key}`,
      );
    }
    await expect(page.getByText('We are hiring', { exact: true })).toBeVisible();
    await expect(page.getByTestId('no-open-jobs')).toBeHidden();
    const folded = page.getByTestId('closed-jobs');
    await expect(folded.locator(listed)).toHaveCount(closed.length);
    needed(closed.length, 'a job closed before the newest was posted');
    await expect(folded.locator(listed).first()).toBeHidden();
    await folded.locator('summary').click();
    await expect(folded.getByRole('heading', { level: 3 })).toHaveText(closed.map((j) => j.job.texts.en!.title));
    for (const card of await folded.locator(listed).all()) await expect(card.getByText('Closed', { exact: true })).toBeVisible();
  });

  test('the day before a job is posted it is not listed at all', async ({ page }) => {
    await page.clock.setFixedTime(noonInLagos(addDays(newest.facts.datePosted, -1)));
    await gotoReady(page, '/careers');
    await expect(page.getByRole('main').getByRole('heading', { name: newest.texts.en!.title, exact: true })).toHaveCount(0);
    await expect(page.getByRole('main').locator(`${listed} a[href="/career-details/${newest.key}"]`)).toHaveCount(0);
  });

  test('after every deadline there are no open positions: the closed ones are folded away, and an open application is offered', async ({ page }) => {
    await page.clock.setFixedTime(afterEveryDeadline);
    await gotoReady(page, '/careers');
    const empty = page.getByTestId('no-open-jobs');
    await expect(empty).toContainText('No open positions right now');
    await expect(empty).toContainText('Check back soon');
    await expect(page.getByTestId('open-jobs')).toBeHidden();
    const kept = onCareersPage('en').length;
    await expect(page.getByTestId('closed-jobs').locator(listed)).toHaveCount(kept);
    await expect(closedCount(page)).toHaveText(`${kept} closed position${kept === 1 ? '' : 's'}`);
    await expect(page.getByTestId('closed-jobs').locator(listed).first()).toBeHidden();
    await expect(page.getByText('We are hiring', { exact: true })).toBeHidden();
    await expect(page.getByText(/roles we are hiring for now/)).toBeHidden();
    await expect(page.getByRole('heading', { level: 2, name: 'Why people work here' })).toBeVisible();
    await expect(page.getByTestId('open-application')).toHaveAttribute('href', `mailto:${HR_EMAIL}?subject=Open%20application`);
    await page.getByTestId('closed-jobs').locator('summary').click();
    await expect(page.getByTestId('closed-jobs').locator(listed).first()).toBeVisible();
    await expectAccessibleInBothThemes(page, 'closed roles opened', { within: '[data-testid="closed-jobs"]' });
  });

  test('with no open role, German visitors are offered an open application with a German subject line (/de/careers)', async ({ page }) => {
    await page.clock.setFixedTime(afterEveryDeadline);
    await gotoReady(page, '/de/careers');
    const texts = catalogue<{ index: { hero: { badge: string } }; openApplication: { subject: string }; closed: Record<string, string> }>('de', 'careers');
    await expect(page.getByText(texts.index.hero.badge, { exact: true })).toBeHidden();
    await expect(page.getByTestId('open-application')).toHaveAttribute(
      'href',
      `mailto:${HR_EMAIL}?subject=${encodeURIComponent(texts.openApplication.subject)}`,
    );
    const german = onCareersPage('de').length;
    await expect(closedCount(page)).toHaveText(texts.closed[german === 1 ? 'summary_one' : 'summary_other']!.replace('{{count}}', String(german)));
  });

  test('a deadline lasts to the end of that day in Nigeria (UTC+1)', async ({ page }) => {
    const deadline = newest.facts.applicationDeadline;
    await page.clock.setFixedTime(new Date(`${deadline}T22:30:00Z`)); // 23:30 in Lagos
    await gotoReady(page, '/careers');
    await expect(page.getByTestId('open-jobs').locator(`${listed} a[href="/career-details/${newest.key}"]`)).toHaveCount(1);
    await page.clock.setFixedTime(new Date(`${deadline}T23:30:00Z`)); // 00:30 the next day in Lagos
    await gotoReady(page, '/careers');
    await expect(page.getByTestId('open-jobs').locator(`${listed} a[href="/career-details/${newest.key}"]`)).toHaveCount(0);
    await expect(page.getByTestId('closed-jobs').locator(`${listed} a[href="/career-details/${newest.key}"]`)).toHaveCount(1);
  });

  test('deadlines are written the way the language writes dates (/fr/careers)', async ({ page }) => {
    const french = needed(published(jobs, 'fr')[0], 'job in French');
    await page.clock.setFixedTime(noonInLagos(french.facts.datePosted));
    await gotoReady(page, '/fr/careers');
    const card = page
      .getByTestId('open-jobs')
      .getByRole('listitem')
      .filter({ has: page.locator(`a[href="/fr/career-details/${french.key}"]`) });
    await expect(card.locator('time')).toHaveText(formatDate(french.facts.applicationDeadline, 'fr'));
    await expect(card.getByRole('heading')).toHaveText(french.texts.fr!.title);
  });
});

const mainHeadings = (page: Page) => page.locator('main h2');

test.describe('job details', () => {
  test('header: back link and the facts (company, industry, location, engagement, deadline, start date)', async ({ page }) => {
    const job = newest;
    await page.clock.setFixedTime(noonInLagos(job.facts.datePosted));
    await gotoReady(page, `/career-details/${job.key}`);
    const back = page.getByRole('link', { name: 'Back to careers' });
    await expect(back).toHaveAttribute('href', '/careers');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(job.texts.en!.title);
    const facts = await page
      .locator('main dl')
      .first()
      .evaluate((dl) =>
        Object.fromEntries(
          [...dl.querySelectorAll(':scope > div')].map((d) => [d.querySelector('dt')!.textContent!.trim(), d.querySelector('dd')!.textContent!.trim()]),
        ),
      );
    expect(facts).toEqual({
      Company: BRAND,
      Industry: job.texts.en!.industry,
      Location: job.texts.en!.location,
      Engagement: engagementLabels[job.facts.engagement],
      'Apply by': formatDate(job.facts.applicationDeadline, 'en'),
      'Start date': 'Immediate',
    });
    await back.click();
    await expect(page).toHaveURL(/\/careers$/);
    await expect(page.getByTestId('open-jobs').locator(`a[href="/career-details/${job.key}"]`)).toHaveCount(1);
  });

  // The newest job of each way of applying the content has: the template's branches.
  const byApplyKind = [...new Map(jobs.toReversed().map((j) => [applyMethod(j.facts, j.texts.en?.note, HR_EMAIL).kind, j])).values()];
  for (const job of byApplyKind) {
    test(`${job.key}: sections in order, optional ones only where present; how to apply as its facts say`, async ({ page }) => {
      await page.clock.setFixedTime(noonInLagos(job.facts.datePosted));
      await gotoReady(page, `/career-details/${job.key}`);
      await expect(mainHeadings(page)).toHaveText(applyHeadings(job));
      await expect(page.getByRole('region', { name: 'Responsibilities' }).getByRole('listitem')).toHaveText(job.texts.en!.responsibilities.map(withBrand));
      await expect(page.getByRole('region', { name: 'Requirements' }).getByRole('listitem')).toHaveText(job.texts.en!.requirements.map(withBrand));
      const method = applyMethod(job.facts, job.texts.en!.note, HR_EMAIL);
      const byEmail = page.getByRole('link', { name: 'Apply via e-mail' });
      const here = page.getByRole('link', { name: 'Apply here' });
      if (method.kind === 'email') {
        await expect(byEmail).toHaveAttribute('href', mailto(method.to, method.subject));
        await expect(page.getByTestId('apply-note')).toBeHidden();
        await expect(here).toHaveCount(0);
      } else if (method.kind === 'note') {
        await expect(page.getByTestId('apply-note')).toHaveText(withBrand(job.texts.en!.note!));
        await expect(here).toHaveAttribute('href', `mailto:${HR_EMAIL}`);
        await expect(byEmail).toHaveCount(0);
      } else await expect(page.getByRole('heading', { name: 'How to apply' })).toHaveCount(0);
      await expect(page.getByTestId('job-closed')).toBeHidden();

      await expect(page).toHaveTitle(new RegExp(literally(job.texts.en!.title)));
    });
  }
});

test.describe('job details outside its dates', () => {
  test('after the deadline: since when it is closed, and no way to apply', async ({ page }) => {
    await page.clock.setFixedTime(afterEveryDeadline);
    await gotoReady(page, `/career-details/${newest.key}`);
    const status = page.getByTestId('job-closed');
    await expect(status).toContainText(`Applications closed on ${formatDate(newest.facts.applicationDeadline, 'en')}`);
    await expect(status.getByRole('link', { name: 'Open positions' })).toHaveAttribute('href', '/careers');
    await expect(page.getByRole('link', { name: /^Apply/ })).toHaveCount(0);
    await expect(page.locator('main a[href^="mailto:"][href*="subject"]:visible')).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'How to apply' })).toHaveCount(0);
    await expect(page.getByTestId('apply-note')).toBeHidden();
  });

  test('before it is posted: from when applications open, and no way to apply yet', async ({ page }) => {
    await page.clock.setFixedTime(noonInLagos(addDays(newest.facts.datePosted, -1)));
    await gotoReady(page, `/career-details/${newest.key}`);
    await expect(page.getByTestId('job-upcoming')).toContainText(`Applications open on ${formatDate(newest.facts.datePosted, 'en')}`);
    await expect(page.getByRole('link', { name: /^Apply/ })).toHaveCount(0);
    await expect(page.getByTestId('job-closed')).toBeHidden();
  });
});
