/** The content manager at /admin/: Decap CMS bundled by our build, configured from the content schemas (docs/publishing.md). */
import CMS from './decap';
import { lazy, Suspense } from 'react';
import type { ComponentType } from 'react';
import { site } from '~/config/site';
import { catalogues, cmsConfig } from '~/data/collections/cms-config';
import { COMPANY_ENTRY } from '~/data/collections/company';
import { MENUS_ENTRY } from '~/data/collections/menus';
import { collections } from '~/data/collections';
import { defaultLanguage } from '~/i18n/languages';
import siteStyles from '~/styles/app.css?url';
import './decap-internals.css';
import type { PreviewProps } from './previews';
import { registerCatalogueFormat } from './catalogue-format';
import { registerSingleFileFormats } from './single-file-formats';
import { registerListFormats } from './list';
import { registerUploadChecks } from './uploads';
import { TranslationStatusControl } from './translation-status';
import { MenuTranslationsControl } from './menu-translations';
import { registerChecks } from './widgets';
import { ownerFetch, registerMessages } from './messages';
import { registerTwoPeople } from './two-people';

document.title = `Content manager | ${site.brand}`;

// Failures in the owners' words: the network's and GitHub's, and Decap's own notices.
window.fetch = ownerFetch(window.fetch.bind(window));
registerMessages();
registerChecks();
registerTwoPeople();
registerUploadChecks();
registerListFormats();
registerCatalogueFormat();
registerSingleFileFormats();
CMS.registerPreviewStyle(siteStyles);
// Decap types a preview's props loosely (`Map<string, any>`); ours say what they read of them.
type Preview = Parameters<typeof CMS.registerPreviewTemplate>[1];
// The previews draw the site's sections and stylesheet: they load when the first is shown, not before the sign-in.
const previews = () => import('./preview-templates');
const lazyPreview = (name: string) => {
  const Shown = lazy(async () => ({ default: (await previews()).previewOf(name) }));
  return (props: PreviewProps) => (
    <Suspense fallback={null}>
      <Shown {...props} />
    </Suspense>
  );
};
for (const name of new Set([...Object.keys(collections), ...Object.keys(catalogues[defaultLanguage]!), COMPANY_ENTRY, MENUS_ENTRY]))
  CMS.registerPreviewTemplate(name, lazyPreview(name) as ComponentType as Preview);
type Control = Parameters<typeof CMS.registerWidget>[1];
CMS.registerWidget('translation', TranslationStatusControl as ComponentType as Control, () => null);
CMS.registerWidget('menu-translations', MenuTranslationsControl as ComponentType as Control, () => null);

CMS.init({
  config: cmsConfig({
    ...__SITE_CMS__,
    siteUrl: import.meta.env.DEV ? 'http://localhost:5173' : site.origin,
    ownOrigin: window.location.origin,
  }),
} as Parameters<typeof CMS.init>[0]);
