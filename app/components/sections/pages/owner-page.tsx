/** An owner's page (app/data/collections/pages.ts): its sections in order; a leading page heading is the page's top. */
import type { ReactNode } from 'react';
import { DeferredContactBanner } from '~/components/sections/deferred-sections';
import { AccordionItem } from '~/components/ui/accordion';
import { ARTICLE_IMAGE_SIZES, ResponsiveImage } from '~/components/ui/art';
import { buttonStyles } from '~/components/ui/button';
import { ExternalLink, LangLink } from '~/components/ui/lang-link';
import { Container, PageHero } from '~/components/ui/page-hero';
import { BookCallButton } from '~/components/ui/scheduler';
import { Band, SectionHeading } from '~/components/ui/section';
import type { PageSection } from '~/data/collections/pages';
import type { ItemPage } from '~/data/published';
import type { Picture } from '~/data/picture';

/** A link an owner wrote: a page of the site in the page's language, or another site in a new tab. */
function OwnerLink({ to, className, children }: { to: string; className?: string; children: ReactNode }) {
  return to.startsWith('/') ? (
    <LangLink to={to} className={className}>
      {children}
    </LangLink>
  ) : (
    <ExternalLink href={to} className={className}>
      {children}
    </ExternalLink>
  );
}

function Part({ id, title, children }: { id: string; title?: string; children: ReactNode }) {
  return title ? (
    <section aria-labelledby={id} className="py-12">
      {children}
    </section>
  ) : (
    <div className="py-12">{children}</div>
  );
}

function Section({ section, id, picture }: { section: PageSection; id: string; picture: Picture | null }) {
  switch (section.type) {
    case 'heading':
      return (
        <Band labelledBy={id} className="py-16">
          <SectionHeading id={id} eyebrow={section.eyebrow} title={section.title} intro={section.introduction} />
        </Band>
      );
    case 'text':
      return (
        <Part id={id} title={section.title}>
          <Container width="text" className="space-y-5 text-lg leading-[1.7]">
            {section.title && (
              <h2 id={id} className="font-heading text-2xl leading-snug sm:text-3xl">
                {section.title}
              </h2>
            )}
            {/* HTML the build made from the owner's Markdown, sanitized (app/lib/markdown.ts). */}
            <div className="article-text" dangerouslySetInnerHTML={{ __html: section.paragraphs.join('') }} />
          </Container>
        </Part>
      );
    case 'cards':
      return (
        <Part id={id} title={section.title}>
          <Container>
            {section.title && <SectionHeading id={id} title={section.title} />}
            <ul className="mt-8 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
              {section.cards.map((card) => (
                <li key={card.title} className="border-border bg-surface rounded-2xl border p-6">
                  <h3 className="text-lg font-semibold">
                    {card.link ? (
                      <OwnerLink to={card.link} className="text-accent hover:underline">
                        {card.title}
                      </OwnerLink>
                    ) : (
                      card.title
                    )}
                  </h3>
                  <p className="text-muted mt-2">{card.text}</p>
                </li>
              ))}
            </ul>
          </Container>
        </Part>
      );
    case 'questions':
      return (
        <Band labelledBy={id} className="py-12" width="narrow">
          <SectionHeading id={id} title={section.title} />
          <div className="mt-8 space-y-3">
            {section.questions.map((q) => (
              <AccordionItem key={q.question} group={id} title={q.question}>
                <p className="text-muted">{q.answer}</p>
              </AccordionItem>
            ))}
          </div>
        </Band>
      );
    case 'picture':
      return picture ? (
        <Container width="wide" className="py-12">
          <figure>
            <ResponsiveImage picture={picture} alt={section.description} sizes={ARTICLE_IMAGE_SIZES} className="h-auto w-full rounded-2xl" />
            {section.caption && <figcaption className="text-muted mt-3 text-sm">{section.caption}</figcaption>}
          </figure>
        </Container>
      ) : null;
    case 'action':
      return (
        <Band labelledBy={id} className="py-12" width="text">
          <div className="border-accent border-l-4 pl-5">
            <h2 id={id} className="font-heading text-2xl">
              {section.title}
            </h2>
            {section.text && <p className="text-muted mt-2 text-lg">{section.text}</p>}
            <div className="mt-5">
              {section.link ? (
                <OwnerLink to={section.link} className={buttonStyles.primary}>
                  {section.label}
                </OwnerLink>
              ) : (
                <BookCallButton className={buttonStyles.primary} />
              )}
            </div>
          </div>
        </Band>
      );
    case 'contact':
      return <DeferredContactBanner />;
  }
}

export function OwnerPage({ page }: { page: ItemPage<'ownPages'> }) {
  const [first, ...rest] = page.text.sections;
  const top = first?.type === 'heading' ? first : undefined;
  const shown = top ? rest : page.text.sections;
  const offset = top ? 1 : 0;
  return (
    <>
      <PageHero eyebrow={top?.eyebrow} title={top?.title ?? page.title} intro={top?.introduction} />
      {shown.map((section, i) => (
        <Section key={i + offset} section={section} id={`section-${i + offset + 1}`} picture={page.pictures[i + offset] ?? null} />
      ))}
    </>
  );
}
