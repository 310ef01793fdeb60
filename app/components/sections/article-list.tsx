import type { ArticleCard } from '~/data/published';
import { useFormatDate } from '~/i18n/date-texts';
import { LangLink } from '~/components/ui/lang-link';

/** The news articles, newest first; each card is named by its title. */
export function ArticleList({ articles }: { articles: readonly ArticleCard[] }) {
  const formatDate = useFormatDate();
  return (
    <ul className="grid gap-6 md:grid-cols-3">
      {articles.map((a) => (
        <li key={a.slug}>
          <article aria-labelledby={`news-item-${a.slug}`} className="border-border bg-bg flex h-full flex-col rounded-2xl border p-6">
            <time dateTime={a.published} className="text-muted text-sm">
              {formatDate(a.published)}
            </time>
            <h2 id={`news-item-${a.slug}`} className="mt-2 text-xl font-semibold">
              <LangLink to={`/news/${a.slug}`} className="hover:text-accent">
                {a.title}
              </LangLink>
            </h2>
            <p className="text-muted mt-3 flex-1 text-sm">{a.description}</p>
          </article>
        </li>
      ))}
    </ul>
  );
}
