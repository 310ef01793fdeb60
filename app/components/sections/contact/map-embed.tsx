/**
 * The map of our locations, as a facade: nothing loads from the map's origin
 * until the section comes near the viewport; then a spinner for 1 s (the
 * spec's delay), then the embedded map with the headquarters label. The
 * office list beside it and the "open the map" link work whether or not the
 * frame ever loads.
 */
import { ExternalLink as ExternalIcon, Loader2, MapPin } from '~/components/ui/lucide';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ExternalLink } from '~/components/ui/lang-link';
import { site } from '~/config/site';

export const MAP_SPINNER_MS = 1000;

/** Drawn behind the frame: where the offices are, so the box says something even if the map never loads. */
function OfficesBackdrop() {
  const { t } = useTranslation();
  // Positions as whole class names (no style attribute: the site's policy allows no inline styles).
  const pins = [
    { key: 'us', at: 'left-[24%] top-[38%]' },
    { key: 'europe', at: 'left-[52%] top-[28%]' },
    { key: 'africa', at: 'left-[53%] top-[58%]' },
  ] as const;
  return (
    <div aria-hidden="true" className="absolute inset-0 bg-[radial-gradient(circle,var(--border)_1.2px,transparent_1.3px)] [background-size:18px_18px]">
      {pins.map((p) => (
        <span key={p.key} className={`absolute flex -translate-x-1/2 -translate-y-full flex-col items-center ${p.at}`}>
          <span className="rounded-md bg-bg px-2 py-0.5 text-xs font-semibold shadow-card">{t(`offices.${p.key}`)}</span>
          <MapPin className="mt-1 h-6 w-6 fill-accent-soft text-accent" />
        </span>
      ))}
    </div>
  );
}

export function MapEmbed() {
  const { t } = useTranslation('contact');
  const box = useRef<HTMLDivElement>(null);
  const [phase, setPhase] = useState<'idle' | 'loading' | 'shown'>('idle');

  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          observer.disconnect();
          setPhase('loading');
        }
      },
      { rootMargin: '200px' },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    if (phase !== 'loading') return;
    const timer = setTimeout(() => setPhase('shown'), MAP_SPINNER_MS);
    return () => clearTimeout(timer);
  }, [phase]);

  return (
    <div>
      <div ref={box} className="relative aspect-[4/3] overflow-hidden rounded-2xl border border-border bg-surface sm:aspect-[16/9] lg:aspect-[21/9]" data-testid="map" data-phase={phase}>
        <OfficesBackdrop />
        {phase === 'shown' ? (
          <iframe src={site.mapUrl} title={t('map.frameTitle')} className="relative h-full w-full" loading="lazy" referrerPolicy="strict-origin-when-cross-origin" />
        ) : (
          phase === 'loading' && (
            <div className="relative flex h-full items-center justify-center gap-2 text-sm font-medium">
              <Loader2 className="h-5 w-5 animate-spin motion-reduce:animate-none" aria-hidden="true" />
              <span role="status">{t('map.loading')}</span>
            </div>
          )
        )}
        <p className="pointer-events-none absolute left-3 top-3 inline-flex items-center gap-1.5 rounded-lg bg-bg/95 px-3 py-1.5 text-sm font-semibold shadow-card">
          <MapPin className="h-4 w-4 text-accent" aria-hidden="true" />
          {t('map.hq')}
        </p>
      </div>
      <ExternalLink href={site.mapLinkUrl} className="mt-3 inline-flex items-center gap-1.5 text-sm font-semibold text-accent hover:underline">
        {t('map.open')}
        <ExternalIcon className="h-3.5 w-3.5" aria-hidden="true" />
      </ExternalLink>
    </div>
  );
}
