/**
 * The contact page's map: a facade over our own drawn map, so nothing loads from the map's origin until the section
 * is near; the office list and the "open the map" link work whether or not the frame ever loads.
 */
import { ExternalLink as ExternalIcon, Loader2 } from '~/components/ui/lucide';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ExternalLink } from '~/components/ui/lang-link';
import { Band, SectionHeading } from '~/components/ui/section';
import { unbundledSite } from '~/config/site';

const MAP_SPINNER_MS = 1000;
const map = typeof __SITE_MAP__ !== 'undefined' ? __SITE_MAP__ : { url: unbundledSite().mapUrl, linkUrl: unbundledSite().mapLinkUrl };

/** Our offices on our world map, in percent where scripts/generate/art/world.ts projects them (its test holds these). */
const pins = [
  ['us', 'left-[25.71%] top-[34.73%]', '-left-8 bottom-3'],
  ['europe', 'left-[63.93%] top-[26.21%]', '-left-2 top-3'],
  ['africa', 'left-[63.24%] top-[56.64%]', 'top-3 -translate-x-1/2'],
] as const;

function OfficesBackdrop() {
  const { t } = useTranslation();
  return (
    <div aria-hidden="true" className="world-map">
      <div>
        {pins.map(([key, at, label]) => (
          <span key={key} className={`absolute ${at}`}>
            <span
              className={`absolute -top-1.5 -left-1.5 size-3 rounded-full ring-4 ${key === 'africa' ? 'bg-accent ring-accent/30' : 'bg-muted ring-muted/20'}`}
            />
            <span className={`bg-bg shadow-card absolute rounded-md px-2 py-0.5 text-xs font-semibold whitespace-nowrap ${label}`}>{t(`offices.${key}`)}</span>
          </span>
        ))}
      </div>
    </div>
  );
}

function MapEmbed() {
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
      <div
        ref={box}
        className="border-border bg-surface relative aspect-[4/3] overflow-hidden rounded-2xl border sm:aspect-[16/9] lg:aspect-[21/9]"
        data-testid="map"
        data-phase={phase}
      >
        <OfficesBackdrop />
        {phase === 'shown' ? (
          <iframe
            src={map.url}
            title={t('map.frameTitle')}
            className="relative h-full w-full"
            loading="lazy"
            referrerPolicy="strict-origin-when-cross-origin"
          />
        ) : (
          phase === 'loading' && (
            <p className="bg-bg/95 shadow-card absolute top-3 right-3 rounded-full p-2">
              <Loader2 className="size-5 animate-spin motion-reduce:animate-none" aria-hidden="true" />
              <span role="status" className="sr-only">
                {t('map.loading')}
              </span>
            </p>
          )
        )}
        <p className="bg-bg/95 shadow-card pointer-events-none absolute bottom-3 left-3 inline-flex items-center gap-2 rounded-lg px-3 py-1.5 text-sm font-semibold">
          <span className="bg-accent ring-accent/30 size-3 rounded-full ring-4" />
          {t('map.hq')}
        </p>
      </div>
      <ExternalLink href={map.linkUrl} className="text-accent mt-3 inline-flex items-center gap-1.5 text-sm font-semibold hover:underline">
        {t('map.open')}
        <ExternalIcon className="h-3.5 w-3.5" aria-hidden="true" />
      </ExternalLink>
    </div>
  );
}

export function OfficesMap() {
  const { t } = useTranslation('contact');
  return (
    <Band labelledBy="map-title" className="border-border bg-surface border-t" inner="py-16">
      <SectionHeading id="map-title" title={t('map.title')} intro={t('map.intro')} />
      <div className="mt-8">
        <MapEmbed />
      </div>
    </Band>
  );
}
