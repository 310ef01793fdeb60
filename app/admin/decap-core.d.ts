/** Decap's packages that ship no types of their own, as ./decap.ts and ./decap-internals.ts use them. */
declare module 'decap-cms-core/dist/esm/redux/index.js' {
  export const store: { getState(): unknown };
}
declare module 'decap-cms-backend-github' {
  import type { CmsBackendClass } from 'decap-cms-core';
  export const GitHubBackend: CmsBackendClass;
}
declare module 'decap-cms-backend-proxy' {
  import type { CmsBackendClass } from 'decap-cms-core';
  export const ProxyBackend: CmsBackendClass;
}
declare module 'decap-cms-locales' {
  import type { CmsLocalePhrases } from 'decap-cms-core';
  export const en: CmsLocalePhrases;
}
declare module 'decap-cms-widget-*' {
  import type { CmsWidgetParam } from 'decap-cms-core';
  const widget: { Widget(): CmsWidgetParam };
  export default widget;
}
