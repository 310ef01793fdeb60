/** A legal document: hero with its last update, a table of contents, and numbered sections from the legal catalogue. */
import { useTranslation } from 'react-i18next';
import { WithEmailLinks } from '~/components/ui/linkify';
import { Container, PageHero } from '~/components/ui/page-hero';
import { BulletList, PartHeading } from '~/components/ui/section';
import { useSite } from '~/config/facts';
import { unbundledSite } from '~/config/site';
import type { LegalDoc } from '~/data/legal';
import { useFormatDate } from '~/i18n/date-texts';

interface LegalSection {
  id: string;
  title: string;
  paragraphs: readonly string[];
  items?: readonly string[];
}

const legalUpdated = typeof __SITE_LEGAL_UPDATED__ !== 'undefined' ? __SITE_LEGAL_UPDATED__ : unbundledSite().legalUpdated;
const supportEmail = typeof __SITE_SUPPORT_EMAIL__ !== 'undefined' ? __SITE_SUPPORT_EMAIL__ : unbundledSite().supportEmail;

export function LegalDocument({ doc }: { doc: LegalDoc }) {
  const site = useSite();
  const { t } = useTranslation('legal');
  const formatDate = useFormatDate();
  const email = site.supportEmail ?? supportEmail;
  const vars = { email, legalName: site.legalName };
  const updated = (site.legalUpdated ?? legalUpdated)[doc.slug];
  const sections: readonly LegalSection[] = t(`${doc.slug}.sections`, { returnObjects: true, ...vars });
  return (
    <>
      <PageHero
        title={t(`${doc.slug}.title`)}
        intro={t(`${doc.slug}.intro`, vars)}
        eyebrow={<time dateTime={updated}>{t('updated', { date: formatDate(updated) })}</time>}
      />
      <Container className="grid gap-12 py-14 lg:grid-cols-[16rem_1fr]">
        <nav aria-labelledby="toc-title" className="lg:sticky lg:top-28 lg:self-start">
          <h2 id="toc-title" className="text-muted text-sm font-semibold tracking-wider uppercase">
            {t('toc')}
          </h2>
          <ol className="mt-3 space-y-1.5 text-sm">
            {sections.map((s, i) => (
              <li key={s.id}>
                <a href={`#${s.id}`} className="text-muted hover:text-accent block rounded px-1 py-0.5">
                  {/* As a text node of its own, Chromium would drop the space from the name ("1.Information"). */}
                  <span className="tabular-nums">{`${i + 1}.`}</span>
                  {` ${s.title}`}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <div className="max-w-3xl space-y-10 leading-relaxed">
          {sections.map((s, i) => (
            <section key={s.id} id={s.id} aria-labelledby={`${s.id}-title`}>
              <PartHeading id={`${s.id}-title`}>
                <span className="text-muted tabular-nums">{`${i + 1}.`}</span>
                {` ${s.title}`}
              </PartHeading>
              {s.paragraphs.map((p) => (
                <p key={p} className="text-fg/90 mt-4">
                  <WithEmailLinks text={p} email={email} />
                </p>
              ))}
              {s.items && <BulletList items={s.items} className="text-fg/90 mt-4" />}
            </section>
          ))}
        </div>
      </Container>
    </>
  );
}
