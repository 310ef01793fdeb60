/** Checks added to Decap CMS's fields so that what it saves is what the build accepts (rules: ./rules.ts), in the owner's words. */
import CMS from './decap';
import { List } from 'immutable';
import { Component, createElement } from 'react';
import type { ComponentType, ReactNode } from 'react';
import { formerHolders, siteFolders } from 'virtual:content-languages';
import { deadLinksOf } from '~/data/collections/links';
import { addressProblem } from '~/data/collections/pages';
import { collections } from '~/data/collections';
import { itemFile, stemOf } from '~/data/collections/collection';
import type { Collection, CollectionName } from '~/data/collections/collection';
import { site } from '~/config/site';
import { checkCatalogues, checkFigures } from '~/data/collections/page-text-checks';
import { checkCompanyFacts, companyFile } from '~/data/collections/company';
import { checkMenus, menuFieldName, menusFile } from '~/data/collections/menus';
import { textProblems } from '~/data/collections/page-texts';
import type { TextRules } from '~/data/collections/cms-field';
import { defaultLanguage, isLang, languageNames, languages } from '~/i18n/languages';
import type { Lang } from '~/i18n/languages';
import { FIELD_MESSAGES, isSavePress } from './decap-internals';
import { knownPaths, menuContext } from './site-context';
import { Refusal } from './messages';
import { UNREADABLE } from './list';
import { wroteIn } from './written';
import { dayParts, dayValue } from '~/data/collections/fields';
import { dayProblem, entryData, fieldLabelOf, fieldProblem, formerAddresses, hasText, incompleteLanguages, lagosToday, localeData, schemaOf } from './rules';

declare global {
  /** Asked by Decap's backend when it saves an item (patches/README.md): where its files go when its web address changed. */
  var decapMovedEntry: ((collection: Immutable, draft: Immutable) => { slug: string; path: string } | undefined) | undefined;
  /** Awaited by Decap's editor before it checks the fields for a save or a publication: the answers still coming. */
  var decapChecksPending: (() => Promise<unknown>) | undefined;
  /** Asked by Decap when an item it loaded arrives: whether the editor's address still names it. */
  var decapEntryOpen: ((collection: string, slug: string) => boolean) | undefined;
}

globalThis.decapEntryOpen = (collection, slug) =>
  decodeURIComponent(window.location.hash.split('?')[0]!).endsWith(`/collections/${collection}/entries/${slug}`);

interface Immutable {
  get(key: string): unknown;
  getIn(path: string[]): unknown;
  toJS(): unknown;
}

interface ControlProps {
  field: Immutable;
  /** Decap's check of this field (presence, pattern, then `isValid`), which reports its messages. */
  validate: () => void;
  collection: Immutable;
  value: unknown;
  onChange: (value: unknown) => void;
  forID: string;
  classNameWrapper: string;
  setActiveStyle: () => void;
  setInactiveStyle: () => void;
  getEntry: () => Immutable;
  loadEntry: (collection: string, slug: string) => Promise<{ data?: Record<string, unknown>; slug?: string } | undefined>;
  locale?: string;
  parentIds?: string[];
  isFieldDuplicate?: (field: Immutable) => boolean;
  isDisabled?: boolean;
  t: (key: string, values?: Record<string, unknown>) => string;
}

type Validity = boolean | { error: { type: string; message: string } } | Promise<unknown>;
interface InnerControl {
  isValid?: () => Validity;
  validate?: () => void;
  getValidateValue?: () => unknown;
  focus?: (path?: string) => void;
  getWrappedInstance?: () => InnerControl;
}

const collectionOf = (props: ControlProps) => (collections as Record<string, Collection | undefined>)[String(props.collection.get('name'))];
const columnLanguage = (props: ControlProps): Lang => (isLang(props.locale) ? props.locale : defaultLanguage);
const fieldName = (props: ControlProps) => String(props.field.get('name'));
const fieldLabel = (props: ControlProps) => String(props.field.get('label') ?? fieldName(props));

/** The item's files that are not JSON (./list.ts marks them): saving would overwrite them with nothing. */
function unreadableFiles(collection: Collection, entry: Immutable) {
  const slug = String(entry.get('slug') ?? '');
  return languages.flatMap((lang) => {
    const data = (lang === defaultLanguage ? entry.get('data') : entry.getIn(['i18n', lang, 'data'])) as Immutable | undefined;
    const error = data?.get?.(UNREADABLE);
    return typeof error === 'string' ? [{ lang, file: itemFile(collection.folder, slug, lang), error }] : [];
  });
}

const unreadableMessage = (files: ReturnType<typeof unreadableFiles>) =>
  files
    .map(
      ({ lang, file, error }) =>
        `The file ${file} (${languageNames[lang]}) cannot be read: ${error}. Mend it in a text editor or on GitHub, then reload. Until then this item cannot be saved, so that its ${languageNames[lang]} text is not lost.`,
    )
    .join(' ');

const plain = (value: unknown) => (value && typeof (value as Immutable).toJS === 'function' ? (value as Immutable).toJS() : value);
const invalid = (message: string) => ({ error: { type: 'CUSTOM', message } });

/** The web addresses items of this editor's session gave up, with the one each now has: `{collection}/{old}` → new. */
const givenUp = new Map<string, string>();

function formerHolder(collection: CollectionName, key: string, own: string) {
  const holder = givenUp.get(`${collection}/${key}`) ?? formerHolders[collection]?.[key];
  return holder && holder !== own ? holder : undefined;
}

/** Web address checks still waiting for the backend: a save waits for them, so it is never refused for "still checking". */
const pending = new Set<Promise<unknown>>();
globalThis.decapChecksPending = () => Promise.all(pending);

/** Whether another item has or had (a redirect) this web address: asked once per value as the owner types, so a save need not wait. */
class KeyCheck {
  private answers = new Map<string, Promise<string | null>>();
  private known = new Map<string, string | null>();
  ask(props: ControlProps, keyField: string, key: string) {
    if (!this.answers.has(key)) {
      const own = String(props.getEntry().get('slug') ?? '');
      const isNew = props.getEntry().get('newRecord') === true;
      // Decap answers a name with no file too (an empty entry): only a file that holds the key counts.
      const name = String(props.collection.get('name'));
      const holds = (found: { data?: Record<string, unknown>; slug?: string } | undefined) => found?.data && (isNew || found.slug !== own);
      const answer = Promise.all([
        props
          .loadEntry(name, stemOf(collections[name as CollectionName], key))
          .then((found) =>
            holds(found) && found!.data![keyField] === key ? `already has the web address "${key}" (${String(found!.data!.title ?? key)})` : null,
          )
          .catch(() => null),
        // Another item's former address is not free either: those of the last build and those given up since.
        Promise.resolve(formerHolder(name as CollectionName, key, own)).then((holder) =>
          holder ? `had the web address "${key}", which now leads to it ("${holder}")` : null,
        ),
      ])
        .then(([file, former]) => file ?? former)
        .then((holder) => (this.known.set(key, holder), holder));
      this.answers.set(key, answer);
      pending.add(answer);
      void answer.finally(() => pending.delete(answer));
    }
    return this.answers.get(key)!;
  }
  answer(key: string) {
    return this.known.has(key) ? { done: true as const, holder: this.known.get(key)! } : { done: false as const };
  }
}

const textRulesOf = (props: ControlProps) => plain(props.field.get('text')) as TextRules | undefined;

/** A key that names one place in the catalogue: not a text inside a list's entry (`sections.0.items`), whose place is its entry's. */
const onePlace = (key: string) => !/(^|\.)(\d+|\*)(\.|$)/.test(key);

function textProblem(props: ControlProps): string | undefined {
  const rules = textRulesOf(props);
  if (!rules) return undefined;
  const value = plain(props.value);
  if (typeof value === 'string') return textProblems(value, rules)[0];
  // A translation's list has English's entries, one for one: each translates the English one at its place.
  const lang = columnLanguage(props);
  if (!Array.isArray(value) || lang === defaultLanguage || !onePlace(rules.key)) return undefined;
  const english = plain(props.getEntry().getIn(['data', ...rules.key.split('.')]));
  const count = Array.isArray(english) ? english.length : 0;
  if (value.length === count) return undefined;
  const entries = (n: number) => `${n} entr${n === 1 ? 'y' : 'ies'}`;
  return value.length < count
    ? `English has ${entries(count)} here, ${languageNames[lang]} ${value.length}: add ${count - value.length === 1 ? 'the missing one' : `the ${count - value.length} missing`}, in English’s order.`
    : `English has ${entries(count)} here, ${languageNames[lang]} ${value.length}: remove ${value.length - count === 1 ? 'the one' : `the ${value.length - count}`} English does not have.`;
}

function characterLimit(props: ControlProps): number | undefined {
  const rules = textRulesOf(props);
  if (rules) return rules.limit;
  const collection = collectionOf(props);
  if (!collection || props.parentIds?.length) return undefined;
  const schema = schemaOf(collection, fieldName(props))?.schema as
    | { maxLength?: number | null; def?: { innerType?: { maxLength?: number | null } } }
    | undefined;
  return schema?.maxLength ?? schema?.def?.innerType?.maxLength ?? undefined;
}

/** A top-level field's value against the content rules, as the build checks it; a web address also against the other items'. */
function contentVerdict(props: ControlProps, collection: Collection, keys: KeyCheck): Validity {
  // A value against the field's pattern is Decap's to report (with the pattern's own message), once.
  const pattern = plain(props.field.get('pattern')) as [string, string] | undefined;
  if (pattern && typeof props.value === 'string' && props.value && !new RegExp(pattern[0]).test(props.value)) return true;
  const problem = fieldProblem(collection, fieldName(props), plain(props.value), entryData(props.getEntry()), columnLanguage(props), fieldLabel(props));
  if (problem) return invalid(problem);
  if (fieldName(props) === collection.key && typeof props.value === 'string' && props.value) {
    const key = props.value;
    const outOfBounds = collection.name === 'ownPages' ? addressProblem(key, siteFolders) : undefined;
    if (outOfBounds) return invalid(`${fieldLabel(props)} ${outOfBounds}.`);
    const taken = (holder: string) => `another ${collection.labelSingular.toLowerCase()} ${holder}; give this one its own`;
    const known = keys.answer(key);
    if (known.done) return known.holder === null ? true : invalid(`${fieldLabel(props)}: ${taken(known.holder)}.`);
    // Still asking: Decap shows "checking" and asks again with the answer (a rejection's text follows the label).
    return keys.ask(props, collection.key, key).then((holder) => {
      // oxlint-disable-next-line prefer-promise-reject-errors -- Decap writes the rejection's value after the field's label
      if (holder !== null) return Promise.reject(taken(holder));
      return undefined;
    });
  }
  return true;
}

/** What the editor says around a field: files it cannot read, a fact's copy, the characters left. */
function FieldNotes({
  control,
  unreadable,
  copied,
  limit,
  length,
}: {
  control: ReactNode;
  unreadable: ReturnType<typeof unreadableFiles>;
  copied: boolean;
  limit: number | undefined;
  length: number;
}) {
  return (
    <>
      {unreadable.length > 0 && (
        <p role="alert" data-testid="cms-unreadable" style={alert}>
          {unreadableMessage(unreadable)}
        </p>
      )}
      {control}
      {copied && (
        <p data-testid="cms-copied" style={fieldNote}>
          The same in every language: change it in the {languageNames[defaultLanguage]} column.
        </p>
      )}
      {limit !== undefined && (
        <p data-testid="cms-count" style={{ ...fieldNote, color: length > limit ? '#a8001f' : fieldNote.color }}>
          {length} of {limit} characters
        </p>
      )}
    </>
  );
}

/** Page-text fields of the right-hand column: Decap checks only the left-hand column on save, so these are checked on the press. */
const otherColumn = new Set<{ validate: () => void }>();

/** Wraps one of Decap's controls: its own checks stay, and a top-level field is also checked by the content rules. */
function checked(base: string): ComponentType<ControlProps> {
  const Inner = CMS.getWidget(base)!.control as unknown as ComponentType<ControlProps & { ref?: (r: InnerControl | null) => void }>;
  return class Checked extends Component<ControlProps> {
    inner: InnerControl | null = null;
    keys = new KeyCheck();

    /** Top-level fields of our collections, in the column where they are written (a fact's copies are Decap's). */
    private rules() {
      const collection = collectionOf(this.props);
      if (!collection || this.props.parentIds?.length || this.props.isFieldDuplicate?.(this.props.field)) return undefined;
      const field = schemaOf(collection, fieldName(this.props));
      return field ? { collection, ...field } : undefined;
    }

    /** A language with no text yet may stay empty: Decap's presence check is told the field is fine. */
    getValidateValue = () => {
      if (this.unwritten()) return 'not written yet';
      // Spaces alone are no text: Decap's presence check marks the field, as the build would refuse it.
      const value = this.inner?.getValidateValue?.() ?? this.props.value;
      return typeof value === 'string' ? value.trim() : value;
    };

    private unreadable() {
      const rules = this.rules();
      if (!rules || fieldName(this.props) !== rules.collection.editor[0]) return [];
      return unreadableFiles(rules.collection, this.props.getEntry());
    }

    private unwritten() {
      const rules = this.rules();
      const lang = columnLanguage(this.props);
      return !!rules && !rules.fact && lang !== defaultLanguage && !hasText(rules.collection, localeData(entryData(this.props.getEntry()), lang));
    }

    /** Decap runs the control's `validate` or else its own: both, so inner fields are checked; its own last, as a list's replaces the messages. */
    validate = () => {
      this.inner?.validate?.();
      this.props.validate();
    };

    isValid = (): Validity => {
      const text = textProblem(this.props);
      if (text) return invalid(text);
      const unreadable = this.unreadable();
      if (unreadable.length) return invalid(unreadableMessage(unreadable));
      if (this.unwritten()) return true;
      const own = this.inner?.isValid?.() ?? true;
      const rules = this.rules();
      if (!rules || own !== true) return own;
      return contentVerdict(this.props, rules.collection, this.keys);
    };

    focus = (path?: string) => this.inner?.focus?.(path);

    /** Decap's widget takes this answer as its own: a group or list always redraws, so its inner fields' messages show. */
    shouldComponentUpdate(next: ControlProps & { hasActiveStyle?: boolean }) {
      if (base === 'object' || base === 'list') return true;
      const now = this.props as ControlProps & { hasActiveStyle?: boolean };
      return next.value !== now.value || next.classNameWrapper !== now.classNameWrapper || next.hasActiveStyle !== now.hasActiveStyle;
    }

    /** Decap checks a field that has a pattern when the owner leaves it; a page text is checked then too. */
    blurred = () => {
      this.props.setInactiveStyle();
      if (textRulesOf(this.props)) this.props.validate();
    };

    componentDidMount() {
      this.prefetch();
      if (this.props.collection.get('name') === 'pages' && !this.props.parentIds?.length && columnLanguage(this.props) !== defaultLanguage)
        otherColumn.add(this);
    }
    componentWillUnmount() {
      otherColumn.delete(this);
    }
    componentDidUpdate(previous: ControlProps) {
      if (previous.value === this.props.value) return;
      this.prefetch();
      if (!this.props.isFieldDuplicate?.(this.props.field)) wroteIn(columnLanguage(this.props));
    }
    private prefetch() {
      const rules = this.rules();
      if (rules && fieldName(this.props) === rules.collection.key && typeof this.props.value === 'string' && this.props.value)
        void this.keys.ask(this.props, rules.collection.key, this.props.value);
    }

    render() {
      const control = createElement(Inner, {
        ...this.props,
        setInactiveStyle: this.blurred,
        ref: (r: InnerControl | null) => {
          this.inner = r?.getWrappedInstance ? r.getWrappedInstance() : r;
        },
      });
      const unreadable = this.unreadable();
      const limit = characterLimit(this.props);
      // A fact's copy in another language's column: Decap shows it faint and fixed; say why.
      const copied = !this.props.parentIds?.length && !!this.props.isFieldDuplicate?.(this.props.field);
      if (!unreadable.length && !limit && !copied) return control;
      const length = typeof this.props.value === 'string' ? this.props.value.length : 0;
      return <FieldNotes control={control} unreadable={unreadable} copied={copied} limit={limit} length={length} />;
    }
  };
}

const monthNames = Array.from({ length: 12 }, (_, i) => new Intl.DateTimeFormat('en-GB', { month: 'long', timeZone: 'UTC' }).format(Date.UTC(2000, i, 1)));

/** A day: day, month and year, as the owner reads them; stored as `2027-03-31`, read in Lagos time. */
class DayControl extends Component<ControlProps> {
  isValid = (): Validity => {
    const problem = dayProblem(this.props.value) ?? this.rulesProblem();
    return problem ? invalid(problem) : true;
  };

  private rulesProblem() {
    const collection = collectionOf(this.props);
    if (!collection || this.props.parentIds?.length || this.props.isFieldDuplicate?.(this.props.field)) return null;
    return fieldProblem(
      collection,
      fieldName(this.props),
      this.props.value,
      entryData(this.props.getEntry()),
      columnLanguage(this.props),
      fieldLabel(this.props),
    );
  }

  private set(part: 'day' | 'month' | 'year', value: string) {
    this.props.onChange(dayValue({ ...dayParts(this.props.value), [part]: value }));
  }

  render() {
    const { forID, classNameWrapper, setActiveStyle, setInactiveStyle } = this.props;
    const { day, month, year } = dayParts(this.props.value);
    const disabled = this.props.isDisabled || this.props.isFieldDuplicate?.(this.props.field);
    const common = { onFocus: setActiveStyle, onBlur: setInactiveStyle, disabled, style: box };
    return (
      <div className={classNameWrapper} style={{ display: 'flex', flexWrap: 'wrap', gap: '12px', alignItems: 'end' }}>
        <span style={part}>
          <label htmlFor={forID}>Day</label>
          <input
            id={forID}
            inputMode="numeric"
            size={3}
            maxLength={2}
            value={day.replace(/^0/, '')}
            onChange={(e) => this.set('day', e.target.value.trim())}
            {...common}
          />
        </span>
        <span style={part}>
          <label htmlFor={`${forID}-month`}>Month</label>
          <select id={`${forID}-month`} value={month ? String(Number(month)) : ''} onChange={(e) => this.set('month', e.target.value)} {...common}>
            <option value="">—</option>
            {monthNames.map((name, i) => (
              <option key={name} value={String(i + 1)}>
                {name}
              </option>
            ))}
          </select>
        </span>
        <span style={part}>
          <label htmlFor={`${forID}-year`}>Year</label>
          <input
            id={`${forID}-year`}
            inputMode="numeric"
            size={5}
            maxLength={4}
            value={year}
            onChange={(e) => this.set('year', e.target.value.trim())}
            {...common}
          />
        </span>
        <button type="button" onClick={() => this.props.onChange(lagosToday())} disabled={disabled} style={{ ...box, cursor: 'pointer' }}>
          Today in Lagos
        </button>
      </div>
    );
  }
}

const part = { display: 'grid', gap: '4px', fontSize: '12px', fontWeight: 600, textTransform: 'uppercase' as const, color: '#5e6b82' };
const box = {
  font: 'inherit',
  fontSize: '15px',
  fontWeight: 400,
  textTransform: 'none' as const,
  color: '#313d3e',
  padding: '8px 10px',
  border: '2px solid #dfdfe3',
  borderRadius: '5px',
  background: '#fff',
};

const fieldNote = { margin: '4px 0 0', fontSize: '12px', textAlign: 'right' as const, color: '#5e6b82' };

const alert = {
  margin: '0 0 12px',
  padding: '10px 14px',
  border: '2px solid #ff003b',
  borderRadius: '5px',
  background: '#fcefea',
  color: '#a8001f',
  fontSize: '14px',
  lineHeight: 1.5,
};

/** What the owner does that ends the wait for a refused save's messages: from then on the page is theirs. */
const OWNER_ACTS = ['pointerdown', 'keydown', 'wheel', 'touchstart', 'input'] as const;
/** The height of Decap's bars over the columns: a message under them is not in view. */
const TOP_BARS = 120;

/** After a refused save, brings the first problem into view: Decap renders messages late, so it retries until the owner acts. */
function showFirstProblem() {
  const timers = [50, 300, 1000, 1500].map((wait) =>
    setTimeout(() => {
      const first = document.querySelector(FIELD_MESSAGES);
      const box = first?.getBoundingClientRect();
      if (first && box && (box.top < TOP_BARS || box.bottom > window.innerHeight)) first.scrollIntoView({ block: 'center' });
    }, wait),
  );
  const stop = () => {
    timers.forEach(clearTimeout);
    for (const type of OWNER_ACTS) document.removeEventListener(type, stop, true);
  };
  for (const type of OWNER_ACTS) document.addEventListener(type, stop, { capture: true, passive: true });
  setTimeout(stop, 1600);
}

/** A page's texts in every language, checked by the build's rules: catches the columns never opened. */
function pageTextProblems(entry: Immutable) {
  const ns = String(entry.get('slug'));
  const { data, i18n } = entryData(entry);
  const files = languages.map((lang) => ({
    lang,
    ns,
    path: `public/locales/${lang}/${ns}.json`,
    text: JSON.stringify(lang === defaultLanguage ? data : i18n[lang]),
  }));
  return [...checkCatalogues(files).errors, ...checkFigures(files, site.founded)].map(
    ({ lang, field, message }) => `${isLang(lang) ? languageNames[lang] : lang}, ${field}: ${message}.`,
  );
}

function deadLinks(collection: Collection, entry: Immutable) {
  if (collection.name !== 'news' && collection.name !== 'ownPages') return [];
  const { data, i18n } = entryData(entry);
  const texts: [Lang, Record<string, unknown> | undefined][] = [
    [defaultLanguage, data],
    ...(Object.entries(i18n) as [Lang, Record<string, unknown> | undefined][]),
  ];
  return texts.flatMap(([lang, values]) =>
    values
      ? deadLinksOf(collection.name as 'news' | 'ownPages', values, lang, knownPaths).map(
          ({ field, message }) => `${languageNames[lang]}: ${fieldLabelOf(collection, field)} ${message}.`,
        )
      : [],
  );
}

export function registerChecks() {
  // Decap types a control's props loosely (Immutable maps); ours say what they read of them.
  type Control = Parameters<typeof CMS.registerWidget>[1];
  type Preview = Parameters<typeof CMS.registerWidget>[2];
  // Not the image widget: its media library answers its own control, which a wrapper would hide; the library keeps uploads where the schema wants them.
  for (const base of ['string', 'text', 'list', 'select', 'boolean', 'number', 'object'])
    CMS.registerWidget(base, checked(base) as unknown as Control, CMS.getWidget(base)!.preview as unknown as Preview);
  CMS.registerWidget('day', DayControl as unknown as Control, ({ value }: { value?: string }) => <span>{value}</span>);

  CMS.registerEventListener({
    name: 'preSave',
    handler: ({ entry }: { entry: Immutable }) => {
      if (entry.get('collection') === 'company') {
        // What Decap's fields cannot say alone: a logo or a photograph described in every language.
        const { problems } = checkCompanyFacts(companyFile((entry.get('data') as Immutable).toJS()));
        if (problems.length)
          throw new Refusal(problems.map((p) => (p.field.includes('.description.') ? `A description ${p.message}.` : `${p.field} ${p.message}.`)).join(' '));
        return undefined;
      }
      if (entry.get('collection') === 'menus') {
        const { problems } = checkMenus(menusFile((entry.get('data') as Immutable).toJS()), menuContext);
        if (problems.length) throw new Refusal(problems.map((p) => `${menuFieldName(p.field)} ${p.message}.`).join(' '));
        return undefined;
      }
      if (entry.get('collection') === 'pages') {
        const problems = pageTextProblems(entry);
        if (problems.length) throw new Refusal(problems.join(' '));
        return undefined;
      }
      const collection = (collections as Record<string, Collection | undefined>)[String(entry.get('collection'))];
      if (!collection) return undefined;
      const unreadable = unreadableFiles(collection, entry);
      if (unreadable.length) throw new Refusal(unreadableMessage(unreadable));
      const problems = incompleteLanguages(collection, entryData(entry), languages, (field) => fieldLabelOf(collection, field));
      if (problems.length) throw new Refusal(problems.join(' '));
      const dead = deadLinks(collection, entry);
      if (dead.length) throw new Refusal(dead.join(' '));
      // A published item's new web address: the old one is kept, and answers with a redirect to the new one.
      const data = entry.get('data') as Immutable & { set(key: string, value: unknown): unknown };
      const former = formerAddresses(
        entry.get('newRecord') === true ? undefined : String(entry.get('slug') ?? ''),
        String(data.get(collection.key) ?? ''),
        (plain(data.get('formerAddresses')) as string[] | undefined) ?? [],
      );
      if (!former) return undefined;
      for (const address of former) givenUp.set(`${collection.name}/${address}`, String(data.get(collection.key)));
      return data.set('formerAddresses', List(former));
    },
  });

  // An item's files move with its web address (Decap's backend asks, patches/README.md).
  globalThis.decapMovedEntry = (collection, draft) => {
    const ours = (collections as Record<string, Collection | undefined>)[String(collection.get('name'))];
    const key = ours && draft.getIn(['entry', 'data', ours.key]);
    if (!ours || typeof key !== 'string' || !key || draft.getIn(['entry', 'newRecord']) === true) return undefined;
    const stem = stemOf(ours, key);
    if (stem === draft.getIn(['entry', 'slug'])) return undefined;
    return { slug: stem, path: `${ours.folder}/${stem}.json` };
  };

  document.addEventListener(
    'click',
    (event) => {
      if (!isSavePress(event.target as HTMLElement | null)) return;
      for (const control of otherColumn) control.validate();
      showFirstProblem();
    },
    true,
  );
}
