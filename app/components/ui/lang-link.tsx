import { forwardRef } from 'react';
import type { ComponentProps } from 'react';
import { Link, NavLink } from 'react-router';
import type { MenuLink } from '~/data/collections/menus';
import { useLocalize } from '~/i18n/use-lang';

/** A link to a language-neutral path, in the current language. */
export const LangLink = forwardRef<HTMLAnchorElement, Omit<ComponentProps<typeof Link>, 'to'> & { to: string }>(function LangLink({ to, ...props }, ref) {
  const localize = useLocalize();
  return <Link ref={ref} to={to.startsWith('#') ? to : localize(to)} {...props} />;
});

function LangNavLink({ to, ...props }: Omit<ComponentProps<typeof NavLink>, 'to'> & { to: string }) {
  const localize = useLocalize();
  return <NavLink to={localize(to)} {...props} />;
}

/** An external link: new tab, no opener, no referrer leak. */
export function ExternalLink(props: Omit<ComponentProps<'a'>, 'target' | 'rel'>) {
  // oxlint-disable-next-line jsx-a11y/anchor-has-content -- the content comes with the props (children)
  return <a target="_blank" rel="noopener noreferrer" {...props} />;
}

/** A menu's entry: a page of the site (marked when `current`), or another site's, opened beside it. */
export function MenuEntryLink({ link, className, current = false }: { link: MenuLink; className: string; current?: boolean }) {
  if (link.external)
    return (
      <ExternalLink href={link.to} className={className}>
        {link.label}
      </ExternalLink>
    );
  return current ? (
    <LangNavLink to={link.to} end={link.to === '/'} className={className}>
      {link.label}
    </LangNavLink>
  ) : (
    <LangLink to={link.to} className={className}>
      {link.label}
    </LangLink>
  );
}
