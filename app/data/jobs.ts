/**
 * Open positions (spec section 3, "Vacancy"). Facts live here; every text
 * field lives in the `careers` catalogue under `careers.jobs.{id}`.
 * How to apply (`applyMethod`): a job with `contactEmail` and `subjectLine`
 * is applied to by e-mail to that address with that subject; else one with
 * a note (`hasNote`) by e-mail to the HR address from the site
 * configuration; else the section is omitted. The optional sections (role
 * summary, bonus skills, what we offer) show where the job's catalogue
 * entry has them.
 */
import { site } from '../config/site';
type Engagement = 'onsite' | 'hybrid' | 'remote';

/** What every job says about itself; `Job` is one of `jobs`, with its id, location and engagement as literal types. */
export interface JobFacts {
  id: string;
  /** Keys under `careers.locations`. */
  location: string;
  engagement: Engagement;
  /** Last day to apply, ISO date (end of that day, Lagos time). */
  applicationDeadline: string;
  /** ISO date the role was published. */
  datePosted: string;
  contactEmail?: string;
  subjectLine?: string;
  hasNote: boolean;
  /** For JobPosting: where the role may be done from. */
  remoteCountry?: string;
  employmentType: 'FULL_TIME' | 'PART_TIME' | 'CONTRACTOR';
  address: { locality: string; region: string; country: 'NG' };
}

/** The three roles advertised together in May 2025: on site in Awka, applications by 15 June with the HR note. */
const mayRound = {
  engagement: 'onsite',
  applicationDeadline: '2025-06-15',
  datePosted: '2025-05-15',
  hasNote: true,
  employmentType: 'FULL_TIME',
  address: { locality: 'Awka', region: 'Anambra', country: 'NG' },
} as const;

export const jobs = [
  { id: 'backend-developer-awka', location: 'awka', ...mayRound },
  { id: 'call-center-representative-awka', location: 'awkaLagosAbuja', ...mayRound },
  { id: 'sales-manager-hybrid', location: 'awka', ...mayRound },
  {
    id: 'devops-engineer-hybrid',
    location: 'nigeria',
    engagement: 'hybrid',
    applicationDeadline: '2025-09-30',
    datePosted: '2025-08-01',
    contactEmail: site.hrEmail,
    subjectLine: 'DevOps Engineer Application',
    hasNote: false,
    remoteCountry: 'NG',
    employmentType: 'FULL_TIME',
    address: { locality: 'Awka', region: 'Anambra', country: 'NG' },
  },
] as const satisfies readonly JobFacts[];

export type Job = (typeof jobs)[number];

export const jobById = (id: string | undefined): Job | undefined => jobs.find((j) => j.id === id);

/** Deadlines are the last day to apply, to the end of that day in Nigeria (UTC+1). */
const deadlineEnd = (job: Pick<JobFacts, 'applicationDeadline'>) => Date.parse(`${job.applicationDeadline}T23:59:59+01:00`);

export const isOpen = (job: Pick<JobFacts, 'applicationDeadline'>, now: number) => now <= deadlineEnd(job);

export type ApplyMethod = { kind: 'email'; to: string; subject: string } | { kind: 'note'; to: string } | { kind: 'none' };

export function applyMethod(job: Pick<JobFacts, 'contactEmail' | 'subjectLine' | 'hasNote'>, hrEmail = site.hrEmail): ApplyMethod {
  if (job.contactEmail && job.subjectLine) return { kind: 'email', to: job.contactEmail, subject: job.subjectLine };
  if (job.hasNote) return { kind: 'note', to: hrEmail };
  return { kind: 'none' };
}

export const mailto = (to: string, subject?: string) => `mailto:${to}${subject ? `?subject=${encodeURIComponent(subject)}` : ''}`;
