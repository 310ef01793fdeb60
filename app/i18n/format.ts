import type { Lang } from './languages';

/** A calendar date (`2025-05-17`) written the way the language writes dates. */
export function formatDate(iso: string, lang: Lang, style: 'long' | 'medium' = 'long') {
  return new Intl.DateTimeFormat(lang, { dateStyle: style, timeZone: 'UTC' }).format(new Date(`${iso}T00:00:00Z`));
}
