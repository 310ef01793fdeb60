import { ArrowRight, Check } from '~/components/ui/lucide';
import { useTranslation } from 'react-i18next';
import { LangLink } from '~/components/ui/lang-link';
import { Band, SectionHeading } from '~/components/ui/section';

/** Who we are, in short, with the team's disciplines: the first of the home page's two free sections. */
export function AboutTeaser() {
  const { t } = useTranslation('home');
  const disciplines = Object.values(t('team.disciplines', { returnObjects: true }));
  return (
    <Band labelledBy="about-teaser-title" className="py-20" inner="grid gap-12 lg:grid-cols-2">
      <div>
        <SectionHeading id="about-teaser-title" eyebrow={t('aboutTeaser.eyebrow')} title={t('aboutTeaser.title')} />
        <div className="text-muted mt-6 space-y-4 text-lg">
          {t('aboutTeaser.paragraphs', { returnObjects: true }).map((p) => (
            <p key={p}>{p}</p>
          ))}
        </div>
        <ul className="mt-6 space-y-2">
          {t('aboutTeaser.points', { returnObjects: true }).map((p) => (
            <li key={p} className="flex gap-2.5">
              <Check className="text-signal mt-1 h-4 w-4 shrink-0" aria-hidden="true" />
              {p}
            </li>
          ))}
        </ul>
        <LangLink to="/about" className="text-accent mt-8 inline-flex items-center gap-1.5 font-semibold hover:underline">
          {t('aboutTeaser.link')}
          <ArrowRight className="h-4 w-4" aria-hidden="true" />
        </LangLink>
      </div>
      <div className="border-border bg-surface self-start rounded-3xl border p-8">
        <p className="text-accent text-sm font-semibold tracking-wider uppercase">{t('team.eyebrow')}</p>
        <h3 className="font-heading mt-2 text-2xl">{t('team.title')}</h3>
        <p className="text-muted mt-4">{t('team.text')}</p>
        <ul className="mt-6 grid grid-cols-2 gap-3 sm:grid-cols-3">
          {disciplines.map((d) => (
            <li key={d} className="border-border bg-bg rounded-xl border px-3 py-3 text-center text-sm font-medium">
              {d}
            </li>
          ))}
        </ul>
      </div>
    </Band>
  );
}
