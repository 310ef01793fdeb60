/** The CMS's previews of items: the site's own sections in the language shown, under a line on the languages it will be published in. */
import i18next from 'i18next';
import type { i18n as I18n } from 'i18next';
import { createContext, useContext, useMemo, useState } from 'react';
import type { ComponentType, ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { footerProjects, menus, services } from 'virtual:content-languages';
import type { z } from 'zod';
import { JobDetails, JobHeader } from '~/components/sections/careers/job-page';
import { ArticleContent } from '~/components/sections/news/article-page';
import { CaseStudyDetails, CaseStudyHero } from '~/components/sections/projects/case-study';
import { ServiceDeliverables, ServiceHero } from '~/components/sections/services/service-page';
import { artSizes } from '~/components/ui/art-sizes';
import { catalogues } from '~/data/collections/cms-config';
import type { Collection } from '~/data/collections/collection';
import type { MenuLinks } from '~/data/collections/menus';
import { jobCollection } from '~/data/collections/jobs';
import { newsCollection } from '~/data/collections/news';
import type { ArticleText } from '~/data/collections/news';
import { projectCollection } from '~/data/collections/projects';
import { serviceCollection } from '~/data/collections/services';
import type { ServiceText } from '~/data/collections/services';
import { iconGlyphs } from '~/data/icons';
import type { IconName } from '~/data/icons';
import type { DeliverableIcon } from '~/data/services';
import { checkText, prune } from '~/data/collections/validate';
import type { ItemPage } from '~/data/published';
import { jobState } from '~/data/rules/jobs';
import { readingMinutes } from '~/data/rules/news';
import type { Picture } from '~/data/picture';
import type { TextVariables } from '~/config/site.schema';
import { i18nOptions } from '~/i18n/options';
import { LAYOUT_ROUTE } from '~/lib/layout-data';
import type { LayoutData } from '~/lib/layout-data';
import { articleHtml, leftOut } from '~/lib/markdown';
import { genericArticleScene } from '~/art/generic-article';
import { genericProjectScenes } from '~/art/generic-project';
import { genericServiceScene } from '~/art/generic-service';
import { sized } from '~/art/sized';
import { withoutListFields } from './rules';
import { defaultLanguage, languageNames, languages, localizePath } from '~/i18n/languages';
import type { Lang } from '~/i18n/languages';
import { lastWritten } from './written';

/** What Decap CMS gives a preview (Immutable.js). */
export interface PreviewProps {
  entry: { get(key: string): { toJS(): unknown; size?: number } | undefined; getIn(path: string[]): { toJS(): unknown } | undefined };
  getAsset: (path: string) => { toString(): string };
}

/** i18next in `lang`, ready at once, with the given catalogues and facts or else the built ones. */
export function i18nWith(
  lang: Lang,
  resources: Record<string, Record<string, Record<string, unknown>>> = catalogues,
  variables: TextVariables = i18nOptions.interpolation.defaultVariables,
) {
  const interpolation = { ...i18nOptions.interpolation, defaultVariables: variables };
  const instance = i18next.createInstance({ ...i18nOptions, interpolation, lng: lang, resources, initAsync: false });
  void instance.init();
  return instance;
}
const instances = new Map<Lang, I18n>();
function i18nFor(lang: Lang) {
  if (!instances.has(lang)) instances.set(lang, i18nWith(lang));
  return instances.get(lang)!;
}

/** Decap shows one language at a time: the preview's data is that language's (the others are under `i18n`). */
export function localeOf(entry: PreviewProps['entry']): Lang {
  const data = entry.get('data');
  // Immutable.js has one empty map: a new item's empty languages are all "the same" data.
  if (!data?.size) return defaultLanguage;
  return languages.find((l) => l !== defaultLanguage && entry.getIn(['i18n', l, 'data']) === data) ?? defaultLanguage;
}

const labelOf = (schema: z.ZodObject, path: string) => {
  const name = path.split(/[.[]/)[0]!;
  const field = schema.shape[name] as z.ZodType | undefined;
  // An optional field's label is on the schema it wraps.
  const inner = field?.def.type === 'optional' ? (field.def as unknown as { innerType: z.ZodType }).innerType : field;
  const meta = (field?.meta() ?? inner?.meta()) as { label?: string } | undefined;
  return meta?.label ?? name;
};

/** A language's data, or undefined when Decap did not pass it (English, while the left column shows another language). */
export function dataOf(entry: PreviewProps['entry'], lang: Lang, left: Lang) {
  const data = lang === left ? entry.get('data') : lang === defaultLanguage ? undefined : entry.getIn(['i18n', lang, 'data']);
  return data?.toJS() as Record<string, unknown> | undefined;
}
const valuesOf = (entry: PreviewProps['entry'], lang: Lang, left: Lang) => {
  const data = dataOf(entry, lang, left);
  return data === undefined ? undefined : withoutListFields(data);
};

export function LanguageButton({ lang, shown, show, disabled = false }: { lang: Lang; shown: Lang; show: (lang: Lang) => void; disabled?: boolean }) {
  return (
    <button
      type="button"
      onClick={() => show(lang)}
      disabled={disabled}
      aria-pressed={lang === shown}
      className="aria-pressed:bg-accent aria-pressed:text-on-accent border-border rounded border px-2 py-0.5 font-semibold disabled:opacity-60"
    >
      {languageNames[lang]}
    </button>
  );
}

/** A button per language, for a preview of what is entered once for every language. */
export function LanguageButtons({ shown, show }: { shown: Lang; show: (lang: Lang) => void }) {
  return (
    <nav aria-label="Languages" className="border-border bg-surface flex flex-wrap gap-2 border-b px-6 py-3 text-sm">
      {languages.map((l) => (
        <LanguageButton key={l} lang={l} shown={shown} show={show} />
      ))}
    </nav>
  );
}

/** In which languages the item will be published, and why not, by the build's own check (app/data/collections/validate.ts). */
function LanguageStatus({
  collection,
  entry,
  left,
  shown,
  show,
}: {
  collection: Collection;
  entry: PreviewProps['entry'];
  left: Lang;
  shown: Lang;
  show: (lang: Lang) => void;
}) {
  const rows = languages.map((lang) => {
    const raw = valuesOf(entry, lang, left);
    if (raw === undefined) return { lang, known: false, text: undefined, problems: [] };
    const { text, missing, wrong } = checkText(collection, raw, '', lang);
    const problems = [...new Set([...missing, ...wrong].map((p) => labelOf(collection.text, p.field)))];
    return { lang, known: true, text, problems };
  });
  return (
    <aside aria-label="Languages" className="border-border bg-surface border-b py-3 pr-16 pl-6 text-sm" data-testid="cms-languages">
      <ul className="flex flex-wrap gap-x-6 gap-y-2">
        {rows.map(({ lang, known, text, problems }) => (
          <li key={lang} data-lang={lang} data-complete={text ? 'true' : 'false'}>
            <LanguageButton lang={lang} shown={shown} show={show} disabled={!known} />{' '}
            {!known
              ? 'shown when the left column is in English'
              : text
                ? '✓ complete: published in this language once saved'
                : problems.length
                  ? `✗ cannot be saved yet: ${problems.join(', ')} ${problems.length === 1 ? 'is' : 'are'} missing or wrong`
                  : '✗ not written yet: no page in this language'}
          </li>
        ))}
      </ul>
    </aside>
  );
}

const Sections = createContext<ReactNode>(null);
const Shown = () => useContext(Sections);

/** The site's sections in the language shown, under a router that gives them the layout's data as the site's layout route does. */
export function Page({
  lang,
  path,
  children,
  i18n = i18nFor(lang),
  menus: typed,
}: {
  lang: Lang;
  path: string;
  children: ReactNode;
  i18n?: I18n;
  /** The menus as typed in the editor, over the built ones. */
  menus?: MenuLinks;
}) {
  const router = useMemo(() => {
    const data: LayoutData = {
      lang,
      notFound: false,
      projects: footerProjects[lang],
      menus: typed ?? menus[lang],
      services: services[lang].map(({ slug, category, icon, title }) => ({ slug, category, icon, title })),
    };
    const routes = [{ id: LAYOUT_ROUTE, path: '*', loader: () => data, Component: Shown }];
    return createMemoryRouter(routes, { initialEntries: [localizePath(path, lang)], hydrationData: { loaderData: { [LAYOUT_ROUTE]: data } } });
  }, [lang, path, typed]);
  return (
    <I18nextProvider i18n={i18n}>
      <Sections.Provider value={children}>
        {/* Keyed: a router provider keeps the state of the first router it was given. */}
        <RouterProvider key={`${lang}${path}${typed ? JSON.stringify(typed) : ''}`} router={router} />
      </Sections.Provider>
    </I18nextProvider>
  );
}

/** The item as a page would get it: its facts, and its text with what is not written yet empty rather than missing. */
function draft<C extends Collection>(collection: C, values: unknown, lang: Lang) {
  // `{{brand}}` as the build fills it in (scripts/build/content/plugin.ts).
  const interpolator = i18nFor(lang).services.interpolator;
  const filled = JSON.parse(JSON.stringify(values ?? {}), (_, v: unknown) =>
    typeof v === 'string' ? interpolator.interpolate(v, {}, lang, {}) : v,
  ) as unknown;
  const data = (prune(filled) ?? {}) as Record<string, unknown>;
  const facts = collection.facts.safeParse(Object.fromEntries(Object.entries(data).filter(([k]) => k in collection.facts.shape)));
  const text: Record<string, unknown> = {};
  for (const [name, schema] of Object.entries(collection.text.shape)) {
    const type = (schema as z.ZodType).def.type === 'optional' ? undefined : (schema as z.ZodType).def.type;
    text[name] = data[name] ?? (type === 'array' ? [] : type === 'object' ? { title: '', text: '' } : type === 'string' ? '' : undefined);
  }
  const unfinished = facts.success ? [] : [...new Set(facts.error.issues.map((i) => labelOf(collection.facts, String(i.path[0]))))];
  return { facts: facts.success ? (facts.data as z.infer<C['facts']>) : undefined, text, unfinished };
}

const pickText = (collection: Collection, values: unknown) =>
  Object.fromEntries(Object.entries((values as Record<string, unknown> | undefined) ?? {}).filter(([k]) => k in collection.text.shape));

export const upload = (getAsset: PreviewProps['getAsset'], path: string): Picture => ({ src: getAsset(path).toString(), width: 1600, height: 1000 });

const handMade = new Set(Object.keys(import.meta.glob('../../public/art/*/*.svg', { query: '?url' })).map((p) => p.slice('../../public'.length)));

/** Without an upload, the illustration the site shows: the hand-made one, or one drawn by the build's own code. */
function illustration(path: string, size: { width: number; height: number }, draw: () => string): Picture {
  if (handMade.has(path)) return { src: path, ...size };
  return { src: `data:image/svg+xml,${encodeURIComponent(sized(draw(), size))}`, ...size };
}

function Unfinished({ fields }: { fields: string[] }) {
  return (
    <p className="p-6" data-testid="cms-unfinished">
      To see the page, fill in or correct in English: {fields.join(', ')}.
    </p>
  );
}

export function preview<C extends Collection>(collection: C, render: (props: PreviewProps, lang: Lang, facts: z.infer<C['facts']>, text: never) => ReactNode) {
  const Preview: ComponentType<PreviewProps> = (props) => {
    const left = localeOf(props.entry);
    const [chosen, show] = useState<Lang | undefined>();
    const wrote = lastWritten();
    const first = wrote && valuesOf(props.entry, wrote, left) !== undefined ? wrote : left;
    const lang = chosen && valuesOf(props.entry, chosen, left) !== undefined ? chosen : first;
    // The facts from the column on the left (the same in every language's copy), the text from the language shown.
    const facts = Object.fromEntries(Object.entries((props.entry.get('data')?.toJS() ?? {}) as object).filter(([k]) => k in collection.facts.shape));
    const written = pickText(collection, valuesOf(props.entry, lang, left));
    const { facts: parsed, text, unfinished } = draft(collection, { ...facts, ...written }, lang);
    return (
      <>
        <LanguageStatus collection={collection} entry={props.entry} left={left} shown={lang} show={show} />
        {!parsed ? (
          <Unfinished fields={unfinished} />
        ) : lang !== defaultLanguage && prune(written) === undefined ? (
          <p className="p-6" data-testid="cms-unwritten">
            Nothing is written in {languageNames[lang]} yet: this item has no page in that language until its text is.
          </p>
        ) : (
          render(props, lang, parsed, text as never)
        )}
      </>
    );
  };
  return Preview;
}

export const JobPreview = preview(jobCollection as unknown as Collection, (_, lang, facts, text) => {
  const job = { ...facts, ...(text as object), text, file: '', languages: [lang] } as unknown as ItemPage<'jobs'>;
  const state = jobState(job, Date.now());
  return (
    <Page lang={lang} path={`/career-details/${job.slug}`}>
      <JobHeader job={job} state={state} />
      <JobDetails job={job} state={state} />
    </Page>
  );
});

export const ArticlePreview = preview(newsCollection as unknown as Collection, ({ getAsset }, lang, facts, text) => {
  const slug = String(facts.slug);
  const picture = facts.image ? upload(getAsset, String(facts.image)) : illustration(`/art/news/${slug}.svg`, artSizes.news, () => genericArticleScene(slug));
  const minutes = readingMinutes(text as ArticleText);
  const html = articleHtml(text as ArticleText, lang);
  const { intro, sections, conclusion } = text as ArticleText;
  const dropped = [...intro, ...sections.flatMap((s) => s.paragraphs ?? []), ...conclusion].flatMap(leftOut);
  const article = { ...facts, ...(text as object), text: html, picture, minutes, file: '', languages: [lang] } as unknown as ItemPage<'news'>;
  return (
    <>
      {dropped.length > 0 && (
        <p className="border-border bg-surface border-b px-6 py-3 text-sm" role="note" data-testid="cms-left-out">
          The page leaves out what it cannot show safely: {dropped.join('; ')}. Write it as words, or as a link starting with https://.
        </p>
      )}
      <Page lang={lang} path={`/news/${slug}`}>
        <ArticleContent article={article} />
      </Page>
    </>
  );
});

/** A translated list's entries as English has them (their choices made in English), when the preview has English. */
export const englishEntries = (entry: PreviewProps['entry'], list: string) =>
  (dataOf(entry, defaultLanguage, localeOf(entry))?.[list] as Record<string, unknown>[] | undefined) ?? [];

export const ProjectPreview = preview(projectCollection as unknown as Collection, ({ entry, getAsset }, lang, facts, text) => {
  const slug = String(facts.slug);
  const count = (text as { gallery: unknown[] }).gallery.length;
  const uploads = englishEntries(entry, 'gallery').map((g) => g.image as string | undefined);
  let scenes: string[] | undefined;
  const scene = (i: number) => (scenes ??= genericProjectScenes(slug, count))[i]!;
  const picture = facts.image ? upload(getAsset, String(facts.image)) : illustration(`/art/projects/${slug}.svg`, artSizes.project, () => scene(0));
  const gallery = Array.from({ length: count }, (_, i): Picture =>
    uploads[i] ? upload(getAsset, uploads[i]) : illustration(`/art/projects/${slug}-${i + 1}.svg`, artSizes.gallery, () => scene(i + 1)),
  );
  const project = { ...facts, ...(text as object), text, picture, gallery, file: '', languages: [lang] } as unknown as ItemPage<'projects'>;
  return (
    <Page lang={lang} path={`/projects/${slug}`}>
      <CaseStudyHero project={project} />
      <CaseStudyDetails project={project} similar={[]} />
    </Page>
  );
});

export const ServicePreview = preview(serviceCollection as unknown as Collection, ({ entry }, lang, facts, text) => {
  const slug = String(facts.slug);
  const { deliverables } = text as ServiceText;
  const english = englishEntries(entry, 'deliverables');
  const icons = deliverables.map((_, i) => (english[i]?.icon as DeliverableIcon | undefined) ?? null);
  const icon = facts.icon as IconName;
  const picture = illustration(`/art/services/${slug}.svg`, artSizes.service, () =>
    genericServiceScene(
      slug,
      iconGlyphs[icon],
      icons.filter((i) => i !== null),
    ),
  );
  const service = {
    ...facts,
    ...(text as object),
    text,
    formValue: facts.formValue ?? slug,
    icons,
    picture,
    file: '',
    languages: [lang],
  } as unknown as ItemPage<'services'>;
  return (
    <Page lang={lang} path={`/services/${slug}`}>
      <ServiceHero service={service} />
      <ServiceDeliverables service={service} />
    </Page>
  );
});
