import { useTranslation } from 'react-i18next';
import { Band, SectionHeading } from '~/components/ui/section';

/** Why choose us: the second of the home page's two free sections. */
export function Why() {
  const { t } = useTranslation('home');
  return (
    <Band labelledBy="why-title" className="py-20">
      <SectionHeading id="why-title" eyebrow={t('why.eyebrow')} title={t('why.title')} intro={t('why.intro')} />
      <ol className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {t('why.items', { returnObjects: true }).map((item, i) => (
          <li key={item.title} className="border-border rounded-2xl border p-6">
            <span className="text-accent text-sm font-semibold tabular-nums">{String(i + 1).padStart(2, '0')}</span>
            <h3 className="mt-3 text-lg font-semibold">{item.title}</h3>
            <p className="text-muted mt-2">{item.text}</p>
          </li>
        ))}
      </ol>
    </Band>
  );
}
