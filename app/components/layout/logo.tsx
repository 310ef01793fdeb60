import { useTranslation } from 'react-i18next';
import { useSite } from '~/config/facts';
import { Glyph } from '~/components/ui/icons';
import { LangLink } from '~/components/ui/lang-link';

/** The brand mark: a faceted "O" of three arcs (infrastructure, development, security); brand.svg's `logo`. */
export function LogoMark({ className = 'h-8 w-8' }: { className?: string }) {
  return <Glyph name="logo" viewBox="0 0 32 32" className={className} />;
}

export function Logo() {
  const site = useSite();
  const { t } = useTranslation();
  return (
    <LangLink to="/" className="flex items-center gap-2.5 rounded-lg font-semibold tracking-tight" aria-label={t('nav.homeLabel')}>
      <LogoMark />
      <span className="text-lg whitespace-nowrap">{site.brand}</span>
    </LangLink>
  );
}
