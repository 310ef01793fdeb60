/** The site's navigation: top-level links (keys under `common.nav`) and the footer's groups. */
export const mainNav = [
  { key: 'home', path: '/' },
  { key: 'about', path: '/about' },
  { key: 'services', path: '/services' },
  { key: 'projects', path: '/projects' },
  { key: 'news', path: '/news' },
  { key: 'careers', path: '/careers' },
  { key: 'contact', path: '/contactus' },
] as const;

export const footerQuickLinks = [
  { key: 'home', path: '/' },
  { key: 'about', path: '/about' },
  { key: 'projects', path: '/projects' },
  { key: 'contact', path: '/contactus' },
] as const;

export const socialLinks = ['linkedin', 'instagram', 'facebook', 'twitter'] as const;
