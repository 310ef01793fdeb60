import { clsx } from 'clsx';
import { Pause, Play } from '~/components/ui/lucide';

const tones = {
  default: 'border-border bg-bg text-muted hover:text-fg',
  onDark: 'border-white/30 bg-[#0b1430]/70 text-white hover:bg-[#0b1430] focus-visible:outline-white',
} as const;

/**
 * The visible control that stops anything moving by itself: a toggle button
 * whose name says what it pauses ("Pause testimonials") and never changes;
 * `aria-pressed` says whether it is paused, the icon shows it.
 */
export function PauseButton({
  paused,
  onToggle,
  label,
  tone = 'default',
  className = '',
}: {
  paused: boolean;
  onToggle: () => void;
  /** What it pauses, as a command: "Pause testimonials". */
  label: string;
  tone?: keyof typeof tones;
  className?: string;
}) {
  return (
    <button
      type="button"
      onClick={onToggle}
      aria-pressed={paused}
      className={clsx('inline-flex h-9 w-9 items-center justify-center rounded-full border', tones[tone], className)}
    >
      {paused ? <Play className="h-4 w-4" aria-hidden="true" /> : <Pause className="h-4 w-4" aria-hidden="true" />}
      <span className="sr-only">{label}</span>
    </button>
  );
}
