/**
 * What an owner writes in an article's paragraphs, as Markdown (emphasis, links, lists, subheadings; a pasted
 * web address becomes a link), made into HTML for the page by the maintained unified pipeline: remark parses
 * it, rehype-sanitize keeps only the elements below (raw HTML, frames, images and `javascript:` links never
 * reach the page), external links open in a new tab. Run by the build (scripts/build/content/plugin.ts) and by
 * the content manager's preview; a page's own JavaScript never carries it.
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

/** The elements an article's text may hold. Headings are the section's subheadings: `#` and `##` are drawn as `###`. */
const schema: Schema = {
  tagNames: ['p', 'br', 'strong', 'em', 'del', 'code', 'a', 'ul', 'ol', 'li', 'h3', 'h4', 'blockquote'],
  attributes: { a: ['href'], ol: ['start'] },
  protocols: { href: ['http', 'https', 'mailto', 'tel'] },
  // Removed with what they hold, not shown as text.
  strip: ['script', 'style', 'iframe', 'object', 'embed', 'template'],
  required: {},
  clobber: [],
};

/** The section's title is the page's h2: a subheading in its text is an h3 or an h4. */
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

/** Whether a link leads to a page of this site (`/services`), rather than another site or a part of the same page. */
export const isSitePath = (href: string) => href.startsWith('/') && !href.startsWith('//');

/** The links of a block of Markdown to pages of the site, as written (`/services`, `/fr/news`). */
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

/** Every node of a block of Markdown's syntax tree, in document order. */
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

/**
 * What the page leaves out of a block of Markdown, in the owner's words: HTML typed as such (`<script>`,
 * `<iframe>`, `<b>`), pictures, and links the page does not follow (`javascript:`). The preview names them.
 */
export function leftOut(markdown: string): string[] {
  return nodesOf(markdown).flatMap((node) => {
    if (node.type === 'html') return [`the HTML “${shortened(String(node.value).trim())}”`];
    if (node.type === 'image' || node.type === 'imageReference') return [`the picture “${shortened(node.alt ?? '')}”`];
    if (node.type === 'link' && !followed(String(node.url))) return [`the link to “${shortened(String(node.url))}” (its words stay)`];
    return [];
  });
}

/** One block of Markdown (a paragraph, a list, a subheading) as safe HTML, its links to the site's pages in `lang`. */
export const markdownHtml = (markdown: string, lang: Lang = defaultLanguage) => String(processor(lang).processSync(markdown));

type Blocks = Partial<Pick<ArticleText, 'intro' | 'conclusion'>> & { sections?: readonly object[] };

/** An article's or an owner's page's text (or a file of it) with its Markdown fields, the introduction, each section's paragraphs and the conclusion, as HTML. */
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
