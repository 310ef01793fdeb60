/** The rules of open positions: open from the start of the posting day to the end of the deadline day, Lagos time, or until closed early. */
import type { JobFacts } from '../collections/jobs';

type Dates = Pick<JobFacts, 'datePosted' | 'applicationDeadline' | 'closedOn'>;

const LAGOS = '+01:00';
const opens = (job: Dates) => Date.parse(`${job.datePosted}T00:00:00${LAGOS}`);
/** The last moment applications are taken: the end of the deadline day, or just before the day the job was closed early. */
const closes = (job: Dates) =>
  job.closedOn ? Date.parse(`${job.closedOn}T00:00:00${LAGOS}`) - 1000 : Date.parse(`${job.applicationDeadline}T23:59:59${LAGOS}`);
/** The last moment applications are taken, as structured data writes it. */
export const lastMoment = (job: Dates) => (job.closedOn ? `${job.closedOn}T00:00:00${LAGOS}` : `${job.applicationDeadline}T23:59:59${LAGOS}`);
export const closedSince = (job: Dates) => job.closedOn ?? job.applicationDeadline;

export type JobState = 'upcoming' | 'open' | 'closed';

export const stateChanges = (job: Dates) => [opens(job), closes(job) + 1];

export function jobState(job: Dates, now: number): JobState {
  if (now < opens(job)) return 'upcoming';
  return now <= closes(job) ? 'open' : 'closed';
}

/** Newest first, as every list shows jobs. */
export const byNewestPosted = (a: Dates & { slug: string }, b: Dates & { slug: string }) =>
  b.datePosted.localeCompare(a.datePosted) || a.slug.localeCompare(b.slug);

/** Most recently closed first, as the closed jobs are listed. */
export const byLatestDeadline = (a: Dates & { slug: string }, b: Dates & { slug: string }) =>
  closedSince(b).localeCompare(closedSince(a)) || byNewestPosted(a, b);

export function careersLists<J extends Dates & { slug: string }>(jobs: readonly J[], now: number) {
  return {
    open: jobs.filter((j) => jobState(j, now) === 'open').sort(byNewestPosted),
    closed: jobs.filter((j) => jobState(j, now) === 'closed').sort(byLatestDeadline),
  };
}

/**
 * The closed jobs the careers page keeps, so it weighs the same after any number of years; older ones' pages still answer,
 * closed. Eight is most of a year at the owners' pace of about one job a month: what a job seeker looks back for.
 */
const CLOSED_KEPT = 8;

export function careersPageJobs<J extends Dates & { slug: string }>(jobs: readonly J[], now: number): J[] {
  const kept = new Set(careersLists(jobs, now).closed.slice(0, CLOSED_KEPT));
  return jobs.filter((j) => jobState(j, now) !== 'closed' || kept.has(j));
}

/** The jobs as the page's `<job-clock>` reads them (app/shell/job-clock.ts): `[slug, datePosted, applicationDeadline, closedOn]`. */
export const clockJobs = (jobs: readonly (Dates & { slug: string })[]) =>
  JSON.stringify(jobs.map((j) => [j.slug, j.datePosted, j.applicationDeadline, ...(j.closedOn ? [j.closedOn] : [])]));

export type ApplyMethod = { kind: 'email'; to: string; subject: string } | { kind: 'note'; to: string } | { kind: 'none' };

export function applyMethod(job: Pick<JobFacts, 'contactEmail' | 'subjectLine'>, note: string | undefined, hrEmail: string): ApplyMethod {
  if (job.subjectLine) return { kind: 'email', to: job.contactEmail ?? hrEmail, subject: job.subjectLine };
  if (note) return { kind: 'note', to: hrEmail };
  return { kind: 'none' };
}

export const mailto = (to: string, subject?: string) => `mailto:${to}${subject ? `?subject=${encodeURIComponent(subject)}` : ''}`;
