/** Open positions: a subject line makes "Apply via e-mail"; else a note makes "Apply here" to HR; else no apply section. */
import { z } from 'zod';
import { defineCollection } from './collection.ts';
import { choice, date, email, formatted, formerAddresses, line, lines, paragraph, slug, spokenDay, title } from './fields.ts';
import { keyFields } from '../item-paths.ts';

const engagements = ['onsite', 'hybrid', 'remote'] as const;
const employmentTypes = ['FULL_TIME', 'PART_TIME', 'CONTRACTOR', 'TEMPORARY', 'INTERN'] as const;

const facts = z.strictObject({
  slug: slug({
    label: 'Web address',
    hint: 'The end of the job’s address on the site, in lowercase words joined by hyphens: frontend-engineer-remote makes /career-details/frontend-engineer-remote. Change it after the job is published and the old address keeps working: it leads to the new one.',
  }),
  datePosted: date({
    label: 'Published on',
    hint: 'The job appears on the careers page from this day. A later date schedules it.',
  }),
  applicationDeadline: date({
    label: 'Apply by',
    hint: 'The last day to apply. At the end of this day (Lagos time) the job moves to “Closed positions”.',
  }),
  closedOn: date({
    label: 'Closed early on',
    hint: 'Optional: to stop applications before “Apply by”, the day they stop. “Today in Lagos” closes the job now: it moves to “Closed positions”, and its page says applications closed that day.',
  }).optional(),
  startDate: date({
    label: 'Starts on',
    hint: 'Optional: the day the job starts. Leave it empty for an immediate start: the page says “Immediate”.',
  }).optional(),
  engagement: choice(engagements, { onsite: 'On-site', hybrid: 'Hybrid or remote', remote: 'Remote' }, { label: 'Where the work is done' }),
  employmentType: choice(
    employmentTypes,
    { FULL_TIME: 'Full time', PART_TIME: 'Part time', CONTRACTOR: 'Contractor', TEMPORARY: 'Temporary', INTERN: 'Internship' },
    { label: 'Type of contract', hint: 'Search engines show this in job listings.' },
  ),
  country: formatted(/^[A-Z]{2}$/, 'a two-letter country code in capitals, like NG', {
    label: 'Country code',
    hint: 'Two capital letters: NG for Nigeria, US, GB, DE… For hybrid and remote jobs, applicants must live in this country.',
  }),
  locality: line({ label: 'City', hint: 'Optional. Where the office is, for search engines: Awka.' }).optional(),
  region: line({ label: 'State or region', hint: 'Optional: Anambra.' }).optional(),
  contactEmail: email({
    label: 'Application address',
    hint: 'Optional. Where applications go when the job has an e-mail subject. Leave empty to use the company’s HR address.',
  }).optional(),
  subjectLine: line({
    label: 'E-mail subject',
    hint: 'Optional. When filled in, the job shows an “Apply via e-mail” button that opens an e-mail with this subject. When empty, the note (below) is shown with an “Apply here” button to HR; with no note either, there is no “How to apply” section.',
  }).optional(),
  formerAddresses: formerAddresses(),
});

const text = z.strictObject({
  title: title({ label: 'Job title' }),
  industry: line({ label: 'Team or industry', hint: 'Shown under the title: “Cloud and infrastructure”.' }),
  location: line({ label: 'Location', hint: 'As visitors read it: “Awka, Anambra” or “Nigeria”.' }),
  summary: paragraph({ label: 'Summary', hint: 'One or two sentences under the title, and in search results.' }),
  aboutUs: paragraph({ label: 'About us', hint: 'Write {{brand}} where the company’s name goes.' }),
  roleSummary: paragraph({ label: 'Role summary', hint: 'Optional.' }).optional(),
  responsibilities: lines({ label: 'Responsibilities', itemLabel: 'Responsibility' }),
  requirements: lines({ label: 'Requirements', itemLabel: 'Requirement' }),
  bonusSkills: lines({ label: 'Bonus skills', itemLabel: 'Skill', hint: 'Optional.' }).optional(),
  whatWeOffer: lines({ label: 'What we offer', itemLabel: 'Benefit', hint: 'Optional.' }).optional(),
  howToApply: paragraph({ label: 'How to apply' }),
  note: paragraph({
    label: 'Note to applicants',
    hint: 'Optional. Shown in a highlighted box with an “Apply here” button to HR, when the job has no e-mail subject.',
  }).optional(),
});

export const jobCollection = defineCollection({
  name: 'jobs',
  label: 'Jobs',
  labelSingular: 'Job',
  description:
    'Open positions on the careers page. A job is listed from its publication day to its deadline, then under “Closed positions”. Write it in English first, then in the other languages. A language left empty has no page for this job yet; a language you started must be complete before it saves.',
  folder: 'app/data/content/jobs',
  key: keyFields.jobs,
  facts,
  text,
  editor: [
    'title',
    'slug',
    'datePosted',
    'applicationDeadline',
    'closedOn',
    'startDate',
    'industry',
    'location',
    'engagement',
    'employmentType',
    'country',
    'locality',
    'region',
    'summary',
    'aboutUs',
    'roleSummary',
    'responsibilities',
    'requirements',
    'bonusSkills',
    'whatWeOffer',
    'howToApply',
    'subjectLine',
    'contactEmail',
    'note',
    'formerAddresses',
  ],
  sort: { field: 'datePosted', direction: 'desc' },
  check(f) {
    const problems = [];
    if (f.applicationDeadline <= f.datePosted)
      problems.push({ field: 'applicationDeadline', lang: 'en' as const, message: `must be after the publication day (${spokenDay(f.datePosted)})` });
    if (f.closedOn && f.closedOn < f.datePosted)
      problems.push({ field: 'closedOn', lang: 'en' as const, message: `must not be before the publication day (${spokenDay(f.datePosted)})` });
    if (f.closedOn && f.closedOn > f.applicationDeadline)
      problems.push({
        field: 'closedOn',
        lang: 'en' as const,
        message: `must not be after “Apply by” (${spokenDay(f.applicationDeadline)}): a job closes by itself at the end of that day`,
      });
    if (f.contactEmail && !f.subjectLine)
      problems.push({ field: 'subjectLine', lang: 'en' as const, message: 'is needed when an application address is set: the button opens an e-mail with it' });
    return problems;
  },
});

export type JobFacts = z.infer<typeof facts>;
export type JobText = z.infer<typeof text>;
