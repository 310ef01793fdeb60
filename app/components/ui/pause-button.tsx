import { clsx } from 'clsx';
import { Pause, Play } from '~/components/ui/lucide';

const tones = {
  default: { button: 'text-muted hover:text-fg', disc: 'border-border bg-bg' },
  onDark: { button: 'text-white focus-visible:outline-white [&:hover>span]:bg-night', disc: 'border-white/30 bg-night/70' },
} as const;

/**
 * The visible control that stops anything moving by itself: its name never changes, `aria-pressed` says whether it
 * is paused. Its hit area is a square around the disc, so a tap on the disc's corners lands on it.
 */
export function PauseButton({
  label,
  tone = 'default',
  hidden,
  className = '',
}: {
  /** What it pauses, as a command: "Pause testimonials". */
  label: string;
  tone?: keyof typeof tones;
  /** Until a script shows it: what it pauses appears later. */
  hidden?: boolean;
  className?: string;
}) {
  return (
    <button
      type="button"
      aria-pressed="false"
      hidden={hidden}
      data-pause
      className={clsx('group/pause -m-1 inline-flex h-11 w-11 items-center justify-center rounded-lg', tones[tone].button, className)}
    >
      <span className={clsx('inline-flex h-9 w-9 items-center justify-center rounded-full border', tones[tone].disc)}>
        <Play className="hidden h-4 w-4 group-aria-pressed/pause:block" aria-hidden="true" />
        <Pause className="h-4 w-4 group-aria-pressed/pause:hidden" aria-hidden="true" />
      </span>
      <span className="sr-only">{label}</span>
    </button>
  );
}
