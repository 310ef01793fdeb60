import { clsx } from 'clsx';
import { ResponsiveImage } from './art';
import { useUpload } from './uploads';

/** A portrait made of a person's initials on a tile of the palette (we use no stock photos). */
const tones = ['bg-[#1d4ed8] text-white', 'bg-[#0f766e] text-white', 'bg-[#7c3aed] text-white', 'bg-[#b45309] text-white', 'bg-night text-[#7ea3ff]'] as const;

const SIZE = 'h-12 w-12 text-base';

function Monogram({ name, size = SIZE }: { name: string; size?: string }) {
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

/** A person as a picture: the photograph uploaded for their place, else their monogram. */
export function Portrait({ name, place, alt, size = SIZE }: { name: string; place: string; alt?: string; size?: string }) {
  const photo = useUpload(place);
  if (!photo || !alt) return <Monogram name={name} size={size} />;
  return <ResponsiveImage picture={photo} alt={alt} sizes="64px" className={clsx('shrink-0 rounded-full', size)} />;
}
