import { useTranslation } from 'react-i18next';
import { useSite } from '~/config/facts';
import { LangLink } from '~/components/ui/lang-link';

/** The brand mark: a faceted "O" of three arcs (infrastructure, development, security). */
export function LogoMark({ className = 'h-8 w-8' }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" className={className} aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="8" fill="var(--accent)" />
      <path d="M16 6.5a9.5 9.5 0 0 1 8.6 5.5" stroke="var(--on-accent)" strokeWidth="3.2" strokeLinecap="round" fill="none" />
      <path d="M25.2 16.8a9.5 9.5 0 0 1-6.6 8.3" stroke="var(--on-accent)" strokeWidth="3.2" strokeLinecap="round" fill="none" opacity="0.85" />
      <path d="M14.4 25.4A9.5 9.5 0 0 1 8.2 10.2" stroke="var(--on-accent)" strokeWidth="3.2" strokeLinecap="round" fill="none" opacity="0.7" />
      <circle cx="16" cy="16" r="2.6" fill="var(--on-accent)" />
    </svg>
  );
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
