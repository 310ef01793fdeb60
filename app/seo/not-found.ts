/** Which not-found view an unknown URL gets: under `/career-details/`, the job one (back to careers); otherwise the page one. */
import { stripLocale } from '~/i18n/languages';

export type NotFoundKind = 'page' | 'job';

export const notFoundKindOf = (pathname: string): NotFoundKind => (stripLocale(pathname).startsWith('/career-details/') ? 'job' : 'page');
