/**
 * The news feeds of a language, written at build time: RSS 2.0 at /news/feed.xml, /fr/news/feed.xml, …,
 * and Atom 1.0 at /news/atom.xml, … (($lang).news.atom[.]xml.ts reuses this loader; the URL says which).
 */
import type { Route } from './+types/($lang).news.feed[.]xml';
import { site } from '~/config/site';
import { articles } from '~/data/news';
import { fixedT } from '~/i18n/instance';
import { langOf } from '~/i18n/route-data';
import { buildFeed, feedFormatOf } from '~/seo/feed';
import { feedTypes, pageUrl } from '~/seo/head';

export function loader({ params, request }: Route.LoaderArgs) {
  const lang = langOf(params);
  const t = fixedT(lang, 'news');
  const format = feedFormatOf(request.url);
  const xml = buildFeed(
    format,
    { title: `${t('index.meta.title')} | ${site.brand}`, description: t('index.meta.description'), link: pageUrl('/news', lang), language: lang },
    articles.map((a) => ({ title: t(`articles.${a.slug}.title`), description: t(`articles.${a.slug}.description`), link: pageUrl(`/news/${a.slug}`, lang), published: a.published })),
  );
  return new Response(xml, { headers: { 'Content-Type': `${feedTypes[format]}; charset=utf-8` } });
}
