import type { Lang } from './languages';

export function formatDate(iso: string, lang: Lang) {
  return new Intl.DateTimeFormat(lang, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${iso}T00:00:00Z`));
}

/** `2025-05-17` → how the page's language writes it. */
export type DateTexts = Record<string, string>;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Every calendar date in a page's data, written in its language, so hydration reads the HTML's words instead of loading `Intl`'s locale data. */
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
