/**
 * The content manager at /admin/: Decap CMS, bundled by our build (no CDN),
 * configured from the content schemas (app/data/collections/cms-config.ts),
 * with a preview of each item drawn by the site's own components.
 * On localhost it works on the files of the checkout through decap-server
 * (`npm run cms`); elsewhere it signs in with GitHub and commits drafts as
 * pull requests (docs/publishing.md).
 */
import CMS from 'decap-cms-app';
import { createElement } from 'react';
import type { ComponentType } from 'react';
import { site } from '~/config/site';
import { cmsConfig } from '~/data/collections/cms-config';
import type { CollectionName } from '~/data/collections/collection';
import { COMPANY_ENTRY } from '~/data/collections/company';
import siteStyles from '~/styles/app.css?url';
import { CompanyPreview } from './company-preview';
import './decap-internals.css';
import { pageTextPreviews } from './page-text-previews';
import { ArticlePreview, JobPreview, ProjectPreview, ServicePreview } from './previews';
import type { PreviewProps } from './previews';
import { registerCatalogueFormat } from './catalogue-format';
import { registerCompanyFormat } from './company-format';
import { registerListFormats } from './list';
import { registerUploadChecks } from './uploads';
import { TranslationStatusControl } from './translation-status';
import { registerChecks } from './widgets';
import { ownerFetch, registerMessages } from './messages';

document.title = `Content manager | ${site.brand}`;

// Failures in the owners' words: the network's and GitHub's, and Decap's own notices.
window.fetch = ownerFetch(window.fetch.bind(window));
registerMessages();
registerChecks();
registerUploadChecks();
registerListFormats();
registerCatalogueFormat();
registerCompanyFormat();
CMS.registerPreviewStyle(siteStyles);
// Decap types a preview's props loosely (`Map<string, any>`); ours say what they read of them.
type Preview = Parameters<typeof CMS.registerPreviewTemplate>[1];
// Decap finds a preview by an item collection's name and by a file's name, and `news`, `projects` and `services` are
// both: the entry's collection decides.
const itemPreviews: Record<CollectionName, ComponentType<PreviewProps>> = {
  services: ServicePreview,
  jobs: JobPreview,
  news: ArticlePreview,
  projects: ProjectPreview,
};
const textPreviews = Object.fromEntries(pageTextPreviews());
for (const name of new Set([...Object.keys(itemPreviews), ...Object.keys(textPreviews)])) {
  const ByCollection = (props: PreviewProps) => {
    const Shown = props.entry.get('collection')?.toString() === 'pages' ? textPreviews[name] : itemPreviews[name as CollectionName];
    return Shown ? createElement(Shown, props) : null;
  };
  CMS.registerPreviewTemplate(name, ByCollection as ComponentType as Preview);
}
CMS.registerPreviewTemplate(COMPANY_ENTRY, CompanyPreview as ComponentType as Preview);
CMS.registerWidget('translation', TranslationStatusControl as ComponentType as Parameters<typeof CMS.registerWidget>[1], () => null);

CMS.init({
  config: cmsConfig({
    ...__SITE_CMS__,
    // While editing locally, "view on site" opens the dev server's pages.
    siteUrl: import.meta.env.DEV ? 'http://localhost:5173' : site.origin,
    ownOrigin: window.location.origin,
  }),
} as Parameters<typeof CMS.init>[0]);
