/**
 * The Vite plugin that checks the owners' content (app/data/content) and page texts before anything is built, and
 * makes what pages load: `virtual:content`'s per-language indexes, filled placeholders, Markdown as HTML, images and art.
 */
import { existsSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import i18next from 'i18next';
import type { Plugin, ViteDevServer } from 'vite';
import { artSizes } from '../../../app/components/ui/art-sizes.ts';
import { collectionNames, collections } from '../../../app/data/collections/index.ts';
import { ITEM_FILE, itemFile } from '../../../app/data/collections/collection.ts';
import type { CollectionName, Problem } from '../../../app/data/collections/collection.ts';
import { itemPath } from '../../../app/data/item-paths.ts';
import { escapeHtml } from '../../../app/lib/escape-html.ts';
import { articleHtml } from '../../../app/lib/markdown.ts';
import type { Item } from '../../../app/data/collections/validate.ts';
import type { ArticleEntry, JobEntry, PageEntry, ProjectEntry, ServiceEntry } from '../../../app/data/published.ts';
import { byNewestPosted } from '../../../app/data/rules/jobs.ts';
import { byNewestPublished, readingMinutes } from '../../../app/data/rules/news.ts';
import { byPosition } from '../../../app/data/rules/projects.ts';
import type { Picture } from '../../../app/data/picture.ts';
import { defaultLanguage, isLang, languages, localizePath } from '../../../app/i18n/languages.ts';
import type { Lang } from '../../../app/i18n/languages.ts';
import { genericArticleScene } from '../../../app/art/generic-article.ts';
import { genericProjectScenes } from '../../../app/art/generic-project.ts';
import { genericServiceScene } from '../../../app/art/generic-service.ts';
import { iconGlyphs } from '../../../app/data/icons.ts';
import { sized } from '../../../app/art/sized.ts';
import { ImageProblem, processImage } from './images.ts';
import type { ImageFile, ProcessedImage, UploadKind } from './images.ts';
import type { Content } from '../../../app/data/collections/index.ts';
import type { TextVariables } from '../../../app/config/site.schema.ts';
import { checkBiographies, checkCatalogues, checkFigures } from '../../../app/data/collections/page-text-checks.ts';
import { withdrawnNamed } from '../../../app/data/collections/links.ts';
import { COMPANY_FILE } from '../../../app/data/collections/company.ts';
import type { CompanyFacts } from '../../../app/data/collections/company.ts';
import type { CatalogueFile } from '../../../app/data/collections/page-text-checks.ts';
import { isEnglishOnly } from '../../../app/data/collections/page-texts.ts';
import { flatten } from '../../../app/data/collections/translations.ts';
import { parseJson } from '../../../app/data/collections/validate.ts';
import { uploadPlace } from '../../../app/data/upload-places.ts';
import { errorReport, readCatalogues, readContent, readMenusFile, writeCheckedContent } from './read.ts';
import { checkMenus, MENUS_FILE, menuLinks, noMenuLinks } from '../../../app/data/collections/menus.ts';
import type { MenuLinks } from '../../../app/data/collections/menus.ts';
import { displayPhone } from '../../../app/config/site.schema.ts';
import type { CheckedContent } from './read.ts';

const VIRTUAL = 'virtual:content';
const resolved = (id: string) => `\0${id}`;

type ArtKind = keyof typeof artSizes;
const artFolder: Record<ArtKind, string> = { service: 'services', project: 'projects', gallery: 'projects', news: 'news' };

/** Everything the build makes of the content, from one read of the files. */
interface Built {
  content: Content;
  indexes: Map<string, unknown[]>;
  /** The web addresses of withdrawn services and their former ones: each leads to the services page. */
  withdrawn: string[];
  /** The variants of the owners' pictures of people and clients, by their place (app/data/upload-places.ts). */
  uploads: Record<string, Picture>;
  /** Files to add to the build (image variants, generated illustrations), by path without a leading slash. */
  files: Map<string, ImageFile>;
  /** Uploads that cannot be used, each named by the item's file and field: the item is drawn without them. */
  problems: Problem[];
}

function readMenus(root: string, facts: CompanyFacts | undefined, files: readonly CatalogueFile[], sitePaths: ReadonlySet<string>) {
  const empty = noMenuLinks();
  const text = readMenusFile(root);
  if (text === undefined)
    return { menus: empty, problems: [{ file: MENUS_FILE, field: '(file)', message: 'is missing: the menus are kept in it' }], notices: [] };
  const contact = Object.fromEntries(
    languages.map((lang) => {
      const file = files.find((f) => f.lang === lang && f.ns === 'common');
      const data = file?.text === undefined ? undefined : (parseJson(file.text).data as { cta?: { message?: string } } | undefined);
      return [lang, data?.cta?.message ?? ''];
    }),
  ) as Record<Lang, string>;
  const { menus, problems, notices } = checkMenus(text, {
    sitePaths,
    brand: facts?.brand ?? '',
    email: facts?.email ?? '',
    phone: facts ? displayPhone(facts.phones.us) : '',
    contact,
  });
  return { menus: menus ? menuLinks(menus, sitePaths) : empty, problems, notices };
}

/** Fills `{{brand}}` and the company's figures in every string of a value, with i18next's interpolator and the catalogues' rule. */
async function textFiller(variables: TextVariables) {
  const i18n = i18next.createInstance();
  await i18n.init({ lng: 'en', resources: {}, interpolation: { escapeValue: false, defaultVariables: variables } });
  return <T>(value: T): T =>
    JSON.parse(JSON.stringify(value), (_, v: unknown) => (typeof v === 'string' ? i18n.services.interpolator.interpolate(v, {}, 'en', {}) : v)) as T;
}

/** An owner's picture of a person or a client: its place (app/data/upload-places.ts), the upload, and the file and field that name it. */
interface OwnerUpload {
  place: string;
  url: string;
  kind: UploadKind;
  problemAt: Omit<Problem, 'message'>;
}

function ownerUploads(facts: CompanyFacts | undefined, catalogues: readonly CatalogueFile[]): OwnerUpload[] {
  const company = (field: string) => ({ file: COMPANY_FILE, field });
  return [
    ...(facts?.clients ?? []).flatMap((c, i) =>
      c.logo ? [{ place: uploadPlace.logo(i), url: c.logo, kind: 'logo' as const, problemAt: company(`clients.${i}.logo`) }] : [],
    ),
    ...(facts?.board ?? []).flatMap((m, i) =>
      m.photo ? [{ place: uploadPlace.member(i), url: m.photo, kind: 'portrait' as const, problemAt: company(`board.${i}.photo`) }] : [],
    ),
    ...catalogues
      .filter((file) => file.lang === defaultLanguage && file.text !== undefined)
      .flatMap((file) =>
        [...flatten(parseJson(file.text!).data)]
          .filter(([key, value]) => isEnglishOnly(file.ns, key) && typeof value === 'string')
          .map(([key, value]) => ({
            place: uploadPlace.text(file.ns, key),
            url: value as string,
            kind: 'portrait' as const,
            problemAt: { file: file.path, field: key, lang: file.lang },
          })),
      ),
  ];
}

async function buildContent(root: string, variables: TextVariables, content: Content, owners: readonly OwnerUpload[]): Promise<Built> {
  const fill = await textFiller(variables);

  const files = new Map<string, ImageFile>();
  const processed = new Map<string, Promise<ProcessedImage>>();
  const problems: Problem[] = [];
  /** An upload's variants, or undefined (and a problem naming the file and field that name it) when it cannot be used. */
  const upload = async (url: string, kind: UploadKind, problemAt: Omit<Problem, 'message'>) => {
    let image = processed.get(`${kind} ${url}`);
    if (!image) {
      image = processImage(root, url, kind);
      processed.set(`${kind} ${url}`, image);
      image.then((i) => i.files.forEach((f) => files.set(f.fileName, f))).catch(() => undefined);
    }
    try {
      return await image;
    } catch (error) {
      if (!(error instanceof ImageProblem)) throw error;
      problems.push({ ...problemAt, message: error.message });
      return undefined;
    }
  };
  const itemUpload = (url: string, name: CollectionName, stem: string, field: string) =>
    upload(url, 'photo', { file: itemFile(collections[name].folder, stem, defaultLanguage), field, lang: defaultLanguage });
  const uploads: Record<string, Picture> = {};
  for (const owner of owners) {
    const image = await upload(owner.url, owner.kind, owner.problemAt);
    if (image) uploads[owner.place] = image.picture;
  }
  /** A generated illustration: the hand-made one in public/art if there is one, else the collection's generic design. */
  const art = (kind: ArtKind, name: string, draw: () => string): Picture => {
    const path = `art/${artFolder[kind]}/${name}.svg`;
    if (!existsSync(join(root, 'public', path))) {
      const svg = sized(draw(), artSizes[kind]);
      files.set(path, { fileName: path, source: async () => Buffer.from(svg) });
    }
    return { src: `/${path}`, ...artSizes[kind] };
  };

  const indexes = new Map<string, unknown[]>();
  const publish = <F, T, E>(
    name: CollectionName,
    items: Item<F, T>[],
    entry: (item: Item<F, T>, text: T) => E,
    order: (a: Item<F, T>, b: Item<F, T>) => number,
  ) => {
    const sorted = [...items].sort(order);
    for (const lang of languages)
      indexes.set(
        `${name}/${lang}`,
        sorted.filter((i) => i.texts[lang]).map((i) => fill({ ...entry(i, i.texts[lang]!), file: i.stem, languages: i.languages })),
      );
  };

  publish(
    'jobs',
    content.jobs,
    ({ facts }, t): Omit<JobEntry, 'file' | 'languages'> => ({ ...facts, title: t.title, industry: t.industry, location: t.location }),
    (a, b) => byNewestPosted(a.facts, b.facts),
  );

  const news = new Map<string, { picture: Picture; ogImage?: string }>();
  for (const { facts, stem } of content.news) {
    const image = facts.image ? await itemUpload(facts.image, 'news', stem, 'image') : undefined;
    news.set(facts.slug, image ? { picture: image.picture, ogImage: image.og } : { picture: art('news', facts.slug, () => genericArticleScene(facts.slug)) });
  }
  publish(
    'news',
    content.news,
    ({ facts }, t): Omit<ArticleEntry, 'file' | 'languages'> => ({
      ...facts,
      title: t.title,
      description: t.description,
      minutes: readingMinutes(t),
      ...news.get(facts.slug)!,
    }),
    (a, b) => byNewestPublished(a.facts, b.facts),
  );

  const projects = new Map<string, { picture: Picture; gallery: Picture[]; ogImage?: string }>();
  for (const { facts, texts, stem } of content.projects) {
    const count = texts.en!.gallery.length;
    let scenes: string[] | undefined;
    const scene = (i: number) => (scenes ??= genericProjectScenes(facts.slug, count))[i]!;
    const cover = facts.image ? await itemUpload(facts.image, 'projects', stem, 'image') : undefined;
    const gallery: Picture[] = [];
    for (let i = 0; i < count; i++) {
      const uploaded = texts.en!.gallery[i]!.image;
      const image = uploaded ? await itemUpload(uploaded, 'projects', stem, `gallery[${i + 1}].image`) : undefined;
      gallery.push(image ? image.picture : art('gallery', `${facts.slug}-${i + 1}`, () => scene(i + 1)));
    }
    projects.set(facts.slug, {
      picture: cover ? cover.picture : art('project', facts.slug, () => scene(0)),
      gallery,
      ...(cover ? { ogImage: cover.og } : {}),
    });
  }
  publish(
    'projects',
    content.projects,
    ({ facts }, t): Omit<ProjectEntry, 'file' | 'languages'> => ({ ...facts, title: t.title, subtitle: t.subtitle, ...projects.get(facts.slug)! }),
    (a, b) => byPosition(a.facts, b.facts),
  );

  const offered = content.services.filter((s) => !s.facts.withdrawn);
  publish(
    'services',
    offered,
    ({ facts: { withdrawn: _, ...facts }, texts }, t): Omit<ServiceEntry, 'file' | 'languages'> => ({
      ...facts,
      formValue: facts.formValue ?? facts.slug,
      // The deliverables' icons are English's, by position: a translation's deliverables follow English's.
      icons: texts.en!.deliverables.map((d) => d.icon ?? null),
      title: t.title,
      subtitle: t.subtitle,
      picture: art('service', facts.slug, () =>
        genericServiceScene(
          facts.slug,
          iconGlyphs[facts.icon],
          texts.en!.deliverables.flatMap((d) => d.icon ?? []),
        ),
      ),
    }),
    (a, b) => byPosition(a.facts, b.facts),
  );
  // A page's pictures are chosen in English, for every language: by its sections' positions.
  const pictures = new Map<string, (Picture | null)[]>();
  for (const { key, texts, stem } of content.ownPages) {
    const shown: (Picture | null)[] = [];
    for (const [i, s] of texts.en!.sections.entries())
      shown.push(s.type === 'picture' && s.image ? ((await itemUpload(s.image, 'ownPages', stem, `sections[${i + 1}].image`))?.picture ?? null) : null);
    pictures.set(key, shown);
  }
  publish(
    'ownPages',
    content.ownPages,
    ({ facts, key }, t): Omit<PageEntry, 'file' | 'languages'> => ({ ...facts, title: t.title, meta: t.meta, pictures: pictures.get(key)! }),
    (a, b) => a.key.localeCompare(b.key),
  );
  const withdrawn = content.services.filter((s) => s.facts.withdrawn).flatMap((s) => [s.key, ...(s.facts.formerAddresses ?? [])]);

  return { content, indexes, withdrawn, uploads, files, problems };
}

function indexModule({ indexes, withdrawn, uploads, menus }: Pick<Read, 'indexes' | 'withdrawn' | 'uploads' | 'menus'>) {
  const lines = [...indexes.keys()].map((key) => `  ${JSON.stringify(key)}: () => import(${JSON.stringify(`${VIRTUAL}/${key}`)}),`);
  return [
    `export const indexes = {\n${lines.join('\n')}\n};`,
    `export const withdrawn = ${JSON.stringify(withdrawn)};`,
    `export const uploads = ${JSON.stringify(uploads)};`,
    `export const menus = ${JSON.stringify(menus)};`,
    '',
  ].join('\n');
}

const isContentFile = (root: string, id: string) => {
  const rel = relative(root, id.split('?')[0]!).split(sep).join('/');
  return /^app\/data\/content\/[^/]+\/[^/]+\.json$/.test(rel);
};

/** The site paths of the items an error is about, in every language: the dev server shows the problems there. */
function problemPaths(errors: readonly Problem[]) {
  const byPath = new Map<string, Problem[]>();
  for (const e of errors) {
    const { folder, stem } = ITEM_FILE.exec(e.file)?.groups ?? {};
    const name = collectionNames.find((n) => collections[n].folder === folder);
    if (!name || !stem) continue;
    for (const lang of languages) {
      const path = localizePath(itemPath(name, stem), lang);
      byPath.set(path, [...(byPath.get(path) ?? []), e]);
    }
  }
  return byPath;
}

/** The content built, with the filler of its texts' placeholders, its problems, and the pages of items with problems. */
interface Read extends Built {
  menus: Record<Lang, MenuLinks>;
  fill: <T>(value: T) => T;
  problems: Problem[];
  broken: Map<string, Problem[]>;
  checked: CheckedContent;
}

async function read(root: string, variables: TextVariables, facts: CompanyFacts | undefined): Promise<Read> {
  const { content, errors, notices, sitePaths } = readContent(root);
  const fill = await textFiller(variables);
  const files = readCatalogues(root);
  const made = await buildContent(root, variables, content, ownerUploads(facts, files));
  const catalogues = checkCatalogues(files);
  const menus = readMenus(root, facts, files, sitePaths);
  const catalogueNotices = [
    ...catalogues.notices,
    ...menus.notices,
    ...(facts ? checkBiographies(files, facts.board.length) : []),
    ...withdrawnNamed(files, content.services),
  ];
  const problems = [...catalogues.errors, ...checkFigures(files, variables.founded), ...errors, ...menus.problems, ...made.problems];
  if (problems.length) console.error(`\n${errorReport(problems)}\n`);
  return { ...made, menus: menus.menus, fill, problems, broken: problemPaths(problems), checked: { content, notices, catalogueNotices, facts } };
}

/** One read per process, root and variables, shared by every instance: React Router's build loads the Vite config, hence this plugin, several times. */
const READS = Symbol.for('site.content-plugin.reads');
const reads: Map<string, Promise<Read>> = ((globalThis as { [READS]?: Map<string, Promise<Read>> })[READS] ??= new Map());
const READ_KEPT = new WeakSet<Read>();

/** `facts`, as scripts/build/build-env.ts read them, are checked against the page texts and kept for the build's later steps. */
export function contentPlugin({ variables, facts }: { variables: TextVariables; facts?: CompanyFacts }): Plugin {
  const values = JSON.stringify(variables);
  let root = process.cwd();
  let command: 'build' | 'serve' = 'build';
  let server: ViteDevServer | undefined;

  const load = async () => {
    const key = `${root} ${values}`;
    if (!reads.has(key)) reads.set(key, read(root, variables, facts));
    const done = await reads.get(key)!;
    if (command === 'build') {
      // A build stops on any problem, before anything is built; else it keeps what it read for its later steps.
      if (done.problems.length) process.exit(1);
      if (!READ_KEPT.has(done)) writeCheckedContent(root, done.checked);
      READ_KEPT.add(done);
    }
    // While serving, an item with problems is left out (or drawn without the upload) and its own pages say why.
    return done;
  };
  const forget = () => reads.delete(`${root} ${values}`);

  return {
    name: 'content',
    enforce: 'pre',
    configResolved(config) {
      root = config.root;
      command = config.command;
    },
    async buildStart() {
      await load();
    },
    resolveId(id) {
      if (id === VIRTUAL || id.startsWith(`${VIRTUAL}/`)) return resolved(id);
      return null;
    },
    async load(id) {
      if (!id.startsWith(`\0${VIRTUAL}`)) return null;
      const built = await load();
      if (id === resolved(VIRTUAL)) return indexModule(built);
      const entries = built.indexes.get(id.slice(`\0${VIRTUAL}/`.length));
      return entries ? `export default ${JSON.stringify(entries)};\n` : null;
    },
    async transform(code, id) {
      // `{{brand}}` and the figures in a content file's text, as the catalogues have them; an article's Markdown as HTML.
      if (!isContentFile(root, id)) return null;
      const rel = relative(root, id).split(sep).join('/');
      const article = [collections.news, collections.ownPages].some((c) => rel.startsWith(`${c.folder}/`));
      if (!article && !code.includes('{{')) return null;
      const { fill } = await load();
      const data = fill(JSON.parse(code) as Record<string, unknown>);
      const lang = ITEM_FILE.exec(rel)?.groups?.lang;
      return { code: JSON.stringify(article ? articleHtml(data, isLang(lang) ? lang : undefined) : data), map: null };
    },
    async generateBundle() {
      if (this.environment.name !== 'client') return;
      const { files } = await load();
      for (const file of files.values()) this.emitFile({ type: 'asset', fileName: file.fileName, source: await file.source() });
    },
    configureServer(dev) {
      server = dev;
      const reload = (path: string) => {
        const rel = relative(root, path).split(sep).join('/');
        if (!rel.startsWith('app/data/content/') && !rel.startsWith('public/media/uploads/')) return;
        forget();
        for (const env of Object.values(server!.environments))
          for (const id of [...env.moduleGraph.idToModuleMap.keys()].filter((i) => i.startsWith(`\0${VIRTUAL}`) || isContentFile(root, i)))
            env.moduleGraph.invalidateModule(env.moduleGraph.getModuleById(id)!);
        server!.ws.send({ type: 'full-reload' });
      };
      dev.watcher.add([join(root, 'app/data/content'), join(root, 'public/media/uploads')]);
      dev.watcher.on('add', reload).on('change', reload).on('unlink', reload);
      // The pages of an item with errors: its problems, in place of the page.
      dev.middlewares.use(async (req, res, next) => {
        const problems = (await load().catch(() => undefined))?.broken.get(decodeURI(req.url?.split('?')[0] ?? ''));
        if (!problems) return next();
        res.statusCode = 500;
        res.setHeader('Content-Type', 'text/html; charset=utf-8');
        res.end(
          `<!doctype html><html lang="en"><meta charset="utf-8"><title>This item has problems</title><main style="font:16px/1.6 system-ui;max-width:48rem;margin:3rem auto;padding:0 1rem">` +
            `<h1>This item cannot be shown yet</h1><p>Its files have these problems; the build would stop on them. Every other page works.</p><ul>` +
            problems
              .map((p) => `<li><code>${escapeHtml(p.file)}</code>: <strong>${escapeHtml(p.field)}</strong> (${p.lang}): ${escapeHtml(p.message)}</li>`)
              .join('') +
            `</ul><p>Correct them in the content manager (or in the files) and reload this page.</p></main>`,
        );
      });
      // Generated files exist only in memory while developing.
      dev.middlewares.use(async (req, res, next) => {
        const path = req.url?.split('?')[0]?.slice(1);
        if (!path || !(path.startsWith('art/') || path.startsWith('media/img/'))) return next();
        try {
          const file = (await load()).files.get(path);
          if (!file) return next();
          res.setHeader(
            'Content-Type',
            path.endsWith('.svg') ? 'image/svg+xml' : path.endsWith('.avif') ? 'image/avif' : path.endsWith('.webp') ? 'image/webp' : 'image/jpeg',
          );
          res.end(await file.source());
        } catch (error) {
          next(error);
        }
      });
    },
  };
}
