/**
 * The hero's looping, muted background video (made by
 * scripts/generate/hero-video.ts) over its first frame, a small SVG file. The video is
 * attached only after the page has loaded, and never under reduced motion
 * or Save-Data. A visible
 * button pauses and resumes it.
 */
import { startTransition, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PauseButton } from '~/components/ui/pause-button';
import { HERO_SIZE } from './hero-network';

/**
 * The video's first frame (public/media/hero-poster.svg, a file cached
 * across pages and languages, not bytes in the HTML ahead of the hero's
 * text). As an eager image with high priority, React preloads it from the
 * head, so it arrives beside the stylesheet and paints with the text; the
 * video of the same size that replaces it later does not move that moment.
 */
const heroPoster = { src: '/media/hero-poster.svg', ...HERO_SIZE } as const;

const heroVideo = {
  sources: [
    { src: '/media/hero.webm', type: 'video/webm' },
    { src: '/media/hero.mp4', type: 'video/mp4' },
  ],
} as const;

function motionAllowed() {
  const saveData = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData === true;
  return !saveData && !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

export function HeroBackground() {
  const { t } = useTranslation('home');
  const video = useRef<HTMLVideoElement>(null);
  const [enabled, setEnabled] = useState(false);
  const [paused, setPaused] = useState(false);

  useEffect(() => {
    // After load, so the video never competes with the first paint; as a transition, so that adding it renders
    // in slices beside the page's start-up, not as one task of its own.
    const start = () => startTransition(() => setEnabled(motionAllowed()));
    if (document.readyState === 'complete') start();
    else window.addEventListener('load', start, { once: true });
    return () => window.removeEventListener('load', start);
  }, []);

  const toggle = () => {
    const v = video.current;
    if (!v) return;
    if (v.paused)
      void v.play().then(
        () => setPaused(false),
        () => setPaused(true),
      );
    else {
      v.pause();
      setPaused(true);
    }
  };

  return (
    <>
      <img
        src={heroPoster.src}
        alt=""
        fetchPriority="high"
        width={heroPoster.width}
        height={heroPoster.height}
        className="absolute inset-0 -z-10 h-full w-full object-cover opacity-70"
        data-testid="hero-poster"
      />
      {enabled && (
        <video
          ref={video}
          autoPlay
          muted
          loop
          playsInline
          preload="auto"
          aria-hidden="true"
          className="absolute inset-0 -z-10 h-full w-full object-cover opacity-70"
          data-testid="hero-video"
        >
          {heroVideo.sources.map((s) => (
            <source key={s.src} src={s.src} type={s.type} />
          ))}
        </video>
      )}
      <div aria-hidden="true" className="absolute inset-0 -z-10 bg-gradient-to-r from-[#0b1430] via-[#0b1430]/85 to-[#0b1430]/30" />
      {enabled && (
        <PauseButton paused={paused} onToggle={toggle} label={t('hero.videoPause')} tone="onDark" className="absolute top-4 right-4 z-10 sm:top-6 sm:right-6" />
      )}
    </>
  );
}
