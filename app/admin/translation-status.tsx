/** The "Translation" field of each page's texts: which texts are behind; one changed here is recorded as saved against today's English. */
import { fromJS } from 'immutable';
import { useEffect } from 'react';
import { useSelector } from 'react-redux';
import { keyLabel } from '~/data/collections/page-texts';
import { behindKeys, flatten, sameSources, translatedFrom, TRANSLATED_FROM } from '~/data/collections/translations';
import type { Sources } from '~/data/collections/translations';
import { defaultLanguage, isLang, languageNames, languages } from '~/i18n/languages';
import { draftEntry, savedEntry } from './decap-internals';
import type { DecapState, Immutable } from './decap-internals';

interface Props {
  value?: Immutable;
  onChange: (value: unknown) => void;
  locale?: string;
  forID: string;
  classNameWrapper: string;
}

type Texts = Record<string, unknown>;
const plain = (value: Immutable | undefined) => (value?.toJS() ?? {}) as Texts;
/** `hero.title` → "Hero › Title"; list entries by their number. */
const fieldName = (key: string) =>
  key
    .split('.')
    .map((part) => (/^\d+$/.test(part) ? `#${Number(part) + 1}` : keyLabel(part)))
    .join(' › ');

export function TranslationStatusControl({ value, onChange, locale = defaultLanguage, forID, classNameWrapper }: Props) {
  const entry = useSelector(draftEntry);
  const persisted = useSelector((state: DecapState) => savedEntry(state, String(entry.get('collection')), String(entry.get('slug'))));
  const english = plain(entry.get('data'));
  const translation = (lang: string, record?: Sources): Texts => ({
    ...plain(entry.getIn(['i18n', lang, 'data'])),
    [TRANSLATED_FROM]: record ?? (plain(entry.getIn(['i18n', lang, 'data', TRANSLATED_FROM])) as Sources),
  });
  const own = locale === defaultLanguage ? undefined : translation(locale, plain(value) as Sources);

  // Texts of this language changed since they were loaded: saved against today's English.
  useEffect(() => {
    if (!own || !persisted?.get('data')) return;
    const before = flatten(persisted?.getIn(['i18n', locale, 'data'])?.toJS());
    const changed = [...flatten(own)].filter(([key, text]) => before.get(key) !== text).map(([key]) => key);
    if (!changed.length) return;
    const record = translatedFrom(english, own, changed);
    if (!sameSources(record, own[TRANSLATED_FROM] as Sources)) onChange(fromJS(record));
  });

  const box = `${classNameWrapper} text-sm leading-relaxed`;
  if (!own) {
    const counts = languages
      .filter((l) => l !== defaultLanguage)
      .map((l) => [l, behindKeys(english, translation(l)).length] as const)
      .filter(([, n]) => n > 0);
    return (
      <div id={forID} className={box} data-testid="translation-status" data-lang={defaultLanguage}>
        <p>English is the source: when a text changes here, its translations show as behind until they are saved again.</p>
        <p>
          {counts.every(([, n]) => n === 0) ? 'Every translation is up to date.' : `Behind: ${counts.map(([l, n]) => `${languageNames[l]} ${n}`).join(', ')}.`}
        </p>
      </div>
    );
  }
  const behind = behindKeys(english, own);
  const name = isLang(locale) ? languageNames[locale] : locale;
  return (
    <div id={forID} className={box} data-testid="translation-status" data-lang={locale}>
      {behind.length === 0 ? (
        <p>✓ Every {name} text is up to date with its English.</p>
      ) : (
        <>
          <p>
            {behind.length} {name} {behind.length === 1 ? 'text is' : 'texts are'} behind: the English changed since{' '}
            {behind.length === 1 ? 'it was' : 'they were'} translated. The page shows the last saved translation until then.
          </p>
          <ul className="my-2 list-disc pl-5">
            {behind.map((key) => (
              <li key={key}>
                <strong>{fieldName(key)}</strong>: English now “{String(flatten(english).get(key))}”
              </li>
            ))}
          </ul>
          <button type="button" className="rounded border px-2 py-1 font-semibold" onClick={() => onChange(fromJS(translatedFrom(english, own, behind)))}>
            Mark these {name} texts as up to date
          </button>
        </>
      )}
    </div>
  );
}
