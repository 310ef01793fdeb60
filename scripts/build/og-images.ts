/** One Open Graph image per indexable page, at the path its head names, drawn without a browser (decision 015). */
import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { initWasm, Resvg } from '@resvg/resvg-wasm';
import type { Font } from 'satori';
import sharp from 'sharp';
import { languageOf } from '../../app/i18n/languages';
import { ogImagePath } from '../../app/seo/og-image';
import { attr, headOf, unescapeHtml } from '../../app/seo/read-head';
import { VARIANT_URL } from './content/images';
import { pageFileIn } from './host-rules';
import { cardLayout, fitBrand, fitTitle, HEIGHT, WIDTH } from './og-card';
import type { OgCardProps } from './og-card';
import { themeTokens } from './theme-tokens';

const require = createRequire(import.meta.url);
const fontFiles = { 700: '700Bold/Inter_700Bold.ttf', 600: '600SemiBold/Inter_600SemiBold.ttf', 500: '500Medium/Inter_500Medium.ttf' } as const;

let ready: Promise<void> | undefined;
const init = () => (ready ??= initWasm(readFileSync(require.resolve('@resvg/resvg-wasm/index_bg.wasm'))));

export interface OgPage {
  path: string;
  /** Indexable pages get an image drawn; the others are only checked for what they point at. */
  indexable: boolean;
}

export interface OgReport {
  count: number;
  /** How many of them were drawn; the others were kept from an earlier build. */
  drawn: number;
  ms: number;
  cpuMs: number;
  bytes: { min: number; max: number; total: number };
  /** Pages whose title the image could not show whole: cut to fit, or letters no font has left out. */
  notes: string[];
}

export interface OgContent {
  brand: string;
  host: string;
  title: string;
  section: string | null;
  lang: string;
  markSvg: string;
  seed: string;
}

/** The page title as the image shows it: `og:title` without the brand (`Title | Brand`, or `Brand | Tagline`). */
export function displayTitle(ogTitle: string, brand: string): string {
  const t = ogTitle.trim();
  if (t.endsWith(` | ${brand}`)) return t.slice(0, -` | ${brand}`.length).trim();
  if (t.startsWith(`${brand} | `)) return t.slice(`${brand} | `.length).trim();
  return t;
}

export interface OgFacts {
  title: string | null;
  image: string | null;
  imageAlt: string | null;
  /** Name of the page's parent in its breadcrumb trail (`Services` on a service page); null for top-level pages. */
  section: string | null;
}

export function readOgFacts(html: string): OgFacts {
  const head = headOf(html);
  const metas = head.match(/<meta\b[^>]*>/gi) ?? [];
  const property = (p: string) => {
    const tag = metas.find((m) => attr(m, 'property') === p);
    const content = tag ? attr(tag, 'content') : null;
    return content === null ? null : unescapeHtml(content);
  };
  let section: string | null = null;
  for (const m of head.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)) {
    try {
      const data = JSON.parse(m[1]!) as { '@type'?: string; itemListElement?: { name?: unknown }[] };
      const items = data['@type'] === 'BreadcrumbList' ? (data.itemListElement ?? []) : [];
      const parent = items.length >= 3 ? items[items.length - 2]?.name : undefined;
      if (typeof parent === 'string' && parent) section = parent;
    } catch {
      // Not JSON we can read: no section.
    }
  }
  return { title: property('og:title'), image: property('og:image'), imageAlt: property('og:image:alt'), section };
}

/** Inter for Latin, Greek and Cyrillic, then Noto Sans Arabic for the Arabic letters Inter lacks. */
export const cardFonts = (): Font[] => [
  ...Object.entries(fontFiles).map(([weight, file]) => ({
    name: 'Inter',
    weight: Number(weight) as Font['weight'],
    style: 'normal' as const,
    data: readFileSync(require.resolve(`@expo-google-fonts/inter/${file}`)),
  })),
  {
    name: 'Noto Sans Arabic',
    weight: 700,
    style: 'normal',
    data: readFileSync(require.resolve('@fontsource/noto-sans-arabic/files/noto-sans-arabic-arabic-700-normal.woff')),
  },
];

/** An emoji as Twemoji draws it: one file per sequence, named by its code points, most without U+FE0F. */
export function twemoji(emoji: string): string | undefined {
  const points = [...emoji].map((c) => c.codePointAt(0)!.toString(16));
  for (const name of [points.filter((p) => p !== 'fe0f').join('-'), points.join('-')]) {
    const file = join(dirname(require.resolve('@twemoji/svg/package.json')), `${name}.svg`);
    if (existsSync(file)) return `data:image/svg+xml;base64,${readFileSync(file).toString('base64')}`;
  }
  return undefined;
}

/** Fonts loaded and the WebAssembly rasterizer started, once; then one call per image. */
export async function ogRenderer() {
  await init();
  const layout = cardLayout(cardFonts(), twemoji);
  const brandSizes = new Map<string, number>();

  return {
    async render(content: OgContent): Promise<{ png: Buffer; card: OgCardProps; lines: string[]; dropped: string[]; cut: boolean }> {
      const { text, fontSize, lines, dropped, cut } = await fitTitle(layout, content.title);
      let brandSize = brandSizes.get(content.brand);
      if (brandSize === undefined) brandSizes.set(content.brand, (brandSize = await fitBrand(layout, content.brand)));
      const card: OgCardProps = {
        brand: content.brand,
        brandSize,
        host: content.host,
        section: content.section?.toLocaleUpperCase(content.lang) ?? null,
        title: text,
        fontSize,
        lines: lines.length,
        mark: `data:image/svg+xml;base64,${Buffer.from(content.markSvg).toString('base64')}`,
        seed: content.seed,
      };
      const resvg = new Resvg(await layout.svg(card));
      const image = resvg.render();
      const pixels = image.pixels;
      image.free();
      resvg.free();
      // A palette PNG holds the card's flat colours without dithering; lower efforts shift the colours.
      const png = await sharp(pixels, { raw: { width: WIDTH, height: HEIGHT, channels: 4 } })
        .png({ palette: true, colours: 256, dither: 0, effort: 4, compressionLevel: 9 })
        .toBuffer();
      return { png, card, lines, dropped, cut };
    },
  };
}

/** Drawn cards kept between builds, each under a hash of what it shows and of the code and packages that draw it. */
const DEFAULT_CACHE = join(process.cwd(), 'node_modules', '.cache', 'og-images');
const drawingCode = () => {
  const hash = createHash('sha256');
  for (const file of [fileURLToPath(import.meta.url), fileURLToPath(new URL('og-card.tsx', import.meta.url)), join(process.cwd(), 'package-lock.json')])
    if (existsSync(file)) hash.update(readFileSync(file));
  hash.update(JSON.stringify(themeTokens()));
  return hash.digest('hex');
};

interface CachedCard {
  dropped: string[];
  cut: boolean;
}

export async function writeOgImages(options: { out: string; brand: string; origin: string; pages: readonly OgPage[]; cache?: string }): Promise<OgReport> {
  const started = performance.now();
  const cpu = process.cpuUsage();
  const { out, brand, origin, pages, cache = DEFAULT_CACHE } = options;
  // Fonts and the rasterizer are loaded only if a card has to be drawn.
  let renderer: ReturnType<typeof ogRenderer> | undefined;
  const code = drawingCode();
  mkdirSync(cache, { recursive: true });
  const markSvg = readFileSync(join(out, 'brand', 'icon.svg'), 'utf8');
  const host = new URL(origin).host;
  const sizes: number[] = [];
  const notes: string[] = [];
  let drawn = 0;
  const report = (page: OgPage, { dropped, cut }: CachedCard, size: number) => {
    if (cut) notes.push(`${page.path}: the title is cut to fit the sharing image`);
    if (dropped.length) notes.push(`${page.path}: the sharing image leaves out ${dropped.map((c) => JSON.stringify(c)).join(' ')}, which no font has`);
    sizes.push(size);
  };

  // sharp encodes on its own threads while the next card is laid out here: a few pages in flight.
  const inFlight = new Set<Promise<void>>();
  for (const page of pages.filter((p) => p.indexable)) {
    const facts = readOgFacts(readFileSync(pageFileIn(out, page.path), 'utf8'));
    const src = ogImagePath(page.path);
    // An item with an uploaded image is shared with a crop of it, which the content build wrote (scripts/build/content/images.ts).
    const upload = facts.image?.startsWith(`${origin}${VARIANT_URL}/`) ? join(out, new URL(facts.image).pathname) : undefined;
    if (upload && existsSync(upload)) continue;
    if (facts.image !== origin + src) throw new Error(`og-images: ${page.path} names ${facts.image} as its image, not its own ${origin + src}`);
    if (!facts.title || !facts.imageAlt) throw new Error(`og-images: ${page.path} has no og:title or og:image:alt`);
    const content: OgContent = {
      brand,
      host,
      title: displayTitle(facts.title, brand),
      section: facts.section,
      lang: languageOf(page.path),
      markSvg,
      seed: page.path,
    };
    const file = join(out, ...src.split('/').filter(Boolean));
    mkdirSync(dirname(file), { recursive: true });
    const kept = join(cache, createHash('sha256').update(code).update(JSON.stringify(content)).digest('hex'));
    if (existsSync(`${kept}.png`) && existsSync(`${kept}.json`)) {
      copyFileSync(`${kept}.png`, file);
      report(page, JSON.parse(readFileSync(`${kept}.json`, 'utf8')) as CachedCard, statSync(file).size);
      continue;
    }
    const job = (renderer ??= ogRenderer())
      .then((r) => r.render(content))
      .then(
        ({ png, dropped, cut }) => {
          writeFileSync(file, png);
          drawn++;
          writeFileSync(`${kept}.png`, png);
          writeFileSync(`${kept}.json`, JSON.stringify({ dropped, cut } satisfies CachedCard));
          report(page, { dropped, cut }, png.length);
        },
        (error: Error) => {
          throw new Error(`og-images: ${page.path}: ${error.message}`);
        },
      );
    inFlight.add(job);
    void job.finally(() => inFlight.delete(job)).catch(() => {});
    if (inFlight.size >= 3) await Promise.race(inFlight);
  }
  await Promise.all(inFlight);

  // Every page that names an image under /og/ (indexable or not) must find it there.
  for (const page of pages) {
    const image = readOgFacts(readFileSync(pageFileIn(out, page.path), 'utf8')).image;
    if (image?.startsWith(`${origin}/og/`) && !existsSync(join(out, ...image.slice(origin.length).split('/').filter(Boolean))))
      throw new Error(`og-images: ${page.path} names ${image}, which was not drawn (only indexable pages get one)`);
  }

  return {
    count: sizes.length,
    drawn,
    ms: Math.round(performance.now() - started),
    cpuMs: Math.round(((used) => used.user + used.system)(process.cpuUsage(cpu)) / 1000),
    bytes: { min: Math.min(...sizes), max: Math.max(...sizes), total: sizes.reduce((a, b) => a + b, 0) },
    notes,
  };
}
