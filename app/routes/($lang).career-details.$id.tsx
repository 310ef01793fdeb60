import { lazy, Suspense } from 'react';
import { isRouteErrorResponse, useLoaderData, useRouteError } from 'react-router';
import type { Route } from './+types/($lang).career-details.$id';
import { JobDetails, JobHeader } from '~/components/sections/careers/job-page';
import { loadIndex, loadItem } from '~/data/published';
import { careersPageJobs, clockJobs, jobState } from '~/data/rules/jobs';
import { fixedT } from '~/i18n/i18n';
import type { RouteHandle } from '~/i18n/i18n';
import { languageOf } from '~/i18n/languages';
import { itemLoaders, loadedAt } from '~/lib/route-loaders';
import { jobPosting } from '~/seo/job-posting';
import { notFoundHead, pageHead } from '~/seo/page-meta';

export const handle = { i18n: ['careers'], list: '/careers', hydrate: false } satisfies RouteHandle;

// Only needed for an unknown id, so not part of what the page loads at start.
const NotFound = lazy(() => import('~/components/sections/not-found').then((m) => ({ default: m.NotFound })));

// A long-closed job keeps its page for those who kept its link, out of the sitemap and search.
const page = itemLoaders(
  handle,
  'id',
  (id, lang) => loadItem('jobs', id, lang),
  async (job, lang) => {
    const at = loadedAt();
    return { ...at, forgotten: !careersPageJobs(await loadIndex('jobs', lang), at.loadedAt).some((j) => j.slug === job.slug) };
  },
);
export const loader = page.loader;
export const clientLoader = page.clientLoader;

export const meta: Route.MetaFunction = ({ location, loaderData }) => {
  if (!loaderData) return notFoundHead(location.pathname, 'job');
  const t = fixedT(languageOf(location.pathname), 'careers');
  const job = loaderData.item;
  const { text } = job;
  return pageHead(location.pathname, {
    title: text.title,
    description: text.summary,
    languages: job.languages,
    noindex: loaderData.forgotten,
    parents: [{ key: 'nav.careers', path: '/careers' }],
    jsonLd: [jobPosting(job, { ...text, headings: { responsibilities: t('sections.responsibilities'), requirements: t('sections.requirements') } })],
  });
};

export default function JobPage() {
  const { item: job, loadedAt } = useLoaderData<typeof loader>();
  const state = jobState(job, loadedAt);
  return (
    <job-clock data-jobs={clockJobs([job])} class="contents">
      <JobHeader job={job} state={state} />
      <JobDetails job={job} state={state} />
    </job-clock>
  );
}

/** An unknown id: "Job not found" inside the shell; any other error goes to the layout's boundary. */
export function ErrorBoundary() {
  const error = useRouteError();
  if (!isRouteErrorResponse(error) || error.status !== 404) throw error;
  return (
    <Suspense>
      <NotFound />
    </Suspense>
  );
}
