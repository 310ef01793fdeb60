/**
 * The four-step approach: every step is in the HTML, the first shown; `<approach-steps>` (app/shell/approach-steps.ts)
 * rotates them on hydrated and plain pages alike, and announces a step only when the visitor chose it.
 */
import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';
import { PauseButton } from '~/components/ui/pause-button';
import { SectionHeading } from '~/components/ui/section';

const approachSteps = ['analysis', 'design', 'implementation', 'support'] as const;
export const APPROACH_ROTATION_MS = 5000;

export function Approach() {
  const { t } = useTranslation('sections');
  const title = (i: number) => t(`approach.steps.${approachSteps[i]!}.title`);
  return (
    <section aria-labelledby="approach-title" className="reveal bg-surface py-20">
      <approach-steps data-interval={APPROACH_ROTATION_MS} class="rise mx-auto block max-w-7xl px-4 sm:px-6">
        <div className="flex flex-wrap items-end justify-between gap-6">
          <SectionHeading id="approach-title" eyebrow={t('approach.eyebrow')} title={t('approach.title')} intro={t('approach.intro')} />
          <PauseButton label={t('approach.pause')} />
        </div>
        <div className="mt-10 grid gap-8 lg:grid-cols-[1fr_1.2fr]">
          <ol className="space-y-3">
            {approachSteps.map((step, i) => (
              <li key={step}>
                <button
                  type="button"
                  data-step={i}
                  data-announce={`${t('approach.step', { n: i + 1 })}: ${title(i)}`}
                  aria-current={i === 0 ? 'step' : undefined}
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
                    <span className="block text-lg font-semibold">{title(i)}</span>
                  </span>
                </button>
              </li>
            ))}
          </ol>
          <div className="border-border bg-bg flex flex-col justify-between rounded-2xl border p-8" data-testid="approach-panel">
            {approachSteps.map((step, i) => (
              <div key={step} data-step-panel={i} hidden={i !== 0}>
                <p className="text-accent text-sm font-semibold tracking-wider uppercase">{t('approach.step', { n: i + 1 })}</p>
                <h3 className="font-heading mt-2 text-2xl">{title(i)}</h3>
                <p className="text-muted mt-4 text-lg">{t(`approach.steps.${step}.text`)}</p>
              </div>
            ))}
            <div className="mt-8 flex gap-2">
              {approachSteps.map((step, i) => (
                <button
                  key={step}
                  type="button"
                  data-step={i}
                  aria-label={t('approach.select', { n: i + 1, title: title(i) })}
                  aria-pressed={i === 0}
                  className="group flex h-6 items-center"
                >
                  <span
                    className={clsx(
                      'block h-1.5 w-5 rounded-full transition-all',
                      'bg-border group-aria-pressed:bg-accent [[aria-pressed=false]:hover>&]:bg-muted group-aria-pressed:w-10',
                    )}
                  />
                </button>
              ))}
            </div>
          </div>
        </div>
        {/* Written by the element when the visitor picks a step; React leaves what it wrote. */}
        <p className="sr-only" aria-live="polite" aria-atomic="true" data-announcer suppressHydrationWarning />
      </approach-steps>
    </section>
  );
}
