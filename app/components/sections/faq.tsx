import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { AccordionItem } from '~/components/ui/accordion';
import { LangLink } from '~/components/ui/lang-link';
import { Band, SectionHeading } from '~/components/ui/section';

/** The questions and answers, a list the owners keep (`faq.items` in the sections catalogue). */
interface FaqItem {
  question: string;
  answer: string;
}
export const faqItems = (t: TFunction<'sections'>): readonly FaqItem[] => t('faq.items', { returnObjects: true });

/** Questions and answers (home, about): one open at a time; clicking the open one closes it. */
export function Faq() {
  const { t } = useTranslation('sections');
  return (
    <Band labelledBy="faq-title" className="py-20" inner="grid grid-cols-1 gap-10 lg:grid-cols-[1fr_1.6fr]">
      <div>
        <SectionHeading id="faq-title" eyebrow={t('faq.eyebrow')} title={t('faq.title')} intro={t('faq.intro')} />
        <p className="text-muted mt-6">
          {t('faq.more')}{' '}
          <LangLink to="/contactus" className="text-accent font-semibold hover:underline">
            {t('cta.message')}
          </LangLink>
        </p>
      </div>
      <div className="space-y-3" data-testid="faq">
        {faqItems(t).map((item) => (
          <AccordionItem key={item.question} group="faq" title={item.question}>
            <p className="text-muted">{item.answer}</p>
          </AccordionItem>
        ))}
      </div>
    </Band>
  );
}

/** FAQPage JSON-LD from questions and answers a page shows: the FAQ's (`faqItems`), or an owner's page's. */
export function faqJsonLd(items: readonly FaqItem[]) {
  return {
    '@type': 'FAQPage',
    mainEntity: items.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.answer },
    })),
  };
}
