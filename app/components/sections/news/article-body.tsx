import { Quote } from '~/components/ui/lucide';
import { BulletList } from '~/components/ui/section';
import type { ArticleText } from '~/data/collections/news';

/** Blocks of an article's text as the build made them: sanitized HTML from the owner's Markdown (app/lib/markdown.ts). */
function Blocks({ html }: { html: readonly string[] }) {
  return <div className="article-text" dangerouslySetInnerHTML={{ __html: html.join('') }} />;
}

export function ArticleBody({ text }: { text: ArticleText }) {
  const { sections } = text;
  return (
    <div className="mx-auto max-w-[62ch] space-y-10 text-lg leading-[1.7]">
      <Blocks html={text.intro} />
      {sections.map((section, i) => (
        <section key={section.title} aria-labelledby={`section-${i}`} className="space-y-5">
          <h2 id={`section-${i}`} className="font-heading text-2xl leading-snug sm:text-3xl">
            {section.title}
          </h2>
          <Blocks html={section.paragraphs} />
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
      <Blocks html={text.conclusion} />
    </div>
  );
}
