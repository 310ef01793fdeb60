import { clsx } from 'clsx';

/** A portrait made of a person's initials on a tile of the palette (we use no stock photos). */
const tones = [
  'bg-[#1d4ed8] text-white',
  'bg-[#0f766e] text-white',
  'bg-[#7c3aed] text-white',
  'bg-[#b45309] text-white',
  'bg-[#0b1430] text-[#7ea3ff]',
] as const;

export function Monogram({ name, size = 'h-12 w-12 text-base' }: { name: string; size?: string }) {
  const initials = name
    .split(/\s+/)
    .map((p) => p[0])
    .filter(Boolean)
    .slice(0, 2)
    .join('')
    .toUpperCase();
  let hash = 0;
  for (const ch of name) hash = (hash * 31 + ch.charCodeAt(0)) >>> 0;
  return (
    <span
      aria-hidden="true"
      className={clsx('inline-flex shrink-0 items-center justify-center rounded-full font-semibold tracking-wide', size, tones[hash % tones.length])}
    >
      {initials}
    </span>
  );
}
