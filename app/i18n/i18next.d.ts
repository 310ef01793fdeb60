/** Keys typed from the English catalogues, so a wrong key or a missing `{{name}}` fails `npm run typecheck`. */
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
