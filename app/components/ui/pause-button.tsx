import { Pause, Play } from 'lucide-react';

/** The visible control that stops anything moving by itself. */
export function PauseButton({ paused, onToggle, labels, className = '' }: { paused: boolean; onToggle: () => void; labels: { pause: string; play: string }; className?: string }) {
  return (
    <button
      type="button"
      onClick={onToggle}
      aria-pressed={paused}
      className={`inline-flex h-9 w-9 items-center justify-center rounded-full border border-border bg-bg text-muted hover:text-fg ${className}`}
    >
      {paused ? <Play className="h-4 w-4" aria-hidden="true" /> : <Pause className="h-4 w-4" aria-hidden="true" />}
      <span className="sr-only">{paused ? labels.play : labels.pause}</span>
    </button>
  );
}
