/**
 * Keys typed from the English catalogues: `t('nav.hme')` or a `{{name}}`
 * left out of a call fails `npm run typecheck`. `resources.d.ts` is
 * generated from public/locales/en by that script (i18next-resources-for-ts).
 */
import 'i18next';
import type { TextVariables } from '~/config/site.schema';
import type Resources from './resources';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    fallbackNS: 'common';
    resources: Resources;
    defaultVariables: TextVariables;
    strictInterpolationChecks: true;
  }
}
