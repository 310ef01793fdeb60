/** The content rules (jobs.ts, news.ts, projects.ts beside this file) on fixtures of their own, not on the site's content. */
import { describe, expect, it } from 'vitest';
import { applyMethod, careersLists, careersPageJobs, closedSince, jobState, lastMoment, mailto } from './jobs';
import { byNewestPublished, isScheduled, NEWS_PAGE_SIZE, newsPage, newsPageCount, newsPagePath } from './news';
import { byPosition, footerProjects, homeProjects, listedProjects, relatedProjects, similarProjects } from './projects';

const at = (iso: string) => Date.parse(iso);
const job = (slug: string, datePosted: string, applicationDeadline: string) => ({ slug, datePosted, applicationDeadline });

describe('a job is open from the start of its publication day to the end of its deadline day, Lagos time (UTC+1)', () => {
  const j = job('a', '2027-01-10', '2027-03-31');
  it.each([
    ['2027-01-09T22:59:59Z', 'upcoming'],
    ['2027-01-09T23:00:00Z', 'open'],
    ['2027-03-31T22:59:59Z', 'open'],
    ['2027-03-31T23:00:00Z', 'closed'],
  ])('at %s it is %s', (now, state) => {
    expect(jobState(j, at(now))).toBe(state);
  });
});

describe('a job closed early is closed from the start of that day, even the day it was posted', () => {
  const j = { ...job('a', '2027-01-10', '2027-03-31'), closedOn: '2027-01-10' };
  it.each([
    ['2027-01-09T22:59:58Z', 'upcoming'],
    ['2027-01-09T23:00:00Z', 'closed'],
    ['2027-02-01T12:00:00Z', 'closed'],
  ])('at %s it is %s', (now, state) => {
    expect(jobState(j, at(now))).toBe(state);
  });
  it('says it closed on that day, is listed with the jobs closed then, and tells search engines so', () => {
    expect(closedSince(j)).toBe('2027-01-10');
    expect(lastMoment(j)).toBe('2027-01-10T00:00:00+01:00');
    expect(lastMoment(job('b', '2027-01-10', '2027-03-31'))).toBe('2027-03-31T23:59:59+01:00');
    const { closed } = careersLists([job('late', '2026-12-01', '2027-01-20'), j], at('2027-02-01T12:00:00Z'));
    expect(closed.map((c) => c.slug)).toEqual(['late', 'a']);
  });
});

describe('the careers page at a given moment', () => {
  const jobs = [
    job('old-b', '2026-05-01', '2026-06-15'),
    job('old-a', '2026-05-01', '2026-06-15'),
    job('later-closed', '2026-08-01', '2026-09-30'),
    job('open-early', '2027-01-02', '2027-06-30'),
    job('open-late', '2027-02-01', '2027-04-30'),
    job('scheduled', '2027-12-01', '2028-01-31'),
  ];
  const { open, closed } = careersLists(jobs, at('2027-03-01T12:00:00Z'));

  it('lists the open jobs newest first, and not the ones scheduled for later', () => {
    expect(open.map((j) => j.slug)).toEqual(['open-late', 'open-early']);
  });

  it('lists the closed jobs most recently closed first, jobs of the same day by web address', () => {
    expect(closed.map((j) => j.slug)).toEqual(['later-closed', 'old-a', 'old-b']);
  });

  it('lists nothing when there are no jobs', () => {
    expect(careersLists([], Date.now())).toEqual({ open: [], closed: [] });
  });

  it('after years of hiring, carries every job not closed and the eight most recently closed', () => {
    const closedOnes = Array.from({ length: 30 }, (_, i) =>
      job(`closed-${i + 1}`, `2024-${String((i % 12) + 1).padStart(2, '0')}-01`, `${2024 + Math.floor(i / 12)}-${String((i % 12) + 1).padStart(2, '0')}-20`),
    );
    const carried = careersPageJobs([...jobs, ...closedOnes], at('2027-03-01T12:00:00Z')).map((j) => j.slug);
    // Eight closed ones kept, theirs and the old ones' alike, by the day they closed.
    expect(carried.filter((s) => !s.startsWith('closed-'))).toEqual(['old-b', 'old-a', 'later-closed', 'open-early', 'open-late', 'scheduled']);
    expect(carried.filter((s) => s.startsWith('closed-'))).toEqual(['closed-26', 'closed-27', 'closed-28', 'closed-29', 'closed-30']);
  });
});

describe('how to apply', () => {
  it('with a subject line: an e-mail with that subject, to the job’s address or else HR’s', () => {
    expect(applyMethod({ subjectLine: 'DevOps' }, 'A note', 'hr@x.test')).toEqual({ kind: 'email', to: 'hr@x.test', subject: 'DevOps' });
    expect(applyMethod({ subjectLine: 'DevOps', contactEmail: 'ops@x.test' }, undefined, 'hr@x.test')).toEqual({
      kind: 'email',
      to: 'ops@x.test',
      subject: 'DevOps',
    });
  });

  it('without one: the note and HR’s address; with no note either, nothing', () => {
    expect(applyMethod({}, 'Send your CV', 'hr@x.test')).toEqual({ kind: 'note', to: 'hr@x.test' });
    expect(applyMethod({}, undefined, 'hr@x.test')).toEqual({ kind: 'none' });
  });

  it('writes the subject into the mail draft, encoded', () => {
    expect(mailto('hr@x.test', 'Frontend & Design')).toBe('mailto:hr@x.test?subject=Frontend%20%26%20Design');
  });
});

describe('news are newest first', () => {
  it('by publication day, then by web address', () => {
    const articles = [
      { slug: 'b', published: '2027-01-01' },
      { slug: 'c', published: '2027-02-01' },
      { slug: 'a', published: '2027-01-01' },
    ];
    expect([...articles].sort(byNewestPublished).map((a) => a.slug)).toEqual(['c', 'a', 'b']);
  });

  it('an article waits for its day, Lagos time: the evening before in UTC is already its day there', () => {
    const article = { published: '2027-03-02' };
    expect(isScheduled(article, at('2027-03-01T22:59:59Z'))).toBe(true);
    expect(isScheduled(article, at('2027-03-01T23:00:00Z'))).toBe(false);
    expect(isScheduled(article, at('2027-05-01T12:00:00Z'))).toBe(false);
  });

  it('the list has pages of a dozen, one even with no article, the first at /news', () => {
    const many = Array.from({ length: 2 * NEWS_PAGE_SIZE + 1 }, (_, i) => i);
    expect([newsPageCount(0), newsPageCount(NEWS_PAGE_SIZE), newsPageCount(many.length)]).toEqual([1, 1, 3]);
    expect(newsPage(many, 3)).toEqual([2 * NEWS_PAGE_SIZE]);
    expect([newsPagePath(1), newsPagePath(3)]).toEqual(['/news', '/news/page/3']);
  });
});

describe('projects', () => {
  const p = (slug: string, position: number, listed = true, servicePages?: string[]) => ({ slug, position, listed, servicePages }) as never;
  const projects = [
    p('d', 4),
    p('hidden', 2, false, ['cloud-services']),
    p('a', 1, true, ['software-development']),
    p('c', 3, true, ['software-development']),
    p('b', 3),
  ].sort(byPosition);

  it('are listed by position, then by web address', () => {
    expect(projects.map((x: { slug: string }) => x.slug)).toEqual(['a', 'hidden', 'b', 'c', 'd']);
  });

  it('hidden ones are left out of the lists and the footer, which shows the first three', () => {
    expect(listedProjects(projects).map((x: { slug: string }) => x.slug)).toEqual(['a', 'b', 'c', 'd']);
    expect(footerProjects(projects).map((x: { slug: string }) => x.slug)).toEqual(['a', 'b', 'c']);
  });

  it('the home page shows the first four listed, however many there are', () => {
    const many = Array.from({ length: 20 }, (_, i) => ({ slug: `p${i}`, position: i, listed: i !== 1 }));
    expect(homeProjects(many).map((p) => p.slug)).toEqual(['p0', 'p2', 'p3', 'p4']);
  });

  it('below a case study: up to four others, hidden ones included', () => {
    expect(similarProjects(projects, 'b').map((x: { slug: string }) => x.slug)).toEqual(['a', 'hidden', 'c', 'd']);
    expect(similarProjects([p('only', 1)], 'only')).toEqual([]);
  });

  it('a service page shows the case studies that name it', () => {
    expect(relatedProjects(projects, 'software-development').map((x: { slug: string }) => x.slug)).toEqual(['a', 'c']);
    expect(relatedProjects(projects, 'data-services')).toEqual([]);
  });
});
