/**
 * The home page's services: every card is in the HTML, a few shown at first in a scroll area that reveals more
 * (app/shell/services-more.ts), also by keyboard. Cards have fixed heights so the box never cuts through a card's text.
 */
import { ArrowRight, ChevronsDown } from '~/components/ui/lucide';
import { useTranslation } from 'react-i18next';
import { ResponsiveImage } from '~/components/ui/art';
import { LangLink } from '~/components/ui/lang-link';
import { SectionHeading } from '~/components/ui/section';
import type { ServiceCard } from '~/data/published';

const SERVICES_INITIAL = 6;
const SERVICES_STEP = 3;

export function ServicesGrid({ services }: { services: readonly Pick<ServiceCard, 'slug' | 'title' | 'picture'>[] }) {
  const { t } = useTranslation('home');
  const total = services.length;
  const first = Math.min(total, SERVICES_INITIAL);
  const counts = Array.from({ length: Math.ceil((total - first) / SERVICES_STEP) + 1 }, (_, k) => Math.min(total, first + k * SERVICES_STEP));
  const shown = (count: number) => t('services.shown', { count, total });
  return (
    <section id="services" aria-labelledby="services-title" className="py-20">
      <services-more
        data-step={SERVICES_STEP}
        data-shown-texts={JSON.stringify(Object.fromEntries(counts.map((c) => [c, shown(c)])))}
        class="mx-auto block max-w-7xl px-4 sm:px-6"
      >
        <div className="flex flex-wrap items-end justify-between gap-6">
          <SectionHeading id="services-title" eyebrow={t('services.eyebrow')} title={t('services.title')} intro={t('services.intro')} />
          <LangLink to="/services" className="text-accent inline-flex items-center gap-1.5 font-semibold hover:underline">
            {t('services.all')}
            <ArrowRight className="h-4 w-4" aria-hidden="true" />
          </LangLink>
        </div>
        <div
          data-scroll
          tabIndex={-1}
          className="mt-10 max-h-[528px] snap-y snap-mandatory overflow-y-auto overscroll-contain rounded-2xl pr-1 sm:max-h-[420px]"
          data-testid="services-scroll"
        >
          <ul className="grid gap-3 sm:grid-cols-2 sm:gap-5 lg:grid-cols-3">
            {services.map((s, i) => (
              <li
                key={s.slug}
                hidden={i >= first}
                className="group border-border bg-bg hover:border-accent relative flex h-24 snap-start overflow-hidden rounded-2xl border sm:h-64 sm:flex-col"
              >
                <ResponsiveImage picture={s.picture} className="h-full w-20 shrink-0 sm:h-36 sm:w-full" />
                <h3 className="flex min-w-0 items-center-safe p-3 text-base leading-snug font-semibold sm:items-start sm:p-4 sm:text-lg">
                  <LangLink to={`/services/${s.slug}`} className="group-hover:text-accent min-w-0 after:absolute after:inset-0">
                    {s.title}
                  </LangLink>
                </h3>
              </li>
            ))}
          </ul>
        </div>
        <div className="text-muted mt-4 flex items-center justify-between text-sm">
          <span aria-live="polite" data-shown>
            {shown(first)}
          </span>
          {total > first && (
            <button type="button" data-more className="text-accent inline-flex items-center gap-1.5 font-semibold hover:underline">
              <ChevronsDown className="h-4 w-4 motion-safe:animate-bounce" aria-hidden="true" />
              {t('services.scrollHint')}
            </button>
          )}
        </div>
      </services-more>
    </section>
  );
}
