import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { data, useLoaderData } from 'react-router';
import type { Route } from './+types/($lang).projects.$slug';
import { buttonStyles } from '~/components/ui/button';
import { LangLink } from '~/components/ui/lang-link';
import { PageHero } from '~/components/ui/page-hero';
import { projectBySlug } from '~/data/projects';
import { fixedT, type RouteHandle } from '~/i18n/instance';
import { languageOf } from '~/i18n/languages';
import { clientCatalogues } from '~/i18n/route-data';
import { notFoundHead, pageHead } from '~/seo/page-meta';

export const handle = { i18n: ['projects'] } satisfies RouteHandle;

function find(params: { slug?: string }) {
  const project = projectBySlug(params.slug);
  if (!project) throw data(null, { status: 404 });
  return { project };
}
export const loader = ({ params }: Route.LoaderArgs) => find(params);
export async function clientLoader({ params }: Route.ClientLoaderArgs) {
  await clientCatalogues(params, handle.i18n);
  return find(params);
}

export const meta: Route.MetaFunction = ({ location, data }) => {
  if (!data) return notFoundHead(location.pathname);
  const t = fixedT(languageOf(location.pathname), ['projects', 'common']);
  const slug = data.project.slug;
  return pageHead(location.pathname, {
    title: t(`common:projectNames.${slug}`),
    description: t(`items.${slug}.meta`),
    parents: [{ key: 'nav.projects', path: '/projects' }],
  });
};

export default function CaseStudy() {
  const { project } = useLoaderData<typeof loader>();
  const { t } = useTranslation('projects');
  return (
    <PageHero
      eyebrow={
        <LangLink to="/projects" className="inline-flex items-center gap-1.5 normal-case tracking-normal hover:underline">
          <ArrowLeft className="h-4 w-4" aria-hidden="true" />
          {t('back')}
        </LangLink>
      }
      title={t(`common:projectNames.${project.slug}`)}
      intro={t(`items.${project.slug}.subtitle`)}
    >
      <p className="max-w-3xl text-muted">{t(`items.${project.slug}.summary`)}</p>
      <dl className="mt-8 grid max-w-3xl gap-6 sm:grid-cols-3">
        <div>
          <dt className="text-sm text-muted">{t('fields.client')}</dt>
          <dd className="font-semibold">{t(`items.${project.slug}.client`)}</dd>
        </div>
        <div>
          <dt className="text-sm text-muted">{t('fields.category')}</dt>
          <dd className="font-semibold">{t(`categories.${project.category}`)}</dd>
        </div>
        <div>
          <dt className="text-sm text-muted">{t('fields.year')}</dt>
          <dd className="font-semibold">{project.year}</dd>
        </div>
      </dl>
      <LangLink to="/contactus" className={`mt-8 ${buttonStyles.secondary}`}>{t('common:actions.startProject')}</LangLink>
    </PageHero>
  );
}
