/** The news teaser, under a heading whose highlighted topics take turns (app/shell/rotating-topics.ts), with a pause control. */
import { clsx } from 'clsx';
import { ArrowRight } from '~/components/ui/lucide';
import { useTranslation } from 'react-i18next';
import { CARD_SIZES, ResponsiveImage } from '~/components/ui/art';
import { LangLink } from '~/components/ui/lang-link';
import { PauseButton } from '~/components/ui/pause-button';
import type { ArticleCard } from '~/data/published';
import { useFormatDate } from '~/i18n/date-texts';
import { Band } from '~/components/ui/section';

const HEADING_ROTATION_MS = 2000;

export function NewsTeaser({ articles: shown }: { articles: readonly ArticleCard[] }) {
  const { t } = useTranslation('news');
  const formatDate = useFormatDate();
  const parts = t('teaser.parts', { returnObjects: true });
  return (
    <Band labelledBy="news-teaser-title" className="py-20">
      <rotating-topics data-interval={HEADING_ROTATION_MS} class="flex flex-wrap items-end justify-between gap-6">
        <div>
          <p className="text-accent mb-3 text-sm font-semibold tracking-wider uppercase">{t('teaser.eyebrow')}</p>
          <h2 id="news-teaser-title" className="font-heading text-3xl tracking-tight sm:text-4xl">
            {/* Read as one sentence: split into highlight spans, the words would run together where a line breaks. */}
            <span className="sr-only">{`${t('teaser.titleStart')} ${parts.join(', ')}`}</span>
            <span aria-hidden="true">
              {t('teaser.titleStart')}{' '}
              {parts.map((part, i) => (
                <span key={part}>
                  <span
                    data-topic
                    data-active={i === 0 || undefined}
                    className="data-active:bg-accent-soft data-active:text-accent rounded-md transition-colors duration-500 data-active:shadow-[0_0_0_0.15em_var(--accent-soft)]"
                  >
                    {part}
                  </span>
                  {i < parts.length - 1 ? ', ' : ''}
                </span>
              ))}
            </span>
          </h2>
        </div>
        <div className="flex items-center gap-3">
          <PauseButton label={t('teaser.pause')} />
          <LangLink to="/news" className="text-accent inline-flex items-center gap-1.5 text-sm font-semibold hover:underline">
            {t('teaser.link')}
            <ArrowRight className="h-4 w-4" aria-hidden="true" />
          </LangLink>
        </div>
      </rotating-topics>
      <ul className={clsx('mt-10 grid gap-6', shown.length === 2 ? 'md:grid-cols-2' : 'md:grid-cols-3')}>
        {shown.map((a) => (
          <li key={a.slug}>
            <article
              aria-labelledby={`news-card-${a.slug}`}
              className="group border-border bg-bg relative flex h-full flex-col overflow-hidden rounded-2xl border"
            >
              <ResponsiveImage picture={a.picture} sizes={CARD_SIZES} className="aspect-[16/9] w-full" />
              <div className="flex flex-1 flex-col p-6">
                <time dateTime={a.published} className="text-muted text-sm">
                  {formatDate(a.published)}
                </time>
                <h3 id={`news-card-${a.slug}`} className="mt-2 text-lg leading-snug font-semibold">
                  <LangLink to={`/news/${a.slug}`} className="group-hover:text-accent after:absolute after:inset-0">
                    {a.title}
                  </LangLink>
                </h3>
                <p className="text-muted mt-2 line-clamp-3 text-sm">{a.description}</p>
              </div>
            </article>
          </li>
        ))}
      </ul>
    </Band>
  );
}
