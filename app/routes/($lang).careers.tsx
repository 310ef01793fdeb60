import { useTranslation } from 'react-i18next';
import type { Route } from './+types/($lang).careers';
import { Container, PageHero } from '~/components/ui/page-hero';
import { LangLink } from '~/components/ui/lang-link';
import { jobs } from '~/data/jobs';
import { formatDate } from '~/i18n/format';
import type { RouteHandle } from '~/i18n/instance';
import { clientCatalogues } from '~/i18n/route-data';
import { useLang } from '~/i18n/use-lang';
import { catalogueHead } from '~/seo/page-meta';

export const handle = { i18n: ['careers'] } satisfies RouteHandle;
export const meta: Route.MetaFunction = ({ location }) => catalogueHead(location.pathname, 'careers', 'index.meta');
export const loader = () => null;
export async function clientLoader({ params }: Route.ClientLoaderArgs) {
  await clientCatalogues(params, handle.i18n);
  return null;
}

export default function Careers() {
  const { t } = useTranslation('careers');
  const lang = useLang();
  return (
    <>
      <PageHero eyebrow={t('index.hero.badge')} title={t('index.hero.title')} intro={t('index.hero.description')} />
      <Container className="py-16">
        <ul className="grid gap-6 md:grid-cols-2">
          {jobs.map((job) => (
            <li key={job.id} className="flex flex-col rounded-2xl border border-border p-6">
              <h2 className="text-xl font-semibold">{t(`jobs.${job.id}.title`)}</h2>
              <dl className="mt-4 grid grid-cols-2 gap-3 text-sm">
                <div><dt className="text-muted">{t('fields.industry')}</dt><dd>{t(`jobs.${job.id}.industry`)}</dd></div>
                <div><dt className="text-muted">{t('fields.location')}</dt><dd>{t(`locations.${job.location}`)}</dd></div>
                <div><dt className="text-muted">{t('fields.engagement')}</dt><dd>{t(`engagements.${job.engagement}`)}</dd></div>
                <div><dt className="text-muted">{t('fields.deadline')}</dt><dd><time dateTime={job.applicationDeadline}>{formatDate(job.applicationDeadline, lang)}</time></dd></div>
              </dl>
              <LangLink to={`/career-details/${job.id}`} className="mt-6 text-sm font-semibold text-accent hover:underline">
                {t('viewDetails')}<span className="sr-only">: {t(`jobs.${job.id}.title`)}</span>
              </LangLink>
            </li>
          ))}
        </ul>
      </Container>
    </>
  );
}
