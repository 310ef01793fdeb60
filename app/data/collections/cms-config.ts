/** Decap CMS's configuration, made from the content schemas so that the editor and the build cannot disagree. */
import { z } from 'zod';
import { defaultLanguage, languages } from '../../i18n/languages.ts';
import type { Collection } from './collection.ts';
import type { CmsField } from './cms-field.ts';
import type { CmsMeta } from './fields.ts';
import { MAX_UPLOAD_BYTES, MEDIA_FOLDER, MEDIA_URL } from './fields.ts';
import { collections } from './index.ts';
import { COMPANY_ENTRY, COMPANY_FILE, COMPANY_FORMAT, companyFacts } from './company.ts';
import { MENUS_ENTRY, MENUS_FILE, MENUS_FORMAT, menusSchema } from './menus.ts';
import { pageTextsCollection } from './page-texts.ts';

/** The catalogues by language and namespace: the page texts' fields, and what the content manager's previews translate with. */
export const catalogues: Record<string, Record<string, Record<string, unknown>>> = {};
for (const [path, catalogue] of Object.entries(
  import.meta.glob<Record<string, unknown>>('../../../public/locales/*/*.json', { eager: true, import: 'default' }),
)) {
  const [, lang, ns] = /([^/]+)\/([^/]+)\.json$/.exec(path)!;
  (catalogues[lang!] ??= {})[ns!] = catalogue;
}
import { itemFolders } from '../item-paths.ts';

/** A collection's file format: JSON, with two fields added for the list (app/admin/list.ts). */
export const listFormat = (name: string) => `${name}-json`;

/** Raw mode only: Decap's Rich Text mode saves the Markdown an owner types escaped (app/lib/markdown.ts). */
const MARKDOWN_EDITOR = {
  modes: ['raw'],
  editor_components: [],
};

interface JsonSchema extends CmsMeta {
  type?: string;
  format?: string;
  pattern?: string;
  enum?: string[];
  minItems?: number;
  minimum?: number;
  maximum?: number;
  maxItems?: number;
  items?: JsonSchema;
  /** The kinds of a list's entries (a page's sections), told apart by their `type`. */
  oneOf?: JsonSchema[];
  const?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
}

const labelOf = (s: JsonSchema, name: string) => s.label ?? name;

type I18n = NonNullable<CmsField['i18n']>;

function field(name: string, s: JsonSchema, required: boolean, i18n: I18n): CmsField {
  const base: CmsField = { name, label: labelOf(s, name), widget: 'string', required, ...(s.hint ? { hint: s.hint } : {}), i18n };
  if (s.default !== undefined) base.default = s.default;
  const options = (values: string[], labels?: Record<string, string>) => values.map((value) => ({ value, label: labels?.[value] ?? value }));

  // Kept by the content manager itself (former web addresses), in the English file only.
  if (s.widget === 'hidden') return { name, label: labelOf(s, name), widget: 'hidden', required: false };
  if (s.widget === 'menu-translations') return { ...base, widget: s.widget, required: false };
  // Chosen in English for an entry of a translated list: the other columns do not show it (validate.ts reads English's).
  if (s.english) return { ...field(name, { ...s, english: false }, required, i18n), i18n: false };
  if (s.relation)
    return {
      ...base,
      widget: 'relation',
      collection: s.relation,
      value_field: 'slug',
      search_fields: ['title'],
      display_fields: ['title'],
      multiple: true,
      ...(required ? {} : { min: 0 }),
    };
  if (s.type === 'array' && s.items) {
    // Decap's list widget cannot be copied (`duplicate`): a list of facts stays in the English file, where the build reads facts.
    const list = i18n === 'duplicate' ? (({ i18n: _, ...rest }) => rest)(base) : base;
    // Decap checks a list's minimum even when the list may stay empty: only for lists that must be filled.
    const min = { ...(required && s.minItems ? { min: s.minItems } : {}), ...(s.maxItems ? { max: s.maxItems } : {}) };
    if (s.items.enum) return { ...base, widget: 'select', multiple: true, options: options(s.items.enum, s.items.options), ...min };
    if (s.items.oneOf)
      return {
        ...list,
        widget: 'list',
        ...(s.itemLabel ? { label_singular: s.itemLabel } : {}),
        types: s.items.oneOf.map((kind) => {
          const { type, ...properties } = kind.properties ?? {};
          const fields = objectFields({ ...kind, properties }, i18n);
          const named = fields.find((f) => f.name === 'title' || f.name === 'caption');
          return {
            name: String(type?.const),
            label: labelOf(kind, String(type?.const)),
            widget: 'object',
            fields,
            summary: named ? `${labelOf(kind, '')}: {{fields.${named.name}}}` : labelOf(kind, ''),
          };
        }),
        collapsed: true,
        ...min,
      };
    if (s.items.type === 'object') {
      const fields = objectFields(s.items, i18n);
      const named = fields.find((f) => f.name === 'title' || f.name === 'caption') ?? fields[0]!;
      return {
        ...list,
        widget: 'list',
        ...(s.itemLabel ? { label_singular: s.itemLabel } : {}),
        fields,
        summary: `{{fields.${named.name}}}`,
        collapsed: true,
        ...min,
      };
    }
    const item = field(name, s.items, true, i18n);
    const one = s.itemLabel ?? labelOf(s, name);
    return {
      ...list,
      widget: 'list',
      label_singular: one,
      summary: '{{fields.item | truncate(80)}}',
      field: { ...item, name: 'item', label: one, widget: s.widget ?? item.widget, ...(s.widget === 'markdown' ? MARKDOWN_EDITOR : {}) },
      ...min,
    };
  }
  if (s.type === 'object') return { ...base, widget: 'object', fields: objectFields(s, i18n) };
  if (s.enum) return { ...base, widget: 'select', options: options(s.enum, s.options) };
  if (s.type === 'boolean') return { ...base, widget: 'boolean' };
  if (s.type === 'integer')
    return {
      ...base,
      widget: 'number',
      value_type: 'int',
      ...(s.minimum !== undefined ? { min: s.minimum } : {}),
      ...(s.maximum !== undefined ? { max: s.maximum } : {}),
    };
  if (s.widget === 'datetime') return { ...base, widget: 'day' };
  // Decap's own size check stands behind the site's (app/admin/uploads.ts), which says more.
  if (s.widget === 'image') return { ...base, widget: 'image', choose_url: false, media_library: { config: { max_file_size: MAX_UPLOAD_BYTES } } };
  return { ...base, widget: s.widget ?? 'string', ...(s.pattern && s.patternMessage ? { pattern: [s.pattern, s.patternMessage] } : {}) };
}

function objectFields(s: JsonSchema, i18n: I18n): CmsField[] {
  return Object.entries(s.properties ?? {}).map(([name, prop]) => field(name, prop, s.required?.includes(name) ?? false, i18n));
}

const jsonSchema = (schema: z.ZodObject) => z.toJSONSchema(schema, { unrepresentable: 'any' }) as unknown as JsonSchema;

/** A collection's fields in its editor order: facts (entered once, copied to every language) and text (translated). */
export function cmsFields(collection: Collection): CmsField[] {
  const facts = objectFields(jsonSchema(collection.facts), 'duplicate');
  const text = objectFields(jsonSchema(collection.text), true);
  const byName = new Map([...facts, ...text].map((f) => [f.name, f]));
  return collection.editor.map((name) => {
    const f = byName.get(String(name));
    if (!f) throw new Error(`cms-config: ${collection.name} lists "${String(name)}" in its editor order, but no schema has it`);
    return f;
  });
}

export interface BackendSettings {
  repo: string;
  branch: string;
  /** Another OAuth endpoint to sign in through, as a full URL; empty: the site's own `/api/auth`. */
  authUrl: string;
  /** Where the content manager is served: its sign-in is the same origin's `/api/auth` (server/cms-sign-in.ts). */
  ownOrigin: string;
  siteUrl: string;
}

export function cmsConfig(backend: BackendSettings) {
  const auth = new URL(backend.authUrl || '/api/auth', backend.ownOrigin);
  return {
    load_config_file: false,
    backend: {
      name: 'github',
      repo: backend.repo,
      branch: backend.branch,
      base_url: auth.origin,
      auth_endpoint: auth.pathname.replace(/^\//, ''),
      commit_messages: {
        create: 'Add {{collection}} “{{slug}}”',
        update: 'Update {{collection}} “{{slug}}”',
        delete: 'Remove {{collection}} “{{slug}}”',
        uploadMedia: 'Upload “{{path}}”',
        deleteMedia: 'Delete “{{path}}”',
      },
    },
    // Drafts are pull requests with a preview deployment; publishing merges them.
    publish_mode: 'editorial_workflow',
    // On localhost, drafts are branches of the checkout, kept by the local backend (scripts/tools/cms-backend.ts).
    local_backend: { url: new URL('/api/v1', backend.ownOrigin).href },
    site_url: backend.siteUrl,
    display_url: backend.siteUrl,
    media_folder: MEDIA_FOLDER,
    public_folder: MEDIA_URL,
    i18n: { structure: 'multiple_files', locales: [...languages], default_locale: defaultLanguage },
    collections: [
      ...Object.values(collections).map((c) => ({
        name: c.name,
        label: c.label,
        label_singular: c.labelSingular,
        description: c.description,
        folder: c.folder,
        create: true,
        delete: c.removable ?? true,
        // JSON, read with two fields for the list line (app/admin/list.ts) that are never written.
        format: listFormat(c.name),
        extension: 'json',
        i18n: true,
        identifier_field: 'title',
        slug: `{{fields.${c.key}}}`,
        preview_path: [itemFolders[c.name], `{{fields.${c.key}}}`].filter(Boolean).join('/'),
        summary: '{{title}} · {{fields._state}} · {{fields._languages}}',
        sortable_fields: [{ field: c.sort.field, default_sort: c.sort.direction }, 'title'],
        // A reviewer's word to a draft's author (Decap's notes: the live site keeps them on a GitHub issue).
        editor: { notes: true },
        fields: cmsFields(c as unknown as Collection),
      })),
      pageTextsCollection(catalogues, languages, defaultLanguage),
      {
        name: 'company',
        label: 'Company',
        description: 'The company’s name, figures, contacts and links, entered once for every language and shown wherever the site states them.',
        i18n: false,
        // Decap reads the format of a collection, not of its file.
        format: COMPANY_FORMAT,
        files: [{ name: COMPANY_ENTRY, label: 'Company facts', file: COMPANY_FILE, i18n: false, fields: singleFileFields(companyFacts) }],
      },
      {
        name: 'menus',
        label: 'Menus',
        description: 'The header’s entries, the top bar’s and the footer’s quick links: where each leads, and its words in each language.',
        i18n: false,
        format: MENUS_FORMAT,
        files: [{ name: MENUS_ENTRY, label: 'Header, top bar and footer', file: MENUS_FILE, i18n: false, fields: singleFileFields(menusSchema) }],
      },
    ],
  };
}

/** The fields of a file entered once for the whole site (single-file.ts), none translated. */
function singleFileFields(schema: z.ZodObject): CmsField[] {
  const strip = (f: CmsField): CmsField => {
    const { i18n: _, ...rest } = f;
    return { ...rest, ...(rest.fields ? { fields: rest.fields.map(strip) } : {}), ...(rest.field ? { field: strip(rest.field) } : {}) };
  };
  return objectFields(jsonSchema(schema), 'duplicate').map(strip);
}
