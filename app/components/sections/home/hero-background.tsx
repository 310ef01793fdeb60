/** The hero's muted background video over its first frame; app/shell/hero-video.ts adds it, never under reduced motion or Save-Data. */
import { useTranslation } from 'react-i18next';
import { PauseButton } from '~/components/ui/pause-button';
import { HERO_SIZE } from './hero-network';

/** The video's first frame, a cached file rather than bytes in the HTML; eager, so React preloads it from the head. */
const heroPoster = { src: '/media/hero-poster.svg', ...HERO_SIZE } as const;

const heroVideo = [
  { src: '/media/hero.webm', type: 'video/webm' },
  { src: '/media/hero.mp4', type: 'video/mp4' },
] as const;

const layer = 'absolute inset-0 h-full w-full object-cover opacity-70';

export function HeroBackground() {
  const { t } = useTranslation('home');
  return (
    <hero-video className="group">
      {/* A layer of its own, so a theme switch repaints none of it; once the video plays, the video is that layer. */}
      <div className="absolute inset-0 -z-10 will-change-transform group-data-playing:will-change-auto">
        <img
          src={heroPoster.src}
          alt=""
          fetchPriority="high"
          width={heroPoster.width}
          height={heroPoster.height}
          className={`${layer} group-data-playing:hidden`}
          data-testid="hero-poster"
        />
        <template>
          <video muted loop playsInline preload="auto" aria-hidden="true" className={layer} data-testid="hero-video">
            {heroVideo.map((s) => (
              <source key={s.src} src={s.src} type={s.type} />
            ))}
          </video>
        </template>
        <div aria-hidden="true" className="from-night via-night/85 to-night/30 absolute inset-0 bg-gradient-to-r" />
      </div>
      <PauseButton label={t('hero.videoPause')} tone="onDark" hidden className="absolute top-4 right-4 z-10 sm:top-6 sm:right-6" />
    </hero-video>
  );
}
