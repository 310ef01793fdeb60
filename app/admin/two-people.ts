/**
 * Keeps two people on one item from losing each other's work: a save or publication takes in, field by field, what
 * was saved to the draft or changed on the site since; where both changed the same text, the owner decides.
 */
import CMS, { decapStore } from './decap';
import { fromJS, is } from 'immutable';
import { collections } from '~/data/collections';
import { prune } from '~/data/collections/validate';
import { itemFile, stemOf } from '~/data/collections/collection';
import type { Collection } from '~/data/collections/collection';
import { defaultLanguage, isLang, languageNames, languages } from '~/i18n/languages';
import { savedEntry } from './decap-internals';
import type { DecapState, Immutable } from './decap-internals';
import { mergeItem } from './merge';
import type { Conflict, Languages } from './merge';
import { Refusal } from './messages';
import { githubRepository, localRepository } from './repository';
import type { Repository } from './repository';
import { entryData, fieldLabelOf, fileText, withoutListFields } from './rules';

const same = (a: unknown, b: unknown) => is(fromJS(a), fromJS(b));

/** The repository the editor works on, as Decap was configured (`proxy`: the local backend). */
function repositoryOf(state: DecapState): Repository | undefined {
  const { backend } = state.config;
  if (backend.name === 'proxy' && backend.proxy_url) return localRepository(backend.proxy_url);
  const token = state.auth.user?.token;
  if (backend.name === 'github' && backend.repo && token) return githubRepository({ repo: backend.repo, token });
  return undefined;
}

/** A language's values as the build reads them (empty is absent), so that a file and Decap's copy compare as equal. */
const values = (data: Record<string, unknown>) => (prune(withoutListFields(data)) ?? undefined) as Record<string, unknown> | undefined;
const present = (entries: [string, Record<string, unknown> | undefined][]): Languages => Object.fromEntries(entries.filter(([, v]) => v !== undefined));

function fromFiles(collection: Collection, slug: string, files: Record<string, string | undefined>): Languages {
  return present(
    languages.map((lang) => {
      const text = files[itemFile(collection.folder, slug, lang)];
      try {
        return [lang, text === undefined ? undefined : values(JSON.parse(text) as Record<string, unknown>)];
      } catch {
        return [lang, undefined];
      }
    }),
  );
}

function fromEntry(entry: Immutable | undefined): Languages {
  if (!entry) return {};
  const { data, i18n } = entryData(entry as never);
  return present([
    [defaultLanguage, values(data)],
    ...Object.entries(i18n).map(([lang, v]): [string, Record<string, unknown> | undefined] => [lang, v && values(v)]),
  ]);
}

const where = (collection: Collection, c: Conflict) => `${fieldLabelOf(collection, c.field)} (${isLang(c.lang) ? languageNames[c.lang] : c.lang})`;
const quoted = (value: unknown) => (typeof value === 'string' ? `“${value.length > 80 ? `${value.slice(0, 77)}…` : value}”` : 'another value');
const list = (items: string[]) => [...new Set(items)].join(', ');
const changedFields = (collection: Collection, taken: string[]) =>
  list(taken.map((t) => where(collection, { lang: t.split(':')[0]!, field: t.split(':')[1]!, ours: 0, theirs: 0 })));

/** The item's files, its draft's branch and the site's, or undefined for what is not an item of a collection. */
function itemOf(state: DecapState, entry: Immutable) {
  const name = String(entry.get('collection') as unknown);
  const collection = (collections as Record<string, Collection | undefined>)[name];
  // Drafts only: without the editorial workflow (a checkout's `CMS_MODE=fs`) a save is a publication.
  const repo = collection && state.config.publish_mode === 'editorial_workflow' ? repositoryOf(state) : undefined;
  if (!collection || !repo || (entry.get('newRecord') as unknown) === true) return undefined;
  const slug = String(entry.get('slug') as unknown);
  const paths = languages.map((lang) => itemFile(collection.folder, slug, lang));
  const site = state.config.backend.branch ?? 'main';
  return { name, collection, repo, slug, paths, site, draft: `cms/${name}/${slug}` };
}

/** The entry with these languages' values in place (Decap's event payload takes the whole entry). */
function withLanguages(entry: Immutable & { setIn(path: string[], value: unknown): Immutable }, merged: Languages) {
  let next = entry;
  for (const [lang, values] of Object.entries(merged))
    if (values) next = (next as typeof entry).setIn(lang === defaultLanguage ? ['data'] : ['i18n', lang, 'data'], fromJS(values)) as typeof entry;
  return next;
}

async function beforeSave(payload: { entry: Immutable & { setIn(path: string[], value: unknown): Immutable } }) {
  const state = decapStore.getState();
  const item = state && itemOf(state, payload.entry);
  if (!state || !item) return;
  const { collection, repo, slug, paths, site, draft } = item;
  // A web address changed in this save: its files move, and there is nothing at the new one to merge with.
  if (stemOf(collection, String(payload.entry.getIn(['data', collection.key]) as unknown)) !== slug) return;
  const label = collection.labelSingular.toLowerCase();
  const ours = fromEntry(payload.entry);
  let merged = ours;
  const loaded = fromEntry(savedEntry(state, item.name, slug));
  const left = await repo.mergeBase(site, draft);
  if (left) {
    const now = fromFiles(collection, slug, await repo.files(draft, paths));
    if (Object.keys(now).length && !same(now, loaded)) {
      const { merged: both, taken, conflicts } = mergeItem(loaded, merged, now);
      const ask =
        `Since you opened this ${label}, its draft was saved again (by someone else, or in another window)${taken.length ? `, with changes to ${changedFields(collection, taken)}` : ''}.` +
        (conflicts.length
          ? ` You both changed ${list(conflicts.map((c) => where(collection, c)))}: yours would replace theirs.`
          : ' Their changes are kept with yours.') +
        ' Save yours?';
      if (!window.confirm(ask)) throw new Refusal(`Your changes are still on this page. Reload it to see the draft as it was saved, then make yours again.`);
      merged = both;
    }
  }
  const base = left ? fromFiles(collection, slug, await repo.files(left, paths)) : loaded;
  const onSite = fromFiles(collection, slug, await repo.files(site, paths));
  if (Object.keys(onSite).length && Object.keys(base).length && !same(onSite, base)) {
    const { merged: both, conflicts } = mergeItem(base, merged, onSite);
    if (
      conflicts.length &&
      !window.confirm(
        `Since this draft was started, the published ${label} was changed on the site in the same places: ${conflicts
          .map((c) => `${where(collection, c)}, now ${quoted(c.theirs)} on the site`)
          .join('; ')}. Save your words there instead? (Cancel to keep the site’s: write them in.)`,
      )
    )
      throw new Refusal('Your changes are still on this page: write the site’s words where they should stay, then save.');
    merged = both;
  }
  if (!same(merged, ours)) payload.entry = withLanguages(payload.entry, merged) as typeof payload.entry;
}

async function beforePublish({ entry }: { entry: Immutable }) {
  const state = decapStore.getState();
  const item = state && itemOf(state, entry);
  if (!state || !item) return;
  const { collection, repo, slug, paths, site, draft } = item;
  const left = await repo.mergeBase(site, draft);
  if (!left) return;
  const read = async (ref: string) => fromFiles(collection, slug, await repo.files(ref, paths));
  const [base, ours, onSite] = await Promise.all([read(left), read(draft), read(site)]);
  if (!Object.keys(onSite).length || same(onSite, base)) return;
  const { merged, conflicts } = mergeItem(base, ours, onSite);
  const label = collection.labelSingular.toLowerCase();
  if (conflicts.length)
    throw new Refusal(
      `Since this draft was saved, the published ${label} was changed on the site in the same places: ${conflicts
        .map((c) => `${where(collection, c)}: the site now has ${quoted(c.theirs)}, this draft ${quoted(c.ours)}`)
        .join(
          '; ',
        )}. Decide which words stay: write them in the draft and save it (it asks before it replaces the site’s), then publish again. Nothing is lost.`,
    );
  // Different fields: the site's changes join the draft's before it is published, so that both land.
  const files = Object.fromEntries(
    Object.entries(merged)
      .filter(([lang, values]) => values && !same(values, ours[lang]))
      .map(([lang, values]) => [itemFile(collection.folder, slug, lang), fileText(collection, values!)]),
  );
  await repo.write(draft, files, `Take in the site's changes to ${collection.labelSingular} “${slug}”`);
}

export function registerTwoPeople() {
  CMS.registerEventListener({ name: 'preSave', handler: beforeSave as never });
  CMS.registerEventListener({ name: 'prePublish', handler: beforePublish as never });
}
