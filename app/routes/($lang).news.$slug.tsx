import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { data, useLoaderData } from 'react-router';
import type { Route } from './+types/($lang).news.$slug';
import { LangLink } from '~/components/ui/lang-link';
import { Container } from '~/components/ui/page-hero';
import { site } from '~/config/site';
import { articleBySlug } from '~/data/news';
import { formatDate } from '~/i18n/format';
import { fixedT, type RouteHandle } from '~/i18n/instance';
import { languageOf } from '~/i18n/languages';
import { clientCatalogues } from '~/i18n/route-data';
import { useLang } from '~/i18n/use-lang';
import { absoluteUrl, organization, pageUrl } from '~/seo/head';
import { notFoundHead, pageHead } from '~/seo/page-meta';

export const handle = { i18n: ['news'] } satisfies RouteHandle;

function find(params: { slug?: string }) {
  const article = articleBySlug(params.slug);
  if (!article) throw data(null, { status: 404 });
  return { article };
}
export const loader = ({ params }: Route.LoaderArgs) => find(params);
export async function clientLoader({ params }: Route.ClientLoaderArgs) {
  await clientCatalogues(params, handle.i18n);
  return find(params);
}

export const meta: Route.MetaFunction = ({ location, data }) => {
  if (!data) return notFoundHead(location.pathname);
  const lang = languageOf(location.pathname);
  const t = fixedT(lang, ['news', 'common']);
  const { article } = data;
  const title = t(`articles.${article.slug}.title`);
  const description = t(`articles.${article.slug}.description`);
  const author = 'author' in article ? t(`authors.${article.author}`) : undefined;
  return pageHead(location.pathname, {
    title,
    description,
    type: 'article',
    article: { publishedTime: article.published, modifiedTime: article.modified, author },
    parents: [{ key: 'nav.news', path: '/news' }],
    jsonLd: [
      {
        '@type': 'NewsArticle',
        headline: title,
        description,
        inLanguage: lang,
        datePublished: article.published,
        dateModified: article.modified,
        mainEntityOfPage: pageUrl(`/news/${article.slug}`, lang),
        image: [absoluteUrl('/brand/og-default.png')],
        author: author ? { '@type': 'Organization', name: author, url: `${site.origin}/` } : organization(),
        publisher: organization(),
      },
    ],
  });
};

export default function ArticlePage() {
  const { article } = useLoaderData<typeof loader>();
  const { t } = useTranslation('news');
  const lang = useLang();
  return (
    <article>
      <header className="border-b border-border bg-surface">
        <Container className="max-w-4xl py-14 md:py-20">
          <LangLink to="/news" className="inline-flex items-center gap-1.5 text-sm font-semibold text-accent hover:underline">
            <ArrowLeft className="h-4 w-4" aria-hidden="true" />
            {t('back')}
          </LangLink>
          <p className="mt-6 flex items-center gap-3 text-sm text-muted">
            <span className="rounded-full bg-accent-soft px-2.5 py-0.5 font-semibold text-accent">{t('label')}</span>
            <time dateTime={article.published}>{formatDate(article.published, lang)}</time>
          </p>
          <h1 className="mt-4 text-4xl font-semibold tracking-tight sm:text-5xl">{t(`articles.${article.slug}.title`)}</h1>
          <p className="mt-5 text-lg text-muted">{t(`articles.${article.slug}.description`)}</p>
        </Container>
      </header>
    </article>
  );
}
