import { useTranslation } from 'react-i18next';
import { ResponsiveImage } from '~/components/ui/art';
import { useUpload } from '~/components/ui/uploads';
import { useSite } from '~/config/facts';
import type { SiteConfig } from '~/config/site.schema';
import { unbundledSite } from '~/config/site';
import { clientMarks } from '~/data/clients';
import { uploadPlace } from '~/data/upload-places';
import { useLang } from '~/i18n/use-lang';
import { Band } from '~/components/ui/section';

/** The client wordmarks, one treatment for all: the same type, size and muted colour; an uploaded logo at the same height. */
const clients = typeof __SITE_CLIENTS__ !== 'undefined' ? __SITE_CLIENTS__ : unbundledSite().clients;

export function ClientLogos() {
  const shown = useSite().clients ?? clients;
  const { t } = useTranslation('sections');
  return (
    <Band labelledBy="clients-title" className="border-border border-y py-14">
      <h2 id="clients-title" className="text-muted text-center text-sm font-semibold tracking-wider uppercase">
        {t('clients.title')}
      </h2>
      <ul className="mx-auto mt-8 grid max-w-md grid-cols-2 gap-x-4 gap-y-5 sm:max-w-2xl sm:grid-cols-3 sm:gap-x-6 md:flex md:max-w-4xl md:flex-wrap md:justify-center md:gap-x-10 md:gap-y-6">
        {shown.map((c, i) => (
          <Client key={c.name} client={c} place={uploadPlace.logo(i)} />
        ))}
      </ul>
    </Band>
  );
}

const LOGO_HEIGHT = 28;

function Client({ client: c, place }: { client: SiteConfig['clients'][number]; place: string }) {
  const logo = useUpload(place);
  const lang = useLang();
  if (c.logo && logo)
    return (
      <li className="flex items-center">
        <ResponsiveImage
          picture={logo}
          fit
          alt={c.description?.[lang] ?? c.name}
          sizes={`${Math.ceil((LOGO_HEIGHT * logo.width) / logo.height)}px`}
          // A dark logo stays readable in the dark theme: its light and dark swapped, its colours kept.
          className="h-7 w-auto max-w-40 dark:hue-rotate-180 dark:invert"
        />
      </li>
    );
  return (
    <li className="text-muted flex items-center gap-2 sm:gap-2.5">
      <svg
        viewBox="0 0 24 24"
        aria-hidden="true"
        className="size-5 shrink-0 sm:size-6"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <path d={clientMarks[c.mark].path} />
      </svg>
      <span className="text-sm font-semibold tracking-tight sm:text-lg">{c.name}</span>
    </li>
  );
}
