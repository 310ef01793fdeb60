import type { Lang } from './languages';

/** A calendar date (`2025-05-17`) written the way the language writes dates. */
export function formatDate(iso: string, lang: Lang) {
  return new Intl.DateTimeFormat(lang, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${iso}T00:00:00Z`));
}

/** `2025-05-17` → how the page's language writes it. */
export type DateTexts = Record<string, string>;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Every calendar date in a page's data, written in its language: what a route's build-time loader adds as
 * `dates`, so that hydration reads the words the HTML has instead of calling `Intl`. A browser's first
 * `Intl.DateTimeFormat` loads its locale data in one long task, the largest single piece of an article's
 * start-up.
 */
export function dateTexts(data: unknown, lang: Lang): DateTexts {
  const texts: DateTexts = {};
  const visit = (value: unknown) => {
    if (typeof value === 'string') {
      if (ISO_DATE.test(value)) texts[value] ??= formatDate(value, lang);
    } else if (value && typeof value === 'object') for (const v of Object.values(value)) visit(v);
  };
  visit(data);
  return texts;
}
