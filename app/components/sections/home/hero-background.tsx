/**
 * The hero's looping, muted background video (made by scripts/generate/hero-video.ts) over its first frame, a
 * small SVG file. The `<hero-video>` element (app/shell/hero-video.ts) adds the video from its template once
 * the page has loaded, never under reduced motion or Save-Data, and shows the button that pauses and resumes it.
 */
import { useTranslation } from 'react-i18next';
import { PauseButton } from '~/components/ui/pause-button';
import { HERO_SIZE } from './hero-network';

/**
 * The video's first frame (public/media/hero-poster.svg, a file cached across pages and languages, not bytes
 * in the HTML ahead of the hero's text). As an eager image with high priority, React preloads it from the
 * head, so it arrives beside the stylesheet and paints with the text; the video of the same size that
 * replaces it later does not move that moment.
 */
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
      {/* A layer of its own: what it draws never changes with the theme, so a theme switch repaints none of it. Once
          the video plays (`data-playing`), the video is that layer, and the poster under it goes: every video frame
          would otherwise be blended over it too. */}
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
        <div aria-hidden="true" className="absolute inset-0 bg-gradient-to-r from-[#0b1430] via-[#0b1430]/85 to-[#0b1430]/30" />
      </div>
      <PauseButton label={t('hero.videoPause')} tone="onDark" hidden className="absolute top-4 right-4 z-10 sm:top-6 sm:right-6" />
    </hero-video>
  );
}
