/** The about page's sections. */
import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';
import { buttonStyles } from '~/components/ui/button';
import { Eye, Layers, Lightbulb, Lock, Maximize2, Medal, Target, Users } from '~/components/ui/lucide';
import { Portrait } from '~/components/ui/monogram';
import { uploadPlace } from '~/data/upload-places';
import { useLang } from '~/i18n/use-lang';
import { Container, FirstScreen } from '~/components/ui/page-hero';
import { BookCallButton } from '~/components/ui/scheduler';
import { Band, SectionHeading } from '~/components/ui/section';
import { useSite } from '~/config/facts';
import { unbundledSite } from '~/config/site';
import { useCompanyStats } from './home/stats';

const values = [
  { key: 'clientCentric', icon: Users },
  { key: 'endToEnd', icon: Layers },
  { key: 'innovation', icon: Lightbulb },
  { key: 'secure', icon: Lock },
  { key: 'scalable', icon: Maximize2 },
  { key: 'proven', icon: Medal },
] as const;

/** The board; each member's biography is the page texts' `team.bios` entry at the same place. */
const board = typeof __SITE_BOARD__ !== 'undefined' ? __SITE_BOARD__ : unbundledSite().board;

export function AboutHero() {
  const { t } = useTranslation('about');
  const stats = useCompanyStats();
  return (
    <FirstScreen className="border-border bg-surface border-b">
      <Container className="grid gap-12 py-14 md:py-20 lg:grid-cols-[1.3fr_1fr] lg:items-end">
        <div>
          <p className="text-accent mb-3 text-sm font-semibold tracking-wider uppercase">{t('hero.eyebrow')}</p>
          <h1 className="font-heading text-3xl tracking-tight sm:text-5xl">{t('hero.title')}</h1>
          <p className="text-muted mt-5 max-w-2xl text-lg">{t('hero.intro')}</p>
          <BookCallButton className={clsx('mt-8', buttonStyles.primary)} />
        </div>
        <dl className="grid gap-2 sm:grid-cols-3 sm:gap-4">
          {stats.map((s) => (
            <div
              key={s.label}
              className="border-border bg-bg flex flex-row-reverse items-baseline justify-end gap-3 rounded-2xl border px-4 py-3 sm:flex-col-reverse sm:items-start sm:gap-0 sm:p-5"
            >
              <dt className="text-muted text-sm sm:mt-1">{s.label}</dt>
              <dd className="text-accent font-heading text-2xl tracking-tight sm:text-4xl">{s.value}+</dd>
            </div>
          ))}
        </dl>
      </Container>
    </FirstScreen>
  );
}

export function AboutStory() {
  const { t } = useTranslation('about');
  return (
    <Container className="grid gap-12 py-20 lg:grid-cols-2">
      <div>
        <SectionHeading id="story-title" eyebrow={t('story.eyebrow')} title={t('story.title')} />
        <div className="text-muted mt-6 space-y-4 text-lg leading-relaxed">
          {t('story.paragraphs', { returnObjects: true }).map((p) => (
            <p key={p}>{p}</p>
          ))}
        </div>
      </div>
      <div className="grid content-start gap-6">
        {(['vision', 'mission'] as const).map((k) => {
          const KIcon = k === 'vision' ? Eye : Target;
          return (
            <section key={k} aria-labelledby={`${k}-title`} className="border-border bg-surface rounded-2xl border p-7">
              <KIcon className="text-accent h-6 w-6" aria-hidden="true" />
              <h2 id={`${k}-title`} className="font-heading mt-3 text-2xl">
                {t(`${k}.title`)}
              </h2>
              <p className="text-muted mt-3 text-lg">{t(`${k}.text`)}</p>
            </section>
          );
        })}
      </div>
    </Container>
  );
}

export function AboutValues() {
  const { t } = useTranslation('about');
  return (
    <Band labelledBy="values-title" className="bg-surface py-20">
      <SectionHeading id="values-title" eyebrow={t('values.eyebrow')} title={t('values.title')} intro={t('values.intro')} />
      <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {values.map(({ key, icon: VIcon }) => (
          <li key={key} className="border-border bg-bg rounded-2xl border p-6">
            <span className="bg-accent-soft text-accent flex h-11 w-11 items-center justify-center rounded-xl">
              <VIcon className="h-5 w-5" aria-hidden="true" />
            </span>
            <h3 className="mt-4 text-lg font-semibold">{t(`values.items.${key}.title`)}</h3>
            <p className="text-muted mt-2">{t(`values.items.${key}.text`)}</p>
          </li>
        ))}
      </ul>
    </Band>
  );
}

export function AboutTeam() {
  const members = useSite().board ?? board;
  const { t } = useTranslation('about');
  const lang = useLang();
  const bios = t('team.bios', { returnObjects: true });
  return (
    <Band labelledBy="team-title" className="py-20">
      <SectionHeading id="team-title" eyebrow={t('team.eyebrow')} title={t('team.title')} intro={t('team.intro')} />
      <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {members.map((m, i) => (
          <li key={m.name} className="border-border rounded-2xl border p-6">
            <Portrait name={m.name} place={uploadPlace.member(i)} alt={m.photo ? m.description?.[lang] : undefined} size="h-16 w-16 text-xl" />
            <h3 className="mt-4 text-lg font-semibold">{m.name}</h3>
            <p className="text-accent text-sm font-medium">{t(`team.roles.${m.role}`)}</p>
            {bios[i] && <p className="text-muted mt-3 text-sm">{bios[i]}</p>}
          </li>
        ))}
      </ul>
    </Band>
  );
}
