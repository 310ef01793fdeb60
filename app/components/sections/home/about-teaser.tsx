import { ArrowRight, Check } from '~/components/ui/lucide';
import { useTranslation } from 'react-i18next';
import { LangLink } from '~/components/ui/lang-link';
import { SectionHeading } from '~/components/ui/section';

/** Who we are, in short, with the team's disciplines: the first of the home page's two free sections. */
export function AboutTeaser() {
  const { t } = useTranslation('home');
  const disciplines = Object.values(t('team.disciplines', { returnObjects: true }));
  return (
    <section aria-labelledby="about-teaser-title" className="py-20">
      <div className="mx-auto grid max-w-7xl gap-12 px-4 sm:px-6 lg:grid-cols-2">
        <div>
          <SectionHeading id="about-teaser-title" eyebrow={t('aboutTeaser.eyebrow')} title={t('aboutTeaser.title')} />
          <div className="mt-6 space-y-4 text-lg text-muted">
            {t('aboutTeaser.paragraphs', { returnObjects: true }).map((p) => <p key={p}>{p}</p>)}
          </div>
          <ul className="mt-6 space-y-2">
            {t('aboutTeaser.points', { returnObjects: true }).map((p) => (
              <li key={p} className="flex gap-2.5"><Check className="mt-1 h-4 w-4 shrink-0 text-signal" aria-hidden="true" />{p}</li>
            ))}
          </ul>
          <LangLink to="/about" className="mt-8 inline-flex items-center gap-1.5 font-semibold text-accent hover:underline">
            {t('aboutTeaser.link')}
            <ArrowRight className="h-4 w-4" aria-hidden="true" />
          </LangLink>
        </div>
        <div className="self-start rounded-3xl border border-border bg-surface p-8">
          <p className="text-sm font-semibold uppercase tracking-wider text-accent">{t('team.eyebrow')}</p>
          <h3 className="mt-2 text-2xl font-semibold">{t('team.title')}</h3>
          <p className="mt-4 text-muted">{t('team.text')}</p>
          <ul className="mt-6 grid grid-cols-2 gap-3 sm:grid-cols-3">
            {disciplines.map((d) => (
              <li key={d} className="rounded-xl border border-border bg-bg px-3 py-3 text-center text-sm font-medium">{d}</li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
