/** The menus' "Translations" field: which entries' words are behind their English; words changed here are recorded as saved against today's. */
import { fromJS } from 'immutable';
import { useEffect } from 'react';
import { useSelector } from 'react-redux';
import { behindEntries, entryName, recordedFrom, upToDate } from '~/data/collections/menus';
import type { Menus } from '~/data/collections/menus';
import { sameSources } from '~/data/collections/translations';
import type { Sources } from '~/data/collections/translations';
import { languageNames, prefixedLanguages } from '~/i18n/languages';
import type { Lang } from '~/i18n/languages';
import { draftEntry, savedEntry } from './decap-internals';
import type { DecapState, Immutable } from './decap-internals';

interface Props {
  value?: Immutable;
  onChange: (value: unknown) => void;
  forID: string;
  classNameWrapper: string;
}

type Record = Partial<{ [L in Lang]: Sources }>;
const menusOf = (data: Immutable | undefined) => {
  const menus = (data?.toJS() ?? {}) as Partial<Menus>;
  return { header: menus.header ?? [], topBar: menus.topBar ?? [], footer: menus.footer ?? [] };
};

export function MenuTranslationsControl({ value, onChange, forID, classNameWrapper }: Props) {
  const entry = useSelector(draftEntry);
  const persisted = useSelector((state: DecapState) => savedEntry(state, String(entry.get('collection')), String(entry.get('slug'))));
  const menus = menusOf(entry.get('data'));
  const record = (value?.toJS() ?? {}) as Record;

  // Words changed since the file was loaded: saved against today's English.
  useEffect(() => {
    if (!persisted?.get('data')) return;
    const before = menusOf(persisted.get('data'));
    const next = Object.fromEntries(prefixedLanguages.map((lang) => [lang, recordedFrom(menus, before, record[lang], lang)]));
    if (prefixedLanguages.some((lang) => !sameSources(next[lang]!, record[lang] ?? {}))) onChange(fromJS(next));
  });

  const behind = prefixedLanguages.map((lang) => [lang, behindEntries(menus, record[lang], lang)] as const).filter(([, list]) => list.length);
  return (
    <div id={forID} className={`${classNameWrapper} text-sm leading-relaxed`} data-testid="menu-translations">
      <p>English is the source: when an entry’s English words change, its other languages show here as behind until they are saved again.</p>
      {behind.length === 0 ? <p>✓ Every translation is up to date.</p> : null}
      {behind.map(([lang, list]) => (
        <section key={lang} data-lang={lang} className="mt-4">
          <p>
            {list.length} {languageNames[lang]} {list.length === 1 ? 'entry is' : 'entries are'} behind: the English changed since{' '}
            {list.length === 1 ? 'it was' : 'they were'} translated. The site shows the last saved words until then.
          </p>
          <ul className="my-2 list-disc pl-5">
            {list.map((e) => (
              <li key={`${e.name}${e.index}`}>
                <strong>{entryName(e.name, e.index)}</strong>: English now “{e.english}”, translated from “{e.translatedFrom}”
              </li>
            ))}
          </ul>
          <button
            type="button"
            className="rounded border px-2 py-1 font-semibold"
            onClick={() => onChange(fromJS({ ...record, [lang]: upToDate(menus, record[lang], lang) }))}
          >
            Mark these {languageNames[lang]} words as up to date
          </button>
        </section>
      ))}
    </div>
  );
}
