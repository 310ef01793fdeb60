import type { ShellSite, SiteConfig } from './config/site.schema';

declare global {
  /** Injected by vite.config.ts from the checked facts and environment (app/config/site.schema.ts, `siteDefines`). */
  const __SITE_CONFIG__: ShellSite;
  const __SITE_CLIENTS__: SiteConfig['clients'];
  const __SITE_BOARD__: SiteConfig['board'];
  const __SITE_LEGAL_UPDATED__: SiteConfig['legalUpdated'];
  const __SITE_HR_EMAIL__: string;
  const __SITE_SUPPORT_EMAIL__: string;
  const __SITE_EMAILJS__: SiteConfig['emailjs'];
  const __SITE_MAP__: { url: string; linkUrl: string };
  const __SITE_CMS__: SiteConfig['cms'];
  /** The light theme's accent (app/styles/app.css), for the browser's own frame. */
  const __THEME_COLOR__: string;
  /** Content hash of public/locales, to version catalogue URLs. */
  const __LOCALES_VERSION__: string;
  /** When the site was built (ms since 1970): the HTML's "now" until the browser's clock takes over. */
  const __BUILD_TIME__: number;
}
export {};
