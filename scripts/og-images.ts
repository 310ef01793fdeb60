/**
 * Build step (called by scripts/postbuild.ts): one Open Graph image per
 * indexable page, 1200×630 PNG at `build/client/og/…` (the path
 * `ogImagePath()` gives, which the page's head already names). Each shows the
 * page's title in its language over the brand design (scripts/og-layout.ts),
 * rasterized by resvg compiled to WebAssembly with Inter from an npm package:
 * no browser, no native binary (decision 010).
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { initWasm, Resvg } from '@resvg/resvg-wasm';
import { languageOf } from '../app/i18n/languages';
import { ogImagePath } from '../app/seo/og-image';
import { encodePng } from './og-png';
import { htmlFile } from './page-weight';
import { displayTitle, HEIGHT, ogSvg, ogText, readFontMetrics, readOgFacts, TITLE_BOX, TITLE_WRAP, WIDTH, wrapTitle, type FontMetrics, type OgDesign } from './og-layout';

const require = createRequire(import.meta.url);
const fontFiles = ['700Bold/Inter_700Bold.ttf', '600SemiBold/Inter_600SemiBold.ttf', '500Medium/Inter_500Medium.ttf'];

let ready: Promise<void> | undefined;
const init = () => (ready ??= initWasm(readFileSync(require.resolve('@resvg/resvg-wasm/index_bg.wasm'))));

export interface OgPage {
  /** Localized pathname (`/fr/about`). */
  path: string;
  /** Indexable pages get an image drawn; the others are only checked for what they point at. */
  indexable: boolean;
}

export interface OgReport {
  count: number;
  ms: number;
  /** CPU time of this process during the step (wall time also counts waiting for a busy machine). */
  cpuMs: number;
  bytes: { min: number; max: number; total: number };
}

export interface OgContent {
  brand: string;
  host: string;
  /** Page title without the brand, in the page's language. */
  title: string;
  section: string | null;
  lang: string;
  markSvg: string;
  seed: string;
}

/** Fonts loaded and the WebAssembly rasterizer started, once; then one call per image. */
export async function ogRenderer() {
  await init();
  const fonts = fontFiles.map((f) => new Uint8Array(readFileSync(require.resolve(`@expo-google-fonts/inter/${f}`))));
  const [bold, semibold, medium] = fonts.map(readFontMetrics) as [FontMetrics, FontMetrics, FontMetrics];
  const renderOptions = { font: { fontBuffers: fonts, loadSystemFonts: false, defaultFontFamily: 'Inter' } } as const;
  const svgOf = (body: string) => `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">${body}</svg>`;

  return {
    /** The image as PNG; throws if a character has no glyph or the title would leave its box. */
    render(content: OgContent): { png: Buffer; design: OgDesign; titleBox: { x: number; y: number; width: number; height: number } } {
      const missing = [
        ...bold.missing(content.title),
        ...semibold.missing(content.brand + (content.section?.toLocaleUpperCase(content.lang) ?? '')),
        ...medium.missing(content.host),
      ];
      if (missing.length) throw new Error(`the font has no glyph for ${missing.map((c) => JSON.stringify(c)).join(' ')}`);
      const design: OgDesign = { ...content, title: wrapTitle(content.title, bold.measure, TITLE_WRAP) };

      // Where the rasterizer itself puts the title (kerning and all): inside its box, or no image.
      const titleOnly = new Resvg(svgOf(ogText(design, semibold.measure).title), renderOptions);
      const bbox = titleOnly.getBBox();
      const titleBox = bbox ? { x: bbox.x, y: bbox.y, width: bbox.width, height: bbox.height } : { x: 0, y: 0, width: 0, height: 0 };
      bbox?.free();
      titleOnly.free();
      if (!bbox || titleBox.x < TITLE_BOX.left - 6 || titleBox.x + titleBox.width > TITLE_BOX.right || titleBox.y < TITLE_BOX.top || titleBox.y + titleBox.height > TITLE_BOX.bottom)
        throw new Error(`the title would leave its box: ${JSON.stringify(titleBox)}`);

      const resvg = new Resvg(ogSvg(design, semibold.measure), renderOptions);
      const image = resvg.render();
      const png = encodePng(image.pixels, image.width, image.height);
      image.free();
      resvg.free();
      return { png, design, titleBox };
    },
  };
}

export async function writeOgImages(options: { out: string; brand: string; origin: string; pages: readonly OgPage[] }): Promise<OgReport> {
  const started = performance.now();
  const cpu = process.cpuUsage();
  const { out, brand, origin, pages } = options;
  const renderer = await ogRenderer();
  const markSvg = readFileSync(join(out, 'brand', 'icon.svg'), 'utf8');
  const host = new URL(origin).host;
  const sizes: number[] = [];

  for (const page of pages.filter((p) => p.indexable)) {
    const facts = readOgFacts(readFileSync(htmlFile(out, page.path), 'utf8'));
    const src = ogImagePath(page.path);
    if (facts.image !== origin + src) throw new Error(`og-images: ${page.path} names ${facts.image} as its image, not its own ${origin + src}`);
    if (!facts.title || !facts.imageAlt) throw new Error(`og-images: ${page.path} has no og:title or og:image:alt`);
    const content: OgContent = { brand, host, title: displayTitle(facts.title, brand), section: facts.section, lang: languageOf(page.path), markSvg, seed: page.path };
    let png: Buffer;
    try {
      png = renderer.render(content).png;
    } catch (error) {
      throw new Error(`og-images: ${page.path}: ${(error as Error).message}`);
    }
    const file = join(out, ...src.split('/').filter(Boolean));
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, png);
    sizes.push(png.length);
  }

  // Every page that names an image under /og/ (indexable or not) must find it there.
  for (const page of pages) {
    const image = readOgFacts(readFileSync(htmlFile(out, page.path), 'utf8')).image;
    if (image?.startsWith(`${origin}/og/`) && !existsSync(join(out, ...image.slice(origin.length).split('/').filter(Boolean))))
      throw new Error(`og-images: ${page.path} names ${image}, which was not drawn (only indexable pages get one)`);
  }

  return {
    count: sizes.length,
    ms: Math.round(performance.now() - started),
    cpuMs: Math.round(((used) => used.user + used.system)(process.cpuUsage(cpu)) / 1000),
    bytes: { min: Math.min(...sizes), max: Math.max(...sizes), total: sizes.reduce((a, b) => a + b, 0) },
  };
}
