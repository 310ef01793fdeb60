/** The news feed of a language (RSS 2.0), written to /news/feed.xml, /fr/news/feed.xml, … at build time: the newest articles published in that language. */
import type { Route } from './+types/($lang).news.feed[.]xml';
import { site } from '~/config/site';
import { loadIndex } from '~/data/published';
import { FEED_SIZE } from '~/data/rules/news';
import { fixedT } from '~/i18n/i18n';
import { languageOf } from '~/i18n/languages';
import { buildRss, feedPath } from '~/seo/feed';
import { pageUrl } from '~/seo/head';

export async function loader({ params }: Route.LoaderArgs) {
  const lang = languageOf(params);
  const t = fixedT(lang, 'news');
  const xml = buildRss(
    {
      title: `${t('index.meta.title')} | ${site.brand}`,
      description: t('index.meta.description'),
      link: pageUrl('/news', lang),
      self: pageUrl(feedPath, lang),
      language: lang,
    },
    (await loadIndex('news', lang)).slice(0, FEED_SIZE).map((a) => ({
      title: a.title,
      description: a.description,
      link: pageUrl(`/news/${a.slug}`, lang),
      published: a.published,
    })),
  );
  return new Response(xml, { headers: { 'Content-Type': 'application/rss+xml; charset=utf-8' } });
}
