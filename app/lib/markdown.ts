/**
 * An owner's article Markdown made into sanitised HTML (no raw HTML, frames, images or `javascript:` links).
 * Run by the build and the content manager's preview; a page's own JavaScript never carries it.
 */
import type { Element, Root } from 'hast';
import rehypeExternalLinks from 'rehype-external-links';
import rehypeSanitize from 'rehype-sanitize';
import type { Options as Schema } from 'rehype-sanitize';
import rehypeStringify from 'rehype-stringify';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import type { ArticleText } from '~/data/collections/news';
import { defaultLanguage, localizePath } from '../i18n/languages.ts';
import type { Lang } from '../i18n/languages.ts';

/** The elements an article's text may hold; `#` and `##` become `###` since the section's title is the h2. */
const schema: Schema = {
  tagNames: ['p', 'br', 'strong', 'em', 'del', 'code', 'a', 'ul', 'ol', 'li', 'h3', 'h4', 'blockquote'],
  attributes: { a: ['href'], ol: ['start'] },
  protocols: { href: ['http', 'https', 'mailto', 'tel'] },
  // Removed with what they hold, not shown as text.
  strip: ['script', 'style', 'iframe', 'object', 'embed', 'template'],
  required: {},
  clobber: [],
};

function subheadings() {
  const level: Record<string, string> = { h1: 'h3', h2: 'h3', h5: 'h4', h6: 'h4' };
  return (tree: Root) => {
    const visit = (node: Root | Element) => {
      for (const child of node.children) {
        if (child.type !== 'element') continue;
        child.tagName = level[child.tagName] ?? child.tagName;
        visit(child);
      }
    };
    visit(tree);
  };
}

/** A link to a page of the site (`/services`) leads to that page in the text's language (`/fr/services`). */
function inLanguage(lang: Lang) {
  return (tree: Root) => {
    const visit = (node: Root | Element) => {
      for (const child of node.children) {
        if (child.type !== 'element') continue;
        const href = child.properties.href;
        if (child.tagName === 'a' && typeof href === 'string' && isSitePath(href)) child.properties.href = localizePath(href, lang);
        visit(child);
      }
    };
    visit(tree);
  };
}

const processors = new Map<Lang, ReturnType<typeof processorFor>>();
const processorFor = (lang: Lang) =>
  unified()
    .use(remarkParse)
    .use(remarkGfm)
    .use(remarkRehype)
    .use(subheadings)
    .use(rehypeSanitize, schema)
    .use(inLanguage, lang)
    .use(rehypeExternalLinks, { target: '_blank', rel: ['noopener', 'noreferrer'] })
    .use(rehypeStringify)
    .freeze();
const processor = (lang: Lang) => processors.get(lang) ?? processors.set(lang, processorFor(lang)).get(lang)!;

export const isSitePath = (href: string) => href.startsWith('/') && !href.startsWith('//');

export const siteLinks = (markdown: string): string[] =>
  nodesOf(markdown).flatMap((node) => (node.type === 'link' && typeof node.url === 'string' && isSitePath(node.url) ? [node.url] : []));

const reader = unified().use(remarkParse).use(remarkGfm).freeze();

/** The little of remark's syntax tree read here. */
interface MarkdownNode {
  type: string;
  value?: string;
  alt?: string | null;
  url?: string;
  children?: MarkdownNode[];
}

function nodesOf(markdown: string): MarkdownNode[] {
  const all: MarkdownNode[] = [];
  const visit = (node: MarkdownNode) => {
    all.push(node);
    for (const child of node.children ?? []) visit(child);
  };
  visit(reader.parse(markdown) as MarkdownNode);
  return all;
}
const followed = (url: string) => !/^[a-z][a-z\d+.-]*:/i.test(url) || schema.protocols!.href!.some((p) => url.toLowerCase().startsWith(`${p}:`));
const shortened = (text: string) => (text.length > 40 ? `${text.slice(0, 39)}…` : text);

/** What the page leaves out of a block of Markdown (typed HTML, pictures, unfollowed links), for the preview to name. */
export function leftOut(markdown: string): string[] {
  return nodesOf(markdown).flatMap((node) => {
    if (node.type === 'html') return [`the HTML “${shortened(String(node.value).trim())}”`];
    if (node.type === 'image' || node.type === 'imageReference') return [`the picture “${shortened(node.alt ?? '')}”`];
    if (node.type === 'link' && !followed(String(node.url))) return [`the link to “${shortened(String(node.url))}” (its words stay)`];
    return [];
  });
}

/** One block of Markdown as safe HTML, its links to the site's pages in `lang`. */
export const markdownHtml = (markdown: string, lang: Lang = defaultLanguage) => String(processor(lang).processSync(markdown));

type Blocks = Partial<Pick<ArticleText, 'intro' | 'conclusion'>> & { sections?: readonly object[] };

/** An article's or owner's page's text with its Markdown fields made HTML. */
export function articleHtml<T extends Blocks>(text: T, lang: Lang = defaultLanguage): T {
  const html = (blocks: unknown) => (Array.isArray(blocks) ? blocks.map((b) => (typeof b === 'string' ? markdownHtml(b, lang) : b)) : blocks);
  return {
    ...text,
    ...(text.intro ? { intro: html(text.intro) } : {}),
    ...(text.conclusion ? { conclusion: html(text.conclusion) } : {}),
    ...(Array.isArray(text.sections)
      ? { sections: text.sections.map((s) => (s && typeof s === 'object' && 'paragraphs' in s ? { ...s, paragraphs: html(s.paragraphs) } : s)) }
      : {}),
  };
}
