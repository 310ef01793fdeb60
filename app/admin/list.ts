/**
 * Each list line's state and languages: Decap's line is a template over fields, so the format adds `_state` and
 * `_languages` as it reads a file and drops them as it writes. The languages are those of the last build.
 */
import CMS from './decap';
import languagesByKey from 'virtual:content-languages';
import { collectionNames, collections } from '~/data/collections';
import { listFormat } from '~/data/collections/cms-config';
import type { Collection, CollectionName } from '~/data/collections/collection';
import { parseJson } from '~/data/collections/validate';
import { closedSince, jobState } from '~/data/rules/jobs';
import { isScheduled } from '~/data/rules/news';
import { spokenDay } from '~/data/collections/fields';
import { fileText, withoutListFields } from './rules';

const day = (value: unknown) => (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? spokenDay(value) : '?');

const states: Record<CollectionName, (data: Record<string, unknown>) => string> = {
  jobs: (job) => {
    const dates = {
      datePosted: String(job.datePosted),
      applicationDeadline: String(job.applicationDeadline),
      ...(job.closedOn ? { closedOn: String(job.closedOn) } : {}),
    };
    if (day(dates.datePosted) === '?' || day(dates.applicationDeadline) === '?') return 'dates to check';
    const state = jobState(dates, Date.now());
    return state === 'open'
      ? `open, apply by ${day(dates.applicationDeadline)}`
      : state === 'closed'
        ? `closed since ${day(closedSince(dates))}`
        : `scheduled for ${day(dates.datePosted)}`;
  },
  news: (article) =>
    isScheduled({ published: String(article.published) }, Date.now()) ? `scheduled for ${day(article.published)}` : `published ${day(article.published)}`,
  projects: (project) => `${String(project.year ?? '')}${project.listed === false ? ', not listed' : ''}`,
  ownPages: (page) => `at /${String(page.address ?? '?')}`,
  services: (service) => (service.withdrawn === true ? 'withdrawn: its address leads to the services page' : `offered, ${String(service.category ?? '?')}`),
};

/** The field an unreadable file's data holds instead of its values: where the file stops being JSON. */
export const UNREADABLE = '_unreadable';

export function registerListFormats() {
  for (const name of collectionNames) {
    const key = collections[name].key;
    CMS.registerCustomFormat(listFormat(name), 'json', {
      fromFile(content: string) {
        // No file (Decap asks for one while an owner types a web address, to see whether it is taken).
        if (!content.trim()) return {};
        const { data: parsed, error } = parseJson(content);
        // Not JSON: Decap would show it empty and overwrite it, so it is held as unreadable and the editor refuses to save.
        if (error !== undefined || !parsed || typeof parsed !== 'object')
          return { [UNREADABLE]: error ?? 'not a JSON object', _state: 'its file cannot be read', _languages: '' };
        const data = parsed as Record<string, unknown>;
        const published = languagesByKey[name][String(data[key])];
        return {
          ...data,
          _state: states[name](data),
          _languages: published ? published.map((l) => l.toUpperCase()).join(' ') : 'not built yet',
        };
      },
      toFile(data: Record<string, unknown>) {
        return fileText(collections[name] as unknown as Collection, withoutListFields(data));
      },
    });
  }
}
