import { describe, expect, it } from 'vitest';
import type { Collection } from '~/data/collections/collection';
import { jobCollection } from '~/data/collections/jobs';
import { newsCollection } from '~/data/collections/news';
import { dayValue } from '~/data/collections/fields';
import { dayProblem, fieldProblem, fileText, formerAddresses, hasText, incompleteLanguages, lagosToday } from './rules';
import type { EntryData } from './rules';

const jobs = jobCollection as unknown as Collection;
const facts = {
  slug: 'frontend-engineer',
  datePosted: '2026-11-25',
  applicationDeadline: '2027-01-31',
  engagement: 'remote',
  employmentType: 'FULL_TIME',
  country: 'NG',
};
const text = {
  title: 'Frontend Engineer',
  industry: 'Software',
  location: 'Nigeria',
  summary: 'Build interfaces.',
  aboutUs: 'We build software.',
  responsibilities: ['Build pages.'],
  requirements: ['React.'],
  howToApply: 'Send your CV.',
};
const entry = (data: object = {}, i18n: EntryData['i18n'] = {}): EntryData => ({ data: { ...facts, ...text, ...data }, i18n });

describe('days', () => {
  it('an impossible day is named, with how many days its month has', () => {
    expect(dayProblem('2027-02-30')).toBe('30 February 2027 does not exist: February 2027 has 28 days.');
    expect(dayProblem('2028-02-29')).toBeNull();
    expect(dayProblem('2027-04-31')).toBe('31 April 2027 does not exist: April 2027 has 30 days.');
  });

  it('a day half entered asks for the rest', () => {
    expect(dayProblem(dayValue({ day: '30', month: '2', year: '' }))).toBe('Enter a day, a month and a four-digit year.');
    expect(dayValue({ day: '3', month: '2', year: '2027' })).toBe('2027-02-03');
    expect(dayValue({ day: '', month: '', year: '' })).toBe('');
  });

  it('today is the day in Lagos: at half past midnight there it is already tomorrow in UTC terms', () => {
    expect(lagosToday(new Date('2026-11-24T23:30:00Z'))).toBe('2026-11-25');
    expect(lagosToday(new Date('2026-11-24T22:30:00Z'))).toBe('2026-11-24');
  });
});

describe('a field, checked as the build checks it', () => {
  it('a deadline before the publication day, on the deadline field', () => {
    expect(fieldProblem(jobs, 'applicationDeadline', '2026-11-20', entry({ applicationDeadline: '2026-11-20' }), 'en', 'Apply by')).toBe(
      'Apply by must be after the publication day (25 November 2026).',
    );
    expect(fieldProblem(jobs, 'applicationDeadline', '2026-12-01', entry(), 'en', 'Apply by')).toBeNull();
  });

  it('a web address with capitals and spaces', () => {
    expect(fieldProblem(jobs, 'slug', 'Frontend Engineer', entry(), 'en', 'Web address')).toBe(
      'Web address must be lowercase letters and digits joined by single hyphens, like "cloud-cost-control".',
    );
  });

  it('an impossible day, in words', () => {
    expect(fieldProblem(jobs, 'datePosted', '2027-02-30', entry(), 'en', 'Published on')).toBe('30 February 2027 does not exist: February 2027 has 28 days.');
  });

  it('an article updated before it was published', () => {
    const news = newsCollection as unknown as Collection;
    const data = { slug: 'a', published: '2027-02-01', title: 'A' };
    expect(fieldProblem(news, 'modified', '2027-01-01', { data: { ...data, modified: '2027-01-01' }, i18n: {} }, 'en', 'Last updated')).toBe(
      'Last updated must not be before the publication day (1 February 2027).',
    );
  });

  it('an empty value is left to the presence check', () => {
    expect(fieldProblem(jobs, 'contactEmail', '', entry(), 'en', 'Application address')).toBeNull();
    expect(fieldProblem(jobs, 'contactEmail', 'not an address', entry(), 'en', 'Application address')).toBe(
      'Application address must be an e-mail address, like hello@company.com.',
    );
  });
});

describe('languages, checked whole before saving', () => {
  const label = (field: string) => field;

  it('a language with no text may stay empty; one with some text needs all of it', () => {
    expect(hasText(jobs, {})).toBe(false);
    expect(hasText(jobs, { ...facts, title: '  ', responsibilities: [''] })).toBe(false);
    expect(incompleteLanguages(jobs, entry({}, { de: { ...facts } }), ['en', 'de'], label)).toEqual([]);
    expect(incompleteLanguages(jobs, entry({}, { de: { ...facts, title: 'Frontend-Entwickler' } }), ['en', 'de'], label)).toEqual([
      'Deutsch: industry, location, summary, aboutUs, responsibilities, requirements, howToApply are missing or wrong. Write them, or empty the whole Deutsch text to leave this language out for now.',
    ]);
  });

  it('English is always needed whole', () => {
    expect(incompleteLanguages(jobs, entry({ summary: '' }), ['en'], label)).toEqual(['English: summary is missing or wrong.']);
  });
});

describe('formerAddresses: what a save keeps of the web addresses an item had', () => {
  it('keeps the old address when a published item’s changes, oldest first, once each', () => {
    expect(formerAddresses('sales-lead', 'sales-manager', [])).toEqual(['sales-lead']);
    expect(formerAddresses('sales-manager', 'head-of-sales', ['sales-lead'])).toEqual(['sales-lead', 'sales-manager']);
  });
  it('a new item, or an address that did not change, keeps nothing new; going back to an old address takes it off the list', () => {
    expect(formerAddresses(undefined, 'sales-lead', [])).toBeUndefined();
    expect(formerAddresses('sales-lead', 'sales-lead', ['old'])).toBeUndefined();
    expect(formerAddresses('sales-manager', 'sales-lead', ['sales-lead'])).toEqual(['sales-manager']);
  });
});

describe('fileText: the file the content manager writes', () => {
  it('holds the fields in the editor’s order, indented by two spaces, with a final newline, whatever order the editor kept them in', () => {
    const text = fileText(jobCollection as unknown as Collection, { note: 'N', slug: 'a', title: 'T', formerAddresses: ['b'] });
    expect(text).toBe('{\n  "title": "T",\n  "slug": "a",\n  "note": "N",\n  "formerAddresses": [\n    "b"\n  ]\n}\n');
  });
});
