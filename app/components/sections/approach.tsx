/**
 * The four-step approach (analysis, design, implementation, support), on
 * the home page and every service page. The active step advances every 5 s
 * and wraps; a step or its dot selects it (and stops the rotation); it
 * stands still while paused, while the pointer or focus is in the section,
 * and under reduced motion. The step shown is announced only when the
 * visitor chose it. The section rises in once, when a fifth of it is
 * visible.
 */
import { clsx } from 'clsx';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Announcer } from '~/components/ui/announcer';
import { PauseButton } from '~/components/ui/pause-button';
import { SectionHeading } from '~/components/ui/section';
import { useInViewOnce } from '~/hooks/use-in-view';
import { useRotation } from '~/hooks/use-rotation';

const approachSteps = ['analysis', 'design', 'implementation', 'support'] as const;
const APPROACH_ROTATION_MS = 5000;

export function Approach() {
  const { t } = useTranslation('sections');
  const { index, go, paused, setPaused, area } = useRotation(approachSteps.length, APPROACH_ROTATION_MS);
  const { ref, seen } = useInViewOnce<HTMLElement>(0.2);
  const active = approachSteps[index]!;
  // Said when the visitor picks a step, never when the timer moves on.
  const [announcement, setAnnouncement] = useState('');
  const select = (i: number) => {
    go(i);
    setAnnouncement(`${t('approach.step', { n: i + 1 })}: ${t(`approach.steps.${approachSteps[i]!}.title`)}`);
  };
  return (
    <section ref={ref} aria-labelledby="approach-title" data-seen={seen || undefined} className="reveal bg-surface py-20" {...area}>
      <div className="rise mx-auto max-w-7xl px-4 sm:px-6">
        <div className="flex flex-wrap items-end justify-between gap-6">
          <SectionHeading id="approach-title" eyebrow={t('approach.eyebrow')} title={t('approach.title')} intro={t('approach.intro')} />
          <PauseButton paused={paused} onToggle={() => setPaused(!paused)} label={t('approach.pause')} />
        </div>
        <div className="mt-10 grid gap-8 lg:grid-cols-[1fr_1.2fr]">
          <ol className="space-y-3">
            {approachSteps.map((step, i) => (
              <li key={step}>
                <button
                  type="button"
                  onClick={() => select(i)}
                  aria-current={i === index ? 'step' : undefined}
                  className="border-border bg-bg aria-[current=step]:border-accent aria-[current=step]:bg-accent-soft flex w-full items-center gap-4 rounded-xl border p-4 text-left transition-colors"
                >
                  <span
                    className="border-border bg-surface flex h-10 w-10 shrink-0 items-center justify-center rounded-full border font-semibold tabular-nums"
                    aria-hidden="true"
                  >
                    {String(i + 1).padStart(2, '0')}
                  </span>
                  <span>
                    <span className="text-muted block text-xs font-semibold tracking-wider uppercase">{t('approach.step', { n: i + 1 })}</span>
                    <span className="block text-lg font-semibold">{t(`approach.steps.${step}.title`)}</span>
                  </span>
                </button>
              </li>
            ))}
          </ol>
          <div className="border-border bg-bg flex flex-col justify-between rounded-2xl border p-8">
            <div data-testid="approach-panel">
              <p className="text-accent text-sm font-semibold tracking-wider uppercase">{t('approach.step', { n: index + 1 })}</p>
              <h3 className="font-heading mt-2 text-2xl">{t(`approach.steps.${active}.title`)}</h3>
              <p className="text-muted mt-4 text-lg">{t(`approach.steps.${active}.text`)}</p>
            </div>
            <div className="mt-8 flex gap-2">
              {approachSteps.map((step, i) => (
                <button
                  key={step}
                  type="button"
                  onClick={() => select(i)}
                  aria-label={t('approach.select', { n: i + 1, title: t(`approach.steps.${step}.title`) })}
                  aria-pressed={i === index}
                  className="group flex h-6 items-center"
                >
                  <span className={clsx('block h-1.5 rounded-full transition-all', i === index ? 'bg-accent w-10' : 'bg-border group-hover:bg-muted w-5')} />
                </button>
              ))}
            </div>
          </div>
        </div>
        <Announcer>{announcement}</Announcer>
      </div>
    </section>
  );
}
