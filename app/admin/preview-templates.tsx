/** The editor's previews by the name Decap finds them by; `news`, `projects` and `services` name both a collection and a file. */
import { createElement } from 'react';
import type { ComponentType } from 'react';
import type { CollectionName } from '~/data/collections/collection';
import { COMPANY_ENTRY } from '~/data/collections/company';
import { MENUS_ENTRY } from '~/data/collections/menus';
import { CompanyPreview } from './company-preview';
import { MenusPreview } from './menus-preview';
import { OwnerPagePreview } from './page-preview';
import { pageTextPreviews } from './page-text-previews';
import { ArticlePreview, JobPreview, ProjectPreview, ServicePreview } from './previews';
import type { PreviewProps } from './previews';

const itemPreviews: Record<CollectionName, ComponentType<PreviewProps>> = {
  services: ServicePreview,
  jobs: JobPreview,
  news: ArticlePreview,
  projects: ProjectPreview,
  ownPages: OwnerPagePreview,
};
const textPreviews = Object.fromEntries(pageTextPreviews());

/** The preview registered under `name`; nothing for an entry that has none. */
export function previewOf(name: string): ComponentType<PreviewProps> {
  if (name === COMPANY_ENTRY) return CompanyPreview;
  if (name === MENUS_ENTRY) return MenusPreview;
  return (props: PreviewProps) => {
    const Shown = props.entry.get('collection')?.toString() === 'pages' ? textPreviews[name] : itemPreviews[name as CollectionName];
    return Shown ? createElement(Shown, props) : null;
  };
}
