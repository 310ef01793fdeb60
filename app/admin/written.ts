/**
 * The language the owner last wrote in, in either column: a preview opened in the right-hand column's place shows
 * it first, not the left column's English.
 */
import type { Lang } from '~/i18n/languages';

let last: Lang | undefined;

export const lastWritten = () => last;
export const wroteIn = (lang: Lang) => {
  last = lang;
};
