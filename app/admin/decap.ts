/** Decap CMS assembled from its own packages with only the backends, widgets and locale the editor uses: the rest is never downloaded. */
import { DecapCmsCore as CMS } from 'decap-cms-core';
import { store } from 'decap-cms-core/dist/esm/redux/index.js';
import { GitHubBackend } from 'decap-cms-backend-github';
import { ProxyBackend } from 'decap-cms-backend-proxy';
import { en } from 'decap-cms-locales';
import boolean from 'decap-cms-widget-boolean';
import image from 'decap-cms-widget-image';
import list from 'decap-cms-widget-list';
import markdown from 'decap-cms-widget-markdown';
import number from 'decap-cms-widget-number';
import object from 'decap-cms-widget-object';
import relation from 'decap-cms-widget-relation';
import select from 'decap-cms-widget-select';
import string from 'decap-cms-widget-string';
import text from 'decap-cms-widget-text';
import type { DecapState } from './decap-internals';

CMS.registerBackend('github', GitHubBackend);
CMS.registerBackend('proxy', ProxyBackend);
for (const widget of [boolean, image, list, markdown, number, object, relation, select, string, text]) CMS.registerWidget(widget.Widget());
CMS.registerLocale('en', en);

export default CMS;

/** Decap's one store, read outside its components by the event handlers (./two-people.ts). */
export const decapStore = store as { getState(): DecapState };
