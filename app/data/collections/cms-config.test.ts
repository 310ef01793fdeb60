import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { languages } from '~/i18n/languages';
import { cmsConfig, cmsFields } from './cms-config';
import type { CmsField } from './cms-field';
import type { Collection } from './collection';
import { SLUG } from './fields';
import { PAGE_ADDRESS } from './pages';
import { collections } from './index';
import { companyFacts } from './company';

const all = Object.values(collections) as unknown as Collection[];
const config = cmsConfig({ repo: 'acme/site', branch: 'main', authUrl: '', ownOrigin: 'https://www.acme.com', siteUrl: 'https://www.acme.com' });
/** The collections of items (one folder each), without the company's single file. */
const folders = config.collections.filter((c) => 'folder' in c);
const isOptional = (s: unknown) => (s as z.ZodType).def.type === 'optional';

describe('the CMS shows exactly the fields the build checks', () => {
  it.each(all.map((c) => [c.name, c] as const))('%s: every field of both schemas once, in the editor order', (_, c) => {
    const names = cmsFields(c).map((f) => f.name);
    expect(names).toEqual([...c.editor]);
    expect([...names].sort()).toEqual([...Object.keys(c.facts.shape), ...Object.keys(c.text.shape)].sort());
  });

  it.each(all.map((c) => [c.name, c] as const))('%s: a field the build requires cannot be saved empty; an optional one can', (_, c) => {
    for (const f of cmsFields(c)) {
      const schema = c.facts.shape[f.name] ?? c.text.shape[f.name];
      expect(f.required, `${c.name}.${f.name}`).toBe(!isOptional(schema));
    }
  });

  it.each(all.map((c) => [c.name, c] as const))(
    '%s: facts are entered once and copied to every language (lists of facts and the former addresses stay in English); text is translated',
    (_, c) => {
      for (const f of cmsFields(c)) {
        const fact = f.name in c.facts.shape;
        expect(f.i18n, `${c.name}.${f.name}`).toBe(fact ? (f.widget === 'list' || f.widget === 'hidden' ? undefined : 'duplicate') : true);
      }
    },
  );

  it.each(all.map((c) => [c.name, c] as const))("%s: the item's web address must have the slug's form, and names the file", (_, c) => {
    const key = cmsFields(c).find((f) => f.name === c.key)!;
    // An owner's page's address has parts, separated by slashes.
    expect(key.pattern?.[0]).toBe(c.name === 'ownPages' ? PAGE_ADDRESS.source : SLUG.source);
    expect(new RegExp(key.pattern![0]).test('cloud-cost-control')).toBe(true);
    expect(new RegExp(key.pattern![0]).test('events/cloud-day')).toBe(c.name === 'ownPages');
    expect(new RegExp(key.pattern![0]).test('Cloud-Cost-Control')).toBe(false);
    expect(folders.find((col) => col.name === c.name)!.slug).toBe(`{{fields.${c.key}}}`);
  });

  it('dates are entered as days (day, month and year, app/admin/widgets.tsx), never as a time in another zone', () => {
    const dates = all.flatMap((c) => cmsFields(c).filter((f) => f.widget === 'day'));
    expect(dates.map((f) => f.name).sort()).toEqual(['applicationDeadline', 'closedOn', 'datePosted', 'modified', 'published', 'startDate']);
    expect(all.flatMap((c) => cmsFields(c).filter((f) => f.widget === 'datetime'))).toEqual([]);
  });

  it('a folded list entry shows its text, and the item list each item’s title, state and languages', () => {
    const responsibilities = cmsFields(collections.jobs as unknown as Collection).find((f) => f.name === 'responsibilities')!;
    expect(responsibilities.summary).toBe('{{fields.item | truncate(80)}}');
    for (const c of folders) expect(c.summary).toBe('{{title}} · {{fields._state}} · {{fields._languages}}');
  });

  it('"view live" opens the item’s own page', () => {
    expect(Object.fromEntries(folders.map((c) => [c.name, c.preview_path]))).toEqual({
      services: 'services/{{fields.slug}}',
      jobs: 'career-details/{{fields.slug}}',
      news: 'news/{{fields.slug}}',
      projects: 'projects/{{fields.slug}}',
      ownPages: '{{fields.address}}',
    });
  });

  it('a choice offers exactly the values the schema accepts, each with a label for people', () => {
    const engagement = cmsFields(collections.jobs as unknown as Collection).find((f) => f.name === 'engagement')!;
    expect(engagement.widget).toBe('select');
    expect(engagement.options).toEqual([
      { value: 'onsite', label: 'On-site' },
      { value: 'hybrid', label: 'Hybrid or remote' },
      { value: 'remote', label: 'Remote' },
    ]);
  });

  it('a case study’s services are chosen from the services collection by their names, and stored by their web addresses', () => {
    const pages = cmsFields(collections.projects as unknown as Collection).find((f) => f.name === 'servicePages')!;
    expect(pages).toMatchObject({
      widget: 'relation',
      collection: 'services',
      value_field: 'slug',
      search_fields: ['title'],
      display_fields: ['title'],
      multiple: true,
      required: false,
    });
    expect(config.collections.find((c) => c.name === 'services')).toMatchObject({ create: true, delete: false });
  });

  it('a choice made in English for a translated list’s entry is shown in the English column alone', () => {
    const deliverables = cmsFields(collections.services as unknown as Collection).find((f) => f.name === 'deliverables')!;
    expect(deliverables).toMatchObject({ widget: 'list', i18n: true });
    expect(deliverables.fields!.find((f) => f.name === 'icon')).toMatchObject({ widget: 'select', i18n: false, required: false });
    expect(deliverables.fields!.find((f) => f.name === 'title')).toMatchObject({ i18n: true });
    const gallery = cmsFields(collections.projects as unknown as Collection).find((f) => f.name === 'gallery')!;
    expect(gallery.fields!.find((f) => f.name === 'image')).toMatchObject({ widget: 'image', i18n: false, required: false });
  });

  it('lists that must be filled ask for one entry at least; optional ones may stay empty; every list says what it holds', () => {
    const lists = all.flatMap((c) => {
      const walk = (fields: CmsField[]): CmsField[] => fields.flatMap((f) => [f, ...walk(f.fields ?? [])]);
      return walk(cmsFields(c)).filter((f) => f.widget === 'list');
    });
    expect(lists.length).toBeGreaterThan(10);
    for (const l of lists) {
      expect(l.min, l.name).toBe(l.required ? 1 : undefined);
      expect([l.field, l.fields, l.types].filter(Boolean), `${l.name} holds one field, fields, or entries of several kinds`).toHaveLength(1);
    }
  });

  it('every field has a label, and help where a non-developer needs it (web addresses, dates, images)', () => {
    for (const c of all)
      for (const f of cmsFields(c)) {
        expect(f.label.length, `${c.name}.${f.name}`).toBeGreaterThan(2);
        const needsHelp = ['day', 'image'].includes(f.widget) || f.name === c.key;
        expect(needsHelp && !f.hint, `${c.name}.${f.name} has no help`).toBe(false);
      }
  });
});

describe('the configuration', () => {
  it('stores one file per item and language, for the site’s languages, English first', () => {
    expect(config.i18n).toEqual({ structure: 'multiple_files', locales: [...languages], default_locale: 'en' });
    for (const c of folders) expect(c).toMatchObject({ i18n: true, format: `${c.name}-json`, extension: 'json', create: true });
    expect(folders.map((c) => c.folder)).toEqual([
      'app/data/content/services',
      'app/data/content/jobs',
      'app/data/content/news',
      'app/data/content/projects',
      'app/data/content/ownPages',
    ]);
  });

  it('signs in with GitHub on the site’s own address by default, elsewhere only when told, and publishes through pull requests', () => {
    expect(config.backend).toMatchObject({ name: 'github', repo: 'acme/site', branch: 'main', base_url: 'https://www.acme.com', auth_endpoint: 'api/auth' });
    const elsewhere = cmsConfig({ repo: 'acme/site', branch: 'main', authUrl: 'https://api.netlify.com/auth', ownOrigin: 'https://www.acme.com', siteUrl: '' });
    expect(elsewhere.backend).toMatchObject({ base_url: 'https://api.netlify.com', auth_endpoint: 'auth' });
    expect(config.publish_mode).toBe('editorial_workflow');
    expect(config.local_backend).toEqual({ url: 'https://www.acme.com/api/v1' });
  });

  it('keeps uploads in the repository, published under /media/uploads', () => {
    expect(config).toMatchObject({ media_folder: 'public/media/uploads', public_folder: '/media/uploads' });
  });
});

describe('the company’s facts in the CMS', () => {
  const company = config.collections.find((c) => c.name === 'company')!;
  const fields = 'files' in company ? company.files[0]!.fields : [];
  const byName = (name: string, list = fields) => list.find((f) => f.name === name)!;

  it('are one file, not translated, with every fact the build checks, each required', () => {
    expect(company).toMatchObject({ i18n: false, format: 'company-json', files: [{ file: 'app/data/content/company.json', i18n: false }] });
    expect(JSON.stringify(fields)).not.toContain('"i18n"');
    expect(fields.map((f) => f.name)).toEqual(Object.keys(companyFacts.shape));
    expect(fields.every((f) => f.required)).toBe(true);
  });

  it('refuse on the field what the build refuses: an e-mail, a phone or a web address of the wrong form, a figure out of range', () => {
    const refuses = (f: CmsField, value: string) => !new RegExp(f.pattern![0]).test(value);
    expect(refuses(byName('email'), 'hello.example.com')).toBe(true);
    expect(refuses(byName('email'), 'hello@example.com')).toBe(false);
    expect(refuses(byName('us', byName('phones').fields), '202-555-0143')).toBe(true);
    expect(refuses(byName('us', byName('phones').fields), '+1 202 555 0143')).toBe(false);
    expect(refuses(byName('whatsapp'), 'http://wa.me/1')).toBe(true);
    expect(refuses(byName('linkedin', byName('socials').fields), 'https://www.linkedin.com/company/x')).toBe(false);
    expect(byName('founded')).toMatchObject({ widget: 'number', value_type: 'int', min: 1900, max: 2100 });
  });
});

describe('an article’s paragraphs', () => {
  /** Every field of the CMS's field tree, lists' entries included. */
  const everyField = (fields: readonly CmsField[]): CmsField[] =>
    fields.flatMap((f) => [f, ...everyField(f.fields ?? []), ...(f.field ? everyField([f.field]) : [])]);
  const markdown = everyField(cmsFields(collections.news as unknown as Collection)).filter((f) => f.widget === 'markdown');

  it('are written in one mode, the Markdown the guide teaches: Decap’s Rich Text saves typed characters escaped', () => {
    expect(markdown.length).toBeGreaterThan(0);
    for (const f of markdown) expect((f as unknown as { modes: string[] }).modes, f.name).toEqual(['raw']);
  });

  it('have help that shows the characters to type, as code, not rendered', () => {
    const lists = everyField(cmsFields(collections.news as unknown as Collection)).filter((f) => f.field?.widget === 'markdown');
    expect(lists.length).toBeGreaterThan(0);
    for (const f of lists) expect(f.hint, f.name).toContain('`**bold**`');
  });
});
