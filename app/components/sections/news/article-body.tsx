import { Quote } from '~/components/ui/lucide';
import { useTranslation } from 'react-i18next';
import { BulletList } from '~/components/ui/section';
import type { ArticleSlug } from '~/data/news';

interface Titled {
  title: string;
  text: string;
}
interface ArticleSection {
  title: string;
  paragraphs: readonly string[];
  points?: readonly string[];
  examples?: readonly Titled[];
  challenges?: readonly Titled[];
  highlight?: string;
}

/** An article's text from the `articles` catalogue: introduction, sections (points, examples, challenges, highlighted quotes), conclusion. */
export function ArticleBody({ slug }: { slug: ArticleSlug }) {
  const { t } = useTranslation('articles');
  const text = t(slug, { returnObjects: true });
  const sections: readonly ArticleSection[] = text.sections;
  return (
    <div className="mx-auto max-w-[62ch] space-y-10 text-lg leading-[1.7]">
      <div className="space-y-5">
        {text.intro.map((p) => (
          <p key={p}>{p}</p>
        ))}
      </div>
      {sections.map((section, i) => (
        <section key={section.title} aria-labelledby={`section-${i}`} className="space-y-5">
          <h2 id={`section-${i}`} className="font-heading text-2xl leading-snug sm:text-3xl">
            {section.title}
          </h2>
          {section.paragraphs.map((p) => (
            <p key={p}>{p}</p>
          ))}
          {section.points && <BulletList items={section.points} />}
          {section.examples && (
            <ul className="grid gap-4 sm:grid-cols-2">
              {section.examples.map((e) => (
                <li key={e.title} className="border-border bg-surface rounded-xl border p-5 text-base">
                  <p className="font-semibold">{e.title}</p>
                  <p className="text-muted mt-1.5">{e.text}</p>
                </li>
              ))}
            </ul>
          )}
          {section.challenges && (
            <dl className="border-border space-y-4 border-l-2 pl-5 text-base">
              {section.challenges.map((c) => (
                <div key={c.title}>
                  <dt className="font-semibold">{c.title}</dt>
                  <dd className="text-muted mt-1">{c.text}</dd>
                </div>
              ))}
            </dl>
          )}
          {section.highlight && (
            <blockquote className="bg-accent-soft relative rounded-2xl p-6 text-xl leading-snug font-medium">
              <Quote className="text-accent mb-2 h-6 w-6" aria-hidden="true" />
              <p>{section.highlight}</p>
            </blockquote>
          )}
        </section>
      ))}
      <div className="space-y-5">
        {text.conclusion.map((p) => (
          <p key={p}>{p}</p>
        ))}
      </div>
    </div>
  );
}

/** Reading time from the article's words, at 220 words a minute. */
export function readingMinutes(texts: unknown): number {
  const words = JSON.stringify(texts).split(/\s+/).length;
  return Math.max(1, Math.round(words / 220));
}
