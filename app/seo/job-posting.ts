/** JobPosting JSON-LD for a vacancy, following Google's rules; no baseSalary, since Google rejects one without an amount. */
import { site } from '~/config/site';
import type { JobFacts } from '~/data/collections/jobs';
import { lastMoment } from '~/data/rules/jobs';
import { absoluteUrl } from './head';
import { escapeHtml } from '~/lib/escape-html';

export interface JobTexts {
  title: string;
  aboutUs: string;
  roleSummary?: string;
  responsibilities: readonly string[];
  requirements: readonly string[];
  headings: { responsibilities: string; requirements: string };
}

const list = (items: readonly string[]) => `<ul>${items.map((i) => `<li>${escapeHtml(i)}</li>`).join('')}</ul>`;

export function jobPosting(job: JobFacts, texts: JobTexts) {
  const description = [
    texts.roleSummary ? `<p>${escapeHtml(texts.roleSummary)}</p>` : '',
    `<p>${escapeHtml(texts.aboutUs)}</p>`,
    `<h3>${escapeHtml(texts.headings.responsibilities)}</h3>${list(texts.responsibilities)}`,
    `<h3>${escapeHtml(texts.headings.requirements)}</h3>${list(texts.requirements)}`,
  ].join('');
  return {
    '@type': 'JobPosting',
    title: texts.title,
    description,
    datePosted: job.datePosted,
    validThrough: lastMoment(job),
    ...(job.startDate ? { jobStartDate: job.startDate } : {}),
    employmentType: job.employmentType,
    directApply: false,
    hiringOrganization: { '@type': 'Organization', name: site.brand, sameAs: `${site.origin}/`, logo: absoluteUrl('/brand/logo-512.png') },
    jobLocation: {
      '@type': 'Place',
      address: { '@type': 'PostalAddress', addressLocality: job.locality, addressRegion: job.region, addressCountry: job.country },
    },
    ...(job.engagement === 'onsite' ? {} : { jobLocationType: 'TELECOMMUTE', applicantLocationRequirements: { '@type': 'Country', name: job.country } }),
  };
}
