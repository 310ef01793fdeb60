import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { data, useLoaderData } from 'react-router';
import type { Route } from './+types/($lang).career-details.$id';
import { LangLink } from '~/components/ui/lang-link';
import { PageHero } from '~/components/ui/page-hero';
import { jobById } from '~/data/jobs';
import { formatDate } from '~/i18n/format';
import { fixedT, type RouteHandle } from '~/i18n/instance';
import { languageOf } from '~/i18n/languages';
import { clientCatalogues } from '~/i18n/route-data';
import { useLang } from '~/i18n/use-lang';
import { notFoundHead, pageHead } from '~/seo/page-meta';

export const handle = { i18n: ['careers'] } satisfies RouteHandle;

function find(params: { id?: string }) {
  const job = jobById(params.id);
  // `job` tells the layout's error boundary to show "Job not found" with a way back to careers.
  if (!job) throw data('job', { status: 404 });
  return { job };
}
export const loader = ({ params }: Route.LoaderArgs) => find(params);
export async function clientLoader({ params }: Route.ClientLoaderArgs) {
  await clientCatalogues(params, handle.i18n);
  return find(params);
}

export const meta: Route.MetaFunction = ({ location, data }) => {
  if (!data) return notFoundHead(location.pathname);
  const t = fixedT(languageOf(location.pathname), ['careers', 'common']);
  const id = data.job.id;
  return pageHead(location.pathname, {
    title: t(`jobs.${id}.title`),
    description: t(`jobs.${id}.summary`),
    parents: [{ key: 'nav.careers', path: '/careers' }],
  });
};

export default function JobPage() {
  const { job } = useLoaderData<typeof loader>();
  const { t } = useTranslation('careers');
  const lang = useLang();
  return (
    <PageHero
      eyebrow={
        <LangLink to="/careers" className="inline-flex items-center gap-1.5 normal-case tracking-normal hover:underline">
          <ArrowLeft className="h-4 w-4" aria-hidden="true" />
          {t('back')}
        </LangLink>
      }
      title={t(`jobs.${job.id}.title`)}
      intro={t(`jobs.${job.id}.summary`)}
    >
      <dl className="grid max-w-3xl gap-4 text-sm sm:grid-cols-4">
        <div><dt className="text-muted">{t('fields.industry')}</dt><dd className="font-semibold">{t(`jobs.${job.id}.industry`)}</dd></div>
        <div><dt className="text-muted">{t('fields.location')}</dt><dd className="font-semibold">{t(`locations.${job.location}`)}</dd></div>
        <div><dt className="text-muted">{t('fields.engagement')}</dt><dd className="font-semibold">{t(`engagements.${job.engagement}`)}</dd></div>
        <div><dt className="text-muted">{t('fields.deadline')}</dt><dd className="font-semibold"><time dateTime={job.applicationDeadline}>{formatDate(job.applicationDeadline, lang)}</time></dd></div>
      </dl>
    </PageHero>
  );
}
