import { clsx } from 'clsx';
import { artSizes } from './art-sizes';

type Kind = 'service' | 'project' | 'gallery' | 'news';
const folder: Record<Kind, string> = { service: 'services', project: 'projects', gallery: 'projects', news: 'news' };

/**
 * A generated illustration (public/art). Width and height are set so the
 * layout never shifts; decorative unless given `alt`; lazy unless `eager`.
 */
export function Art({ kind, slug, alt = '', className = '', eager = false }: { kind: Kind; slug: string; alt?: string; className?: string; eager?: boolean }) {
  const size = artSizes[kind];
  return (
    <img
      src={`/art/${folder[kind]}/${slug}.svg`}
      width={size.width}
      height={size.height}
      alt={alt}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      fetchPriority={eager ? 'high' : undefined}
      className={clsx('bg-[#0b1430] object-cover', className)}
    />
  );
}
